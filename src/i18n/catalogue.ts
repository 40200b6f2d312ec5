import { signal, computed } from '@preact/signals';
import { translate } from './translate';
import { DEFAULT_LOCALE, type Locale } from './locale';

// Each catalogue file is i18n/<locale>/<namespace>.json and becomes its own chunk,
// so a page loads only the strings it needs.
export type Namespace = 'shell' | 'errors' | 'searchbar' | 'pickers' | 'results' | 'booking' | 'reservation' | 'confirmation' | 'payment';
export type Catalogue = Record<string, unknown>;

const loaders = import.meta.glob<Catalogue>('../../i18n/*/*.json', { import: 'default' });

export const currentLocale = signal<Locale>(DEFAULT_LOCALE);
const loaded = signal<Record<string, Catalogue>>({});
const wanted = new Set<Namespace>();

/** The merged definition for the current locale: `{ shell: {...}, errors: {...} }`. */
export const dictionary = computed<Catalogue>(() => {
  const prefix = `${currentLocale.value}/`;
  const merged: Catalogue = {};
  for (const [key, catalogue] of Object.entries(loaded.value)) {
    if (key.startsWith(prefix)) merged[key.slice(prefix.length)] = catalogue;
  }
  return merged;
});

async function loadOne(locale: Locale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  if (loaded.value[key]) return;
  const load = loaders[`../../i18n/${key}.json`];
  if (!load) throw new Error(`Missing catalogue ${key}`);
  const catalogue = await load();
  loaded.value = { ...loaded.value, [key]: catalogue };
}

/** Loads namespaces for the current locale and keeps them loaded across language changes. */
export async function useNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  namespaces.forEach((ns) => wanted.add(ns));
  await Promise.all(namespaces.map((ns) => loadOne(currentLocale.value, ns)));
}

export function namespacesReady(namespaces: readonly Namespace[]): boolean {
  const prefix = `${currentLocale.value}/`;
  return namespaces.every((ns) => Boolean(loaded.value[prefix + ns]));
}

/** Switches language once every namespace in use is loaded for it, so no text flashes as keys. */
export async function switchLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((ns) => loadOne(locale, ns)));
  currentLocale.value = locale;
}

/** Translates outside JSX (titles, aria labels built in code). Missing keys read as ''. */
export function t(id: string, fields?: Record<string, unknown>, plural?: number): string {
  return translate(dictionary.value, id, fields, plural);
}

/** For tests: install a catalogue directly. */
export function installCatalogue(locale: Locale, namespace: Namespace, catalogue: Catalogue): void {
  loaded.value = { ...loaded.value, [`${locale}/${namespace}`]: catalogue };
  wanted.add(namespace);
}
