// Trust boundaries of the sandbox (DESIGN.md §7), in one place: the one HTML escape, colour validation, the origins the
// server trusts (widget, demo site, ALLOWED_PARENT_ORIGINS, hotel sites from settings), the API's CORS, redirect checks,
// the sandbox controls' bearer token, and the security headers of every response (CSP for the widget's pages).
import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from './db.ts';

// ---------------------------------------------------------------- escaping and colours

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The one escape for every value the sandbox writes into HTML or SVG markup (text and quoted attributes). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export const HEX_COLOUR_RE = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR_RE.test(value);
}

/** A hotel colour as `#rrggbb`, or `fallback` when the stored value is anything else. */
export function safeColour(value: unknown, fallback: string): string {
  return isHexColour(value) ? value.toLowerCase() : fallback;
}

// ---------------------------------------------------------------- trusted origins

/** `scheme://host[:port]` of an http(s) URL, or undefined. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export function splitOrigins(list: string | undefined): string[] {
  return (list ?? '').split(',').map((s) => originOf(s.trim())).filter((s): s is string => !!s);
}

export interface TrustConfig {
  /** This server's public origin (the widget's origin). */
  widgetOrigin: string;
  /** ALLOWED_PARENT_ORIGINS (the demo site by default). */
  parentOrigins: string[];
  /** Origins of API_BASE_URL / IDENTITY_BASE_URL / PAYMENT_PROVIDER_URL when they are elsewhere. */
  apiOrigins: string[];
  paymentOrigins: string[];
}

export class Trust {
  private hotelCache: { at: number; origins: string[] } | undefined;

  constructor(
    private readonly db: Db,
    readonly config: TrustConfig,
  ) {}

  /** Origins of the hotels' own sites (`hotels.website_url`), read at most once a second. */
  hotelOrigins(): string[] {
    const at = Date.now();
    if (this.hotelCache && at - this.hotelCache.at < 1000) return this.hotelCache.origins;
    let origins: string[] = [];
    try {
      const rows = this.db.prepare(`SELECT website_url FROM hotels WHERE website_url IS NOT NULL`).all() as Array<{ website_url: string }>;
      origins = [...new Set(rows.map((r) => originOf(r.website_url)).filter((s): s is string => !!s))];
    } catch {
      origins = this.hotelCache?.origins ?? [];
    }
    this.hotelCache = { at, origins };
    return origins;
  }

  /** Pages that may embed the widget and call the API from the browser: demo site, ALLOWED_PARENT_ORIGINS, hotel sites. */
  parentOrigins(): string[] {
    return [...new Set([...this.config.parentOrigins, ...this.hotelOrigins()])];
  }

  /** Origins the API answers with CORS: the widget itself and every parent. */
  corsOrigins(): Set<string> {
    return new Set([this.config.widgetOrigin, ...this.parentOrigins()]);
  }

  /**
   * Where the server may send a guest after input named the address: the widget origin, that hotel's own site, or an
   * origin of ALLOWED_PARENT_ORIGINS (the operator's pages that embed the widget) — never another hotel's site.
   */
  isAllowedRedirect(url: string, hotelWebsite?: string | null): boolean {
    const origin = originOf(url);
    if (!origin) return false;
    if (origin === this.config.widgetOrigin) return true;
    const hotelOrigin = originOf(hotelWebsite);
    if (hotelOrigin && origin === hotelOrigin) return true;
    return this.config.parentOrigins.includes(origin);
  }
}

// ---------------------------------------------------------------- CORS

export const CORS_ALLOW_HEADERS = [
  'Content-Type', 'Authorization', 'X-App-Version', 'X-Locale', 'X-Client-Session', 'X-Site-Controller', 'X-App-Type',
  'X-Realtime-Messaging-Auth', 'Accept-Language', 'Idempotency-Key',
].join(', ');
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS of the API and identity host: only configured origins get `Access-Control-Allow-Origin` (with credentials);
 * any other origin gets no CORS headers, so its browser reads nothing. A preflight from an unknown origin is a 403.
 */
export function apiCors(trust: Trust): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = !!origin && trust.corsOrigins().has(origin);
    const apply = (headers: Headers) => {
      headers.append('Vary', 'Origin');
      if (!allowed) return;
      headers.set('Access-Control-Allow-Origin', origin!);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Allow-Methods', CORS_ALLOW_METHODS);
      headers.set('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
      headers.set('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed');
    };
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ 'Access-Control-Max-Age': '600', 'Cache-Control': 'no-store' });
      apply(headers);
      return new Response(null, { status: allowed ? 204 : 403, headers });
    }
    await next();
    apply(c.res.headers);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

// ---------------------------------------------------------------- sandbox controls token

/** Constant-time comparison of a bearer token with the controls token. */
export function controlsTokenMatches(header: string | undefined, token: string): boolean {
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!m || !token) return false;
  const a = crypto.createHash('sha256').update(m[1]!).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** `/__sandbox/*`: `Authorization: Bearer <SANDBOX_CONTROLS_TOKEN>` or 401; never CORS, preflights refused. */
export function controlsGuard(token: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    if (!controlsTokenMatches(c.req.header('Authorization'), token)) {
      return c.json({ error: 'Sandbox controls need Authorization: Bearer <SANDBOX_CONTROLS_TOKEN>' }, 401, {
        'WWW-Authenticate': 'Bearer realm="sandbox-controls"',
        'Cache-Control': 'no-store',
      });
    }
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

// ---------------------------------------------------------------- request log redaction

/** Query keys whose values never reach the request log: credentials, personal data, card data. */
const SECRET_KEY_RE = /(e-?mail|bypass|token|password|passwd|secret|session|auth|card|cvc|cvv|phone|otid)/i;

/** A query string with the values of credential-like keys replaced by `[redacted]` (keys stay, for tests and support). */
export function redactQuery(search: string): string {
  if (!search || search === '?') return search;
  const out = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(search)) out.append(k, SECRET_KEY_RE.test(k) ? '[redacted]' : v);
  const s = out.toString();
  return s ? `?${s}` : '';
}

// ---------------------------------------------------------------- security headers and CSP

/** sha256 CSP sources of every inline `<style>` block of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    out.push(`'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  }
  return out;
}

/** Whether an HTML document has an inline script (the widget's pages must not: `script-src 'self'`). */
export function hasInlineScript(html: string): boolean {
  return /<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?\S[\s\S]*?<\/script>/i.test(html);
}

/** The Content-Security-Policy of the widget's HTML pages (see README "Security" for why each directive). */
export function widgetCsp(trust: Trust, styleHashes: string[]): string {
  const { apiOrigins, paymentOrigins } = trust.config;
  const join = (...parts: string[]) => [...new Set(parts)].join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src ${join(`'self'`, ...styleHashes)}`,
    `img-src 'self' data: https:`,
    `font-src 'self'`,
    `connect-src ${join(`'self'`, ...apiOrigins, ...paymentOrigins)}`,
    `frame-src ${join(`'self'`, ...paymentOrigins)}`,
    `form-action ${join(`'self'`, ...paymentOrigins)}`,
    `frame-ancestors ${join(`'self'`, ...trust.parentOrigins())}`,
    `base-uri 'none'`,
    `object-src 'none'`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Where browsers send CSP violation reports of the widget's pages (logged, and listed at /__sandbox/csp-reports). */
export const CSP_REPORT_PATH = '/csp-report';

export interface CspReport {
  time: string;
  directive: string;
  blocked: string;
  /** The page, with credential-like query values redacted (the confirmation address carries email and bypass_token). */
  page: string;
  sample: string;
}

/** The last CSP violation reports (newest last), bounded. */
export class CspReports {
  private list: CspReport[] = [];

  /** Reads a browser's `application/csp-report` body; ignores anything else. Returns the stored report. */
  add(text: string, now: Date): CspReport | undefined {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return undefined;
    }
    const r = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
    if (!r || typeof r !== 'object') return undefined;
    const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 500) : '');
    const redactUrl = (v: unknown) => {
      const s = str(v);
      const q = s.indexOf('?');
      return q < 0 ? s : s.slice(0, q) + redactQuery(s.slice(q));
    };
    const report: CspReport = {
      time: now.toISOString(),
      directive: str(r['effective-directive'] ?? r['violated-directive']),
      blocked: redactUrl(r['blocked-uri']),
      page: redactUrl(r['document-uri']),
      sample: str(r['script-sample']),
    };
    this.list.push(report);
    if (this.list.length > 200) this.list.shift();
    return report;
  }

  all(): CspReport[] {
    return this.list.map((r) => ({ ...r }));
  }

  clear(): void {
    this.list = [];
  }
}

/** A locked-down policy for everything that is not a widget page (JSON, SVG, text): nothing runs, nothing frames it. */
export const RESOURCE_CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/**
 * The one middleware for security headers: `X-Content-Type-Options: nosniff` and `Referrer-Policy:
 * strict-origin-when-cross-origin` on every response; responses without their own CSP get `RESOURCE_CSP`
 * (widget pages set theirs in static.ts with `widgetCsp`).
 */
export const securityHeaders: MiddlewareHandler = async (c: Context, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  if (!h.has('Referrer-Policy')) h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', RESOURCE_CSP);
};
