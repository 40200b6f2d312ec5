// Builds the standalone widget (dist/) and the search bar (dist/embed.js) when it exists.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const vite = 'node_modules/vite/bin/vite.js';

export function build() {
  const steps = [[vite, 'build']];
  if (existsSync('src/embed/index.tsx')) steps.push([vite, 'build', '--mode', 'embed']);
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(build() ? 0 : 1);
}
