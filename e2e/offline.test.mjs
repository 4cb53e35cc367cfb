// End-to-end tests of offline use and of the Content-Security-Policy, on the release build:
// the service worker precaches the build and answers every page with the network off, a new
// version is noticed on the next visit, the app runs with no policy violation, and every built
// file but the pages' HTML, sw.js and the manifest carries a content hash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, dist, shots } from './harness.mjs';

const app = useApp();

/** Every page of the app: home and each game. */
const PAGES = ['#/', '#/nim', '#/chocolate-eat', '#/chocolate-split', '#/cutting', '#/hackenbush'];
const UNHASHED = ['index.html', 'manifest.webmanifest', 'sw.js'];
/** The pre-rendered pages (scripts/prerender.mjs) and 404.html: HTML for a first visit, not precached
 * (with the worker, index.html answers every page's address). */
const prerendered = (file) => file === '404.html' || /^(ja|en)\/(.+\/)?index\.html$/.test(file);
// Trunk writes its 64-bit hashes in hex without leading zeros: 16 digits, sometimes fewer. The
// wasm folder is named by the hash of its files (snippets/ in it too: the JS modules the crate imports).
const HASHED_NAME = /-[0-9a-f]{12,16}(_bg)?\.[a-z0-9]+$|^wasm-[0-9a-f]{16}\/[\w./-]+$/;

/** Collects page errors and console errors of `page`. */
function watch(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until a service worker controls `page` (the first visit installs it and it claims the page). */
function controlled(page) {
  return page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 15_000 });
}

/**
 * Asks the browser to check sw.js now and waits until no new worker is installing or waiting,
 * so that "no notice" is asserted after the check, not before it.
 */
async function settleUpdateCheck(page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    while (registration.installing || registration.waiting) await new Promise((r) => setTimeout(r, 50));
  });
}

/** Polls `condition` (an async function) until it holds; fails with `what` after `timeout` ms. */
async function waitFor(condition, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    assert.ok(Date.now() < end, `timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The built files, relative to dist/, with `/` separators. */
async function builtFiles() {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dist.length + 1).split('\\').join('/')).sort();
}

/** The precache list written into dist/sw.js. */
async function precacheList() {
  const worker = await readFile(join(dist, 'sw.js'), 'utf8');
  const list = /const PRECACHE = (\[[\s\S]*?\n\]);/.exec(worker);
  assert.ok(list, 'sw.js holds a precache list');
  return JSON.parse(list[1]);
}

test('with the network off, every page reloads from the service worker', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  // Online first: the first visit installs the worker; note each page's heading to compare.
  await page.goto(app.server.url + '#/');
  await page.waitForSelector('main.page h1');
  await controlled(page);
  const headings = {};
  for (const hash of PAGES) {
    await page.goto(app.server.url + hash);
    await page.reload();
    await page.waitForSelector('main.page h1');
    headings[hash] = await page.textContent('main.page h1');
  }
  await context.setOffline(true);
  // Also take the server down: whatever the offline emulation covers, nothing can come from it.
  app.server.state.down = true;
  try {
    for (const hash of [...PAGES, '#/nim/3,4,5', '#/hackenbush/0-1,1-2,1-3']) {
      await page.goto(app.server.url + hash);
      const response = await page.reload();
      assert.ok(response?.fromServiceWorker(), `${hash}: the page came from the service worker`);
      await page.waitForSelector('main.page h1', { timeout: 10_000 });
      assert.ok(await page.isVisible('main.page h1'), hash);
      if (headings[hash]) assert.equal(await page.textContent('main.page h1'), headings[hash], hash);
      assert.equal(await page.$('#panic-panel'), null, `${hash}: no crash`);
    }
    // The game still answers offline: the hint lists a winning cut.
    await page.click('button.hint');
    await page.waitForSelector('.winning-moves li');
    await page.screenshot({ path: join(shots, 'offline-hackenbush.png') });
  } finally {
    app.server.state.down = false;
    await context.setOffline(false);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new version is picked up on the next visit, with a notice', async () => {
  const context = await app.browser.newContext();
  const errors = [];
  /** A new tab of the same browser profile opening `hash`: a next visit. */
  const visit = async (hash) => {
    const page = await context.newPage();
    errors.push(watch(page));
    await page.goto(app.server.url + hash);
    await page.waitForSelector('main.page h1');
    return page;
  };
  const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('grundy-lab-')));
  /** Serves sw.js naming another version: a new deploy (any changed file changes the version). */
  const deploy = (from, to) => {
    app.server.state.rewrite = (path, body) =>
      path === '/sw.js' ? Buffer.from(body.toString().replace(`const VERSION = "${from}";`, `const VERSION = "${to}";`)) : body;
  };

  let page = await visit('#/nim');
  await controlled(page);
  const version = /const VERSION = "([0-9a-f]{16})";/.exec(await readFile(join(dist, 'sw.js'), 'utf8'))?.[1];
  assert.ok(version, 'sw.js names its version');
  assert.deepEqual(await cacheNames(page), [`grundy-lab-${version}`]);
  await page.close();

  try {
    // The next visit of the same build says nothing.
    page = await visit('#/nim');
    await settleUpdateCheck(page);
    await page.waitForTimeout(300);
    assert.equal(await page.$('.update-notice'), null, 'no notice without a new version');
    await page.close();

    deploy(version, `${version}-next`);
    page = await visit('#/cutting');
    // The open page runs the code it loaded and says that a reload brings the new version.
    await page.waitForSelector('.update-notice', { timeout: 15_000 });
    assert.equal(
      (await page.textContent('.update-notice .update-text')).trim(),
      'A new version of Grundy Lab is ready: reload to use it.',
    );
    assert.equal(await page.getAttribute('.update-region', 'role'), 'status');
    await page.screenshot({ path: join(shots, 'update-notice.png') });
    // The new worker takes control before its activate handler runs, so the old cache may still
    // be there for a moment.
    await waitFor(async () => String(await cacheNames(page)) === `grundy-lab-${version}-next`, 'the old cache is deleted');

    // Its Reload runs the new version, which has nothing more to say.
    await page.click('.update-notice button.reload');
    await page.waitForSelector('main.page h1');
    await settleUpdateCheck(page);
    await page.waitForTimeout(300);
    assert.equal(await page.$('.update-notice'), null, 'no notice once the new version runs');
    await page.close();

    // Another deploy: the notice can be dismissed, and the page goes on working.
    deploy(version, `${version}-third`);
    page = await visit('#/nim');
    await page.waitForSelector('.update-notice', { timeout: 15_000 });
    await page.click('.update-notice button.dismiss');
    assert.equal(await page.$('.update-notice'), null, 'dismissed');
    await page.click('button.hint');
    await page.waitForSelector('.winning-moves li');
  } finally {
    app.server.state.rewrite = null;
  }
  assert.deepEqual(errors.flat(), []);
  await context.close();
});

test('the built index.html has no inline script and a strict Content-Security-Policy', async () => {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  assert.ok(scripts.length >= 1, 'the app is started by a script');
  for (const [tag, attributes, body] of scripts) {
    assert.match(attributes, /\ssrc=/, `an external script: ${tag}`);
    assert.equal(body.trim(), '', `no inline code: ${tag}`);
  }
  assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i, 'no inline event handler');

  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
  assert.ok(meta, 'a meta Content-Security-Policy');
  // The policy covers only what follows it: it must come before every script and link.
  assert.ok(meta.index < html.search(/<(script|link)\b/i), 'the policy comes before every script and link');
  const policy = Object.fromEntries(meta[1].split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  assert.deepEqual(policy['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.ok(!meta[1].includes("'unsafe-eval'"), 'no unsafe-eval');
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['connect-src'], ["'self'"]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'self'"]);
  assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'"]);
});

test('every page runs under the policy with no violation', async () => {
  const context = await app.browser.newContext();
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    }, true);
  });
  const page = await context.newPage();
  const errors = watch(page);
  const warnings = [];
  page.on('console', (message) => {
    // (A preload the page never used would be warned about too: the release build has none of
    // the wasm, which the start-up fetches after the first paint, once, as checked below.)
    if (/content security policy|preloaded using link preload but not used/i.test(message.text())) warnings.push(message.text());
  });
  const violations = () => page.evaluate(() => window.__violations);

  for (const hash of PAGES) {
    await page.goto(app.server.url + hash);
    await page.reload();
    await page.waitForSelector('main.page h1');
    if (await page.$('button.hint')) {
      await page.click('button.hint');
      await page.waitForSelector('.winning-moves li, .hint-box');
    }
    if (await page.$('.mex-stepper .step-next')) {
      await page.click('.mex-stepper .step-next');
      await page.click('.mex-stepper .step-next');
    }
    assert.deepEqual(await violations(), [], hash);
  }
  // Moving between pages through the header, and a move with the computer's reply.
  await page.click('.games-menu summary');
  await page.click('.site-header nav a:text-is("Nim")');
  await page.waitForSelector('circle.stone');
  await page.click('circle.stone');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length >= 2);
  // The wasm was fetched once (by the start-up, after the first paint: no preload of it).
  const wasmFetches = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((e) => e.name.endsWith('_bg.wasm')).length);
  assert.equal(wasmFetches, 1, 'the wasm is fetched once');
  assert.deepEqual(await violations(), []);
  assert.deepEqual(warnings, []);
  assert.deepEqual(errors, []);

  // The policy is in force (so the empty list above means something): eval and an inline script
  // are refused, and the listener sees both.
  const refused = await page.evaluate(async () => {
    // DevTools lets code it runs through eval while its call lasts; the page's own tasks (here,
    // after an await) are held to the policy.
    await new Promise((r) => setTimeout(r, 0));
    let evalResult = 'allowed';
    try {
      new Function('return 1')();
    } catch (error) {
      evalResult = error.name;
    }
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    return { evalResult, inlineRan: window.__inlineRan === true };
  });
  assert.deepEqual(refused, { evalResult: 'EvalError', inlineRan: false });
  await page.waitForFunction(() => window.__violations.length >= 2);
  const seen = await violations();
  assert.ok(seen.every((v) => v.startsWith('script-src')), String(seen));
  await context.close();
});

test('every built file but the pages, sw.js and the manifest is content-hashed, and sw.js precaches them all', async () => {
  const all = await builtFiles();
  for (const page of ['404.html', 'ja/index.html', 'en/index.html', 'ja/learn/5/index.html', 'en/nim/index.html']) {
    assert.ok(all.includes(page), `${page} is pre-rendered`);
  }
  const files = all.filter((f) => !prerendered(f));
  for (const name of UNHASHED) assert.ok(files.includes(name), `${name} is built`);
  for (const file of files.filter((f) => !UNHASHED.includes(f))) {
    assert.match(file, HASHED_NAME, `${file} has no content hash in its name`);
  }
  // The start-up script the hook wrote is named by its own SHA-256.
  for (const file of files.filter((f) => f.startsWith('boot-'))) {
    const body = await readFile(join(dist, file));
    assert.equal(file, `boot-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`);
  }
  // Every file but sw.js and the packs is precached, with the SHA-256 of what is in dist/ (a
  // pack repeats single files, which a page the worker controls reads instead).
  const precache = await precacheList();
  assert.deepEqual(precache.map((e) => e.url).sort(), files.filter((f) => f !== 'sw.js' && !/\/pack_\w+\.bin$/.test(f)));
  for (const { url, integrity, revalidate } of precache) {
    const body = await readFile(join(dist, url));
    assert.equal(integrity, `sha256-${createHash('sha256').update(body).digest('base64')}`, url);
    assert.equal(revalidate, UNHASHED.includes(url), `${url}: only unhashed files are revalidated`);
  }

  // The manifest: the app's name and colours, its icon one of the built files.
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.name, 'Grundy Lab');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.display, 'standalone');
  const style = await readFile(join(dist, files.find((f) => /^style-.*\.css$/.test(f))), 'utf8');
  assert.ok(style.includes(`--accent: ${manifest.theme_color}`), 'theme colour = the header colour');
  assert.ok(style.includes(`--paper: ${manifest.background_color}`), 'background colour = the page colour');
  for (const icon of manifest.icons) assert.ok(files.includes(icon.src), `icon ${icon.src} is built`);
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/);

  // Served with types a browser accepts: a manifest, and JavaScript for the worker.
  for (const [path, type] of [['manifest.webmanifest', /^application\/manifest\+json/], ['sw.js', /^text\/javascript/]]) {
    const response = await fetch(app.server.url + path);
    assert.equal(response.status, 200, path);
    assert.match(response.headers.get('content-type'), type, path);
  }
});
