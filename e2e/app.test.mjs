// End-to-end tests of the release build in headless Chromium: whole games, URLs, keyboard, API.
// Screenshots go to target/screenshots/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, pileSizes, fetchedBytes } from './harness.mjs';

const app = useApp();

const status = (page) => page.textContent('.status');

/** Clicks the stone that makes the move "take `take` from pile `pile`" (pile counted from 1). */
async function takeByClick(page, pile, take) {
  const sizes = await pileSizes(page);
  const index = sizes[pile - 1] - take;
  await page.click(`circle.stone[data-pile="${pile - 1}"][data-index="${index}"]`);
}

/** The hint's first winning move as [pile, take], or null when the hint lists none. */
async function firstHint(page) {
  if (!(await page.$('.hint-box'))) await page.click('button.hint');
  const move = await page.getAttribute('.winning-moves li', 'data-move').catch(() => null);
  return move ? move.split('-').map(Number) : null;
}

test('the computer wins from a position that is lost for the person', async () => {
  // 1 2 3: nim-sum 1 ⊕ 2 ⊕ 3 = 0 (by hand), the person moves first, so the computer can always win.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/1,2,3');
  assert.deepEqual(await pileSizes(page), [1, 2, 3]);
  for (let moves = 0; moves < 10 && !(await page.$('.status.game-over')); moves++) {
    // The person plays the top stone of the first non-empty pile.
    const sizes = await pileSizes(page);
    const pile = sizes.findIndex((s) => s > 0) + 1;
    await takeByClick(page, pile, 1);
    // After each computer reply the nim-sum is 0 again.
    assert.equal(await page.textContent('.total-value'), '0');
  }
  assert.match(await status(page), /the computer wins/);
  await page.screenshot({ path: join(shots, 'nim-computer-wins.png') });
  assert.deepEqual(errors, []);
  await close();
});

test('the person wins from a winning position by following the hint', async () => {
  // 3 4 5: nim-sum 2, so the first player wins.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  await page.click('button.hint');
  await page.screenshot({ path: join(shots, 'nim-hint-desktop.png') });
  for (let moves = 0; moves < 12 && !(await page.$('.status.game-over')); moves++) {
    const hint = await firstHint(page);
    assert.ok(hint, 'a winning position always has a winning move');
    await takeByClick(page, hint[0], hint[1]);
  }
  assert.match(await status(page), /you win/);
  assert.ok((await page.$$('.history .moves li')).length >= 2);
  await page.screenshot({ path: join(shots, 'nim-person-wins.png') });
  assert.deepEqual(errors, []);
  await close();
});

test('the URL holds the position and reopens it exactly', async () => {
  const { page, close } = await openApp(app.browser, app.server.url, '#/nim/7,0,12,5');
  await page.selectOption('select.mode', 'hh');
  await takeByClick(page, 3, 4);
  await page.waitForFunction(() => location.hash === '#/nim/7,0,8,5');
  const url = page.url();
  // Pasting the link the page was opened with starts that position again, although the router
  // still holds it as the current route.
  await page.evaluate(() => { location.hash = '#/nim/7,0,12,5'; });
  await page.waitForFunction(() => document.querySelectorAll('[data-stones]')[2]?.dataset.stones === '12');
  assert.equal((await page.$$('.history .moves li')).length, 0);
  await close();
  const reopened = await openApp(app.browser, '', url);
  assert.deepEqual(await pileSizes(reopened.page), [7, 0, 8, 5]);
  await reopened.close();
});

test('a malformed or oversized URL opens the default position with a message', async () => {
  for (const [hash, why] of [
    ['#/nim/3,banana', /"banana" is not a pile size/],
    ['#/nim/' + '1,'.repeat(70), /70 piles is too many/],
    ['#/nim/' + '9'.repeat(5000), /characters long/],
    ['#/nim/%E0%A4%A', /"%E0%A4%A" is not a pile size/],
  ]) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, hash);
    assert.match(await page.textContent('.url-notice'), why, hash.slice(0, 30));
    assert.deepEqual(await pileSizes(page), [3, 4, 5]);
    assert.deepEqual(errors, []);
    if (why.source.includes('banana')) await page.screenshot({ path: join(shots, 'nim-bad-url.png') });
    await close();
  }
  const { page, close } = await openApp(app.browser, app.server.url, '#/no-such-page');
  assert.match(await page.textContent('main'), /Page not found/);
  await close();
});

test('a whole game can be played with the keyboard alone', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  // Tab from the top of the page to the board.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('board-area'))) break;
  }
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('board-area')), 'Tab reaches the board');
  for (let moves = 0; moves < 12 && !(await page.$('.status.game-over')); moves++) {
    await page.keyboard.press('h'); // show the hint
    const [pile, take] = (await page.getAttribute('.winning-moves li', 'data-move')).split('-').map(Number);
    await page.keyboard.press('h'); // and hide it again
    // ← → move the selection between piles (each move starts at one stone); ↑ ↓ change the count.
    const selected = () => page.evaluate(() => Number(document.querySelector('g.pile.selected')?.dataset.pile ?? -1) + 1);
    if ((await selected()) === 0) await page.keyboard.press('ArrowRight');
    while ((await selected()) !== pile) await page.keyboard.press('ArrowRight');
    let count = Number(await page.inputValue('.take-input'));
    for (; count < take; count++) await page.keyboard.press('ArrowUp');
    for (; count > take; count--) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  assert.match(await status(page), /you win/);
  await page.keyboard.press('u');
  assert.doesNotMatch(await status(page), /Game over/, 'U undoes');
  assert.deepEqual(errors, []);
  await close();
});

test('the console API returns the documented objects', async () => {
  const { page, close } = await openApp(app.browser, app.server.url, '');
  const result = await page.evaluate(() => ({
    games: grundyLab.games(),
    seed: grundyLab.analyze('nim', '8 6 5'),
    lost: grundyLab.analyze('nim', '1,2,3'),
    bad: grundyLab.analyze('nim', '3 -1'),
    unknown: grundyLab.analyze('go', '1'),
    wrongTypes: grundyLab.analyze(42),
  }));
  assert.deepEqual(result.games, ['nim', 'chocolate-eat', 'chocolate-split', 'cutting', 'hackenbush']);
  // Seed 000's worked example: {8, 6, 5} → take 5 from the 8.
  assert.deepEqual(result.seed, {
    game: 'nim', position: '8 6 5', grundy: 11, outcome: 'N', winning_moves: [{ move: '1-5', to: '3 6 5' }],
  });
  assert.deepEqual(result.lost, { game: 'nim', position: '1 2 3', grundy: 0, outcome: 'P', winning_moves: [] });
  assert.match(result.bad.error, /negative/);
  assert.match(result.unknown.error, /unknown game "go"/);
  assert.match(result.wrongTypes.error, /takes two strings/);
  await close();
});

test('computer vs computer steps to the end; large positions use the compact view', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/2,3');
  await page.selectOption('select.mode', 'cc');
  for (let i = 0; i < 5 && !(await page.$('.status.game-over')); i++) await page.click('button.step');
  // 2 ⊕ 3 = 1: the first computer wins.
  assert.match(await status(page), /Computer 1 wins/);
  await page.goto(app.server.url + '#/nim/' + Array.from({ length: 64 }, (_, i) => 1000 * i + 7).join(','));
  await page.waitForSelector('.pile-card');
  assert.equal((await page.$$('.pile-card')).length, 64);
  await page.screenshot({ path: join(shots, 'nim-compact-64.png'), fullPage: false });
  assert.deepEqual(errors, []);
  await close();
});

test('the page reads on a phone and on a projector', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['projector', { width: 1920, height: 1080 }]]) {
    const { page, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5', viewport);
    await page.click('button.hint');
    await page.click('.stages li:nth-child(4) button');
    // Nothing may overflow the page sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: page is ${overflow}px wider than the window`);
    await page.screenshot({ path: join(shots, `nim-${name}.png`), fullPage: true });
    await close();
  }
  const { page, close } = await openApp(app.browser, app.server.url, '', { width: 1280, height: 800 });
  await page.screenshot({ path: join(shots, 'home.png') });
  await close();
});

test('first load is within the 350 KB gzip budget, with every page in one module', async () => {
  const first = await fetchedBytes(app.browser, app.server.url, '#/nim');
  console.log(`first load: ${(first.gzip / 1024).toFixed(1)} KB gzip (${first.files.map((f) => f.path).join(', ')})`);
  assert.ok(first.gzip <= 350 * 1024, `first load is ${first.gzip} bytes gzip`);
  const wasm = first.files.filter((f) => f.path.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `one wasm module: ${wasm.map((f) => f.path)}`);
  // Every built asset but index.html carries a content hash in its name, so a deploy cannot mix versions.
  for (const file of first.files.filter((f) => f.path !== '/index.html')) {
    assert.match(file.path, /-[0-9a-f]{12,16}(_bg)?\.\w+$/, `${file.path} has no content hash`);
  }
  // Opening another game fetches nothing more: it is in the first load.
  const eat = await fetchedBytes(app.browser, app.server.url, '#/hackenbush');
  assert.deepEqual(eat.files.map((f) => f.path), first.files.map((f) => f.path));
});

test('the header moves between every game page and back; one page is shown at a time', async () => {
  // Each page mounts once, unmounts when left, and answers its own clicks.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/1,2');
  const pages = () => page.$$eval('main.page', (nodes) => nodes.map((n) => n.className));
  const visit = [
    ['Green Hackenbush', /hackenbush/, 'Green Hackenbush'],
    ['Eat chocolate', /chocolate-eat/, 'Chocolate: eat a piece'],
    ['Nim', /nim/, 'Nim'],
    ['Cutting game', /cutting/, null],
    ['Green Hackenbush', /hackenbush/, 'Green Hackenbush'],
  ];
  for (const [link, hash, title] of visit) {
    await page.click(`.site-header nav a:text-is("${link}")`);
    await page.waitForFunction((re) => new RegExp(re).test(location.hash), hash.source);
    await page.waitForSelector('main.page h1');
    assert.equal((await pages()).length, 1, `one page after ${link}: ${await pages()}`);
    if (title) assert.equal(await page.textContent('main.page h1'), title);
  }
  // A click inside a page is handled by that page, not by the router.
  await page.click('button.hint');
  assert.match(page.url(), /#\/hackenbush/);
  assert.equal(await page.getAttribute('button.hint', 'aria-pressed'), 'true');
  // The browser's back button returns through the pages visited.
  await page.goBack();
  await page.waitForFunction(() => location.hash.startsWith('#/cutting'));
  assert.equal((await pages()).length, 1);
  await page.goBack();
  await page.waitForFunction(() => location.hash.startsWith('#/nim'));
  // The header's Nim link opened Nim at its default position.
  assert.deepEqual(await pileSizes(page), [3, 4, 5]);
  assert.equal((await pages()).length, 1);
  assert.deepEqual(errors, []);
  await close();
});
