// Shared helpers for the end-to-end tests and the benchmark: a static server for dist/ and a
// headless Chromium from Debian's package (never a downloaded browser).
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { contentTypes } from '../scripts/content-types.mjs';
import { fileFor } from '../scripts/site-files.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(root, 'dist');
/** Where end-to-end tests save screenshots to be looked at. */
export const shots = join(root, 'target', 'screenshots');

/**
 * For a test file: serves dist/ and launches Chromium before its tests, closes both after.
 * Returns the object whose `server` and `browser` the tests use.
 */
export function useApp() {
  const app = {};
  before(async () => {
    await mkdir(shots, { recursive: true });
    app.server = await serveDist();
    app.browser = await launchBrowser();
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}


/**
 * Cross-origin isolation (every file loads from this origin, so nothing else changes): it makes
 * `performance.now()` tick in 5 µs steps instead of 100 µs, which the benchmark suite needs to
 * time a first call of a few microseconds. Pages check it with `crossOriginIsolated`.
 */
const isolation = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };

/**
 * Serves dist/ on 127.0.0.1 at a free port (cross-origin isolated). For the offline tests the returned `state` can be
 * changed while serving: `down = true` answers every request 503 (the network is gone even for
 * requests a browser's offline emulation might not cover), and `rewrite(path, body)` may change a
 * file's bytes (a new deploy).
 */
export async function serveDist() {
  const state = { down: false, rewrite: null };
  const server = createServer(async (request, response) => {
    if (state.down) {
      response.writeHead(503).end('the test took the server down');
      return;
    }
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = fileFor(dist, path);
    try {
      if (!file) throw new Error('no file');
      let body = await readFile(file);
      if (state.rewrite) body = state.rewrite(path, body);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', ...isolation });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, state, close: () => new Promise((r) => server.close(r)) };
}

/** Debian's Chromium, with the flags that keep it off the (closed) network. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/**
 * Opens `hash` (e.g. '#/nim/3,4,5') and waits for the app to render. Fails on any page error.
 * The analysis panels are switched on (as a reader who asked for them once), so tests of the
 * panels can use the default mode, the computer; `{ analysis: false }` keeps the first-visit
 * default, where they stay closed while a person plays the computer.
 */
export async function openApp(browser, base, hash = '', viewport = { width: 1280, height: 900 }, { analysis = true, noWorker = false, lang = null } = {}) {
  // `noWorker`: for tests that hold or block a file with `page.route`, which does not see a
  // fetch the service worker answers from its cache (it registers a second after load).
  const context = await browser.newContext(noWorker ? { viewport, serviceWorkers: 'block' } : { viewport });
  if (analysis) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('grundy-lab.analysis', 'shown');
      } catch {
        // about:blank (a test may pass through it) has no storage.
      }
    });
  }
  if (lang) {
    // The language as if the reader had chosen it before: stored before the app's first load, once
    // per tab (a flag in sessionStorage), so a test that switches language and reloads keeps its
    // choice.
    await context.addInitScript((lang) => {
      try {
        if (!sessionStorage.getItem('e2e.lang-set')) {
          sessionStorage.setItem('e2e.lang-set', '1');
          localStorage.setItem('grundy-lab.lang', lang);
        }
      } catch {
        // about:blank has no storage.
      }
    }, lang);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A page's code is fetched the first time it is shown (ARCHITECTURE.md, "Code splitting"):
  // after a load, wait for the page as for the header, so a test reads the page, not the line
  // that says it is loading.
  for (const method of ['goto', 'reload']) {
    const original = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await original(...args);
      if (!page.url().startsWith('about:')) await pageShown(page);
      return response;
    };
  }
  await page.goto(base + hash);
  return { page, errors, close: () => context.close() };
}

/** Waits for the app's header and a page that is not waiting for its code, drawn by the app (a
 * pre-rendered page's copy has gone: src/ui/handover.rs). */
export async function pageShown(page) {
  await page.waitForSelector('.site-header');
  await page.waitForSelector('main.page:not(.loading)');
  await page.waitForFunction(() => !document.getElementById('prerendered'));
}

/**
 * The address bar's hash once the board's last position has been written there: a game page
 * writes it after the frame that shows the move is painted (an animation frame, then a task), so
 * a read right after the board changes can still see the position before the move.
 */
export async function settledHash(page) {
  return page.evaluate(async () => {
    const frameThenTask = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    await frameThenTask();
    await frameThenTask();
    return (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search);
  });
}

/** The position in the address bar (`#/<game>/<position>`, decoded), read by `settledHash`. */
export async function addressPosition(page) {
  return decodeURIComponent((await settledHash(page)).split('/').slice(2).join('/'));
}

/**
 * Pastes `text` into the element `selector` as a person's paste reaches the page: a paste event
 * carrying the text. The browser does not insert an untrusted paste itself, so this is for texts
 * the page takes over (the import box keeps a large paste out of the text box).
 */
export async function pasteText(page, selector, text) {
  await page.$eval(selector, (element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.focus();
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The pile sizes shown on the board (drawn or compact view). */
export function pileSizes(page) {
  return page.$$eval('[data-stones]', (nodes) => nodes.map((n) => Number(n.dataset.stones)));
}

/**
 * The files the browser fetches from dist/ to show `hash`, with their gzip sizes (level 9), as
 * `{ files: [{ path, gzip, raw }], gzip, raw }`: the first load, every page being in it.
 */
export async function fetchedBytes(browser, base, hash, { lang = null, ready = null } = {}) {
  const { gzipSync } = await import('node:zlib');
  const context = await browser.newContext();
  if (lang) {
    // The language as if chosen before the first load (the words a course page fetches are its).
    await context.addInitScript((lang) => localStorage.setItem('grundy-lab.lang', lang), lang);
  }
  const page = await context.newPage();
  const paths = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(base).origin) paths.add(url.pathname === '/' ? '/index.html' : url.pathname);
  });
  await page.goto(base + hash);
  await page.waitForSelector('.site-header');
  // `ready`: a selector of what the page shows once its later parts came (on a loaded machine
  // a part can be fetched after a moment of network quiet).
  if (ready) await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [];
  for (const path of [...paths].sort()) {
    const bytes = await readFile(fileFor(dist, decodeURIComponent(path)));
    files.push({ path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, gzip: sum('gzip'), raw: sum('raw') };
}

/**
 * Words of Latin letters visible on the page (three letters or more) that are not names or
 * notation: on a page shown in Japanese there should be none. `allowed` adds words a page may
 * show (e.g. a game's notation).
 */
export async function englishWords(page, allowed = []) {
  const names = ['Grundy', 'Lab', 'mex', 'XOR', 'Sprague', 'Green', 'Hackenbush', 'English', 'Esc', 'Enter',
    'Space', 'Tab', 'Ctrl', 'Shift', 'nim', 'chocolate', 'eat', 'split', 'cutting', 'hackenbush', 'all',
    // Names of people and of a game the Japanese texts write in Latin letters.
    'Kayles', 'Guy', 'Smith', 'Wythoff', 'Bouton',
    // The POJ games' titles, as the Japanese texts keep them (Georgia and Bob, Euclid's Game, A Funny Game).
    'Georgia', 'and', 'Bob', 'Euclid', 'Funny', 'Game'];
  const ok = new Set([...names, ...allowed].map((w) => w.toLowerCase()));
  const text = await page.evaluate(() => {
    const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || !visible(el) || el.closest('script, style, [lang="en"], textarea, input, .notation, code, kbd')) continue;
      parts.push(node.textContent);
    }
    // Accessible names count too: a screen reader reads them.
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      if (el.closest('[lang="en"]')) continue;
      parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    }
    return parts.join(' ');
  });
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ok.has(w.toLowerCase()));
}

/** Opens `hash` with the app set to Japanese (as if the reader had chosen 日本語 before). */
export async function openAppJa(browser, base, hash = '', viewport, options = {}) {
  const opened = await openApp(browser, base, hash, viewport, { ...options, lang: 'ja' });
  await opened.page.waitForFunction(() => document.documentElement.lang === 'ja');
  return opened;
}

/** Grundy values of one heap 0..=n with these takes: the mex rule, computed here (a reference
 * independent of the app's engine). */
export function takeAwayValues(takes, n) {
  const g = [];
  for (let x = 0; x <= n; x++) {
    const seen = new Set(takes.filter((a) => a <= x).map((a) => g[x - a]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/**
 * Waits for a chocolate game's Grundy table to be drawn. Its code is a part fetched when its place
 * comes near the view (src/ui/explain/grundy_table.rs), so the place is scrolled to first, as a
 * reader would scroll to it.
 */
export async function tableShown(page) {
  const place = await page.waitForSelector('.table-area > *');
  await place.scrollIntoViewIfNeeded();
  await page.waitForSelector('.grundy-table[data-state="done"]');
}
