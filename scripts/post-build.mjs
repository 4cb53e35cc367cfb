// Trunk's post_build hook (see Trunk.toml): makes the release build work offline and run under a
// strict Content-Security-Policy. Trunk runs it after writing index.html and every hashed asset to
// its staging folder ($TRUNK_STAGING_DIR), so the final file names are known here.
//
// In a release build it
//   0. makes the start-up wait for the first paint, without a preload of the wasm beside the
//      stylesheet (startAfterFirstPaint);
//   1. moves each inline <script> (Trunk's module that imports the wasm-bindgen JS and starts the
//      wasm) into its own content-hashed file, so the policy needs no 'unsafe-inline' for scripts;
//   2. writes the policy into index.html as a <meta http-equiv="Content-Security-Policy">;
//   3. pre-renders the pages' text into `<lang>/<page>/index.html` (scripts/prerender.mjs), and
//      writes 404.html, the page without text, for every other address;
//   4. writes sw.js from static/sw.js with the list of every file of the build, each with its
//      SHA-256, and the build version (a hash of those hashes and of static/sw.js).
// Other builds (debug, or Trunk's live reload, whose injected inline script the policy would block
// and whose rebuilds a cache-first worker would hide) get static/sw-retire.js as sw.js instead: it
// removes a release build's worker left on the same address, and the page is not changed.
// Every build gets the web app manifest's icon pointed at the hashed favicon, and its stylesheets
// joined into one file (see mergeStylesheets).
//
// Run by hand: TRUNK_STAGING_DIR=dist TRUNK_PROFILE=release node scripts/post-build.mjs — only on
// a folder Trunk has just written (it refuses an index.html it already processed).
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { splitWasm } from './split-wasm.mjs';
import { prerender } from './prerender.mjs';

/** The policy of the release build. Style attributes are set by Yew, hence 'unsafe-inline' there. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the page compile WebAssembly; it does not allow eval or new Function.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * A name Trunk (or this hook) gave a content hash: `name-<hex>.ext`, wasm as `…_bg.wasm`. Trunk
 * writes a 64-bit hash in hex without leading zeros, so one build in 16 has 15 digits; fewer
 * than 12 is a chance of 1 in 65 536 (such a file would only be revalidated when precached).
 * Or any file under `wasm-<hash>/` (snippets/ too), the folder named by the hash of its files.
 */
const HASHED_NAME = /-[0-9a-f]{12,16}(_bg)?\.[a-z0-9]+$|^wasm-[0-9a-f]{16}\/[\w./-]+$/;

const WORKER = 'sw.js';
const root = fileURLToPath(new URL('..', import.meta.url));

const sha = (algorithm, bytes, encoding) => createHash(algorithm).update(bytes).digest(encoding);

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function fail(message) {
  throw new Error(`post-build: ${message}`);
}

/** Moves every inline script of `html` into a hashed file in `staging`; returns the new html. */
async function externalizeScripts(html, staging, publicUrl) {
  const written = [];
  const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  const replaced = html.replace(scriptTag, (tag, attributes, body) => {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) {
      if (body.trim()) fail(`a <script> has both src and content: ${tag.slice(0, 120)}`);
      return tag;
    }
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (type === 'importmap' || type === 'speculationrules') fail(`an inline ${type} cannot be moved to a file; the policy would block it`);
    // Data blocks (JSON and the like) never run: the policy does not apply to them.
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) return tag;
    if (!body.trim()) return '';
    const name = `boot-${sha('sha256', body, 'hex').slice(0, 16)}.js`;
    written.push({ name, body });
    const integrity = `sha384-${sha('sha384', body, 'base64')}`;
    return `<script${attributes} src="${publicUrl}${name}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  });
  for (const { name, body } of written) await writeFile(join(staging, name), body);
  return { html: replaced, scripts: written.map((w) => w.name) };
}

/**
 * Text before code: the app's start-up waits for the first paint of the page (its pre-rendered
 * text) before it fetches the 235 KB of wasm, and Trunk's preload of the wasm, which started
 * that download beside the stylesheet the first paint waits for, is removed. On a slow link the
 * stylesheet then has the bandwidth to itself; the wasm starts a frame after the text shows (or
 * after 100 ms in a tab that paints no frames). Returns the new html.
 */
function startAfterFirstPaint(html) {
  const preload = /<link rel="preload" href="[^"]*_bg\.wasm"[^>]*>/g;
  if ((html.match(preload) ?? []).length !== 1) fail('index.html: expected one preload link of the wasm');
  const start = /(\n\s*)(const wasm = await init\()/g;
  if ((html.match(start) ?? []).length !== 1) fail("index.html: expected one start-up call `const wasm = await init(` in Trunk's script");
  const wait = 'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 100); });';
  return html.replace(preload, '').replace(start, (_, space, call) => `${space}${wait}${space}${call}`);
}

/** Refuses what the policy would silently break at run time. */
function checkNoInlineCode(html) {
  const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html);
  if (handler) fail(`inline event handler in index.html (the policy blocks it): ${handler[0].slice(0, 120)}`);
  const jsUrl = /<[a-z][^>]*=\s*["']?\s*javascript:/i.exec(html);
  if (jsUrl) fail(`javascript: URL in index.html (the policy blocks it): ${jsUrl[0].slice(0, 120)}`);
}

function insertPolicy(html) {
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    fail('index.html already has a Content-Security-Policy: was this folder processed twice?');
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
  // A meta policy covers only what follows it: right after the charset, before every link and script.
  const charset = /<meta\s+charset\s*=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`);
  const head = /<head\b[^>]*>/i.exec(html) ?? fail('index.html has no <head>');
  return html.replace(head[0], `${head[0]}\n    ${meta}`);
}

/**
 * Joins the stylesheets index.html links (static/*.css, hashed by Trunk), in their order, into
 * one hashed file `style-<hash>.css`, minified: every page needs them
 * all at start, and one file gzipped as one stream is 3.7 KB smaller than eight apart. Returns
 * the new html.
 */
async function mergeStylesheets(html, staging, publicUrl) {
  const link = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
  const links = html.match(link) ?? [];
  if (links.length < 2) return html;
  const names = links.map((tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? fail(`a stylesheet link without href: ${tag}`);
    if (!href.startsWith(publicUrl) || href.includes('/', publicUrl.length)) fail(`a stylesheet outside the build's root: ${href}`);
    return href.slice(publicUrl.length);
  });
  const sources = await Promise.all(names.map((name) => readFile(join(staging, name), 'utf8')));
  // Comments and indentation document the sources in static/; the browser needs neither: esbuild
  // minifies the joined text (11.4 → 8.2 KB gzip).
  const { code: css } = await transform(sources.join('\n'), { loader: 'css', minify: true, sourcefile: 'style.css' });
  const name = `style-${sha('sha256', css, 'hex').slice(0, 16)}.css`;
  await writeFile(join(staging, name), css);
  for (const old of names) await rm(join(staging, old));
  const merged = `<link rel="stylesheet" href="${publicUrl}${name}" integrity="sha384-${sha('sha384', css, 'base64')}"/>`;
  let first = true;
  return html.replace(link, () => {
    const tag = first ? merged : '';
    first = false;
    return tag;
  });
}

/** Points each manifest icon at the hashed copy Trunk made of it (`favicon.svg` → `favicon-<hash>.svg`). */
async function rewriteManifest(staging, files) {
  const name = files.find((file) => file.endsWith('.webmanifest')) ?? fail('no .webmanifest in the build: is it linked from index.html?');
  const path = join(staging, name);
  const manifest = JSON.parse(await readFile(path, 'utf8'));
  for (const icon of manifest.icons ?? []) {
    if (HASHED_NAME.test(icon.src)) continue;
    const dot = icon.src.lastIndexOf('.');
    const [stem, ext] = [icon.src.slice(0, dot), icon.src.slice(dot)];
    const hashed = files.filter((file) => file.startsWith(`${stem}-`) && file.endsWith(ext) && HASHED_NAME.test(file));
    if (hashed.length !== 1) fail(`manifest icon ${icon.src}: expected one hashed copy in the build, found ${hashed.join(', ') || 'none'}`);
    icon.src = hashed[0];
  }
  await writeFile(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Copies the lessons' pictures (static/lessons/NN.svg) into the build as `lesson-<n>-<hash>.svg`,
 * the hash that of all of them (FNV-1a, 64 bits, over their bytes in order), which build.rs
 * computes alike for the app's `picture_src!` (a changed picture gets a new name). Returns the hash.
 */
async function copyPictures(staging) {
  const dir = join(root, 'static', 'lessons');
  const names = (await readdir(dir)).filter((name) => /^\d\d\.svg$/.test(name)).sort();
  const pictures = await Promise.all(names.map((name) => readFile(join(dir, name))));
  let hash = 0xcbf29ce484222325n;
  for (const bytes of pictures) {
    for (const byte of bytes) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  const hex = hash.toString(16).padStart(16, '0');
  await Promise.all(names.map((name, i) => writeFile(join(staging, `lesson-${Number(name.slice(0, 2))}-${hex}.svg`), pictures[i])));
  return hex;
}

async function writeWorker(staging) {
  // Not the packs of the split build: they repeat the single files, which are precached (a page
  // opened offline reads its part from those).
  // Nor the pre-rendered pages: they serve a first visit; with the worker, every page's address is
  // answered by index.html, from which the app draws it (static/sw.js).
  const prerendered = (file) => file === '404.html' || /^(ja|en)\/(.+\/)?index\.html$/.test(file);
  const files = (await listFiles(staging)).filter((file) => file !== WORKER && !/\/pack_\w+\.bin$/.test(file) && !prerendered(file));
  const precache = [];
  for (const url of files) {
    const bytes = await readFile(join(staging, url));
    // Files without a hash in their name (index.html, the manifest) are revalidated when precached.
    precache.push({ url, integrity: `sha256-${sha('sha256', bytes, 'base64')}`, revalidate: !HASHED_NAME.test(url), size: bytes.length });
  }
  const template = await readFile(join(root, 'static', 'sw.js'), 'utf8');
  // The worker's own code counts too: a change to it alone still makes a new version.
  const version = sha('sha256', precache.map((e) => `${e.url} ${e.integrity}\n`).join('') + template, 'hex').slice(0, 16);
  const fill = (text, placeholder, value) => {
    if (text.split(placeholder).length !== 2) fail(`static/sw.js must hold ${placeholder} exactly once`);
    return text.replace(placeholder, () => value);
  };
  // One entry a line, valid JSON, so the list reads well and a test can parse it back.
  const list = `[\n${precache.map(({ url, integrity, revalidate }) => `  ${JSON.stringify({ url, integrity, revalidate })}`).join(',\n')}\n]`;
  const worker = fill(fill(template, "'__BUILD_VERSION__'", JSON.stringify(version)), '__PRECACHE_LIST__', list);
  await writeFile(join(staging, WORKER), worker);
  return { version, precache };
}

async function main() {
  const staging = process.env.TRUNK_STAGING_DIR ?? fail('TRUNK_STAGING_DIR is not set (run by Trunk, see Trunk.toml)');
  const publicUrl = process.env.TRUNK_PUBLIC_URL ?? '/';
  const indexPath = join(staging, 'index.html');
  let html = await readFile(indexPath, 'utf8');

  // Every build: the wasm cut into the main module and the pages' parts (scripts/split-wasm.mjs).
  const profile = process.env.TRUNK_PROFILE ?? 'debug';
  const { html: splitHtml, split } = await splitWasm({ root, staging, html, profile, publicUrl });
  html = await mergeStylesheets(splitHtml, staging, publicUrl);
  await writeFile(indexPath, html);
  if (split) console.log(`post-build: wasm split into ${split.files} files in ${split.folder}/ (parts: ${split.parts.join(', ')})`);

  // Every build: the lessons' pictures, under the names the app gives them.
  const pictures = await copyPictures(staging);

  // Every build: the manifest's icon must name a file that exists.
  await rewriteManifest(staging, await listFiles(staging));

  const liveReload = /\.well-known\/trunk\/ws|__TRUNK_ADDRESS__/.test(html);
  if (process.env.TRUNK_PROFILE !== 'release' || liveReload) {
    await writeFile(join(staging, WORKER), await readFile(join(root, 'static', 'sw-retire.js')));
    const why = liveReload ? "Trunk's live reload is on" : `a ${process.env.TRUNK_PROFILE ?? 'debug'} build`;
    console.log(`post-build: ${why}: no Content-Security-Policy, no precaching; sw.js only removes a release worker`);
    return;
  }

  const { html: external, scripts } = await externalizeScripts(startAfterFirstPaint(html), staging, publicUrl);
  checkNoInlineCode(external);
  html = insertPolicy(external);
  await writeFile(indexPath, html);
  // The pages' text in their HTML (scripts/prerender.mjs), before sw.js lists the files.
  const pages = await prerender({ staging, publicUrl });
  // The home page names the pictures as they were copied (build.rs and copyPictures agree).
  if (!(await readFile(join(staging, 'en', 'index.html'), 'utf8')).includes(`/lesson-1-${pictures}.svg`)) {
    fail(`the pre-rendered home page does not show /lesson-1-${pictures}.svg: build.rs's picture hash differs`);
  }
  console.log(`post-build: ${pages.length} pages pre-rendered (${pages.slice(0, 4).join(', ')}, …)`);
  const { version, precache } = await writeWorker(staging);
  const kb = precache.reduce((sum, entry) => sum + entry.size, 0) / 1024;
  console.log(`post-build: inline scripts moved to ${scripts.join(', ') || '(none)'}; Content-Security-Policy written`);
  console.log(`post-build: sw.js version ${version} precaches ${precache.length} files (${kb.toFixed(1)} KB)`);
}

await main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
