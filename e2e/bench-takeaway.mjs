// Benchmarks of the take-away games in the release build (headless Chromium); prints the
// figures issue 8 names.
//   node e2e/bench-takeaway.mjs     (after `trunk build --release`)
// Budgets: 10^5 terms of a subtraction sequence with |S| = 10 and its period in at most 20 ms;
// the computer's reply on any board within one frame (16 ms p95).
import { serveDist, launchBrowser, openApp } from './harness.mjs';

const quick = process.argv.includes('--quick'); // the test command's run: fewer rounds, every row printed
const ROUNDS = quick ? 12 : 30;
const WARM_UP = 5;

function steady(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms over ${times.length}`;
}

const server = await serveDist();
const browser = await launchBrowser();

// The sequence: ten-member sets (a different one each round, so nothing is cached), 10^5 terms
// and the period, through grundyLab.subtractionSequence (the code analyze uses).
{
  const { page, close } = await openApp(browser, server.url, '#/subtraction');
  const result = await page.evaluate(({ rounds }) => {
    const times = [];
    let last;
    for (let i = 0; i < rounds; i++) {
      const set = [3, 17, 59, 113, 211, 389, 541, 677, 853, 990 + (i % 10)].join(',');
      const start = performance.now();
      last = grundyLab.subtractionSequence(set, 100000);
      times.push(performance.now() - start);
    }
    // And through analyze: a heap of 10^9 valued through the period of a fresh set.
    const start = performance.now();
    const analysis = grundyLab.analyze('subtraction', '2,5,8,13,21,34,55,89,144,233: 1000000000');
    const analyzeMs = performance.now() - start;
    return { times, last, analyzeMs, analysis };
  }, { rounds: ROUNDS + WARM_UP });
  const { times, last, analyzeMs, analysis } = result;
  console.log(`subtraction sequence, |S| = 10, ${last.terms} terms + period (preperiod ${last.preperiod}, period ${last.period}):`);
  console.log(`  first ${WARM_UP} after load: max ${Math.max(...times.slice(0, WARM_UP)).toFixed(2)} ms; then ${steady(times.slice(WARM_UP))} (budget 20 ms)`);
  console.log(`  analyze('subtraction', S of 10 members up to 233 : 10^9) on a fresh set: ${analyzeMs.toFixed(2)} ms (grundy ${analysis.grundy})`);
  await close();
}

/** From the person's move to the DOM showing the computer's reply, on the page `hash`. */
async function reply(hash, kind, take = 1) {
  const { page, close } = await openApp(browser, server.url, hash);
  await page.waitForSelector('.takeaway-board, .count-board');
  const times = await page.evaluate(async ({ rounds, kind, take }) => {
    const historyLength = () => document.querySelectorAll('.history .moves li').length;
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const before = historyLength();
      const done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (historyLength() >= before + 2) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      let go;
      if (kind === 'heap') {
        const button = [...document.querySelectorAll('.take-button:not([disabled])')].at(-1);
        if (button) {
          go = () => button.click();
        } else {
          // Many heaps: no buttons, the form takes `take` from the largest heap.
          const heaps = [...document.querySelectorAll('.heap')];
          const largest = heaps.reduce((a, h) => (Number(h.dataset.stones) > Number(a.dataset.stones) ? h : a));
          const input = document.querySelector('.take-input');
          const select = document.querySelector('.take-pile');
          go = () => {
            input.value = String(take);
            input.dispatchEvent(new InputEvent('input', { bubbles: true }));
            select.value = largest.dataset.heap;
            select.dispatchEvent(new Event('change', { bubbles: true }));
            document.querySelector('.take-form button[type=submit]').click();
          };
        }
      } else if (kind === 'nim-k') {
        const input = [...document.querySelectorAll('.nim-k-take:not([disabled])')].at(-1);
        go = () => {
          input.value = '1';
          input.dispatchEvent(new InputEvent('input', { bubbles: true }));
          document.querySelector('.nim-k-submit').click();
        };
      } else {
        const button = document.querySelector('.say-button:not([disabled])');
        go = () => button.click();
      }
      if (!go) break;
      await new Promise((r) => setTimeout(r, 0));
      const start = performance.now();
      go();
      const end = await Promise.race([done, new Promise((r) => setTimeout(() => r(null), 2000))]);
      if (end === null) break;
      times.push(end - start);
      await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  }, { rounds: ROUNDS, kind, take });
  await close();
  return times;
}

const boards = [
  ['subtraction, 64 heaps of about 10^9, |S| = 10', `#/subtraction/3,17,59,113,211,389,541,677,853,997:${Array.from({ length: 64 }, (_, i) => 999999000 + i * 7).join(',')}`, 'heap', 3],
  ['subtraction, 4 heaps with buttons', '#/subtraction/1,3,4:20,17,15,9', 'heap'],
  ['misère subtraction, 3 heaps (search)', '#/misere-subtraction/1,3,4:40,45,50', 'heap'],
  ['bounded Nim, 64 heaps', `#/bounded-nim/7:${Array.from({ length: 64 }, (_, i) => 100000 + i * 13).join(',')}`, 'heap'],
  ['misère Nim, 64 piles', `#/misere-nim/${Array.from({ length: 64 }, (_, i) => 1000 + i * 3).join(',')}`, 'heap'],
  ['Nim_k k = 3, 64 heaps of up to 2^31', `#/nim-k/3:${Array.from({ length: 64 }, (_, i) => 2147483647 - i * 1234567).join(',')}`, 'nim-k'],
  ['count-to N = 10^9, k = 100', '#/count-to/1000000000,100:0', 'count'],
];
for (const [name, hash, kind, take] of boards) {
  const times = await reply(hash, kind, take);
  console.log(`computer reply, ${name}: ${times.length > WARM_UP ? steady(times.slice(WARM_UP)) : `only ${times.length} rounds`} (budget 16 ms p95)`);
}

await browser.close();
await server.close();
