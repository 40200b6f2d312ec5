// Sandbox fault switch and request log (never part of a production API).
import { validationError } from './errors.ts';

export const FAULT_KINDS = ['429', '403-4000', '401', '503', 'invalid-session', 'slow', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  id: string;
  kind: FaultKind;
  times: number;
  remaining: number;
  path: string | null;
  delay_ms: number;
  created_at: string;
}

export const DEFAULT_SLOW_MS = 3000;
export const MAX_SLOW_MS = 60_000;
export const MAX_TIMES = 1000;

export class FaultStore {
  private faults: Fault[] = [];
  private seq = 0;

  /** Validates a POST body and queues the fault. Throws 422 on a bad body. */
  add(body: unknown, now: Date): Fault {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError('Send a JSON object with a "kind".');
    const b = body as Record<string, unknown>;
    if (typeof b.kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(b.kind)) {
      throw validationError(`kind must be one of: ${FAULT_KINDS.join(', ')}.`);
    }
    const times = b.times === undefined ? 1 : b.times;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > MAX_TIMES) {
      throw validationError(`times must be a whole number from 1 to ${MAX_TIMES}.`);
    }
    if (b.path !== undefined && b.path !== null && typeof b.path !== 'string') throw validationError('path must be a string.');
    const delay = b.delay_ms === undefined ? DEFAULT_SLOW_MS : b.delay_ms;
    if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > MAX_SLOW_MS) {
      throw validationError(`delay_ms must be a whole number from 0 to ${MAX_SLOW_MS}.`);
    }
    const fault: Fault = {
      id: `fault_${++this.seq}`,
      kind: b.kind as FaultKind,
      times,
      remaining: times,
      path: typeof b.path === 'string' && b.path !== '' ? b.path : null,
      delay_ms: delay,
      created_at: now.toISOString(),
    };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }

  /** Consumes one use of the oldest pending fault matching `path`, if any. */
  take(path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.path === null || path.includes(f.path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return { ...fault };
  }
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  status: number;
  has_session: boolean;
  fault: FaultKind | null;
  time: string;
}

export const REQUEST_LOG_SIZE = 500;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > REQUEST_LOG_SIZE) this.entries.splice(0, this.entries.length - REQUEST_LOG_SIZE);
  }

  /** Oldest first; optionally only those whose path contains `path`. */
  list(path?: string): LoggedRequest[] {
    return this.entries.filter((e) => !path || e.path.includes(path)).map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}
