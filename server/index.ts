// CLI: `tsx server/index.ts` starts the sandbox API (PORT, default 8787) and the demo hotel site (DEMO_PORT, default 8788).
import { serve, type ServerType } from '@hono/node-server';
import { createApp, defaultOrigin } from './app.ts';
import { DEFAULT_DB_PATH, openDb } from './db.ts';
import { DEFAULT_SESSION_TTL_SECONDS } from './sessions.ts';
import { createDemoApp } from './static.ts';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a non-negative integer (got "${raw}")`);
    process.exit(1);
  }
  return n;
}

const port = intEnv('PORT', 8787);
const demoPort = intEnv('DEMO_PORT', 8788);
const host = process.env.HOST || '127.0.0.1';
const origin = defaultOrigin();
const db = openDb(process.env.DB_PATH || DEFAULT_DB_PATH);

const app = createApp({
  db,
  sessionTtlSeconds: intEnv('SANDBOX_SESSION_TTL_SECONDS', DEFAULT_SESSION_TTL_SECONDS),
  distDir: process.env.DIST_DIR || undefined,
  faultsEnabled: process.env.SANDBOX_FAULTS !== 'off',
  publicOrigin: origin,
});
const demo = createDemoApp({ widgetOrigin: origin });

const servers: ServerType[] = [];
function listen(fetch: (req: Request) => Response | Promise<Response>, p: number, label: string): void {
  const server = serve({ fetch, port: p, hostname: host }, () => console.log(`${label} on http://localhost:${p}`));
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(`${label}: cannot listen on ${host}:${p}: ${err.code ?? err.message}`);
    shutdown(1);
  });
  servers.push(server);
}

let stopping = false;
function shutdown(code = 0): void {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(code), 3000);
  force.unref();
  Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if ('closeAllConnections' in s && typeof s.closeAllConnections === 'function') s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  ).finally(() => {
    try {
      db.close();
    } catch {
      // already closed
    }
    process.exit(code);
  });
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (process.env.SANDBOX_FAULTS === 'off') console.log('Sandbox controls (/__sandbox): off (SANDBOX_FAULTS=off)');
else if (process.env.SANDBOX_CONTROLS_TOKEN) console.log(`Sandbox controls on ${origin}/__sandbox: send Authorization: Bearer <SANDBOX_CONTROLS_TOKEN>`);
else console.log('Sandbox controls (/__sandbox): off — set SANDBOX_CONTROLS_TOKEN to use them (npm start makes one)');

listen(app.fetch, port, 'Sandbox API');
listen(demo.fetch, demoPort, 'Demo hotel site');
