// Lighthouse (12.2.3, pinned in package.json) on the release build served as a host should
// (scripts/serve.mjs: gzip, cache headers), with its default mobile preset: a mid-range phone
// simulated with 4× CPU slowdown and a slow 4G link. Five routes: home, a game, a lesson, the sums
// playground and Green Hackenbush. Prints, per route, the median of the runs: performance score,
// LCP, total blocking time, main-thread work, accessibility and best practices; then the long
// tasks of the median run by the file whose code ran in them. Timings never fail a run.
//   node e2e/bench-lighthouse.mjs [--runs=3] [--write-docs]     (after `trunk build --release`)
// The table is written to target/bench/lighthouse.md; --write-docs also puts it in
// docs/benchmarks.md between the lighthouse markers. Not in the test command (about 20 s a run):
// scripts/bench.sh runs it.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { root } from './harness.mjs';

// The pages' addresses in Japanese, the language of most of our learners (the English pages have
// the same code and shorter text).
const ROUTES = ['/ja/', '/ja/nim', '/ja/learn/5', '/ja/sums', '/ja/hackenbush'];
const known = ['--write-docs', '--quick'];
for (const a of process.argv.slice(2)) {
  if (!a.startsWith('--runs=') && !known.includes(a)) throw new Error(`bench-lighthouse: unknown argument ${a} (--runs=N, --write-docs)`);
}
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice(7)) : process.argv.includes('--quick') ? 1 : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`bench-lighthouse: --runs must be a whole number from 1`);
const writeDocs = process.argv.includes('--write-docs');

/** A free port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** scripts/serve.mjs on a free port; resolves once it answers. */
async function serve() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(port), '--dist', join(root, 'dist')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('bench-lighthouse: scripts/serve.mjs did not answer');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The file name of a long task's script URL, or Lighthouse's own label ("Unattributable"). */
function fileOf(url) {
  try {
    // The document's own address (its inline work: parsing, style, layout) is its HTML.
    const name = new URL(url).pathname.split('/').at(-1);
    return /\.(js|wasm|css)$/.test(name) ? name : 'the page\'s HTML';
  } catch {
    return url || '(unattributed)';
  }
}

/** One Lighthouse run of `url` in a fresh headless Chromium (Debian's, with the harness's flags). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const { categories, audits } = result.lhr;
    const longTasks = (audits['long-tasks']?.details?.items ?? []).map((t) => ({
      file: fileOf(t.url),
      start: t.startTime,
      duration: t.duration,
    }));
    return {
      performance: Math.round(categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      mainThread: audits['mainthread-work-breakdown'].numericValue,
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      longTasks,
    };
  } finally {
    await chrome.kill();
  }
}

const server = await serve();
const rows = [];
const taskLines = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(new URL(route, server.url).href));
    const pick = (key) => median(runs.map((r) => r[key]));
    const row = {
      route,
      performance: pick('performance'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      mainThread: pick('mainThread'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
    };
    rows.push(row);
    console.log(`${route}: performance ${row.performance}, LCP ${(row.lcp / 1000).toFixed(1)} s, TBT ${Math.round(row.tbt)} ms`);
    // The long tasks of the run whose blocking time is the median, by file.
    const run = runs.find((r) => r.tbt === row.tbt) ?? runs[0];
    const byFile = new Map();
    for (const t of run.longTasks) {
      const entry = byFile.get(t.file) ?? { count: 0, total: 0, longest: 0 };
      entry.count++;
      entry.total += t.duration;
      entry.longest = Math.max(entry.longest, t.duration);
      byFile.set(t.file, entry);
    }
    const parts = [...byFile].sort((a, b) => b[1].total - a[1].total)
      .map(([file, e]) => `${file} ${e.count} (${Math.round(e.total)} ms, longest ${Math.round(e.longest)} ms)`);
    taskLines.push(`- \`${route}\`: ${parts.length ? parts.join('; ') : 'none'}`);
  }
} finally {
  server.stop();
}

const today = new Date().toISOString().slice(0, 10);
const lines = [
  `Measured by \`node e2e/bench-lighthouse.mjs --runs=${RUNS}\` on ${today} (Lighthouse 12.2.3, mobile preset, median of ${RUNS}; ${cpus().length} cores, Debian's Chromium):`,
  '',
  '| page | performance | LCP | total blocking time | main-thread work | accessibility | best practices |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| \`${r.route}\` | ${r.performance} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${(r.mainThread / 1000).toFixed(1)} s | ${r.accessibility} | ${r.bestPractices} |`),
  '',
  'Long tasks (simulated phone) by the file whose code ran, in the median run: count (total, longest).',
  '',
  ...taskLines,
];
console.log(`\n${lines.join('\n')}`);
const out = join(root, 'target', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'lighthouse.md'), `${lines.join('\n')}\n`);
if (writeDocs) {
  const docs = join(root, 'docs', 'benchmarks.md');
  const text = readFileSync(docs, 'utf8');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error('docs/benchmarks.md has no lighthouse markers');
  writeFileSync(docs, `${text.slice(0, from + start.length)}\n${lines.join('\n')}\n${text.slice(to)}`);
  console.log('docs/benchmarks.md: the Lighthouse table refreshed');
}
