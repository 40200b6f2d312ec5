// Serving the built widget (dist/), the runtime config.json, and the demo hotel site.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { hasInlineScript, inlineStyleHashes, widgetCsp, type Trust } from './security.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path to a regular file inside `root`, or undefined (never escapes `root`). */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rootAbs = path.resolve(root);
  const file = path.resolve(rootAbs, '.' + path.posix.normalize('/' + decoded));
  if (file !== rootAbs && !file.startsWith(rootAbs + path.sep)) return undefined;
  try {
    const stat = fs.statSync(file);
    if (stat.isFile()) return file;
    if (stat.isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.statSync(index, { throwIfNoEntry: false })?.isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export interface ConfigEnv {
  API_BASE_URL?: string;
  IDENTITY_BASE_URL?: string;
  APP_KEY?: string;
  APP_SECRET?: string;
  ROUTER_MODE?: string;
  ALLOWED_PARENT_ORIGINS?: string;
  /** The card provider's base URL, when it is not this server (`/sandbox-pay`). */
  PAYMENT_PROVIDER_URL?: string;
}

/** Parent pages allowed when ALLOWED_PARENT_ORIGINS is not set: the demo hotel site. */
export const DEFAULT_PARENT_ORIGINS = 'http://localhost:8788';

/** The widget's runtime configuration (GET /config.json). */
export function widgetConfig(origin: string, env: ConfigEnv, apiBasePath = '/api/v1') {
  return {
    apiBaseUrl: env.API_BASE_URL || `${origin}${apiBasePath}`,
    identityBaseUrl: env.IDENTITY_BASE_URL || `${origin}/identity/v1`,
    applicationKey: env.APP_KEY || 'demo-app-key',
    applicationSecret: env.APP_SECRET || 'demo-app-secret',
    routerMode: env.ROUTER_MODE || 'history',
    widgetOrigin: origin,
    allowedParentOrigins: (env.ALLOWED_PARENT_ORIGINS || DEFAULT_PARENT_ORIGINS).split(',').map((s) => s.trim()).filter(Boolean),
    ...(env.PAYMENT_PROVIDER_URL ? { paymentProviderUrl: env.PAYMENT_PROVIDER_URL } : {}),
  };
}

const RESERVED_PREFIXES = ['/api', '/identity', '/__sandbox', '/sandbox-assets', '/sandbox-pay'];

export function isReservedPath(p: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
}

function fileResponse(c: Context, file: string, headers: Record<string, string> = {}): Response {
  const body = fs.readFileSync(file);
  return c.body(body, 200, { 'Content-Type': mimeType(file), ...headers });
}

/**
 * The widget page's CSP, computed from the built index.html (its inline `<style>` blocks are allowed by their sha256
 * hashes; an inline script is refused at start-up — the widget has none). Cached by the file's modification time.
 */
function pageCsp(index: string, trust: Trust): string {
  const stat = fs.statSync(index);
  const key = `${stat.mtimeMs}:${stat.size}`;
  let cached = cspCache.get(index);
  if (!cached || cached.key !== key) {
    const html = fs.readFileSync(index, 'utf8');
    if (hasInlineScript(html)) console.error(`[sandbox] ${index} has an inline <script>: the CSP (script-src 'self') blocks it`);
    cached = { key, hashes: inlineStyleHashes(html) };
    cspCache.set(index, cached);
  }
  return widgetCsp(trust, cached.hashes);
}
const cspCache = new Map<string, { key: string; hashes: string[] }>();

/** GET handler for the built widget: files, /embed.js with open CORS, SPA fallback to index.html; 503 if not built. */
export function serveDist(distDir: string, trust: Trust) {
  return (c: Context): Response | undefined => {
    const urlPath = c.req.path;
    if (isReservedPath(urlPath)) return undefined;
    const index = path.join(distDir, 'index.html');
    if (!fs.existsSync(index)) return c.text('Widget not built: run npm run build', 503);
    const file = urlPath === '/' ? undefined : resolveFile(distDir, urlPath);
    if (file) {
      const rel = path.relative(distDir, file).split(path.sep).join('/');
      // The search bar runs on hotels' pages: embed.js and its lazy chunks are fetched cross-origin as modules.
      const cors: Record<string, string> = rel === 'embed.js' || rel.startsWith('embed/')
        ? { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }
        : {};
      const immutable = /^(assets|embed)\//.test(rel) && /[-.][\w-]{8,}\.\w+$/.test(rel);
      const page: Record<string, string> = rel.endsWith('.html') ? { 'Content-Security-Policy': pageCsp(file, trust) } : {};
      return fileResponse(c, file, { ...cors, ...page, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    }
    // A missing file (a stale chunk after a deploy) is a 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(urlPath)) return c.text('Not found', 404);
    return fileResponse(c, index, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': pageCsp(index, trust) });
  };
}

export const DEFAULT_DEMO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-site');

/** The demo hotel homepage: static files, with `__WIDGET_ORIGIN__` replaced in HTML. */
export function createDemoApp(opts: { dir?: string; widgetOrigin: string }): Hono {
  const dir = opts.dir ?? DEFAULT_DEMO_DIR;
  const app = new Hono();
  app.get('*', (c) => {
    const file = resolveFile(dir, c.req.path);
    if (!file) return c.text('Not found', 404);
    if (file.endsWith('.html')) {
      const html = fs.readFileSync(file, 'utf8').replaceAll('__WIDGET_ORIGIN__', opts.widgetOrigin);
      return c.html(html, 200, { 'Cache-Control': 'no-cache' });
    }
    return fileResponse(c, file, { 'Cache-Control': 'no-cache' });
  });
  return app;
}
