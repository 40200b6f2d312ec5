// Rails-style bracket query strings: `rooms[0][adults]=2&room_type_codes[]=STD` → nested objects and arrays.

export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

export class QueryParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryParseError';
  }
}

const MAX_DEPTH = 6;
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** Splits `a[b][][c]` into ['a', 'b', '', 'c']. Throws on unbalanced brackets. */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const parts = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length) {
    const m = /^\[([^[\]]*)\]/.exec(rest);
    if (!m) throw new QueryParseError(`Malformed query parameter name: ${key}.`);
    parts.push(m[1]!);
    rest = rest.slice(m[0].length);
  }
  return parts;
}

function isObject(v: QueryValue | undefined): v is QueryObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parses a query string (with or without leading '?') or URLSearchParams into a nested structure.
 * `x[]=1&x[]=2` → arrays; `x[0][y]=1` → objects keyed by '0' (use `indexedList` to turn them into arrays).
 * Throws QueryParseError when one name is used both as a value and as a container.
 */
export function parseBracketQuery(input: string | URLSearchParams): QueryObject {
  const params = typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
  const root: QueryObject = Object.create(null) as QueryObject;
  for (const [rawKey, value] of params) {
    if (!rawKey) continue;
    const parts = splitKey(rawKey);
    if (parts.length > MAX_DEPTH) throw new QueryParseError(`Query parameter nested too deeply: ${rawKey}.`);
    if (parts.some((p) => FORBIDDEN.has(p))) throw new QueryParseError(`Forbidden query parameter name: ${rawKey}.`);
    if (parts[0] === '') throw new QueryParseError(`Malformed query parameter name: ${rawKey}.`);
    let node: QueryObject | QueryValue[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const last = i === parts.length - 1;
      if (Array.isArray(node)) {
        if (part !== '') throw new QueryParseError(`Conflicting query parameter: ${rawKey}.`);
        if (!last) throw new QueryParseError(`Unsupported query parameter: ${rawKey}.`);
        node.push(value);
        break;
      }
      const obj: QueryObject = node;
      if (last) {
        if (part === '') throw new QueryParseError(`Malformed query parameter name: ${rawKey}.`);
        if (obj[part] !== undefined && typeof obj[part] !== 'string') throw new QueryParseError(`Conflicting query parameter: ${rawKey}.`);
        obj[part] = value;
        break;
      }
      const nextIsArray = parts[i + 1] === '';
      const existing = obj[part];
      if (existing === undefined) {
        const created: QueryObject | QueryValue[] = nextIsArray ? [] : (Object.create(null) as QueryObject);
        obj[part] = created;
        node = created;
      } else if (nextIsArray ? Array.isArray(existing) : isObject(existing)) {
        node = existing as QueryObject | QueryValue[];
      } else {
        throw new QueryParseError(`Conflicting query parameter: ${rawKey}.`);
      }
    }
  }
  return root;
}

/** Turns `{ '0': a, '1': b }` (or an array) into [a, b]; indexes must be 0…n-1. Returns undefined for a missing value. */
export function indexedList(value: QueryValue | undefined, name: string): QueryValue[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') throw new QueryParseError(`Malformed ${name}: expected a list.`);
  const keys = Object.keys(value);
  if (!keys.every((k) => /^(0|[1-9]\d{0,2})$/.test(k))) throw new QueryParseError(`Malformed ${name}: entries must be numbered 0, 1, 2….`);
  const indexes = keys.map(Number).sort((a, b) => a - b);
  if (indexes.some((n, i) => n !== i)) throw new QueryParseError(`Malformed ${name}: entries must be numbered 0, 1, 2… without gaps.`);
  return indexes.map((i) => value[String(i)]!);
}

/** A list of strings from `x[]=a&x[]=b`, `x=a` or `x=a,b`. */
export function stringList(value: QueryValue | undefined, name: string): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  const list = Array.isArray(value) ? value : indexedList(value, name)!;
  return list.map((v) => {
    if (typeof v !== 'string') throw new QueryParseError(`Malformed ${name}: expected a list of values.`);
    return v;
  }).filter(Boolean);
}
