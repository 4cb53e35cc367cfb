// Benchmarks of the release build in headless Chromium; prints the figures the budgets name.
//   node e2e/bench.mjs     (after `trunk build --release`)
// Budgets (printed, never failed): the computer's reply and the labels of a 64-pile position within
// one frame (16 ms) of the person's move; a lesson page interactive within 1 s of navigation (issue
// "The tutorial"). The first-load size per route is e2e/first-load.test.mjs, which fails over budget.
//   node e2e/bench.mjs [--quick]     (after `trunk build --release`; --quick: fewer rounds)
import { serveDist, launchBrowser, openApp } from './harness.mjs';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 15 : 35;
// The first moves after loading run while V8 is still optimising the wasm: reported apart.
const WARM_UP = 5;

function summary(all) {
  const first = all.slice(0, WARM_UP);
  return `first ${WARM_UP} moves after load: max ${Math.max(...first).toFixed(2)} ms; then ${steady(all.slice(WARM_UP))}`;
}

function steady(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms over ${times.length}`;
}

const server = await serveDist();
const browser = await launchBrowser();

/**
 * Times, in the page, from the person's move to the DOM showing the computer's reply. `move` names
 * one of the two ways of moving written out in the page function, rather than passed in as source
 * text and rebuilt with `new Function`: the page's Content-Security-Policy forbids eval (DevTools
 * lets it through only while its own call lasts; a benchmark should not depend on that).
 */
async function replyLatency(hash, move) {
  const { page, close } = await openApp(browser, server.url, hash);
  const times = await page.evaluate(
    async ({ rounds, move }) => {
      const moves = {
        // The compact view: choose a card of more than one stone, then submit the take form.
        compact: {
          prepare() {
            const card = [...document.querySelectorAll('.pile-card')].find((c) => Number(c.dataset.stones) > 1);
            card.click();
          },
          go() {
            document.querySelector('.take-form button[type=submit]').click();
          },
        },
        // The drawn board: click the top stone of the last pile.
        drawn: {
          go() {
            const stones = [...document.querySelectorAll('circle.stone')];
            stones.at(-1).dispatchEvent(new MouseEvent('click', { bubbles: true }));
          },
        },
      };
      const makeMove = moves[move];
      const historyLength = () => document.querySelectorAll('.history .moves li').length;
      const times = [];
      for (let i = 0; i < rounds; i++) {
        const before = historyLength();
        // The labels are up to date when every pile's label and the total agree with the board.
        const labelsMatch = () => {
          const piles = [...document.querySelectorAll('[data-stones]')];
          const sizes = piles.map((p) => Number(p.dataset.stones));
          const total = sizes.reduce((a, b) => a ^ b, 0);
          return String(total) === document.querySelector('.total-value')?.textContent
            && piles.every((p) => p.querySelector('.pile-label')?.textContent === `*${p.dataset.stones}`);
        };
        const done = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            // Both the reply (two new history lines) and the new labels must be on screen.
            if (historyLength() >= before + 2 && labelsMatch()) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
        await makeMove.prepare?.();
        await new Promise((r) => setTimeout(r, 0));
        const start = performance.now();
        makeMove.go();
        times.push((await done) - start);
        await new Promise((r) => setTimeout(r, 0));
      }
      return times;
    },
    { rounds: ROUNDS, move },
  );
  await close();
  if (process.env.BENCH_VERBOSE) console.log(times.map((t) => t.toFixed(1)).join(' '));
  return times;
}

// 64 piles of 1 000 to 64 000 stones: the compact view, moves through the take form.
// Pile i holds 1000·(i+1)+i, so the nim-sum is not 0 and every move leaves one to answer.
const big = Array.from({ length: 64 }, (_, i) => 1000 * (i + 1) + i).join(',');
const compact = await replyLatency(`#/nim/${big}`, 'compact');
console.log(`computer reply + labels, 64 piles (compact view): ${summary(compact)} (budget 16 ms)`);

// 16 piles of 20 stones: the largest drawn board (320 SVG stones), moves by clicking a stone.
const drawn = await replyLatency(`#/nim/${Array.from({ length: 16 }, (_, i) => 20 - (i % 3)).join(',')}`, 'drawn');
console.log(`computer reply + labels, 16 drawn piles (320 stones): ${summary(drawn)} (budget 16 ms)`);

/**
 * From the contents page, each lesson by its link's address: the time from setting the address to
 * the lesson's whole page (every exercise, the teacher notes, the bottom navigation) on screen, the
 * boards of the first screen drawn (the first round fetches their games' parts), and the main thread
 * free again (a frame drawn and a task run after it). Rounds alternate with the
 * contents page, so each navigation builds the lesson afresh.
 */
async function lessonNavigation(lessons, rounds) {
  const { page, close } = await openApp(browser, server.url, '#/');
  const times = await page.evaluate(
    async ({ lessons, rounds }) => {
      const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = (ready) =>
        new Promise((resolve) => {
          const check = () => (ready() ? resolve() : setTimeout(check, 0));
          check();
        });
      const times = {};
      for (let round = 0; round < rounds; round++) {
        for (let n = 1; n <= lessons; n++) {
          location.hash = '#/';
          await until(() => document.querySelector('.lesson-list'));
          await settle();
          const start = performance.now();
          location.hash = `#/learn/${n}`;
          await until(() => {
            const main = document.querySelector('main.lesson');
            // The boards on the screen are drawn (their parts come when near it).
            const drawn = [...document.querySelectorAll('.board-coming')]
              .every((place) => place.getBoundingClientRect().top > innerHeight);
            return main && main.querySelector('.lesson-nav.bottom') && main.querySelector('.teacher-notes')
              && main.querySelectorAll('article.exercise').length >= 3 && drawn;
          });
          await settle();
          (times[n] ??= []).push(performance.now() - start);
        }
      }
      return times;
    },
    { lessons, rounds },
  );
  await close();
  return times;
}

const LESSON_ROUNDS = quick ? 1 : 5;
const lessons = await lessonNavigation(13, LESSON_ROUNDS);
let slowest = 0;
for (const [n, times] of Object.entries(lessons)) {
  const sorted = [...times].sort((a, b) => a - b);
  slowest = Math.max(slowest, sorted.at(-1));
  console.log(`lesson ${n} from the contents page to interactive: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms over ${sorted.length}`);
}
console.log(`slowest lesson navigation: ${slowest.toFixed(1)} ms (budget 1000 ms${slowest > 1000 ? ': OVER BUDGET' : ''})`);

await browser.close();
await server.close();
