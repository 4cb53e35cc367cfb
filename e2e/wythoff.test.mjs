// End-to-end tests of Wythoff's game's page (release build, headless Chromium): the queen moved
// by a tap and by keys, the cold positions on the board and their toggle, the computer's reply,
// the cold pairs' stepper ending in the winning move, the Grundy values (not x ⊕ y) and the
// heatmap, heaps near 10^18 with a typed move, a component of a sum, and the page in Japanese on
// a phone and a projector. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/wythoff.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('wythoff', p), position);
const position = async (page) => (await addressPosition(page)).replaceAll(',', ' ');
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

test('the queen goes where the learner taps; the computer replies to a cold pair', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/wythoff/5,7');
  await page.waitForSelector('.wythoff-board');
  // (4, 7), (5, 3) and (3, 5) are cold pairs one move from (5, 7) (by hand: (3, 5) and (4, 7)
  // are the pairs k = 2 and 3 of OEIS A000201 / A001950).
  const before = await analyze(page, '5 7');
  assert.equal(before.outcome, 'N');
  assert.deepEqual(before.winning_moves.map((m) => m.move), ['1-1', '2-4', 'both-2']);
  // The cold positions are drawn: (0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (4, 7), (7, 4) on the 9×9
  // board (0 to 8: the larger heap and one more).
  assert.equal(await page.$$eval('.wythoff-grid .cold-dot', (n) => n.length), 7);
  await page.click('button.hint');
  await page.waitForSelector('.wythoff-grid .sq.hinted', { state: 'attached' });
  assert.equal(await page.$$eval('.wythoff-grid .sq.hinted', (n) => n.length), 3);
  // A losing move on purpose: straight down to (5, 6), hot; the computer answers to a cold pair.
  await page.click('.wythoff-grid .sq[data-x="5"][data-y="6"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /took 1 from heap 2/);
  assert.equal((await analyze(page, await position(page))).outcome, 'P');
  assert.match(await page.textContent('main'), /cold pair number/);
  assert.deepEqual(errors, []);
  await close();
});

test('keys choose a square, an unreachable one is said so; the toggle hides the cold positions', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/wythoff/5,7');
  await page.waitForSelector('.wythoff-board');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.wythoff-board');
  // From the queen: ← ← ↓ is (3, 6), not on a line from (5, 7).
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowDown']) await page.keyboard.press(key);
  assert.match(await page.textContent('.wythoff-cursor'), /cannot reach/);
  await page.keyboard.press('Enter');
  assert.equal(await historyLength(page), 0);
  // ↓ makes it (3, 5): two from both heaps.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('3,5'));
  assert.equal(await historyLength(page), 1);
  await page.uncheck('.wythoff-toggle .show-cold');
  assert.equal(await page.$$eval('.wythoff-grid .cold-dot', (n) => n.length), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('the stepper ends with the winning move; the values are not x ⊕ y; the heatmap reads a square', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/wythoff/5,7');
  await page.waitForSelector('.wythoff-steps');
  await page.focus('.wythoff-steps');
  await page.keyboard.press('End');
  assert.match(await page.textContent('.wythoff-steps'), /3 ways work/);
  assert.match(await page.textContent('.wythoff-steps .move-list'), /took 2 from both heaps → \(3, 5\)/);
  // G(1, 1) = mex {G(0, 1), G(1, 0), G(0, 0)} = mex {1, 1, 0} = 2, while 1 ⊕ 1 = 0 (by hand).
  const one = await analyze(page, '1 1');
  assert.equal(one.grundy, 2);
  assert.match(await page.textContent('.wythoff-values .not-a-sum'), /5 ⊕ 7 = 2/);
  await page.focus('.wythoff-table canvas.heatmap');
  // The keyboard cursor starts at the position's square (5, 7); ← × 4, ↓ × 6 is (1, 1).
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  assert.match(await page.textContent('.wythoff-table .table-readout'), /G\(1, 1\) = 2 {3}\(1 ⊕ 1 = 0\)/);
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('.mex-stepper select'), /\(1, 1\), picked in the table/);
  assert.deepEqual(errors, []);
  await close();
});

test('heaps near 10^18 are written, and a typed move plays', async () => {
  const { page, errors, close } = await openApp(
    app.browser, app.server.url, '#/wythoff/1000000000000000000,618033988749894000');
  await page.waitForSelector('.wythoff-board.long');
  assert.match(await page.textContent('.wythoff-board'), /too large to draw/);
  const before = await analyze(page, '1000000000000000000 618033988749894000');
  assert.equal(before.grundy, null);
  assert.equal(before.outcome, 'N');
  await page.selectOption('select.mode', 'hh');
  await page.fill('.move-form .move-input', before.winning_moves[0].move);
  await page.click('.move-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 1);
  assert.equal((await analyze(page, await position(page))).outcome, 'P');
  assert.match(await page.textContent('.total'), /beyond the table/);
  assert.deepEqual(errors, []);
  await close();
});

test('a component of the sums playground: the queen board, a move worded as the game words it', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/sums/nim(3)+wythoff(2,4)');
  await page.waitForSelector('.wythoff-grid');
  await page.selectOption('select.mode', 'hh');
  // (2, 4) → (2, 1): 3 from heap 2, straight down.
  await page.click('.wythoff-grid .sq[data-x="2"][data-y="1"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 1);
  assert.match(await page.textContent('.history'), /took 3 from heap 2 in component 2/);
  // nim(3) + wythoff(2 1): 3 ⊕ G(2, 1) = 3 ⊕ 0 = 3 (a cold pair: OEIS A000201 / A001950).
  const sum = await page.evaluate(() => window.grundyLab.analyze('sums', 'nim(3) + wythoff(2 1)'));
  assert.equal(sum.grundy, 3);
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/wythoff/5,7', viewport);
    await en.page.waitForSelector('.wythoff-steps');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `wythoff-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/wythoff/5,7', viewport);
    await ja.page.waitForSelector('.wythoff-steps');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.wythoff-values'), /2 つのニムの山/);
    assert.match(await ja.page.textContent('.hint-box'), /両方の山から 2 個ずつ/);
    // Wythoff is a name; "both" is the move notation (the typed move's example).
    assert.deepEqual(await englishWords(ja.page, ['Wythoff', 'both']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `wythoff-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});
