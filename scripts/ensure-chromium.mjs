// Playwright drives Debian's Chromium (browsers cannot be downloaded here). Install it if missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo ${INSTALL}`);
    return false;
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing it: ${INSTALL}`);
  try {
    execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Installing Chromium failed. Run this, then the tests again:\n  ${INSTALL}`);
    return false;
  }
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
