import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { translate, type Dictionary } from './translate';

export type Translate = (id: string, fields?: Record<string, unknown>, plural?: number) => string;

/** The loaded catalogues, for translation in code; the app and the embed both provide it. */
export const DictionaryContext = createContext<Dictionary>({});

/** Translation in code (labels, aria attributes), free of stores and of preact-i18n's components. */
export function useT(): Translate {
  const dictionary = useContext(DictionaryContext);
  return (id, fields, plural) => translate(dictionary, id, fields, plural);
}
