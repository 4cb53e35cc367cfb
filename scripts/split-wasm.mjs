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
//   4. the loader __wasm_split.js is rewritten as data, and each part's files (its own and the
//      pieces it shares) are also written as one pack, which the first page's part is read from:
//      one fetch, gzipped as one stream, instead of up to 170 small files each repeating its
//      import section (see packParts and ROUTE_PACKS);
//   4b. in a release build, esbuild minifies the JS files (main.js, the loader, the snippets):
//      every page loads them all (14.4 → 11.6 KB gzip on 27 Nov 2026);
//   5. the files go to the folder `wasm-<hash>/` of the build (a hash of their contents: the
//      files name each other by fixed names, so the folder carries the hash), with the JS modules
//      the crate imports (wasm-bindgen's snippets/); Trunk's two files and its snippets are
//      removed, and index.html's start-up script and preload links point at the new ones.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir, availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { transform } from 'esbuild';

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

/** Cargo's target folder (CARGO_TARGET_DIR when set). */
async function targetFolder(root) {
  const { stdout } = await tool('cargo', ['metadata', '--no-deps', '--format-version', '1', '--offline'], { cwd: root });
  return JSON.parse(stdout).target_directory;
}

/** Where Cargo put the linked module Trunk just built. */
async function linkedModule(root, profile) {
  return join(await targetFolder(root), 'wasm32-unknown-unknown', profile === 'release' ? 'release' : 'debug', 'grundy-lab.wasm');
}

/**
 * `wasm-opt -Oz --converge` on every file of `files`, in place, by binaryen's JS API in a few
 * workers (scripts/wasm-opt-worker.mjs). Each output is kept in `cache` under the SHA-256 of its
 * input and the options: the optimiser is deterministic, so a rebuild of the same code (the test
 * command's after CI's check of the run command, or after a change that left most parts alone)
 * only copies.
 */
async function optimizeAll(files, cache) {
  const todo = [];
  for (const file of files) {
    const key = createHash('sha256').update('-Oz --converge; binaryen 132 API\0').update(await readFile(file)).digest('hex');
    const kept = join(cache, `${key}.wasm`);
    try {
      await copyFile(kept, file);
    } catch {
      todo.push({ file, kept });
    }
  }
  const width = Math.max(1, Math.min(availableParallelism(), todo.length));
  const queue = [...todo];
  await Promise.all(Array.from({ length: width }, () => new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./wasm-opt-worker.mjs', import.meta.url), { stderr: true });
    // binaryen warns about name subsections it does not know (as the command does): not errors.
    worker.stderr.resume();
    const next = () => {
      const job = queue.shift();
      if (!job) {
        worker.terminate().then(() => resolve());
        return;
      }
      worker.once('message', async ({ error }) => {
        if (error) {
          worker.terminate();
          reject(new Error(`split-wasm: wasm-opt of ${job.file} failed: ${error}`));
          return;
        }
        await copyFile(job.file, `${job.kept}.${process.pid}`);
        await rename(`${job.kept}.${process.pid}`, job.kept);
        next();
      });
      worker.postMessage(job.file);
    };
    worker.once('error', reject);
    next();
  })));
  return { optimized: todo.length, cached: files.length - todo.length };
}

/**
 * Routes whose first load needs more than their page's part: the parts its first screen loads
 * at once (a lesson's boards, the sums page's default components) go into the route's pack with
 * it (only parts the route shows: e2e/app.test.mjs checks that too). Keyed by the first part
 * the page fetches, then by the address (`/learn/1` also matches `/learn/1?seed=3`;
 * `/sums` matches the default sum only, not `/sums/nim(7)`). A lesson fetches the course's
 * words first (`course_words_en` or `course_words_ja`, one language's), then the course's part,
 * whose lesson page fetches the lesson's own words (`lesson_<n>_<lang>`): its packs are keyed by
 * the words and hold all of these (the glossary's words come later, when the lesson's terms near
 * the view). e2e/app.test.mjs checks that these routes fetch no single wasm file at start.
 */
const LESSON_BOARDS = [
  [1, ['live_nim']], [2, ['live_nim']], [3, []], [4, []], [5, ['live_nim_coins']], [6, ['live_chocolate']],
  [7, ['live_chocolate']], [8, ['live_georgia']], [9, ['live_euclid', 'live_funny']], [10, ['live_nim_k']],
  [11, ['live_hackenbush']], [12, ['live_octal']], [13, ['live_wythoff']], [14, ['live_divisor']],
  [15, ['live_misere_nim']], [16, ['live_graph']],
];
const LANGS = ['en', 'ja'];
export const ROUTE_PACKS = {
  ...Object.fromEntries(LANGS.map((lang) => [`course_words_${lang}`, Object.fromEntries(
    LESSON_BOARDS.map(([lesson, parts]) => [`/learn/${lesson}`, ['course', `lesson_${lesson}_${lang}`, ...parts]]))])),
  sums: { '/sums': ['sum_nim', 'sum_maze', 'sum_subtraction'] },
};

/** Parts whose own pack (`pack_<part>.bin`, for any other address) brings more parts with them:
 * a course page's words come with the course's code and the glossary's words in the same
 * language (the review, a worksheet, the home page's fetch of the course); the glossary's words
 * with the glossary's page. */
const PACKED_WITH = Object.fromEntries(LANGS.flatMap((lang) => [
  [`course_words_${lang}`, ['course', `glossary_words_${lang}`]],
  [`glossary_words_${lang}`, ['glossary']],
]));

/**
 * Rewrites wasm-split-cli's __wasm_split.js into a compact loader and writes the packs.
 *
 * wasm-split-cli writes one `makeLoad` block per file (a part's own `split_<part>.wasm` and the
 * `chunk_<n>.wasm` pieces parts share) with a comment naming its parts, and each part's loader
 * lists every piece it needs: 330 KB of JS for 430 files, read by every page. The blocks differ
 * only in the file name and the pieces, so the loader keeps wasm-split-cli's runtime (the text
 * before the first block) and says the rest as data: each part's pieces as ranges of numbers.
 *
 * `pack_<part>.bin` holds a part's files (its own and its pieces), after a header: the length of
 * an index (4 bytes, little-endian) and the index as JSON, `{file: [offset, length]}`. The first
 * part loaded after start (the page the address opened) is read from its pack, or from its
 * route's pack (ROUTE_PACKS), in one fetch: gzipped as one stream instead of up to 170 small
 * files each repeating its import section. Later parts fetch the single files they still lack.
 * A page the service worker controls reads the single files it precached (packs are not
 * precached; fetching one offline would fail and say so). Returns the packs' names.
 */
export async function packParts(dir) {
  const loaderPath = join(dir, '__wasm_split.js');
  const loader = await readFile(loaderPath, 'utf8');
  // `const __chunk_N = makeLoad(() => { const src = fetch(new URL("./chunk_N.wasm", …)); … }, [deps])`
  // and `export const __wasm_split_load_<part> = wrapAsyncCb(makeLoad(…, [deps]))`.
  const entry = /(?:const __chunk_(\d+)|export const __wasm_split_load_(\w+)) = (wrapAsyncCb\()?(makeLoad\(\(\) => \{[\s\S]*?\n), \[([^\]]*)\]\)\)?;\n/g;
  const chunkDeps = new Map();
  const partDeps = new Map();
  let body;
  let prelude;
  let rest = loader;
  for (const match of loader.matchAll(entry)) {
    const [text, chunk, part, wrapped, load, list] = match;
    prelude ??= loader.slice(0, match.index).replace(/\/\*[^\n]*\*\/\n$/, '');
    rest = rest.replace(text, '');
    const name = chunk !== undefined ? `chunk_${chunk}.wasm` : `split_${part}.wasm`;
    if (Boolean(part) !== Boolean(wrapped)) fail(`__wasm_split.js: ${name}'s loader is not the expected kind`);
    // Every block is the same but for its file's name.
    const template = load.replace(`fetch(new URL("./${name}", import.meta.url))`, 'fetchPiece(name)');
    if (template === load) fail(`__wasm_split.js: ${name}'s loader does not fetch ${name}`);
    if ((body ??= template) !== template) fail(`__wasm_split.js: ${name}'s loader differs from the others`);
    // The loader below compiles each piece itself (`instantiate`): the block must be the one
    // whose fetch and `instantiateStreaming` it replaces.
    if (!/const src = fetchPiece\(name\);\s*return async \(imports\) => \(WebAssembly\.instantiateStreaming\(src, imports\)\);/.test(template)) {
      fail(`__wasm_split.js: ${name}'s loader is not fetch-and-instantiateStreaming (has wasm-split-cli changed its output?)`);
    }
    const deps = list.split(',').map((d) => d.trim()).filter(Boolean).map((d) => {
      const n = /^__chunk_(\d+)$/.exec(d);
      if (!n) fail(`__wasm_split.js: ${name} depends on ${d}`);
      return Number(n[1]);
    });
    if (chunk !== undefined) chunkDeps.set(Number(chunk), deps);
    else partDeps.set(part, deps);
  }
  if (partDeps.size === 0) fail('__wasm_split.js: no part loaders found (has wasm-split-cli changed its output?)');
  // What is left after the blocks is their comments only: nothing of the runtime is dropped.
  const left = rest.slice(prelude.length).replace(/^\/\*[^\n]*\*\/\n/gm, '').trim();
  if (left) fail(`__wasm_split.js: unexpected text after the loaders: ${left.slice(0, 200)}`);
  for (const deps of [...chunkDeps.values(), ...partDeps.values()]) {
    for (const n of deps) if (!chunkDeps.has(n)) fail(`__wasm_split.js: chunk_${n} is used but not defined`);
  }

  const closure = (deps, seen = new Set()) => {
    for (const n of deps) {
      if (!seen.has(n)) {
        seen.add(n);
        closure(chunkDeps.get(n), seen);
      }
    }
    return seen;
  };
  const filesOf = (part) => {
    if (!partDeps.has(part)) fail(`ROUTE_PACKS: no part ${part}`);
    return [`split_${part}.wasm`, ...[...closure(partDeps.get(part))].map((n) => `chunk_${n}.wasm`)];
  };
  const written = [];
  const writePack = async (pack, parts) => {
    const names = [...new Set(parts.flatMap(filesOf))].sort();
    const index = {};
    const bytes = [];
    let offset = 0;
    for (const name of names) {
      const data = await readFile(join(dir, name));
      index[name] = [offset, data.length];
      bytes.push(data);
      offset += data.length;
    }
    const header = Buffer.from(JSON.stringify(index));
    const size = Buffer.alloc(4);
    size.writeUInt32LE(header.length);
    await writeFile(join(dir, pack), Buffer.concat([size, header, ...bytes]));
    written.push(pack);
  };
  for (const part of partDeps.keys()) await writePack(`pack_${part}.bin`, [part, ...(PACKED_WITH[part] ?? [])]);
  const routes = {};
  for (const [part, byRoute] of Object.entries(ROUTE_PACKS)) {
    routes[part] = [];
    for (const [route, more] of Object.entries(byRoute)) {
      // The name the loader's `packOf` makes of the part and the route.
      const pack = `pack_${part}_${route.replace(/\W+/g, '_').replace(/^_|_$/g, '')}.bin`;
      await writePack(pack, [part, ...more]);
      routes[part].push(route);
    }
  }

  // Numbers as a bitset in base64 (the loader's `members`).
  const bitset = (numbers) => {
    const bytes = Buffer.alloc(numbers.length ? Math.max(...numbers) + 8 >> 3 : 0);
    for (const n of numbers) bytes[n >> 3] |= 1 << (n & 7);
    return bytes.toString('base64');
  };
  // Numbers as ranges: "36-59,61".
  const ranges = (numbers) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    const out = [];
    for (const n of sorted) {
      const last = out.at(-1);
      if (last && last[1] === n - 1) last[1] = n;
      else out.push([n, n]);
    }
    return out.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',');
  };
  const chunkTable = Object.fromEntries([...chunkDeps].filter(([, deps]) => deps.length).map(([n, deps]) => [n, ranges(deps)]));
  const runtime = `
// The loaders, as data (scripts/split-wasm.mjs, packParts): each part's pieces as ranges.
const CHUNK_DEPS = ${JSON.stringify(chunkTable)};
const ROUTE_PACKS = ${JSON.stringify(routes)};
const numbers = (text) => text ? text.split(",").flatMap((range) => {
    const [from, to = from] = range.split("-").map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}) : [];
// A part's pieces: a set of chunk numbers as a bitset in base64 (bit k of byte i is chunk
// 8i + k), a third shorter gzipped than ranges for the hundred parts every page's loader lists.
const members = (text) => {
    const bytes = atob(text);
    const out = [];
    for (let i = 0; i < bytes.length; i++) {
        for (let k = 0; k < 8; k++) if (bytes.charCodeAt(i) & (1 << k)) out.push(8 * i + k);
    }
    return out;
};
const chunks = new Map();
function chunk(n) {
    if (!chunks.has(n)) chunks.set(n, makeLoad(piece("chunk_" + n + ".wasm"), numbers(CHUNK_DEPS[n]).map(chunk)));
    return chunks.get(n);
}
function piece(name) {
    return () => {
        const bytes = fetchPiece(name);
        // Marked as handled: when a piece it needs fails first, this one is never awaited, and
        // its own failure would be reported a second time, as an unhandled rejection.
        bytes.catch(() => {});
        return async (imports) => instantiate(await bytes, imports);
    };
}
// A page's part is up to 300 pieces, most of a few hundred bytes. Each is compiled and
// instantiated here, synchronously (V8 compiles a function when it is first called), a few
// milliseconds of them per task: \`instantiateStreaming\` of them all at once finished in one
// long task of 60-140 ms on a desktop, four times that on a phone, during which the page
// answered nothing. A piece waits for the pieces it needs (\`makeLoad\`), so its turn comes
// after theirs.
const waiting = [];
const turn = new MessageChannel();
let pumping = false;
turn.port1.onmessage = () => {
    const end = performance.now() + 6;
    while (waiting.length && performance.now() < end) waiting.shift()();
    if (waiting.length) turn.port2.postMessage(null);
    else pumping = false;
};
function instantiate(bytes, imports) {
    return new Promise((resolve, reject) => {
        waiting.push(() => {
            try {
                const module = new WebAssembly.Module(bytes);
                resolve({ module, instance: new WebAssembly.Instance(module, imports) });
            } catch (error) {
                reject(error);
            }
        });
        if (!pumping) {
            pumping = true;
            turn.port2.postMessage(null);
        }
    });
}
// The part's code runs (a page draws itself) in a task of its own, after its last piece's.
const nextTask = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
// A part's loader is made when the part is first asked for: making all of them as this module
// starts (a hundred parts, a few hundred pieces each) took 7-10 ms of every page's start-up.
function part(name, deps) {
    let load;
    return wrapAsyncCb(async () => {
        // Not in the task that asked: the app's start-up is one already.
        if (load === undefined) await nextTask();
        load ??= firstPart(name, makeLoad(piece("split_" + name + ".wasm"), members(deps).map(chunk)));
        await load();
        await nextTask();
    });
}
let first;
let pack;
function firstPart(name, load) {
    return () => {
        if (first === undefined) first = name;
        return load();
    };
}
function packOf(name) {
    // The page the address names, after its language (\`/ja/learn/5\` → \`/learn/5\`; an old
    // \`#/learn/5\` is rewritten to a path before any part is fetched, src/ui/route.rs).
    const page = typeof location === "undefined" ? "" : location.pathname.replace(/^\\/(ja|en)(?=\\/|$)/, "") + location.search;
    const route = (ROUTE_PACKS[name] || []).find((r) => page === r || page === r + "/" || page.startsWith(r + "?"));
    return "pack_" + name + (route ? "_" + route.replace(/\\W+/g, "_").replace(/^_|_$/g, "") : "") + ".bin";
}
// A file's bytes. A fetch the network failed (not a server's answer) is tried once more, half a
// second later: a phone's connection drops for a moment, and a page's part is hundreds of fetches.
function bytesOf(file, again = true) {
    return fetch(new URL("./" + file, import.meta.url)).then(
        (response) => response.ok ? response.arrayBuffer() : Promise.reject(new Error(file + ": " + response.status)),
        (error) => again ? nextTask(500).then(() => bytesOf(file, false)) : Promise.reject(error));
}
function fetchPiece(name) {
    const single = () => bytesOf(name);
    // A page the service worker controls reads the single files from its cache: no pack then.
    const controlled = typeof navigator !== "undefined" && navigator.serviceWorker && navigator.serviceWorker.controller;
    if (first === undefined || controlled || pack === null) return single();
    if (pack === undefined) {
        pack = bytesOf(packOf(first))
            .then((buffer) => {
                const size = new DataView(buffer).getUint32(0, true);
                const index = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, size)));
                return { buffer, index, start: 4 + size };
            });
        pack.catch(() => { pack = null; });
    }
    return pack.then(({ buffer, index, start }) => {
        const at = index[name];
        return at ? new Uint8Array(buffer, start + at[0], at[1]) : single();
    }, single);
}
`;
  const exports = [...partDeps].map(([part, deps]) =>
    `export const __wasm_split_load_${part} = part(${JSON.stringify(part)}, ${JSON.stringify(bitset(deps))});`);
  await writeFile(loaderPath, `${prelude.trimEnd()}\n${runtime}\n${exports.join('\n')}\n`);
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
    // Its warnings are read: an overlong data segment is left whole in the main module, which
    // puts every part's data into the first load (see `READ_ONLY_SLACK` in src/ui/split.rs).
    const { stderr } = await tool('wasm-split-cli', [await linkedModule(root, profile), parts], {
      env: { ...process.env, RUST_LOG: 'warn' },
    });
    const overlong = stderr.split('\n').filter((line) => line.includes('Overlong segment'));
    if (overlong.length) {
      fail(`wasm-split-cli left a data segment whole in the main module (more slack needed in src/ui/split.rs):\n${overlong.join('\n')}`);
    }
    await tool('wasm-bindgen', [join(parts, 'main.wasm'), '--out-dir', out, '--out-name', 'main', '--target', 'web',
      '--no-typescript', '--keep-lld-exports']);
    for (const name of await readdir(parts)) {
      if (name !== 'main.wasm') await rename(join(parts, name), join(out, name));
    }
    // Files in folders too: the JS modules the crate imports (`#[wasm_bindgen(module = …)]`),
    // which wasm-bindgen writes under snippets/ and main.js imports by that relative path.
    const files = (await readdir(out, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(out, join(entry.parentPath, entry.name)))
      .sort();
    if (profile === 'release') {
      // The main module first: it is the longest.
      const wasm = files.filter((f) => f.endsWith('.wasm')).sort((a, b) => (b === 'main_bg.wasm') - (a === 'main_bg.wasm'));
      const cache = join(await targetFolder(root), 'wasm-opt-cache');
      await mkdir(cache, { recursive: true });
      const { optimized, cached } = await optimizeAll(wasm.map((name) => join(out, name)), cache);
      console.log(`split-wasm: wasm-opt -Oz --converge: ${optimized} files optimised, ${cached} from target/wasm-opt-cache`);
    }
    files.push(...(await packParts(out)));
    if (profile === 'release') {
      for (const name of files.filter((f) => f.endsWith('.js'))) {
        const source = await readFile(join(out, name), 'utf8');
        const { code } = await transform(source, { minify: true, format: 'esm', sourcefile: name });
        await writeFile(join(out, name), code);
      }
    }
    files.sort();
    const hash = createHash('sha256');
    for (const name of files) hash.update(name).update(await readFile(join(out, name)));
    const folder = `wasm-${hash.digest('hex').slice(0, 16)}`;
    await mkdir(join(staging, folder));
    for (const name of files) {
      await mkdir(dirname(join(staging, folder, name)), { recursive: true });
      await rename(join(out, name), join(staging, folder, name));
    }
    await rm(join(staging, trunkJs));
    await rm(join(staging, trunkWasm));
    // Trunk's copies of the snippets, which only its own JS (removed above) imported.
    await rm(join(staging, 'snippets'), { recursive: true, force: true });

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
    // Trunk preloads each snippet from its own copy (removed above): the moved one instead.
    for (const name of files.filter((f) => f.startsWith('snippets/'))) {
      html = replaceOnce(html, new RegExp(`<link rel="modulepreload" href="[^"]*/${escaped(name)}"[^>]*>`),
        `<link rel="modulepreload" href="${url(name)}" crossorigin="anonymous" integrity="${await sri(name)}">`,
        `modulepreload link of ${name}`);
    }
    const parts_ = files.filter((f) => f.startsWith('split_')).map((f) => f.slice(6, -5));
    return { html, split: { folder, files: files.length, parts: parts_ } };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
