// The lookup preact-i18n's <Text> does, for code paths that cannot carry its components:
// the search bar on hotel pages (size) and strings built in code (titles, aria labels).
// Same catalogue format: nested keys, {{field}} templates; plurals as { one, other } (what our catalogues use).

export type Dictionary = Record<string, unknown>;

function lookup(dictionary: Dictionary, id: string): unknown {
  let value: unknown = dictionary;
  for (const part of id.split('.')) value = value && typeof value === 'object' ? (value as Dictionary)[part] : undefined;
  return value;
}

export function translate(dictionary: Dictionary, id: string, fields: Record<string, unknown> = {}, plural?: number): string {
  let value = lookup(dictionary, id);
  if (plural !== undefined && value && typeof value === 'object') value = (value as Dictionary)[plural === 1 ? 'one' : 'other'];
  if (typeof value !== 'string') return '';
  return value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(lookup(fields, name) ?? ''));
}
