// End-to-end tests of the take-away games (issue 8) in the release build, headless Chromium:
// whole games against the computer from winning and losing starts, the strip / stepper / column
// panel / number line, the misère switch, URL round trips, Japanese, screenshots.
//   node --test --test-concurrency=1 e2e/takeaway.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const status = (page) => page.textContent('.status');
const analyze = (page, game, position) => page.evaluate(([g, p]) => window.grundyLab.analyze(g, p), [game, position]);

/** Waits until the board has left `position` and it is the person's turn again (or the game is over). */
async function waitTurn(page, position) {
  await page.waitForFunction((p) => {
    const moved = decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).split('/').slice(2).join('/') !== p;
    const over = document.querySelector('.status.game-over');
    return over || (moved && /Your move/.test(document.querySelector('.status')?.textContent ?? ''));
  }, position);
}

/** Plays the move `mv` (in the game's notation) with the board's controls. */
async function play(page, game, mv) {
  if (game === 'count-to') {
    await page.click(`.say-button[data-to="${mv}"]`);
  } else if (game === 'nim-k') {
    await page.$$eval('.nim-k-take', (inputs) => inputs.forEach((i) => { i.value = ''; }));
    for (const part of mv.split('+')) {
      const [heap, take] = part.split('-').map(Number);
      await page.fill(`.heap[data-heap="${heap - 1}"] .nim-k-take`, String(take));
    }
    await page.click('.nim-k-submit');
  } else {
    const [heap, take] = mv.split('-').map(Number);
    const button = await page.$(`.heap[data-heap="${heap - 1}"] .take-button[data-take="${take}"]`);
    if (button) {
      await button.click();
    } else {
      await page.fill('.take-input', String(take));
      await page.selectOption('.take-pile', String(heap - 1));
      await page.click('.take-form button[type=submit]');
    }
  }
}

/** Some legal move, for a losing start: the first enabled button, or 1 from the first heap. */
async function anyMove(page, game, position) {
  if (game === 'count-to') return page.$eval('.say-button:not([disabled])', (b) => b.dataset.to);
  if (game === 'nim-k') {
    const heap = await page.$$eval('.heap', (hs) => hs.findIndex((h) => Number(h.dataset.stones) > 0));
    return `${heap + 1}-1`;
  }
  const button = await page.$('.take-button:not([disabled])');
  const heap = await button.evaluate((b) => Number(b.closest('.heap').dataset.heap) + 1);
  return `${heap}-${await button.evaluate((b) => b.dataset.take)}`;
}

const games = {
  // Winning and losing starts, from the native tests' brute force: subtraction 1,3,4: 7 5 has
  // value 3, 1,3,4: 7 2 value 0; count-to 30 3 from 0 is N (30 mod 4 = 2), 29 3: 0 is P
  // (29 mod 4 = 1); bounded 3: 5 7 9 has 1 ⊕ 3 ⊕ 1 = 3, 3: 5 7 10 has 1 ⊕ 3 ⊕ 2 = 0; Nim_2 of
  // 3 4 5 is N, of 3 3 3 is P (both columns sum to 3); misère Nim 3 4 5 is N, 1 1 1 P; misère
  // subtraction 1,3,4: 7 3 is P by the search (and the native brute force).
  subtraction: { winning: '1,3,4:7,5', losing: '1,3,4:7,2' },
  'count-to': { winning: '30,3:0', losing: '29,3:0' },
  'bounded-nim': { winning: '3:5,7,9', losing: '3:5,7,10' },
  'nim-k': { winning: '2:3,4,5', losing: '2:3,3,3' },
  'misere-nim': { winning: '3,4,5', losing: '1,1,1' },
  'misere-subtraction': { winning: '1,3,4:7,5', losing: '1,3,4:7,3' },
};

for (const [game, { winning, losing }] of Object.entries(games)) {
  test(`${game}: the person wins from a winning start by following the analysis`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${winning}`);
    await page.waitForSelector('.takeaway-page');
    const start = await analyze(page, game, await addressPosition(page));
    assert.equal(start.outcome, 'N', `${winning} is a winning start`);
    for (let moves = 0; moves < 80 && !(await page.$('.status.game-over')); moves++) {
      const position = await addressPosition(page);
      const analysis = await analyze(page, game, position);
      assert.equal(analysis.outcome, 'N', `the person's position ${position} stays winning`);
      await play(page, game, analysis.winning_moves[0].move);
      // The computer answers.
      await waitTurn(page, position);
    }
    assert.match(await status(page), /you win/, await status(page));
    assert.deepEqual(errors, []);
    await close();
  });

  if (losing) {
    test(`${game}: the computer wins from a losing start`, async () => {
      const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${losing}`);
      await page.waitForSelector('.takeaway-page');
      const start = await analyze(page, game, await addressPosition(page));
      assert.equal(start.outcome, 'P', `${losing} is a losing start`);
      for (let moves = 0; moves < 80 && !(await page.$('.status.game-over')); moves++) {
        const position = await addressPosition(page);
        await play(page, game, await anyMove(page, game, position));
        await waitTurn(page, position);
        if (!(await page.$('.status.game-over'))) {
          const after = await analyze(page, game, await addressPosition(page));
          assert.equal(after.outcome, 'P', 'the computer leaves the person a losing position');
        }
      }
      assert.match(await status(page), /computer wins/, await status(page));
      // The computer said why at each of its moves (the history keeps its reasons).
      assert.ok((await page.$$('.history .moves li')).length >= 2);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

test('subtraction: the strip shows the period with its proof, the stepper reproduces seed 001', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/subtraction/1,2,4:5');
  await page.waitForSelector('.sequence-strip');
  // a = {1, 2, 4}: values 0 1 2 0 1 2 … with period 3 (hand calculation), heap 5 highlighted.
  const cells = await page.$$eval('.strip .cell', (cs) => cs.slice(0, 6).map((c) => c.textContent));
  assert.deepEqual(cells, ['0', '1', '2', '0', '1', '2']);
  assert.equal(await page.$eval('.strip .cell.highlight', (c) => c.dataset.n), '5');
  assert.match(await page.textContent('.strip-period'), /[Pp]eriod 3/);
  assert.match(await page.textContent('.strip-proof'), /4 values/);
  // The mex stepper for the heap of 5: options 4, 3, 1; values 1, 0, 1; set {0, 1}; mex 2.
  for (let i = 0; i < 3; i++) await page.click('.mex-stepper .step-next');
  const stepper = await page.textContent('.mex-stepper');
  assert.match(stepper, /2/);
  assert.equal((await analyze(page, 'subtraction', '1,2,4: 5')).grundy, 2);
  // W/L view.
  await page.selectOption('.strip-mode', 'wl');
  assert.equal(await page.$eval('.strip .cell', (c) => c.textContent), 'L');
  // A heap beyond the strip is valued through the period.
  await page.goto(`${app.server.url}#/subtraction/1,3,4:1000000000`);
  await page.waitForSelector('.strip-beyond');
  assert.match(await page.textContent('.strip-beyond'), /n = 6/);
  await page.screenshot({ path: join(shots, 'takeaway-subtraction.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('the misère switch opens the same position in misère play and back', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  await page.click('.misere-switch');
  await page.waitForSelector('.misere-nim-page');
  assert.equal(await addressPosition(page), '3,4,5');
  assert.equal(await page.getAttribute('.misere-switch', 'aria-checked'), 'true');
  assert.match(await page.textContent('.misere-rule'), /odd number/);
  await page.click('.misere-switch');
  await page.waitForSelector('.nim-page');
  await page.goto(`${app.server.url}#/subtraction/1,3,4:7,5`);
  await page.click('.misere-switch');
  await page.waitForSelector('.misere-subtraction-page');
  assert.equal(await addressPosition(page), '1,3,4:7,5');
  assert.deepEqual(errors, []);
  await close();
});

test('count-to: the number line with L labels, the rule, and the hint', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/count-to/30,3:0');
  await page.waitForSelector('.count-board');
  const losing = await page.$$eval('.number.losing', (ns) => ns.map((n) => Number(n.dataset.n)));
  // Seed 003's table: L at 30, 26, 22, … (every k + 1 = 4 back from N).
  assert.deepEqual(losing, [2, 6, 10, 14, 18, 22, 26, 30]);
  assert.match(await page.textContent('.count-rule'), /30 mod 4 = 2/);
  await page.click('button.hint');
  assert.equal(await page.getAttribute('.say-button.hinted', 'data-to'), '1');
  assert.deepEqual(errors, []);
  await close();
});

test('nim-k: the column panel and Moore construction step by step', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim-k/2:3,4,5');
  await page.waitForSelector('.columns-panel');
  // Columns of 3 4 5 (011, 100, 101): 2^2: 2, 2^1: 1, 2^0: 2 (hand calculation).
  const sums = await page.$$eval('.columns .sums td', (tds) => tds.map((t) => t.textContent));
  assert.deepEqual(sums, ['2', '1', '2']);
  assert.match(await page.textContent('.not-grundy'), /not the Grundy value/);
  for (let i = 0; i < 3; i++) await page.click('.moore .step-next');
  const result = await page.textContent('.moore-result');
  const mv = result.match(/(\d+-\d+(\+\d+-\d+)*)/)[1];
  const position = await analyze(page, 'nim-k', '2: 3 4 5');
  const after = position.winning_moves.find((m) => m.move === mv);
  assert.ok(after, `Moore's move ${mv} is among the winning moves`);
  assert.deepEqual(errors, []);
  await close();
});

test('addresses round trip and bad ones explain themselves', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/bounded-nim/3:5,7,9');
  await page.waitForSelector('.takeaway-board');
  assert.equal(await addressPosition(page), '3:5,7,9');
  await page.reload();
  await page.waitForSelector('.takeaway-board');
  assert.deepEqual(await page.$$eval('.heap', (hs) => hs.map((h) => Number(h.dataset.stones))), [5, 7, 9]);
  await page.goto(`${app.server.url}#/subtraction/0,3:7`);
  await page.waitForSelector('.url-notice');
  assert.match(await page.textContent('.url-notice'), /from 1 to 1000/);
  const bad = await analyze(page, 'count-to', '30 3: 99');
  assert.match(bad.error, /from 0 to 30/);
  assert.deepEqual(errors, []);
  await close();
});

for (const [hash, name] of [
  ['#/subtraction/1,3,4:7,5', 'subtraction'],
  ['#/count-to/30,3:5', 'count-to'],
  ['#/nim-k/2:3,4,5', 'nim-k'],
  ['#/misere-nim/3,4,5', 'misere-nim'],
  ['#/bounded-nim/3:5,7,9', 'bounded-nim'],
]) {
  test(`${name}: Japanese without English, screenshots at phone and projector size`, async () => {
    for (const [viewport, label] of [[PHONE, 'phone'], [PROJECTOR, 'projector']]) {
      const { page, errors, close } = await openAppJa(app.browser, app.server.url, hash, viewport);
      await page.waitForSelector('.takeaway-page');
      await page.click('button.hint');
      assert.deepEqual(await englishWords(page, ['mod', 'Nim_k', 'Moore', 'nim']), [], `${hash} in Japanese`);
      await page.screenshot({ path: join(shots, `takeaway-${name}-ja-${label}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await close();
      const en = await openApp(app.browser, app.server.url, hash, viewport);
      await en.page.waitForSelector('.takeaway-page');
      await en.page.screenshot({ path: join(shots, `takeaway-${name}-en-${label}.png`), fullPage: true });
      await en.close();
    }
  });
}
