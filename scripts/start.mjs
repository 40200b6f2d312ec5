// npm start: build the widget, then run the sandbox API (8787, also serving the widget and embed.js)
// and the demo hotel homepage (8788) in one process tree that stops cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';

if (!build()) process.exit(1);

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], { stdio: 'inherit' });
const stop = (signal) => {
  if (!server.killed) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
