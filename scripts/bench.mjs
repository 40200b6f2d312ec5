// npm run bench: sizes and timings as ratios, in one run.
//  1. the brotli size of every entry and chunk of the build;
//  2. the search bar's first paint built with Preact (ours) against the same components built with
//     React 19 + react-dom, as a size ratio;
//  3. the search bar's time to first paint on the demo homepage in Chromium under throttling
//     (150 ms round trip, 1.6 Mbit/s, 4x CPU), as a ratio to the same page without the widget.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { chromium } from '@playwright/test';
import { build } from './build.mjs';
import { embedBuild } from './embed-build.mjs';
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const API_PORT = 28787;
const DEMO_PORT = 28788;
const work = '.bench';

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// 1. Sizes of everything we ship.
if (!build()) process.exit(1);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
console.log('\n## Brotli size of every entry and chunk (dist/)\n');
const shipped = files('dist').filter((f) => /\.(js|css|html)$/.test(f));
for (const file of shipped.sort()) console.log(`${kb(brotli(readFileSync(file))).padStart(10)}  ${relative('dist', file)}`);

const firstPaint = (dir, locale = 'en') => {
  const strings = files(join(dir, 'embed', 'i18n', locale)).find((f) => /searchbar-.*\.js$/.test(f));
  return brotli(readFileSync(join(dir, 'embed.js'))) + brotli(readFileSync(strings));
};

// 2. The same search bar compiled against React 19 + react-dom.
const shim = join(work, 'react-shim.js');
writeFileSync(
  shim,
  `import { createRoot } from 'react-dom/client';
export { createContext } from 'react';
const roots = new WeakMap();
export function render(vnode, element) {
  let root = roots.get(element);
  if (!root) roots.set(element, (root = createRoot(element)));
  root.render(vnode);
}
`,
);
const reactOut = join(work, 'react-dist');
await viteBuild({
  configFile: false,
  logLevel: 'warn',
  define: { __APP_VERSION__: '"bench"', 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: [
      { find: /^preact\/hooks$/, replacement: 'react' },
      { find: /^preact\/jsx-runtime$/, replacement: 'react/jsx-runtime' },
      { find: /^preact$/, replacement: join(process.cwd(), shim) },
    ],
  },
  build: embedBuild({ outDir: reactOut, emptyOutDir: true }),
});
const ours = firstPaint('dist');
const react = firstPaint(reactOut);
console.log('\n## Search bar first paint (embed.js with CSS + en strings), brotli\n');
console.log(`Preact build (ours):        ${kb(ours)}`);
console.log(`React 19 + react-dom build: ${kb(react)}`);
console.log(`Size ratio ours / React:    ${(ours / react).toFixed(3)}  (React is ${(react / ours).toFixed(1)}x larger)`);

// 3. Time to first paint on the demo homepage, throttled.
if (!ensureChromium()) process.exit(1);
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], {
  env: { ...process.env, PORT: String(API_PORT), DEMO_PORT: String(DEMO_PORT), DB_PATH: join(work, 'bench.db') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Demo hotel site') && resolve());
  server.on('exit', () => reject(new Error('the sandbox did not start')));
});

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** One cold load under throttling; returns ms from navigation start to the metric. */
async function measure(withWidget) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (0.75 * 1e6) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!withWidget) {
    await page.route(`http://localhost:${DEMO_PORT}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="module"[^>]*embed\.js[^>]*><\/script>/, '');
      await route.fulfill({ response, body: html });
    });
  }
  await page.addInitScript(() => {
    // The bar has painted when its shadow root holds the form: record the frame it appears in.
    const check = () => {
      const form = document.querySelector('booking-search')?.shadowRoot?.querySelector('form.bwsb');
      if (form) requestAnimationFrame(() => (window.__barPaint = performance.now()));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(`http://localhost:${DEMO_PORT}/`, { waitUntil: 'load' });
  let value;
  if (withWidget) {
    await page.waitForFunction(() => window.__barPaint !== undefined, null, { timeout: 60_000 });
    value = await page.evaluate(() => window.__barPaint);
  } else {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60_000 });
    value = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  }
  await context.close();
  return value;
}

try {
  const without = [];
  const withBar = [];
  for (let i = 0; i < RUNS; i++) {
    without.push(await measure(false));
    withBar.push(await measure(true));
  }
  const base = median(without);
  const bar = median(withBar);
  console.log(`\n## Search bar time to first paint, demo homepage, Chromium throttled (150 ms RTT, 1.6 Mbit/s, 4x CPU), median of ${RUNS}\n`);
  console.log(`Page without the widget, first contentful paint: ${base.toFixed(0)} ms`);
  console.log(`Page with the widget, search bar painted:         ${bar.toFixed(0)} ms`);
  console.log(`Ratio bar paint / page paint without widget:      ${(bar / base).toFixed(2)}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
if (existsSync(work)) rmSync(join(work, 'react-dist'), { recursive: true, force: true });
