// Size budgets of the standalone widget, enforced with size-limit on the exact files a page loads.
// The bundler names and splits shared chunks as it sees fit, so a glob cannot say which files the
// app shell or a route needs: the build manifest can. The shell is the entry with everything it
// imports; a route is its chunk with everything it imports that the shell did not already load.
// (The search bar's budgets are exact file names: they live in .size-limit.json.)
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Budget per page, brotli, with the catalogue namespaces it loads (English measured). A route's
 * budget counts the shared chunks it needs on a first visit (the results store, the search rules…).
 */
export const APP_BUDGETS = [
  { name: 'App shell initial JS + CSS + en shell strings', entry: 'index.html', limit: '35 KB', namespaces: ['shell', 'errors'] },
  { name: 'Route chunk: /503', entry: 'src/app/pages/ServiceUnavailable.tsx', limit: '1 KB', namespaces: [] },
  // 24 KB (issue 10): choosing room by room (room steps, offer choice, Book's reason), the phone layout (search in one
  // line, chips, compact cards) and their strings, about 3 KB; the offers' policy line and the calendar marks, about 3.5 KB.
  { name: 'Route chunk: /booking/result (JS + CSS + en strings)', entry: 'src/features/results/routes/ResultsPage.tsx', limit: '24 KB', namespaces: ['results', 'searchbar', 'pickers'] },
  // /facilities and /booking/recommender share the results page's CSS and offer parts. 13.6 (+2 bytes of shared reservation code, issue 10 forms) and 11.5 KB (issue 10): the
  // search rules on the hotel's clock (src/lib/hotelTime.ts) and a date error's "search from the first available date";
  // 15 and 12.5 KB: the phone layout (search in one line, chips, compact cards) and choosing room by room (issue 10);
  // 15.2 and 12.7 KB: crafted links (rooms capped before they are built, parentUrl only as http(s)) and settings
  // validated over own keys on polluted pages (issue 11), about 0.2 KB of shared search code;
  // 15.5 and 13 KB: the open date picker follows a stay the settings move, and its dismissal (issue 10), about 0.1 KB.
  { name: 'Route chunk: /facilities', entry: 'src/features/results/routes/FacilitiesPage.tsx', limit: '15.5 KB', namespaces: [] },
  { name: 'Route chunk: /booking/recommender', entry: 'src/features/results/routes/RecommenderPage.tsx', limit: '13 KB', namespaces: [] },
  // Guest details and payment carry the one price summary (stay, rooms, rate per night, paid now / at the hotel) and
  // the cancellation terms beside the total (the policy one-liner and its batched loader; the dialog loads on demand).
  // +3 KB each (issue 10, forms): guest details get the phone's country code picker, the attachments' drop zone and
  // room guests with kana; payment and payment links the card logos, as-typed card formatting and focus to the field at fault.
  { name: 'Route chunk: /reservation/guest-detail (JS + CSS + en strings)', entry: 'src/features/reservation/routes/GuestDetailPage.tsx', limit: '26 KB', namespaces: ['reservation', 'booking'] },
  { name: 'Route chunk: /reservation/payment (JS + CSS + en strings)', entry: 'src/features/reservation/routes/PaymentPage.tsx', limit: '25 KB', namespaces: ['payment', 'booking'] },
  { name: 'Route chunk: /reservation/3ds-return (JS + en strings)', entry: 'src/features/reservation/routes/ThreeDsReturnPage.tsx', limit: '5 KB', namespaces: ['payment'] },
  { name: 'Route chunk: /cancellation-policy', entry: 'src/features/results/routes/CancellationPolicyPage.tsx', limit: '6 KB', namespaces: [] },
  { name: 'Route chunk: /reservation/confirmation (JS + CSS + en strings)', entry: 'src/features/reservation/routes/ConfirmationPage.tsx', limit: '10 KB', namespaces: ['confirmation'] },
  { name: 'Route chunk: /reservation/fail (JS + CSS + en strings)', entry: 'src/features/reservation/routes/FailPage.tsx', limit: '10 KB', namespaces: ['confirmation'] },
  // The booking namespace it loads also holds the one price summary's strings (shared by the checkout steps).
  { name: 'Route chunk: /payments/:paymentNumber[/display] (JS + CSS + en strings, with the card form)', entry: 'src/features/reservation/routes/PaymentLinkPage.tsx', limit: '17 KB', namespaces: ['confirmation', 'booking'] },
];

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function files(manifest, keys) {
  return [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
}

function strings(manifest, namespace) {
  const key = Object.keys(manifest).find((k) => k === `i18n/en/${namespace}.json`);
  if (!key) throw new Error(`no en catalogue chunk for ${namespace}`);
  return manifest[key].file;
}

/** Each budget with the dist files it measures. */
export function appBudgetFiles(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const shell = closure(manifest, 'index.html');
  return APP_BUDGETS.map((budget) => {
    if (!manifest[budget.entry]) throw new Error(`${budget.entry} is not in the build: update scripts/app-budgets.mjs`);
    const keys = budget.entry === 'index.html' ? shell : [...closure(manifest, budget.entry)].filter((key) => !shell.has(key));
    const paths = [...new Set([...files(manifest, keys), ...budget.namespaces.map((ns) => strings(manifest, ns))])];
    return { ...budget, paths: paths.map((p) => `${dist}/${p}`) };
  });
}

/** Runs size-limit on each budget; returns [{ name, size, passed }]. */
export function checkAppBudgets(dist = 'dist') {
  return appBudgetFiles(dist).map((budget) => {
    const run = spawnSync(process.execPath, ['node_modules/size-limit/bin.js', '--json', '--limit', budget.limit, ...budget.paths], { encoding: 'utf8' });
    let size;
    try {
      size = JSON.parse(run.stdout)[0].size;
    } catch {
      size = undefined;
    }
    return { name: budget.name, size, limit: budget.limit, passed: run.status === 0 && size !== undefined, files: budget.paths };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  for (const result of checkAppBudgets()) {
    if (!result.passed) failed++;
    console.log(`${result.passed ? '✓' : '✗'} ${result.name}: ${result.size ?? '?'} B (limit ${result.limit}) — ${result.files.length} files`);
  }
  process.exit(failed ? 1 : 0);
}
