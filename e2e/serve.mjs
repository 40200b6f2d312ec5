// The sandbox for the end-to-end tests: a fresh database every run, then the real server.
// The sandbox controls need a bearer token: playwright.config.ts passes the suite's own (SANDBOX_CONTROLS_TOKEN); run
// by hand (screenshots) without one, a random token is made and printed.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const db = process.env.DB_PATH ?? 'data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
const env = { ...process.env };
if (!env.SANDBOX_CONTROLS_TOKEN) {
  env.SANDBOX_CONTROLS_TOKEN = randomBytes(24).toString('base64url');
  console.log(`Sandbox controls token: ${env.SANDBOX_CONTROLS_TOKEN} (send Authorization: Bearer <token> to /__sandbox)`);
}
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
