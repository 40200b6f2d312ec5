// npm test: type check, unit and component tests, production build, size budgets, then the
// Playwright tests in Debian's Chromium. Every step runs; the last line sums them all:
// `N passed, N failed` (size budgets and the type check count as one test each).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, basename } from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkAppBudgets } from './app-budgets.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

function run(title, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function count(title, ok, runnerPassed = ok ? 1 : 0, runnerFailed = ok ? 0 : 1) {
  passed += runnerPassed;
  failed += runnerFailed;
  notes.push(`${ok ? '✓' : '✗'} ${title}: ${runnerPassed} passed, ${runnerFailed} failed`);
}

// 1. Type check.
count('type check', run('Type check (tsc, strict)', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']));

// 2. Unit and component tests.
{
  const ok = run('Unit and component tests (vitest)', [
    'node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`,
  ]);
  const report = readJson(`${results}/vitest.json`);
  const p = report?.numPassedTests ?? 0;
  const f = (report?.numFailedTests ?? 0) + (ok || report?.numFailedTests ? 0 : 1);
  skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  count('vitest', ok && f === 0, p, f);
}

// 3. Production build.
console.log('\n▶ Production build');
const built = build();
count('build', built);

/** A budget whose file pattern matches nothing would pass silently: list those patterns. */
function unmatchedBudgetPaths() {
  const entries = readJson('.size-limit.json') ?? [];
  const patterns = entries.flatMap((entry) => [].concat(entry.path));
  return patterns.filter((pattern) => {
    const regex = new RegExp(`^${basename(pattern).replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    try {
      return !readdirSync(dirname(pattern)).some((file) => regex.test(file));
    } catch {
      return true;
    }
  });
}

// 4. Size budgets.
if (built) {
  const unmatched = unmatchedBudgetPaths();
  for (const pattern of unmatched) console.log(`  ✗ size budget path matches no file: ${pattern}`);
  count('size budget paths', unmatched.length === 0);
  console.log('\n▶ Size budgets (size-limit, brotli)');
  const size = spawnSync(process.execPath, ['node_modules/size-limit/bin.js', '--json'], { encoding: 'utf8' });
  let entries;
  try {
    entries = JSON.parse(size.stdout);
  } catch {
    entries = undefined;
  }
  if (!Array.isArray(entries)) {
    console.log(size.stdout, size.stderr);
    count('size budgets', false);
  } else {
    for (const entry of entries) {
      console.log(`  ${entry.passed ? '✓' : '✗'} ${entry.name}: ${entry.size} B${entry.passed ? '' : ' — over budget'}`);
    }
    const p = entries.filter((e) => e.passed).length;
    count('size budgets (search bar)', p === entries.length, p, entries.length - p);
  }
  let app;
  try {
    app = checkAppBudgets();
  } catch (error) {
    console.log(`  ✗ app budgets: ${error.message}`);
  }
  if (app) {
    for (const entry of app) console.log(`  ${entry.passed ? '✓' : '✗'} ${entry.name}: ${entry.size ?? '?'} B${entry.passed ? '' : ` — over ${entry.limit}`}`);
    const p = app.filter((e) => e.passed).length;
    count('size budgets (app shell and routes)', p === app.length, p, app.length - p);
  } else {
    count('size budgets (app shell and routes)', false);
  }
}

// 5. End-to-end tests in Chromium.
if (!ensureChromium()) {
  count('Chromium for end-to-end tests', false);
} else if (built) {
  const ok = run('End-to-end tests (Playwright, Chromium)', ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
  });
  const stats = readJson(`${results}/playwright.json`)?.stats;
  const p = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const f = (stats?.unexpected ?? 0) + (ok || stats?.unexpected ? 0 : 1);
  skipped += stats?.skipped ?? 0;
  count('playwright', ok && f === 0, p, f);
}

console.log('\n' + notes.join('\n'));
if (skipped) console.log(`${skipped} tests were skipped: a skipped test is a defect.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
