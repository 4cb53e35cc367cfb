// Benchmarks of the chocolate games in the release build (headless Chromium); prints one line per
// budget with the figures.
//   node e2e/bench-chocolate.mjs     (after `trunk build --release`)
// Budgets (issue "Chocolate bars"): the full 200×200 Grundy table of each game computed in the
// release wasm in at most 250 ms with no main-thread task over 50 ms meanwhile; the computer's
// reply on a position of ten 50×50 bars within 50 ms (click to DOM).
import { serveDist, launchBrowser, openApp, tableShown } from './harness.mjs';

const GAMES = ['chocolate-eat', 'chocolate-split', 'cutting'];
const quick = process.argv.includes('--quick'); // the test command's run: fewer rounds, every row printed
const RUNS = quick ? 1 : 3;
const ROUNDS = quick ? 10 : 30;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms over ${times.length}`;
}

const server = await serveDist();
const browser = await launchBrowser();

/** Fills the 200×200 table once in a fresh page; returns its figures and the long tasks seen. */
async function tableRun(game) {
  const { page, close } = await openApp(browser, server.url, `#/${game}/3x2`);
  await tableShown(page);
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const started = Date.now();
  await page.selectOption('select.table-size', '200');
  await page.waitForSelector('.grundy-table[data-state="done"][data-size="200"]', { timeout: 60000 });
  // Long tasks are reported after they end: give the observer a moment.
  await page.waitForTimeout(200);
  const figures = await page.evaluate(() => {
    const table = document.querySelector('.grundy-table').dataset;
    return {
      compute: Number(table.computeMs),
      wall: Number(table.wallMs),
      chunk: Number(table.longestChunkMs),
      longTasks: window.__longTasks,
    };
  });
  figures.outside = Date.now() - started;
  await close();
  return figures;
}

// BENCH_ONLY=reply or BENCH_ONLY=table runs one half.
const only = process.env.BENCH_ONLY;

for (const game of only === 'reply' ? [] : GAMES) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await tableRun(game));
  const computes = runs.map((r) => r.compute);
  const longTasks = runs.flatMap((r) => r.longTasks);
  console.log(
    `${game}: 200×200 table computed in ${computes.map((c) => c.toFixed(1)).join(' / ')} ms of wasm work ` +
      `(budget 250 ms; wall time with yields ${runs.map((r) => r.wall.toFixed(0)).join(' / ')} ms); ` +
      `longest chunk ${Math.max(...runs.map((r) => r.chunk)).toFixed(1)} ms; ` +
      `main-thread tasks over 50 ms during the fill: ${longTasks.length ? longTasks.map((d) => d.toFixed(0)).join(', ') + ' ms' : 'none'}`,
  );
}

/** Latency of the computer's reply, from the click on "Play" (the move form) to the DOM showing
 * the reply. The move breaks the tallest bar in the middle (eat game: eats its top half). */
async function replyLatency(game) {
  const start = Array.from({ length: 10 }, () => '50x50').join(',');
  const { page, errors, close } = await openApp(browser, server.url, `#/${game}/${start}`);
  page.on('console', (m) => { if (m.type() === 'log') console.log(`  (${game}) ${m.text()}`); });
  const times = await page.evaluate(async ({ rounds, game }) => {
    const historyLength = () => document.querySelectorAll('.history .moves li').length;
    const over = () => document.querySelector('.status.game-over');
    const input = document.querySelector('.move-input');
    const play = document.querySelector('.move-form button[type="submit"]');
    const times = [];
    for (let i = 0; i < rounds && !over(); i++) {
      const sizes = [...document.querySelectorAll('[data-bar]')].map((f) => f.dataset.bar.split('x').map(Number));
      let best = 0;
      sizes.forEach(([h], j) => { if (h > sizes[best][0]) best = j; });
      const [h] = sizes[best];
      if (h < (game === 'cutting' ? 4 : 2)) {
        console.log(`stopped after ${i} moves: the tallest bar is ${sizes[best].join('x')}`);
        break;
      }
      const half = Math.floor(h / 2);
      input.value = game === 'chocolate-eat' ? `${best + 1}-${half}r` : `${best + 1}-r${half}`;
      input.dispatchEvent(new InputEvent('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 20));
      const before = historyLength();
      const done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (historyLength() >= before + 2 || over()) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const t0 = performance.now();
      play.click();
      const t1 = await Promise.race([done, new Promise((r) => setTimeout(() => r(null), 2000))]);
      if (t1 === null) {
        console.log(`no reply within 2 s after ${input.value}: ${document.querySelector('.status').textContent}`);
        break;
      }
      times.push(t1 - t0);
      await new Promise((r) => setTimeout(r, 30));
    }
    if (over()) console.log(`game over after ${times.length} moves: ${over().textContent}`);
    return times;
  }, { rounds: ROUNDS, game });
  await close();
  if (errors.length) throw new Error(errors.join('\n'));
  return times;
}

for (const game of only === 'table' ? [] : GAMES) {
  const times = await replyLatency(game);
  console.log(`${game}: computer reply on ten 50×50 bars, click on Play to DOM: first ${times[0]?.toFixed(1)} ms; ${stats(times)} (budget 50 ms)`);
}

await browser.close();
await server.close();
