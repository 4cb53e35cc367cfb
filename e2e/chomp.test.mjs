// End-to-end tests of Chomp's page (release build, headless Chromium): a bite previewed under the
// pointer and eaten by a tap, the computer's reply, the arrow keys' cursor and Enter, the poisoned
// square refused, each square's bite value, the known winning moves, the strategy-stealing
// stepper, a bar beyond the search, and the page in Japanese on a phone and a projector.
// Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/chomp.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('chomp', p), position);
const position = async (page) => (await addressPosition(page)).replaceAll(',', ' ');
const showValues = async (page) => {
  if (!(await page.isChecked('.labels-toggle'))) await page.click('.labels-toggle');
};

test('a bite is previewed under the pointer, eaten by a tap; the computer replies', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chomp/5,5,5,5');
  await page.waitForSelector('.chomp-board');
  // 20 squares drawn, the poisoned one marked.
  assert.equal(await page.$$eval('.chomp-bar .sq', (n) => n.length), 20);
  assert.equal(await page.$$eval('.chomp-bar .sq.poison', (n) => n.length), 1);
  // Row 3, column 4 takes rows 3-4 by columns 4-5: 4 squares (by hand).
  await page.hover('.sq[data-row="3"][data-column="4"]');
  assert.equal(await page.$$eval('.chomp-bar .sq.bite', (n) => n.length), 4);
  assert.match(await page.textContent('.chomp-bite'), /Row 3, column 4: eats 4 squares/);
  // The total is the search's value (the API's), and a rectangle is a first-player win.
  const before = await analyze(page, '5 5 5 5');
  assert.equal(before.outcome, 'N');
  assert.equal(await page.textContent('.total .total-value'), String(before.grundy));
  await page.click('button.hint');
  await page.waitForSelector('.sq.hinted', { state: 'attached' });
  const [row, column] = before.winning_moves[0].move.split(',');
  await page.click(`.sq[data-row="${row}"][data-column="${column}"]`);
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /ate row/);
  assert.equal((await analyze(page, await position(page))).outcome, 'N');
  assert.deepEqual(errors, []);
  await close();
});

test('keys move a cursor and Enter eats; the poisoned square is refused', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chomp/3,3,3');
  await page.waitForSelector('.chomp-board');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.chomp-board');
  // The first arrow puts the cursor on the bottom-right square (3,3); ← and ↑ take it to (2,2).
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp']) await page.keyboard.press(key);
  assert.equal(await page.$eval('.sq.cursor', (g) => `${g.dataset.row},${g.dataset.column}`), '2,2');
  await page.keyboard.press('Enter');
  // Eating 2,2 of the 3×3 square leaves an L with equal arms, 3 1 1: a P-position (the mirror
  // strategy, by hand).
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/chomp/3,1,1');
  assert.equal(await page.textContent('.total .total-value'), '0');
  await page.click('.sq.poison');
  await page.waitForSelector('.session-notice');
  assert.match(await page.textContent('.session-notice'), /poisoned/);
  assert.equal(await position(page), '3 1 1');
  assert.deepEqual(errors, []);
  await close();
});

test('bite values, the known moves, the mex stepper and the strategy-stealing steps', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chomp/2,2');
  await page.waitForSelector('.chomp-board');
  await showValues(page);
  // 2×2: eating 2,2 leaves 2 1, a P-position (value 0); 1,2 and 2,1 leave a line of 2 (value 1).
  assert.equal(await page.textContent('.sq[data-row="2"][data-column="2"] text'), '0');
  assert.equal(await page.textContent('.sq[data-row="1"][data-column="2"] text'), '1');
  assert.match(await page.textContent('.chomp-known .known-here'), /2×2 square, so eat 2,2/);
  // The mex stepper: three bites, values 1, 1, 0, mex 2 (by hand).
  for (let i = 0; i < 3; i++) await page.click('.mex-stepper .step-next');
  assert.match(await page.textContent('.mex-stepper'), /0, 1/);
  // Five steps, shown one by one.
  assert.equal(await page.$$eval('.steal-steps li', (n) => n.length), 1);
  for (let i = 0; i < 4; i++) await page.click('.steal-stepper .step-next');
  assert.equal(await page.$$eval('.steal-steps li', (n) => n.length), 5);
  assert.match(await page.textContent('.steal-steps li.current'), /could have played X first/);
  // Two rows of 7: eat 2,7, leaving 7 and 6 (the top row one longer).
  await page.click('details.setup summary');
  await page.fill('.position-input', '7 7');
  await page.click('.position-form button[type="submit"]');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/chomp/7,7');
  assert.match(await page.textContent('.chomp-known .known-here'), /eat 2,7, leaving rows of 7 and 6/);
  assert.deepEqual(errors, []);
  await close();
});

test('a 12×12 bar is beyond the search: won by strategy stealing, no move named', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chomp/3,3');
  await page.waitForSelector('.chomp-board');
  await page.click('details.setup summary');
  await page.click('.preset-large');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).startsWith('#/chomp/12,12,'));
  await page.click('button.hint');
  assert.match(await page.textContent('.hint-box'), /too large to search/);
  assert.match(await page.textContent('.mex-stepper'), /too many to list|too large to search/);
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/chomp/5,5,5,5', viewport);
    await en.page.waitForSelector('.chomp-board');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `chomp-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/chomp/6,6,6,6,6,6', viewport);
    await ja.page.waitForSelector('.chomp-board');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.chomp-known .known-here'), /6×6 の正方形なので 2,2 を食べます/);
    assert.match(await ja.page.textContent('.hint-box'), /2,2 を食べる/);
    assert.deepEqual(await englishWords(ja.page), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `chomp-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});
