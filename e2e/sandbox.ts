import type { APIRequestContext } from '@playwright/test';
import { WIDGET_ORIGIN } from './env';

export type FaultKind = '429' | '403-4000' | '401' | '503' | 'invalid-session' | 'slow' | 'malformed';

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  has_session: boolean;
}

/** Drives the sandbox's fault switch (sandbox only). */
export function sandbox(request: APIRequestContext) {
  return {
    async fault(kind: FaultKind, options: { times?: number; path?: string; delay_ms?: number } = {}) {
      const res = await request.post(`${WIDGET_ORIGIN}/__sandbox/faults`, { data: { kind, ...options } });
      if (!res.ok()) throw new Error(`fault switch refused: ${res.status()} ${await res.text()}`);
    },
    async reset() {
      await request.delete(`${WIDGET_ORIGIN}/__sandbox/faults`);
      await request.delete(`${WIDGET_ORIGIN}/__sandbox/requests`);
    },
    async requests(pathPart?: string): Promise<LoggedRequest[]> {
      const res = await request.get(`${WIDGET_ORIGIN}/__sandbox/requests`);
      const body = (await res.json()) as { data: LoggedRequest[] };
      return body.data.filter((r) => !pathPart || r.path.includes(pathPart));
    },
  };
}
