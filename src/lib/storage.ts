// Web storage that never throws: private windows and sandboxed frames may refuse storage.

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(key: string, kind: Area = 'local'): T | undefined {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or refused: the value lives in memory only */
  }
}

export function removeStored(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** Stores a value that is gone after `ttlMs` (saved browsing state, spec section 4). */
export function writeExpiring(key: string, value: unknown, ttlMs: number, now = Date.now()): void {
  writeStored(key, { value, expiresAt: now + ttlMs } satisfies Expiring<unknown>);
}

/** Reads an expiring value; an expired one is removed and reads as undefined. */
export function readExpiring<T>(key: string, now = Date.now()): T | undefined {
  const stored = readStored<Expiring<T>>(key);
  if (!stored || typeof stored.expiresAt !== 'number') return undefined;
  if (stored.expiresAt <= now) {
    removeStored(key);
    return undefined;
  }
  return stored.value;
}
