// Benchmarks of the four reductions to Nim in the release build, headless Chromium: the time of
// grundyLab.analyze on the largest positions of issue 9, one line each with its budget.
//   node e2e/bench-reductions.mjs     (after `trunk build --release`)
// Budgets (issue 9): each analysis ≤ 50 ms — 1000 chessmen; N = 10^12 at its worst for trial
// division (a prime just below 10^12, and a product of two primes near 10^6); a, b near 10^18;
// rows of 10^6 coins. Printed with OVER beside a figure past its budget, never failed: timings on a
// shared machine are noise-prone (the first-load size is the budget the test command fails on).
import { serveDist, launchBrowser, openApp } from './harness.mjs';

/** 1000 chessmen spread over squares up to 10^4, the same every run (every tenth square, shifted). */
const chessmen = Array.from({ length: 1000 }, (_, i) => 10 * i + 1 + ((i * 7) % 9)).join(' ');

const cases = [
  ['georgia-bob', '1000 chessmen on squares up to 10^4', chessmen],
  ['prime-factor', 'N = 999 999 999 989 (the largest prime below 10^12)', '999999999989'],
  ['prime-factor', 'N = 999 983 × 1 000 003 (two primes near 10^6)', String(999983n * 1000003n)],
  ['euclid', 'a, b = consecutive Fibonacci numbers near 10^18 (84 forced moves)', '679891637638612258 420196140727489673'],
  ['euclid', 'a = 10^18, b = 10^18 − 1', '1000000000000000000 999999999999999999'],
  ['funny-game', 'a row of 10^6 coins (64 winning moves listed)', '1000000'],
  ['funny-game', 'rows 999 999 and 1 (a scan of the long row)', '999999 1'],
  ['funny-game', 'a circle of 10^6 coins', 'circle 1000000'],
];

const BUDGET_MS = 50;
const server = await serveDist();
const browser = await launchBrowser();
const { page, close } = await openApp(browser, server.url, '#/georgia-bob');
await page.waitForSelector('.georgia-board');

for (const [game, what, position] of cases) {
  const { times, answer } = await page.evaluate(
    ({ game, position }) => {
      const times = [];
      let answer;
      for (let i = 0; i < 7; i++) {
        // The prime-factor game remembers its last factorisation: another N first, so every
        // round factorises afresh.
        window.grundyLab.analyze('prime-factor', '2');
        const start = performance.now();
        answer = window.grundyLab.analyze(game, position);
        times.push(performance.now() - start);
      }
      return { times, answer };
    },
    { game, position },
  );
  if (answer.error) throw new Error(`${game} ${what}: ${answer.error}`);
  const sorted = [...times].sort((a, b) => a - b);
  const first = times[0];
  const median = sorted[Math.floor(sorted.length / 2)];
  const ok = first <= BUDGET_MS && median <= BUDGET_MS;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${game}: ${what}: first ${first.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (budget ${BUDGET_MS} ms; grundy ${answer.grundy}, outcome ${answer.outcome}, ${answer.winning_moves.length} winning moves listed)`,
  );
}
await close();
await browser.close();
await server.close();
