// The sandbox for the end-to-end tests: a fresh database every run, then the real server.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const db = process.env.DB_PATH ?? 'data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
