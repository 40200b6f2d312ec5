import { create, StructError, type Struct } from 'superstruct';
import { IDENTITY_EXPIRED_CODE, INVALID_CLIENT_SESSION_TITLE, RETRY_429_MS, RETRY_503_MAX_S } from '../lib/constants';
import { toQueryString } from '../lib/url';
import { ApiError, readErrorPayload } from './errors';
import { createSessionStore, type SessionStore } from './session';
import { xhrFetch, type UploadProgress } from './upload';

export interface ApiConfig {
  apiBaseUrl: string;
  identityBaseUrl: string;
  applicationKey: string;
  applicationSecret: string;
  appVersion: string;
}

/** What the request policy asks of the app around it. */
export interface PolicyHooks {
  locale(): string;
  /** The signed-in user's token, sent as `Authorization: Bearer`. */
  userToken(): string | undefined;
  siteController(): string | undefined;
  /** True inside the chatbot iframe: requests carry the chatbot app type. */
  isChatbotFrame(): boolean;
  /** The brand's first-party cookie domain; cookies are sent only when there is one. */
  firstPartyDomain(): string | undefined;
  /** 'invalid client session': the session is already cleared; reload the page. */
  onInvalidSession(): void;
  /** 401: log out locally, say 'You have already signed out', redirect. */
  onSignedOut(): void;
  /** 503: show the service-unavailable page. */
  onServiceUnavailable(): void;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: Parameters<typeof toQueryString>[0];
  data?: unknown;
  /** Validates the JSON body; the call resolves to what the schema creates. */
  schema?: Struct<T, unknown>;
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Reports the request body's upload (a file): the call is sent with XMLHttpRequest, which can tell. */
  onUploadProgress?: UploadProgress;
}

export interface ClientDeps {
  fetch?: typeof fetch;
  /** Waits `ms`, rejecting when the signal aborts. Replaced in tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  sessions?: SessionStore;
}

interface RawResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

const BINARY_TYPES = /application\/(pdf|zip|x-zip-compressed|octet-stream)/i;

/**
 * Own properties only, in an object with no prototype: on a hotel's page another script may have
 * added `method`, `headers` or `data` to Object.prototype, and a call must never pick those up.
 */
function ownCopy<T extends object>(value: T | undefined): Partial<T> {
  const copy = Object.create(null) as Partial<T>;
  if (value) for (const key of Object.keys(value) as (keyof T)[]) copy[key] = value[key];
  return copy;
}

function abortError(): ApiError {
  return new ApiError({ status: 0, kind: 'aborted', params: {} });
}

export function sleepAbortable(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `Retry-After` in seconds (0–5) as ms; undefined when absent, a date or longer (then the 503 page is clearer). */
export function retryAfterMs(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const seconds = Number(value.trim());
  return seconds <= RETRY_503_MAX_S ? seconds * 1000 : undefined;
}

/** 204 is text, PDF and zip are blobs, everything else is JSON (or text when it is not JSON). */
async function readBody(status: number, headers: Headers, blob: Blob): Promise<{ data: unknown; json: boolean }> {
  if (status === 204) return { data: await blob.text(), json: false };
  const type = headers.get('content-type') ?? '';
  if (BINARY_TYPES.test(type)) return { data: blob, json: false };
  const text = await blob.text();
  if (!/json/i.test(type)) return { data: text, json: false };
  try {
    return { data: JSON.parse(text), json: true };
  } catch {
    throw new ApiError({ status, kind: 'malformed', serverMessage: 'The response body is not valid JSON', params: {} });
  }
}

export function createApiClient(config: ApiConfig, hooks: PolicyHooks, deps: ClientDeps = {}) {
  const sleep = deps.sleep ?? sleepAbortable;
  const sessions = deps.sessions ?? createSessionStore(() => ({ domain: hooks.firstPartyDomain() }));
  let pendingSession: Promise<string> | undefined;

  async function send(baseURL: string, given: RequestOptions<unknown>, session?: string): Promise<RawResponse> {
    const options = ownCopy(given) as RequestOptions<unknown>;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-App-Version': config.appVersion,
      'X-Locale': hooks.locale(),
      ...ownCopy(options.headers),
    };
    if (session) headers['X-Client-Session'] = session;
    const token = hooks.userToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const siteController = hooks.siteController();
    if (siteController) headers['X-Site-Controller'] = siteController;
    if (hooks.isChatbotFrame()) headers['X-App-Type'] = 'chatbot';

    // An absolute address (with `//`) is taken as it is; a path goes under the base URL.
    let url = /\/\//.test(options.path) ? options.path : `${baseURL}/${options.path.replace(/^\//, '')}`;
    const query = options.params ? toQueryString(options.params) : '';
    if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
    let body = options.data as BodyInit | undefined;
    // Plain objects travel as JSON; a FormData or Blob (an upload) as it is.
    if (body && typeof body === 'object' && typeof (body as FormData).append !== 'function' && typeof (body as Blob).text !== 'function') {
      body = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }

    const uploading = options.onUploadProgress && !deps.fetch && typeof XMLHttpRequest !== 'undefined';
    const baseFetch = uploading ? xhrFetch(options.onUploadProgress!) : (deps.fetch ?? globalThis.fetch.bind(globalThis));
    try {
      const res = await baseFetch(url, {
        method: options.method ?? 'GET',
        body,
        headers,
        credentials: hooks.firstPartyDomain() ? 'include' : undefined,
        signal: options.signal,
      });
      const responseBody = await readBody(res.status, res.headers, await res.blob());
      return { status: res.status, headers: res.headers, data: responseBody.data };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (options.signal?.aborted) throw abortError();
      // A lost connection has no body: the catalogue's network message.
      throw new ApiError({ status: 0, kind: 'network', serverMessage: String(error), params: {} });
    }
  }

  /**
   * Sends with the retry rules that apply to every call: 429 waits 1000 ms and tries again, with no cap. A 503 with a
   * short `Retry-After` (the server's database was busy: nothing was stored) is tried once more after that wait; a
   * second 503, or one without `Retry-After`, goes to the 503 page.
   */
  async function sendRetrying(baseURL: string, options: RequestOptions<unknown>, session?: string): Promise<RawResponse> {
    let retried503 = false;
    for (;;) {
      const res = await send(baseURL, options, session);
      if (res.status === 429) {
        await sleep(RETRY_429_MS, options.signal);
        continue;
      }
      const wait = res.status === 503 && !retried503 ? retryAfterMs(res.headers.get('retry-after')) : undefined;
      if (wait === undefined) return res;
      retried503 = true;
      await sleep(wait, options.signal);
    }
  }

  function fail(res: RawResponse): never {
    const details = readErrorPayload(res.data);
    const error = new ApiError({ status: res.status, kind: 'http', ...details });
    if (details.title?.toLowerCase() === INVALID_CLIENT_SESSION_TITLE) {
      sessions.clear();
      hooks.onInvalidSession();
    } else if (res.status === 401) {
      hooks.onSignedOut();
    } else if (res.status === 503) {
      hooks.onServiceUnavailable();
    }
    throw error;
  }

  function accept<T>(res: RawResponse, schema?: Struct<T, unknown>): T {
    if (!schema) return res.data as T;
    try {
      return create(res.data, schema);
    } catch (error) {
      const where = error instanceof StructError ? `${error.path.join('.') || 'body'}: ${error.message}` : String(error);
      throw new ApiError({ status: res.status, kind: 'malformed', serverMessage: where, params: {} });
    }
  }

  async function openSession(signal?: AbortSignal): Promise<string> {
    const res = await sendRetrying(config.identityBaseUrl, {
      method: 'POST',
      path: 'client_sessions',
      data: { application_key: config.applicationKey, application_secret: config.applicationSecret },
      signal,
    });
    if (res.status >= 400) fail(res);
    const data = (res.data as { data?: { client_session?: unknown } } | undefined)?.data;
    if (typeof data?.client_session !== 'string' || !data.client_session) {
      throw new ApiError({ status: res.status, kind: 'malformed', serverMessage: 'data.client_session missing', params: {} });
    }
    sessions.set(data.client_session);
    return data.client_session;
  }

  /** One session request at a time, however many calls need it. */
  function session(signal?: AbortSignal): Promise<string> {
    const current = sessions.get();
    if (current) return Promise.resolve(current);
    pendingSession ??= openSession(signal).finally(() => {
      pendingSession = undefined;
    });
    return pendingSession;
  }

  async function request<T>(given: RequestOptions<T>): Promise<T> {
    const options = ownCopy(given) as RequestOptions<T>;
    const generic = options as RequestOptions<unknown>;
    let used = await session(options.signal);
    let res = await sendRetrying(config.apiBaseUrl, generic, used);
    const details = res.status === 403 ? readErrorPayload(res.data) : undefined;
    if (details?.code === IDENTITY_EXPIRED_CODE) {
      // 403 + 4000: the identity provider expired the session. Refresh it and retry exactly once
      // (a call that raced us may have refreshed it already).
      if (sessions.get() === used) sessions.clear();
      used = await session(options.signal);
      res = await sendRetrying(config.apiBaseUrl, generic, used);
    }
    if (res.status >= 400) fail(res);
    return accept(res, options.schema);
  }

  return {
    request,
    get: <T>(path: string, options: Omit<RequestOptions<T>, 'path' | 'method'> = {}) => request<T>({ ...options, path, method: 'GET' }),
    post: <T>(path: string, data: unknown, options: Omit<RequestOptions<T>, 'path' | 'method' | 'data'> = {}) =>
      request<T>({ ...options, path, data, method: 'POST' }),
    put: <T>(path: string, data: unknown, options: Omit<RequestOptions<T>, 'path' | 'method' | 'data'> = {}) =>
      request<T>({ ...options, path, data, method: 'PUT' }),
    /** Makes sure a client session exists (start-up step 2). */
    ensureSession: (signal?: AbortSignal) => session(signal),
    sessions,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
