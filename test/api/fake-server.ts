// A fake fetch that answers like the sandbox: tests script the answers and read what was sent.

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  credentials?: RequestCredentials;
}

export type Answer = {
  status: number; body?: unknown; contentType?: string; raw?: string; /** Answer this late (a slow server). */ delayMs?: number;
  headers?: Record<string, string>;
};

export function json(status: number, body: unknown): Answer {
  return { status, body };
}

export function createFakeServer() {
  const sent: SentRequest[] = [];
  const scripted: { match: (r: SentRequest) => boolean; answer: Answer | ((r: SentRequest) => Answer) }[] = [];
  let sessions = 0;

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers as HeadersInit).forEach((value, key) => (headers[key.toLowerCase()] = value));
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    sent.push(request);
    const index = scripted.findIndex((s) => s.match(request));
    let answer: Answer;
    if (index >= 0) {
      const [entry] = scripted.splice(index, 1);
      answer = typeof entry!.answer === 'function' ? entry!.answer(request) : entry!.answer;
    } else if (request.url.endsWith('/client_sessions')) {
      sessions += 1;
      answer = json(201, { data: { client_session: `session-${sessions}` } });
    } else {
      answer = json(200, { data: { ok: true } });
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const bodyText = answer.raw ?? (answer.status === 204 ? null : JSON.stringify(answer.body));
    return new Response(bodyText, {
      status: answer.status,
      headers: { 'content-type': answer.contentType ?? 'application/json', ...answer.headers },
    });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    sent,
    /** The next request whose URL contains `part` gets `answer` (once). */
    answerOnce(part: string, answer: Answer | ((r: SentRequest) => Answer)) {
      scripted.push({ match: (r) => !r.url.endsWith('/client_sessions') && r.url.includes(part), answer });
    },
    apiCalls: () => sent.filter((r) => !r.url.endsWith('/client_sessions')),
    sessionCalls: () => sent.filter((r) => r.url.endsWith('/client_sessions')),
  };
}
