// The first-load budget, which fails the test command: what the browser fetches to show a page
// first (HTML with the page's pre-rendered text, JS, the main wasm module, the page's part with
// the pieces it shares, CSS), gzip -9, at most 420 KB on every route, in each language. The routes are every address the home page links to (each game,
// each lesson, the playground, the glossary, the review) and the pages reached otherwise (a
// worksheet and its key, a glossary entry). Sizes are of the files fetched, so the figure does not
// depend on the machine's speed. The whole build (what the service worker precaches afterwards)
// is printed beside it. On the same loads: each lesson and the playground fetch the main module and
// their route's pack, nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { useApp, openApp, fetchedBytes, dist } from './harness.mjs';

const app = useApp();
const BUDGET = 420 * 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

test('every route loads within 420 KB gzip', async () => {
  // Every page in both languages: its address names the language, and its HTML holds the
  // page's pre-rendered text in it (scripts/prerender.mjs).
  const pages = [];
  for (const lang of ['en', 'ja']) {
    const { page, close } = await openApp(app.browser, app.server.url, `${lang}/`);
    const linked = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')));
    await close();
    const own = linked.filter((href) => href.startsWith(`/${lang}/`)).map((href) => href.slice(`/${lang}`.length));
    pages.push(...[...new Set(['/', ...own, '/worksheet/4?seed=12', '/worksheet/4/key?seed=12', '/glossary/mex'])].map((route) => ({ route, lang })));
  }
  const routes = pages.filter((p) => p.lang === 'en').map((p) => p.route);
  // The home page links every game and every lesson: a list that lost them would test little.
  assert.ok(routes.filter((r) => r.startsWith('/learn/')).length >= 10, `lessons linked from the home page: ${routes.join(' ')}`);
  assert.ok(routes.includes('/nim') || routes.some((r) => r.startsWith('/nim/')), `the Nim page is not linked: ${routes.join(' ')}`);
  assert.ok(routes.includes('/sums'), `the playground is not linked: ${routes.join(' ')}`);
  const sizes = [];
  const unpacked = [];
  for (const { route, lang } of pages) {
    const address = `${lang}${route}`;
    const { gzip, files } = await fetchedBytes(app.browser, app.server.url, address);
    const wasm = files.map((f) => f.path.split('/').at(-1)).filter((name) => /\.(wasm|bin)$/.test(name)).sort();
    assert.ok(wasm.length, `/${address}: no wasm fetched (${files.map((f) => f.path).join(' ')})`);
    // A lesson and the sums page come in their route's pack, their first screen's boards with the
    // page (scripts/split-wasm.mjs, ROUTE_PACKS): a lesson whose first screen shows a board not in
    // its pack would fetch its files one by one.
    const lesson = route.match(/^\/learn\/(\d+)$/)?.[1];
    const pack = route === '/sums' ? 'pack_sums_sums.bin' : lesson && `pack_course_words_${lang}_learn_${lesson}.bin`;
    const label = `/${address}`;
    if (pack && JSON.stringify(wasm) !== JSON.stringify(['main_bg.wasm', pack])) unpacked.push(`${label}: ${wasm.join(' ')}`);
    sizes.push({ route: label, gzip, files: files.length });
  }
  assert.deepEqual(unpacked, [], 'routes whose first load is not the main module and their pack');
  sizes.sort((a, b) => b.gzip - a.gzip);
  for (const { route, gzip, files } of sizes) {
    console.log(`first load ${kb(gzip)} gzip in ${files} files: ${route}${gzip > BUDGET ? '  OVER BUDGET (420 KB)' : ''}`);
  }
  let whole = 0;
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    // The packs repeat single files for the first page's fetch; the worker precaches the single files.
    if (!entry.isFile() || entry.name === 'sw.js' || /^pack_\w+\.bin$/.test(entry.name)) continue;
    whole += gzipSync(await readFile(join(entry.parentPath, entry.name)), { level: 9 }).length;
  }
  console.log(`the whole build (precached by the service worker after the first load): ${kb(whole)} gzip`);
  const over = sizes.filter((s) => s.gzip > BUDGET);
  assert.deepEqual(over.map((s) => `${s.route} ${kb(s.gzip)}`), [], 'routes over the 420 KB gzip first-load budget');
});
