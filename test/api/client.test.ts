import Cookies from 'js-cookie';
import { number, type } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type PolicyHooks } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { CLIENT_SESSION_COOKIE } from '../../src/api/session';
import { createFakeServer, json } from './fake-server';

const config = {
  apiBaseUrl: 'http://api.test/api/v1',
  identityBaseUrl: 'http://api.test/identity/v1',
  applicationKey: 'demo-app-key',
  applicationSecret: 'demo-app-secret',
  appVersion: '9.9.9',
};

function setup(overrides: Partial<PolicyHooks> = {}) {
  const server = createFakeServer();
  const slept: number[] = [];
  const hooks: PolicyHooks = {
    locale: () => 'ja',
    userToken: () => undefined,
    siteController: () => undefined,
    isChatbotFrame: () => false,
    firstPartyDomain: () => undefined,
    onInvalidSession: vi.fn(),
    onSignedOut: vi.fn(),
    onServiceUnavailable: vi.fn(),
    ...overrides,
  };
  const sleep = vi.fn(async (ms: number, signal?: AbortSignal) => {
    slept.push(ms);
    if (signal?.aborted) throw new ApiError({ status: 0, kind: 'aborted', params: {} });
  });
  const client = createApiClient(config, hooks, { fetch: server.fetch, sleep });
  return { server, hooks, client, slept };
}

const expired = json(403, { errors: [{ title: 'Identity provider expired', details: [{ code: 4000, base: 'Client session expired' }] }] });

beforeEach(() => {
  Cookies.remove(CLIENT_SESSION_COOKIE);
});

describe('request policy: headers and cookies (spec section 7)', () => {
  it('sends app version, locale, client session, authorization and site controller headers', async () => {
    const { server, client } = setup({ userToken: () => 'user-token', siteController: () => 'sc-1' });
    await client.get('hotels/x/settings/booking_widget');
    const [call] = server.apiCalls();
    expect(call!.url).toBe('http://api.test/api/v1/hotels/x/settings/booking_widget');
    expect(call!.headers['x-app-version']).toBe('9.9.9');
    expect(call!.headers['x-locale']).toBe('ja');
    expect(call!.headers['x-client-session']).toBe('session-1');
    expect(call!.headers.authorization).toBe('Bearer user-token');
    expect(call!.headers['x-site-controller']).toBe('sc-1');
    expect(call!.headers['x-app-type']).toBeUndefined();
  });

  it('a host page that pollutes Object.prototype adds no address, method, header or body to a call', async () => {
    const polluted: Record<string, unknown> = {
      baseURL: 'http://evil.example',
      url: 'http://evil.example',
      method: 'DELETE',
      headers: { 'X-Evil': '1' },
      auth: 'Bearer stolen',
      data: { evil: true },
      params: { evil: 1 },
      transformRequest: [() => 'evil'],
      'X-Evil': '1',
    };
    const proto = Object.prototype as Record<string, unknown>;
    for (const [key, value] of Object.entries(polluted)) proto[key] = value;
    try {
      const { server, client } = setup();
      await client.get('hotels/x/settings/booking_widget');
      for (const call of server.sent) {
        expect(call.url.startsWith('http://api.test/')).toBe(true);
        expect(call.url).not.toContain('evil');
        expect(Object.keys(call.headers).sort()).toEqual(
          call.url.endsWith('/client_sessions') ? ['accept', 'content-type', 'x-app-version', 'x-locale'] : ['accept', 'x-app-version', 'x-client-session', 'x-locale'],
        );
      }
      expect(server.sent.map((call) => [call.method, call.body === undefined])).toEqual([
        ['POST', false],
        ['GET', true],
      ]);
    } finally {
      for (const key of Object.keys(polluted)) delete proto[key];
    }
  });

  it('adds the chatbot app type marker only inside the chatbot frame', async () => {
    const { server, client } = setup({ isChatbotFrame: () => true });
    await client.get('user/me');
    expect(server.apiCalls()[0]!.headers['x-app-type']).toBe('chatbot');
  });

  it('sends no authorization or site controller header when there is none', async () => {
    const { server, client } = setup();
    await client.get('user/me');
    expect(server.apiCalls()[0]!.headers.authorization).toBeUndefined();
    expect(server.apiCalls()[0]!.headers['x-site-controller']).toBeUndefined();
  });

  it('sends cookies only for a first-party domain', async () => {
    const plain = setup();
    await plain.client.get('a');
    expect(plain.server.apiCalls()[0]!.credentials).toBeUndefined();
    const firstParty = setup({ firstPartyDomain: () => 'hotel.example' });
    await firstParty.client.get('a');
    expect(firstParty.server.apiCalls()[0]!.credentials).toBe('include');
  });

  it('keeps the client session in a cookie for 0.75 days', async () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const { server, client } = setup();
    const before = Date.now();
    await client.get('a');
    await client.get('b');
    expect(server.sessionCalls()).toHaveLength(1);
    expect(JSON.parse(server.sessionCalls()[0]!.body!)).toEqual({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' });
    const [write] = written.filter((value) => value.startsWith(`${CLIENT_SESSION_COOKIE}=session-1;`));
    const expires = Date.parse(/expires=([^;]+)/.exec(write!)![1]!);
    expect(Math.abs(expires - (before + 0.75 * 864e5))).toBeLessThan(5000);
    expect(Cookies.get(CLIENT_SESSION_COOKIE)).toBe('session-1');
  });

  it('asks for one session however many calls start together', async () => {
    const { server, client } = setup();
    await Promise.all([client.get('a'), client.get('b'), client.get('c')]);
    expect(server.sessionCalls()).toHaveLength(1);
  });

  it('serializes search payloads in bracket notation', async () => {
    const { server, client } = setup();
    await client.get('hotels/x/rooms', { params: { rooms: [{ adults: 2, children: 0 }], room_type_codes: ['STD'] } });
    expect(decodeURIComponent(server.apiCalls()[0]!.url)).toContain('?rooms[0][adults]=2&rooms[0][children]=0&room_type_codes[]=STD');
  });
});

describe('request policy: session refresh', () => {
  it('403 with code 4000 refreshes the session and retries the request exactly once', async () => {
    const { server, client } = setup();
    server.answerOnce('/a', expired);
    await expect(client.get('a')).resolves.toEqual({ data: { ok: true } });
    expect(server.sessionCalls()).toHaveLength(2);
    const calls = server.apiCalls();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers['x-client-session']).toBe('session-1');
    expect(calls[1]!.headers['x-client-session']).toBe('session-2');
  });

  it('a second 403/4000 after the refresh is an error, not another retry', async () => {
    const { server, client } = setup();
    server.answerOnce('/a', expired);
    server.answerOnce('/a', expired);
    await expect(client.get('a')).rejects.toMatchObject({ status: 403, code: 4000 });
    expect(server.apiCalls()).toHaveLength(2);
  });

  it("an 'invalid client session' title clears the session and asks for a reload", async () => {
    const { server, client, hooks } = setup();
    server.answerOnce('/a', json(403, { errors: [{ title: 'invalid client session', details: [{ code: 3401, base: 'Unknown session' }] }] }));
    await expect(client.get('a')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onInvalidSession).toHaveBeenCalledTimes(1);
    expect(Cookies.get(CLIENT_SESSION_COOKIE)).toBeUndefined();
    await client.get('b');
    expect(server.sessionCalls()).toHaveLength(2);
  });
});

describe('request policy: status rules', () => {
  it('429 is retried after 1000 ms with no cap', async () => {
    const { server, client, slept } = setup();
    for (let i = 0; i < 7; i++) server.answerOnce('/busy', json(429, { error: 'Too many requests' }));
    await expect(client.get('busy')).resolves.toEqual({ data: { ok: true } });
    expect(slept).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 1000]);
    expect(server.apiCalls()).toHaveLength(8);
  });

  it('429 retries stop when the call is aborted', async () => {
    const { server, client } = setup();
    const controller = new AbortController();
    server.answerOnce('/busy', () => {
      controller.abort();
      return json(429, { error: 'Too many requests' });
    });
    await expect(client.get('busy', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.apiCalls()).toHaveLength(1);
  });

  it('waits the real 1000 ms between 429 retries by default', async () => {
    vi.useFakeTimers();
    try {
      const server = createFakeServer();
      const client = createApiClient(config, setup().hooks, { fetch: server.fetch });
      server.answerOnce('/busy', json(429, { error: 'Too many requests' }));
      const result = client.get('busy');
      await vi.advanceTimersByTimeAsync(999);
      expect(server.apiCalls()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ data: { ok: true } });
      expect(server.apiCalls()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('401 logs out locally through onSignedOut', async () => {
    const { server, client, hooks } = setup();
    server.answerOnce('user/me', json(401, { error: 'You have already signed out' }));
    await expect(client.get('user/me')).rejects.toMatchObject({ status: 401, messageKey: 'errors.signed_out' });
    expect(hooks.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('503 goes to the 503 page', async () => {
    const { server, client, hooks } = setup();
    server.answerOnce('/a', json(503, { error: 'Service unavailable' }));
    await expect(client.get('a')).rejects.toMatchObject({ status: 503 });
    expect(hooks.onServiceUnavailable).toHaveBeenCalledTimes(1);
  });

  it('503 with a short Retry-After (a busy database) is tried once more after that wait, then succeeds', async () => {
    const { server, client, hooks, slept } = setup();
    server.answerOnce('/book', { ...json(503, { error: 'Service unavailable: the database is busy. Try again shortly.' }), headers: { 'Retry-After': '1' } });
    await expect(client.post('book', { a: 1 })).resolves.toEqual({ data: { ok: true } });
    expect(slept).toEqual([1000]);
    expect(server.apiCalls()).toHaveLength(2);
    expect(hooks.onServiceUnavailable).not.toHaveBeenCalled();
  });

  it('a second 503 with Retry-After, or one with a long Retry-After, goes to the 503 page', async () => {
    const { server, client, hooks, slept } = setup();
    const busy = { ...json(503, { error: 'Service unavailable' }), headers: { 'Retry-After': '1' } };
    server.answerOnce('/book', busy);
    server.answerOnce('/book', busy);
    await expect(client.post('book', {})).rejects.toMatchObject({ status: 503 });
    expect(server.apiCalls()).toHaveLength(2);
    server.answerOnce('/later', { ...json(503, { error: 'Service unavailable' }), headers: { 'Retry-After': '120' } });
    await expect(client.get('later')).rejects.toMatchObject({ status: 503 });
    expect(server.apiCalls()).toHaveLength(3);
    expect(slept).toEqual([1000]);
    expect(hooks.onServiceUnavailable).toHaveBeenCalledTimes(2);
  });

  it('204 answers as text', async () => {
    const { server, client } = setup();
    server.answerOnce('/gone', { status: 204 });
    await expect(client.request({ method: 'DELETE', path: 'gone' })).resolves.toBe('');
  });

  it('PDF and zip bodies answer as a blob', async () => {
    const { server, client } = setup();
    server.answerOnce('/receipt', { status: 200, raw: '%PDF-1.4', contentType: 'application/pdf' });
    server.answerOnce('/export', { status: 200, raw: 'PK', contentType: 'application/zip' });
    const pdf = await client.get<Blob>('receipt');
    const zip = await client.get<Blob>('export');
    // Node's Blob, not jsdom's: compare by tag.
    expect(Object.prototype.toString.call(pdf)).toBe('[object Blob]');
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe('%PDF-1.4');
    expect(Object.prototype.toString.call(zip)).toBe('[object Blob]');
    expect(zip.type).toBe('application/zip');
  });

  it("a network failure with no body gives 'An error occurred during processing'", async () => {
    const { client } = setup();
    const broken = createApiClient(config, setup().hooks, {
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(broken.get('a')).rejects.toMatchObject({ kind: 'network', messageKey: 'errors.network' });
    expect(client).toBeDefined();
  });

  it('a malformed JSON body is a clear error', async () => {
    const { server, client } = setup();
    server.answerOnce('/a', { status: 200, raw: '{"data":' });
    await expect(client.get('a')).rejects.toMatchObject({ kind: 'malformed', messageKey: 'errors.malformed_response' });
  });

  it('a body that does not match its schema is a clear error, naming where', async () => {
    const { server, client } = setup();
    server.answerOnce('/a', json(200, { data: { count: 'many' } }));
    const error = await client.get('a', { schema: type({ data: type({ count: number() }) }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).serverMessage).toContain('data.count');
  });

  it('maps a 1903 error to the reservable-period message with its month count', async () => {
    const { server, client } = setup();
    server.answerOnce('/rooms', json(422, { errors: [{ code: 1903, reservable_period_months: 6, details: { base: ['Too far ahead'] } }] }));
    const error = (await client.get('rooms').catch((e: unknown) => e)) as ApiError;
    expect(error.messageKey).toBe('errors.reservable_period');
    expect(error.params).toMatchObject({ reservable_period_months: 6 });
  });
});
