// npm start: build the widget, then run the sandbox API (8787, also serving the widget and embed.js)
// and the demo hotel homepage (8788) in one process tree that stops cleanly on Ctrl-C.
// The sandbox controls (/__sandbox: faults, request log, resets) answer only a bearer token: SANDBOX_CONTROLS_TOKEN
// if set, else a random one made here and printed once.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { build } from './build.mjs';

if (!build()) process.exit(1);

const token = process.env.SANDBOX_CONTROLS_TOKEN || randomBytes(24).toString('base64url');
const port = process.env.PORT || '8787';
const origin = (process.env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
console.log(`Sandbox controls (${origin}/__sandbox: faults, request log, member and payment resets) need this token${
  process.env.SANDBOX_CONTROLS_TOKEN ? ' (from SANDBOX_CONTROLS_TOKEN)' : ' (made for this run; set SANDBOX_CONTROLS_TOKEN to choose one)'}:
  curl -H 'Authorization: Bearer ${token}' ${origin}/__sandbox/requests
  curl -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' -d '{"kind":"503"}' ${origin}/__sandbox/faults`);

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SANDBOX_CONTROLS_TOKEN: token },
});
const stop = (signal) => {
  if (!server.killed) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
