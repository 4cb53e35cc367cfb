// Code splitting, run by scripts/post-build.mjs in every Trunk build (see ARCHITECTURE.md, "Code
// splitting"). Trunk builds the crate with the feature `split` (index.html), whose build.rs keeps
// the linker's relocations; Trunk's own wasm-bindgen output cannot run (it imports the split
// points' placeholder module). This step replaces it:
//   1. wasm-split-cli (wasm_split_cli_support, installed by scripts/setup.sh) cuts the module
//      Cargo linked into the main module and one file per part of `ui::pages` (plus the pieces two
//      parts share), with __wasm_split.js, which fetches a part the first time it is called;
//   2. wasm-bindgen (the pinned CLI) writes the main module's JS, as Trunk would;
//   3. in a release build, wasm-opt -Oz --converge shrinks every file (Trunk's own wasm-opt is off
//      in index.html: its output is thrown away);
//   4. each part's files (its own and the pieces it shares) are also written as one pack, which
//      __wasm_split.js reads the first page's part from: one fetch, gzipped as one stream,
//      instead of up to 170 small files each repeating its import section (see packParts);
//   5. the files go to the folder `wasm-<hash>/` of the build (a hash of their contents: the
//      files name each other by fixed names, so the folder carries the hash), Trunk's two files
//      are removed, and index.html's start-up script and preload links point at the new ones.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PLACEHOLDER = '__wasm_split_placeholder__';

function fail(message) {
  throw new Error(`split-wasm: ${message}`);
}

async function tool(command, args, options = {}) {
  try {
    return await run(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    const hint = error.code === 'ENOENT' ? ` (not installed: run scripts/setup.sh)` : '';
    fail(`${command} ${args.join(' ')} failed${hint}\n${error.stderr ?? error.message}`);
  }
}

/** Where Cargo put the linked module Trunk just built. */
async function linkedModule(root, profile) {
  const { stdout } = await tool('cargo', ['metadata', '--no-deps', '--format-version', '1', '--offline'], { cwd: root });
  const { target_directory: target } = JSON.parse(stdout);
  return join(target, 'wasm32-unknown-unknown', profile === 'release' ? 'release' : 'debug', 'grundy-lab.wasm');
}

/** Runs `jobs` (functions returning promises) a few at a time. */
async function parallel(jobs, width = Math.max(1, availableParallelism())) {
  const queue = [...jobs];
  await Promise.all(Array.from({ length: width }, async () => {
    while (queue.length) await queue.shift()();
  }));
}

/**
 * Writes `pack_<part>.bin` for every part: the wasm files its loader in __wasm_split.js fetches
 * (its own and, through the dependencies, the shared pieces), one after another. Rewrites
 * __wasm_split.js so that the first part loaded after start (the page the address opened) takes
 * its files from its pack, in one fetch; later parts fetch the single files they still lack
 * (most of the shared ones are there already). If the pack cannot be fetched (offline: the
 * service worker precaches the single files, not the packs), the single files are fetched.
 * Returns the packs' names.
 */
async function packParts(dir) {
  const loaderPath = join(dir, '__wasm_split.js');
  let loader = await readFile(loaderPath, 'utf8');
  // `const __chunk_N = makeLoad(() => { const src = fetch(new URL("./chunk_N.wasm", …)); … }, [deps])`
  // and `export const __wasm_split_load_<part> = wrapAsyncCb(makeLoad(…, [deps]))`.
  const entry = /(?:const (__chunk_\d+)|export const __wasm_split_load_(\w+)) = (?:wrapAsyncCb\()?makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)", import\.meta\.url\)\);[\s\S]*?\n, \[([^\]]*)\]\)/g;
  const file = new Map();
  const deps = new Map();
  const parts = [];
  for (const [, chunk, part, name, list] of loader.matchAll(entry)) {
    const key = chunk ?? `part:${part}`;
    if (part) parts.push(part);
    file.set(key, name);
    deps.set(key, list.split(',').map((d) => d.trim()).filter(Boolean));
  }
  if (parts.length === 0) fail('__wasm_split.js: no part loaders found (has wasm-split-cli changed its output?)');
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    if (!file.has(key)) fail(`__wasm_split.js: ${key} is used but not defined`);
    seen.add(key);
    for (const dep of deps.get(key)) closure(dep, seen);
    return seen;
  };
  const packs = {};
  const written = [];
  for (const part of parts) {
    const names = [...closure(`part:${part}`)].map((key) => file.get(key)).sort();
    const index = {};
    const bytes = [];
    let offset = 0;
    for (const name of names) {
      const data = await readFile(join(dir, name));
      index[name] = [offset, data.length];
      bytes.push(data);
      offset += data.length;
    }
    const pack = `pack_${part}.bin`;
    await writeFile(join(dir, pack), Buffer.concat(bytes));
    packs[part] = { pack, index };
    written.push(pack);
  }
  // Every fetch of a part's file goes through fetchPiece; the part loaders note which part came
  // first.
  const fetchOf = /fetch\(new URL\("\.\/([\w.]+)", import\.meta\.url\)\)/g;
  const fetches = loader.match(fetchOf) ?? [];
  if (fetches.length !== file.size) fail(`__wasm_split.js: ${fetches.length} fetches for ${file.size} files`);
  loader = loader.replace(fetchOf, (_, name) => `fetchPiece(${JSON.stringify(name)})`);
  let wrapped = 0;
  loader = loader.replace(/(export const __wasm_split_load_(\w+) = wrapAsyncCb\()(makeLoad\([\s\S]*?\n, \[[^\]]*\]\))\);/g,
    (_, head, part, load) => {
      wrapped += 1;
      return `${head}firstPart(${JSON.stringify(part)}, ${load}));`;
    });
  if (wrapped !== parts.length) fail(`__wasm_split.js: wrapped ${wrapped} of ${parts.length} part loaders`);
  const runtime = `
// Packs (scripts/split-wasm.mjs, packParts): each part's files in one fetch, for the first part.
const PACKS = ${JSON.stringify(packs)};
let first;
let packBytes;
function firstPart(part, load) {
    return () => {
        if (first === undefined) first = part;
        return load();
    };
}
function fetchPiece(name) {
    const single = () => fetch(new URL("./" + name, import.meta.url));
    // A page the service worker controls reads the single files from its cache: no pack then
    // (the worker does not precache packs; fetching one offline would fail and say so).
    const controlled = typeof navigator !== "undefined" && navigator.serviceWorker && navigator.serviceWorker.controller;
    const pack = first === undefined || controlled ? undefined : PACKS[first];
    const at = pack && pack.index[name];
    if (!at || packBytes === null) return single();
    if (packBytes === undefined) {
        packBytes = fetch(new URL("./" + pack.pack, import.meta.url))
            .then((response) => response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status))));
        packBytes.catch(() => { packBytes = null; });
    }
    return packBytes.then(
        (bytes) => new Response(new Uint8Array(bytes, at[0], at[1]), { headers: { "Content-Type": "application/wasm" } }),
        single,
    );
}
`;
  const afterImports = loader.indexOf('\n', loader.indexOf('import { initSync }')) + 1;
  loader = loader.slice(0, afterImports) + runtime + loader.slice(afterImports);
  await writeFile(loaderPath, loader);
  return written;
}

/**
 * Splits the build in `staging` if its wasm-bindgen JS imports the split points' placeholder.
 * Returns the new `html`, or the same one for a build without split points.
 */
export async function splitWasm({ root, staging, html, profile, publicUrl }) {
  const names = await readdir(staging);
  const js = names.filter((name) => /^grundy-lab-[0-9a-f]+\.js$/.test(name));
  if (js.length !== 1) fail(`expected one grundy-lab-<hash>.js in the build, found ${js.join(', ') || 'none'}`);
  const trunkJs = js[0];
  const trunkWasm = trunkJs.replace(/\.js$/, '_bg.wasm');
  if (!(await readFile(join(staging, trunkJs), 'utf8')).includes(PLACEHOLDER)) return { html, split: null };

  const work = await mkdtemp(join(tmpdir(), 'grundy-split-'));
  try {
    const parts = join(work, 'parts');
    const out = join(work, 'out');
    await tool('wasm-split-cli', [await linkedModule(root, profile), parts]);
    await tool('wasm-bindgen', [join(parts, 'main.wasm'), '--out-dir', out, '--out-name', 'main', '--target', 'web',
      '--no-typescript', '--keep-lld-exports']);
    for (const name of await readdir(parts)) {
      if (name !== 'main.wasm') await rename(join(parts, name), join(out, name));
    }
    const files = (await readdir(out)).sort();
    if (profile === 'release') {
      // The main module first: it is the longest.
      const wasm = files.filter((f) => f.endsWith('.wasm')).sort((a, b) => (b === 'main_bg.wasm') - (a === 'main_bg.wasm'));
      await parallel(wasm.map((name) => () => tool('wasm-opt', ['-Oz', '--converge', join(out, name), '-o', join(out, name)])));
    }
    files.push(...(await packParts(out)));
    files.sort();
    const hash = createHash('sha256');
    for (const name of files) hash.update(name).update(await readFile(join(out, name)));
    const folder = `wasm-${hash.digest('hex').slice(0, 16)}`;
    await mkdir(join(staging, folder));
    for (const name of files) await rename(join(out, name), join(staging, folder, name));
    await rm(join(staging, trunkJs));
    await rm(join(staging, trunkWasm));

    const sri = async (name) => `sha384-${createHash('sha384').update(await readFile(join(staging, folder, name))).digest('base64')}`;
    const url = (name) => `${publicUrl}${folder}/${name}`;
    const replaceOnce = (text, pattern, value, what) => {
      const matches = text.match(new RegExp(pattern.source, 'g')) ?? [];
      if (matches.length !== 1) fail(`index.html: expected one ${what}, found ${matches.length}`);
      return text.replace(pattern, () => value);
    };
    const escaped = (name) => name.replace(/[.]/g, '\\.');
    html = replaceOnce(html, new RegExp(`<link rel="modulepreload" href="[^"]*${escaped(trunkJs)}"[^>]*>`),
      `<link rel="modulepreload" href="${url('main.js')}" crossorigin="anonymous" integrity="${await sri('main.js')}">`, 'modulepreload link');
    html = replaceOnce(html, new RegExp(`<link rel="preload" href="[^"]*${escaped(trunkWasm)}"[^>]*>`),
      `<link rel="preload" href="${url('main_bg.wasm')}" crossorigin="anonymous" integrity="${await sri('main_bg.wasm')}" as="fetch" type="application/wasm">`,
      'wasm preload link');
    html = replaceOnce(html, new RegExp(`'[^']*${escaped(trunkJs)}'`), `'${url('main.js')}'`, 'import of the JS');
    html = replaceOnce(html, new RegExp(`'[^']*${escaped(trunkWasm)}'`), `'${url('main_bg.wasm')}'`, 'path of the wasm');
    const parts_ = files.filter((f) => f.startsWith('split_')).map((f) => f.slice(6, -5));
    return { html, split: { folder, files: files.length, parts: parts_ } };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
