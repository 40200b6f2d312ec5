// Builds the standalone widget (dist/), the search bar (dist/embed.js and its lazy chunks in dist/embed/)
// and the bar's settings loader (dist/embed/settings.js, self-contained).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const vite = 'node_modules/vite/bin/vite.js';

export function build() {
  const steps = [[vite, 'build']];
  if (existsSync('src/embed/index.tsx')) steps.push([vite, 'build', '--mode', 'embed'], [vite, 'build', '--mode', 'embed-settings']);
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (result.status !== 0) return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(build() ? 0 : 1);
}
