// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/i18n/locale';

const root = join(import.meta.dirname, '../../i18n');

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, String(value)]];
}

const load = (locale: string, ns: string) => JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8')) as unknown;
const namespaces = [...new Set(SUPPORTED_LOCALES.flatMap((l) => readdirSync(join(root, l)).map((f) => f.replace(/\.json$/, ''))))];

describe('message catalogues', () => {
  it('there is a catalogue folder for each of the five languages', () => {
    expect(readdirSync(root).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    it('every catalogue has every key another catalogue has', () => {
      const all = new Set(SUPPORTED_LOCALES.flatMap((l) => keys(load(l, ns))));
      for (const locale of SUPPORTED_LOCALES) {
        const missing = [...all].filter((k) => !keys(load(locale, ns)).includes(k));
        expect(missing, `${locale}/${ns}.json lacks keys`).toEqual([]);
      }
    });

    it('no message is empty and every {{placeholder}} of the English text is kept', () => {
      const english = new Map(leaves(load('en', ns)));
      for (const locale of SUPPORTED_LOCALES) {
        for (const [key, text] of leaves(load(locale, ns))) {
          expect(text.trim(), `${locale}/${ns}:${key}`).not.toBe('');
          for (const placeholder of english.get(key)?.match(/\{\{\s*\w+\s*\}\}/g) ?? []) {
            expect(text, `${locale}/${ns}:${key}`).toContain(placeholder);
          }
        }
      }
    });
  });
});
