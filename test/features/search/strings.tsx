import type { ComponentChildren } from 'preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DictionaryContext } from '../../../src/i18n/useT';

const load = (ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../i18n/en/${ns}.json`), 'utf8')) as unknown;
export const EN = { searchbar: load('searchbar'), pickers: load('pickers') };

export function WithStrings({ children }: { children: ComponentChildren }) {
  return <DictionaryContext.Provider value={EN}>{children}</DictionaryContext.Provider>;
}
