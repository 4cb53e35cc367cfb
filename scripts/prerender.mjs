// Pre-renders the app's pages into the release build, so a server sends each page's text (the
// header, a lesson's prose, a game's rules, the home page's contents) before the wasm has loaded.
// Called by scripts/post-build.mjs on the staging folder, after the start-up script and the
// Content-Security-Policy are in index.html and before sw.js lists the files to precache.
//
// The app renders its own pages: each page is opened in headless Chromium (Debian's, as the
// tests use) from a server of the staging folder, and what the app drew in #app is written into
// `<lang>/<page>/index.html`, in `<div id="prerendered">`, with the app's root hidden beside it.
// The app draws the same page there and takes over (src/ui/handover.rs). The pages are the home
// page in each language and every page it links to (each game, each lesson, the playground, the
// glossary), so a new game or lesson is pre-rendered without a change here. Every other address
// (a game's position, a worksheet) is answered by 404.html, the page without text, as before.
import { createServer } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { contentTypes } from './content-types.mjs';
import { fileFor } from './site-files.mjs';

const LANGS = ['ja', 'en'];
/** A mid-range phone's screen (Lighthouse's mobile preset): the pages' first readers. */
const VIEWPORT = { width: 412, height: 823 };
/** Pages rendered at once (each its own tab); the machines have two cores. */
const AT_ONCE = 3;

function fail(message) {
  throw new Error(`prerender: ${message}`);
}

function serve(dir) {
  const server = createServer(async (request, response) => {
    const file = fileFor(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    try {
      if (!file) throw new Error('no file');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What the app draws at `path`: the inner HTML of #app once the page is complete. */
async function render(context, base, path) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await page.goto(base + path);
    await page.waitForSelector('.site-header', { timeout: 30_000 });
    await page.waitForSelector('main.page:not(.loading)', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Two frames: boards that size themselves after their first paint have done so.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (errors.length) fail(`${path}: ${errors.join('; ')}`);
    const { address, html, links } = await page.evaluate(() => ({
      address: location.pathname,
      html: document.getElementById('app').innerHTML,
      links: [...document.querySelectorAll('#app a[href]')].map((a) => a.getAttribute('href')),
    }));
    // A game's page writes its position after the address (`/ja/nim` → `/ja/nim/3,4,5`).
    if (address !== path && !address.startsWith(`${path}/`)) fail(`${path} was drawn at ${address}`);
    return { html, links };
  } finally {
    await page.close();
  }
}

/** Pre-renders every page into `staging`; returns the pages' paths. */
export async function prerender({ staging, publicUrl }) {
  if (publicUrl !== '/') fail(`the pages' addresses start at the site's root: public_url ${publicUrl} is not supported`);
  const shell = await readFile(join(staging, 'index.html'), 'utf8');
  const root = '<div id="app"></div>';
  if (shell.split(root).length !== 2) fail(`index.html must hold ${root} exactly once`);
  // Addresses the app does not pre-render (a position, a worksheet) get the page without text.
  await writeFile(join(staging, '404.html'), shell);

  const server = await serve(staging);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  }).catch((error) => fail(`Chromium did not start (scripts/setup.sh installs it): ${error.message}`));
  const written = [];
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    const queue = [];
    const seen = new Set();
    const add = (path) => {
      if (!seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    };
    const one = async (path) => {
      const { html, links } = await render(context, base, path);
      const lang = path.split('/')[1];
      // The home page names the pages: each of its links without a query (a seed).
      if (path === `/${lang}/`) {
        for (const link of links) {
          if (link.startsWith(`/${lang}/`) && !link.includes('?')) add(link);
        }
      }
      const page = shell
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(root, () => `<div id="prerendered">${html}</div><div id="app" hidden></div>`);
      const folder = join(staging, ...path.split('/').filter(Boolean));
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'index.html'), page);
      written.push(path);
    };
    // The home pages first (they name the rest), then the rest a few at a time.
    for (const lang of LANGS) {
      seen.add(`/${lang}/`);
      await one(`/${lang}/`);
    }
    const work = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await one(path);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, work));
  } finally {
    await browser.close();
    server.close();
  }
  return written.sort();
}
