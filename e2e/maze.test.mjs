// End-to-end tests of the maze game's page (release build, headless Chromium): the Handbook's
// maze, a reachable square tapped and the computer's reply, the arrow keys' cursor and Enter, a
// wall or an unreachable square refused, every square's value on request, the mex stepper of the
// figure's square, a preset, and the page in Japanese on a phone and a projector. Screenshots go
// to target/screenshots/.
//   node --test --test-concurrency=1 e2e/maze.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();
// The Competitive Programmer's Handbook's maze (chapter 25), # written %23 in an address.
const HANDBOOK = '..#../#...#/..#../#..../....F';
const address = (maze) => `#/maze/${maze.replaceAll('#', '%23')}`;

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('maze', p), position);
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);
const showValues = async (page) => {
  if (!(await page.isChecked('.labels-toggle'))) await page.click('.labels-toggle');
};

test("the Handbook's maze: a reachable square is tapped; the computer replies", async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, address(HANDBOOK));
  await page.waitForSelector('.maze-board');
  assert.equal(await page.$$eval('.maze-board .maze-cell', (n) => n.length), 25);
  assert.equal(await page.$$eval('.maze-board .maze-cell.wall', (n) => n.length), 5);
  // The figure at (5, 5) reaches 4 squares left and 2 up (a wall at (2, 5)).
  assert.equal(await page.$$eval('.maze-board .maze-cell.reach', (n) => n.length), 6);
  // The Handbook: the figure's square has value 2; moving 4 left or 2 up reaches a 0.
  const before = await analyze(page, HANDBOOK);
  assert.equal(before.grundy, 2);
  assert.deepEqual(before.winning_moves.map((m) => m.move), ['L4', 'U2']);
  assert.equal(await page.textContent('.total .total-value'), '2');
  await page.click('button.hint');
  await page.waitForSelector('.maze-board .maze-cell.hinted', { state: 'attached' });
  assert.equal(await page.$$eval('.maze-board .maze-cell.hinted', (n) => n.length), 2);
  // Two up reaches (3, 5), of value 0, from which the computer still has a move (one left);
  // four left would reach (5, 1), where nobody can move.
  await page.hover('.maze-board .maze-cell[data-row="3"][data-column="5"]');
  assert.match(await page.textContent('.maze-target'), /2 squares up: row 3, column 5/);
  await page.click('.maze-board .maze-cell[data-row="3"][data-column="5"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /moved the figure 2 squares up/);
  // The square the computer's move left is marked.
  assert.equal(await page.$eval('.maze-board .maze-cell.from', (g) => `${g.dataset.row},${g.dataset.column}`), '3,5');
  assert.deepEqual(errors, []);
  await close();
});

test('keys move a cursor and Enter moves the figure; squares out of reach do nothing', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, address(HANDBOOK));
  await page.waitForSelector('.maze-board');
  await page.selectOption('select.mode', 'hh');
  // A wall and a square not in line with the figure are not moves.
  await page.click('.maze-board .maze-cell[data-row="2"][data-column="5"]');
  await page.click('.maze-board .maze-cell[data-row="4"][data-column="4"]');
  assert.equal(await historyLength(page), 0);
  await page.focus('.maze-board');
  // ↑ ↑ ↑ stops at 2 up (the wall at (2, 5)); ↓ comes back one, ↑ goes out again.
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
  assert.equal(await page.$eval('.maze-board .maze-cell.cursor', (g) => `${g.dataset.row},${g.dataset.column}`), '3,5');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).includes('..#.F'));
  assert.equal(await addressPosition(page), '..#../#...#/..#.F/#..../.....');
  // (3, 5) has value 0 in the Handbook's table: the player to move now loses.
  assert.equal(await page.textContent('.total .total-value'), '0');
  assert.deepEqual(errors, []);
  await close();
});

test("every square's value on request, and the mex stepper of the figure's square", async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, address(HANDBOOK));
  await page.waitForSelector('.maze-board');
  await showValues(page);
  // The Handbook's table of values, row by row (walls blank).
  const table = await page.$$eval('.maze-board .maze-cell', (cells) => cells.map((g) => g.querySelector('text')?.textContent ?? '#'));
  assert.deepEqual(table.join(''), '01#01' + '#012#' + '02#10' + '#3041' + '04132');
  // The options left (L1-L4: 3, 1, 4, 0) and up (U1, U2: 1, 0): the set {0, 1, 3, 4}, mex 2.
  await page.click('.mex-stepper .step-next');
  assert.match(await page.textContent('.mex-stepper'), /L4/);
  for (let i = 0; i < 2; i++) await page.click('.mex-stepper .step-next');
  assert.match(await page.textContent('.mex-stepper'), /0, 1, 3, 4/);
  // The preset without walls is Nim on two heaps: 5 columns to the left, 4 rows above, 5 ⊕ 4 = 1.
  await page.click('details.setup summary');
  await page.click('.preset-open');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).endsWith('.....F'));
  assert.equal(await page.textContent('.total .total-value'), '1');
  assert.deepEqual(errors, []);
  await close();
});

test('a maze drawn in the editor starts a game', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, address(HANDBOOK));
  await page.waitForSelector('.maze-board');
  await page.click('details.maze-editor summary');
  // A wall at (5, 4), then the figure at (4, 5).
  await page.click('.maze-editor .maze-cell[data-row="5"][data-column="4"]');
  await page.click('.maze-editor .tool-figure');
  await page.click('.maze-editor .maze-cell[data-row="4"][data-column="5"]');
  // The figure is not put on a wall.
  await page.click('.maze-editor .maze-cell[data-row="2"][data-column="1"]');
  await page.click('.maze-editor .editor-play');
  await page.waitForFunction(() => decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).endsWith('#...F/...#.'));
  assert.equal(await addressPosition(page), '..#../#...#/..#../#...F/...#.');
  assert.equal(await historyLength(page), 0);
  // One row fewer keeps the figure inside (on row 3, the last).
  await page.click('.maze-editor .remove-row');
  await page.click('.maze-editor .remove-row');
  await page.click('.maze-editor .editor-play');
  await page.waitForFunction(() => decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).endsWith('..#.F'));
  assert.equal(await addressPosition(page), '..#../#...#/..#.F');
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, address(HANDBOOK), viewport);
    await en.page.waitForSelector('.maze-board');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `maze-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, address(HANDBOOK), viewport);
    await ja.page.waitForSelector('.maze-board');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.hint-box'), /L4 → 5 行目 1 列目/);
    assert.match(await ja.page.textContent('.maze-note'), /ニム和/);
    assert.deepEqual(await englishWords(ja.page, ['Handbook']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `maze-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});
