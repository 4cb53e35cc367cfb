// One benchmark suite over every game: each game's heaviest documented workload through
// grundyLab.analyze in the release build in headless Chromium (first call after load, then median
// and p95), beside the native time of the same engine call, the ratio, a rough floor and the peak
// wasm memory; figures over budget are flagged OVER BUDGET (never a failure: timings on a shared
// machine are noisy). Writes the table into README.md between the bench-suite markers.
//   node e2e/bench-suite.mjs [--no-readme] [--only=game,game]     (after `trunk build --release`)
// The workloads are generated once, natively, by `cargo bench --bench suite` (benches/suite.rs),
// which times them there and writes them with their figures to target/bench-suite.json; this
// script reads that file, so both sides analyse the very same text.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { root, serveDist, launchBrowser } from './harness.mjs';

const target = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
const json = join(target, 'bench-suite.json');
// `--only=hackenbush,game-graph` times just these games (and never touches README.md).
const only = process.argv.filter((a) => a.startsWith('--only='));
execFileSync('cargo', ['bench', '--quiet', '--bench', 'suite', '--', json, ...only], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const { workloads } = JSON.parse(readFileSync(json, 'utf8'));

const MEMORY_BUDGET = 64 * 1024 * 1024;
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));

const server = await serveDist();
const browser = await launchBrowser();

/** A fresh page for each workload, so its first call is the first after load. */
async function measure(w) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (event) => { window.__wasmMemory = event.detail.wasm.memory; });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}#/`);
  await page.waitForFunction(() => window.grundyLab && window.__wasmMemory);
  // The harness serves the pages cross-origin isolated, so performance.now() ticks in 5 µs steps
  // (0.1 ms otherwise): the first call, timed alone, needs it.
  if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error('the page is not cross-origin isolated: first calls of a few µs cannot be timed');
  // The app warms the big analyses 50 ms after it starts; a person takes longer to type.
  await page.waitForTimeout(500);
  // Calls shorter than a millisecond natively are timed in batches of `reps` (each sample is the
  // batch's mean), so that a 5 µs tick is small beside a sample; the first call stays alone.
  // Workloads with several positions (games that remember answers) are never batched.
  const reps = w.positions.length === 1 && w.native.median < 1 ? Math.min(500, Math.ceil(1 / Math.max(w.native.median, 0.002))) : 1;
  const result = await page.evaluate(({ game, positions, runs, reps }) => {
    const times = [];
    let error = null;
    let call = 0;
    for (let run = 0; run <= runs; run++) {
      const batch = run === 0 ? 1 : reps;
      const start = performance.now();
      for (let r = 0; r < batch; r++) {
        const answer = window.grundyLab.analyze(game, positions[call++ % positions.length]);
        if (answer.error) error = answer.error;
      }
      times.push((performance.now() - start) / batch);
    }
    return { times, error, memory: window.__wasmMemory.buffer.byteLength };
  }, { ...w, reps });
  // The part the budget is about, where it is not the whole call (game graphs: the retrograde
  // analysis alone, of the graph read once by graphLoad), timed on the same page afterwards.
  if (w.part && !result.error) {
    result.part = await page.evaluate(({ text, runs }) => {
      const loaded = window.grundyLab.graphLoad(text);
      if (loaded.error) return { error: loaded.error };
      const times = [];
      for (let run = 0; run <= Math.max(runs, 10); run++) {
        const start = performance.now();
        const counts = window.grundyLab.graphRetrograde();
        if (counts.error) return { error: counts.error };
        times.push(performance.now() - start);
      }
      return { times: times.slice(1).sort((a, b) => a - b) };
    }, { text: w.positions[0], runs: w.runs });
    if (result.part.error) throw new Error(`${w.game}: ${result.part.error}`);
  }
  await context.close();
  if (result.error) throw new Error(`${w.game}: ${result.error}`);
  return result;
}

const rows = [];
for (const w of workloads) {
  const { times, memory, part: partTimes } = await measure(w);
  const first = times[0];
  const warm = times.slice(1).sort((a, b) => a - b);
  const median = at(warm, 0.5);
  const p95 = at(warm, 0.95);
  const ratio = median / w.native.median;
  // The budget applies to the part it names where there is one, else to the whole call.
  const part = w.part ? { what: w.part.what, median: at(partTimes.times, 0.5), native: w.part.native.median } : null;
  const flags = [];
  if (part ? part.median > w.budget_ms : median > w.budget_ms) flags.push(`${part ? `${part.what}: median` : 'median'} over ${w.budget_ms} ms`);
  if (ratio > 1.5) flags.push('wasm > 1.5× native');
  if (first > 2 * median) flags.push('first > 2× median');
  if (memory > MEMORY_BUDGET) flags.push('memory > 64 MB');
  rows.push({ w, first, median, p95, ratio, memory, flags, part });
  console.log(
    `${w.game}: ${w.what}: wasm first ${ms(first)} ms, median ${ms(median)} ms, p95 ${ms(p95)} ms over ${warm.length}; ` +
      (part ? `${part.what}: wasm median ${ms(part.median)} ms, native median ${ms(part.native)} ms; ` : '') +
      `native median ${ms(w.native.median)} ms (wasm/native ${ratio.toFixed(2)}); floor ${ms(w.floor)} ms (${(median / w.floor).toPrecision(2)}× it); ` +
      `wasm memory ${(memory / 1048576).toFixed(1)} MB; budget: ${w.budget}${flags.length ? ` — OVER BUDGET: ${flags.join(', ')}` : ''}`,
  );
}
await browser.close();
await server.close();

// The README table, with the machine named.
const cpu = (readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) ?? [])[1] ?? cpus()[0]?.model ?? 'unknown CPU';
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const today = new Date().toISOString().slice(0, 10);
const lines = [
  `Measured by \`node e2e/bench-suite.mjs\` on ${today}: ${cpus().length} cores (${cpu}), load average ${load} at the end;`,
  'Chromium, release build; native: `cargo bench --bench suite` (same release profile). Times in ms; the floor is',
  'reading the input once plus one pass over the positions the theory needs, natively. The first call after load is one',
  'call alone in a fresh page (500 ms after start), timed by performance.now() in a cross-origin-isolated page (5 µs steps).',
  '',
  '| game | workload | wasm first | wasm median | wasm p95 | native median | wasm / native | floor (median / floor) | wasm memory | the budget\'s part alone: wasm / native median | budget |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(({ w, first, median, p95, ratio, memory, flags, part }) =>
    `| ${w.game} | ${w.what.replaceAll('|', '\\|')} | ${ms(first)} | ${ms(median)} | ${ms(p95)} | ${ms(w.native.median)} | ${ratio.toFixed(2)} | ${ms(w.floor)} (${(median / w.floor).toPrecision(2)}×) | ${(memory / 1048576).toFixed(1)} MB | ${part ? `${part.what}: ${ms(part.median)} / ${ms(part.native)}` : '(the whole call)'} | ${w.budget}${flags.length ? ` **OVER BUDGET**: ${flags.join(', ')}` : ''} |`),
];
if (!process.argv.includes('--no-readme') && only.length === 0) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench-suite:start -->';
  const end = '<!-- bench-suite:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error('README.md has no bench-suite markers');
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${lines.join('\n')}\n${text.slice(to)}`);
  console.log('README.md: the benchmark table refreshed');
}
