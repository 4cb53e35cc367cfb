// End-to-end tests of the sums playground (issue 12) in the release build, headless Chromium:
// components added and removed, the total against grundyLab.analyze("sums", …), the hint's
// winning move played on a component's board, a whole game against the computer across
// components, the address round trip, Japanese, screenshots on phone and projector.
//   node --test --test-concurrency=1 e2e/sums.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('sums', p), position);

/** The sum on the board, in notation, read back from the address. */
const addressSum = addressPosition;

/**
 * Waits for every component's board: each game's board is in a part of its own, fetched after
 * the page (ARCHITECTURE.md, "Code splitting").
 */
const boardsShown = (page) =>
  page.waitForFunction(() => document.querySelector('.sum-part') && !document.querySelector('.part-loading'));

const partCount = (page) => page.$$eval('.sum-part', (parts) => parts.length);

/** Adds a component with the components panel. */
async function addPart(page, game, position) {
  await page.selectOption('.add-game', game);
  await page.fill('.add-position', position);
  await page.click('.add-part-button');
}

/**
 * Plays `mv` (`part: move`, as the API writes it) on that component's own board: a heap's take
 * form (Nim, subtraction) or a Hackenbush edge.
 */
async function play(page, mv) {
  const [part, inner] = mv.split(': ');
  const scope = `.sum-part[data-part="${part}"]`;
  const game = await page.getAttribute(scope, 'data-game');
  if (game === 'hackenbush') {
    await page.dispatchEvent(`${scope} .edge[data-edge="${inner}"]`, 'click');
  } else {
    const [heap, take] = inner.split('-').map(Number);
    await page.fill(`${scope} .take-input`, String(take));
    await page.selectOption(`${scope} .take-pile`, String(heap - 1));
    await page.click(`${scope} .take-form button[type=submit]`);
  }
}

test('components are added and removed; the total is the API\'s; the hint\'s move makes it 0', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/sums/nim(7)');
  await boardsShown(page);
  await page.selectOption('select.mode', 'hh');
  await addPart(page, 'chocolate-eat', '3x2');
  await page.waitForFunction(() => document.querySelectorAll('.sum-part').length === 2);
  // A position the game cannot read: its own parse error, naming the component, and no new part.
  await addPart(page, 'hackenbush', '0-1 7-8');
  const error = await page.textContent('.add-error');
  assert.match(error, /Component 3 \(Green Hackenbush\)/, error);
  assert.match(error, /7-8/, error);
  assert.equal(await partCount(page), 2);
  await addPart(page, 'hackenbush', '0-1 1-2');
  await page.waitForFunction(() => document.querySelectorAll('.sum-part').length === 3);
  assert.equal(await page.$('.add-error'), null);
  // Added, then removed again.
  await addPart(page, 'subtraction', '1,3,4: 9');
  await page.waitForFunction(() => document.querySelectorAll('.sum-part').length === 4);
  await page.click('.sum-editor li:nth-child(4) .remove-part');
  await page.waitForFunction(() => document.querySelectorAll('.sum-part').length === 3);

  const sum = await addressSum(page);
  assert.equal((await analyze(page, sum)).position, 'nim(7) + chocolate-eat(3x2) + hackenbush(0-1 1-2)');
  const analysis = await analyze(page, sum);
  assert.equal(Number(await page.textContent('.total-value')), analysis.grundy);
  assert.ok(analysis.grundy > 0, sum);
  // The XOR panel: a row per component, their values the API's total XORed.
  const rows = await page.$$eval('.xor-table tbody tr', (trs) => trs.map((tr) => tr.querySelector('th').textContent));
  assert.deepEqual(rows.slice(0, 3), ['1 Nim', '2 Eat chocolate', '3 Green Hackenbush']);

  // The hint lists the API's winning moves, each naming its component.
  await page.click('button.hint');
  const hinted = await page.$$eval('.hint-box li[data-move]', (lis) => lis.map((li) => [li.dataset.move, li.textContent]));
  assert.deepEqual(hinted.map(([mv]) => mv), analysis.winning_moves.map((w) => w.move));
  for (const [mv, line] of hinted) assert.match(line, new RegExp(`^Component ${mv.split(':')[0]} \\(`), line);
  // 7 ⊕ 4 ⊕ 2 = 1 (the bar's 4 and the stalk's 2 are on their boards): the heap of 7 becomes 6.
  const heapMove = hinted.find(([mv]) => mv.startsWith('1: '));
  assert.deepEqual(heapMove[0], '1: 1-1');
  await play(page, heapMove[0]);
  await page.waitForFunction(() => document.querySelector('.total-value')?.textContent === '0');
  assert.equal((await analyze(page, await addressSum(page))).grundy, 0);
  assert.match(await page.textContent('.total'), /P-position/);
  await page.screenshot({ path: join(shots, 'sums-hint.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('a whole game against the computer across components', async () => {
  // 2 ⊕ 3 = 1 for the heaps, S(1,3,4) at 6 is 2 (0 1 0 1 2 3 2 by hand), the stalk 2: total 1.
  const start = 'nim(2,3)+subtraction(1,3,4:6)+hackenbush(0-1,1-2)';
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/sums/${start}`);
  await boardsShown(page);
  assert.equal((await analyze(page, await addressSum(page))).grundy, 1);
  const reasons = [];
  for (let turn = 0; turn < 30 && !(await page.$('.status.game-over')); turn++) {
    const before = await addressSum(page);
    const analysis = await analyze(page, before);
    // The computer always hands back a total of 0 + something: the person always has a winning move.
    assert.ok(analysis.winning_moves.length > 0, before);
    await play(page, analysis.winning_moves[0].move);
    await page.waitForFunction((p) => {
      const moved = decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).split('/').slice(2).join('/') !== p;
      const over = document.querySelector('.status.game-over');
      return over || (moved && /Your move/.test(document.querySelector('.status')?.textContent ?? ''));
    }, before);
    const reason = await page.textContent('.computer-reason');
    if (reason) reasons.push(reason);
  }
  assert.match(await page.textContent('.status'), /you win/);
  assert.ok(reasons.length > 0);
  // The move in its component's words, then the reason, which names the component once more
  // but does not say the move again.
  for (const reason of reasons) {
    assert.match(reason, /in component (\d+) \([^)]+\): (the value of component \1 \(|the total was 0)/, reason);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('the address round trip and a bad address', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/sums/nim(3,4)+hackenbush(0-1,1-2,1-3)');
  await boardsShown(page);
  await page.selectOption('select.mode', 'hh');
  await play(page, '1: 2-4');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('nim(3,0)'));
  const hash = await page.evaluate(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search));
  assert.equal(hash, '#/sums/nim(3,0)+hackenbush(0-1,1-2,1-3)');
  // The classroom switch hides each component's value and the total until revealed.
  assert.equal(await page.$$eval('.part-value', (vs) => vs.length), 2);
  await page.click('.classroom .hide-answers');
  await page.waitForFunction(() => !document.querySelector('.part-value'));
  assert.equal(await page.$('.total-value'), null);
  await page.click('.classroom .reveal');
  await page.waitForSelector('.part-value');
  const again = await openApp(app.browser, app.server.url, hash);
  await boardsShown(again.page);
  const codes = await again.page.$$eval('.sum-editor code', (cs) => cs.map((c) => c.textContent));
  assert.deepEqual(codes, ['3 0', '0-1 1-2 1-3']);
  assert.deepEqual(again.errors, []);
  await again.close();
  const bad = await openApp(app.browser, app.server.url, '#/sums/nim(3)+chess(e4)');
  await bad.page.waitForSelector('.url-notice');
  assert.match(await bad.page.textContent('.url-notice'), /"chess" is not a game a sum can hold/);
  assert.equal(await partCount(bad.page), 3, 'the default sum is shown instead');
  await bad.close();
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/sums', viewport);
    await boardsShown(en.page);
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `sums-${name}-en.png`), fullPage: true });
    // Nothing wider than the screen.
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/sums', viewport);
    await boardsShown(ja.page);
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.sg-theorem'), /Sprague–Grundy の定理/);
    assert.match(await ja.page.textContent('.hint-box'), /部分 \d/);
    // A bad position in the add form: the game's own error, in Japanese.
    await ja.page.selectOption('.add-game', 'nim');
    await ja.page.fill('.add-position', '3 x');
    await ja.page.click('.add-part-button');
    assert.match(await ja.page.textContent('.add-error'), /部分 4 \(ニム\)/);
    // The sum's notation (the moves list's start) names the games by their ids, which stay ASCII.
    const ids = ['subtraction', 'bounded', 'georgia', 'bob', 'prime', 'factor', 'euclid', 'game', 'graph', 'maze'];
    assert.deepEqual(await englishWords(ja.page, ids), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `sums-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});

test('a component refused before its game\'s part has come: the refusal in Japanese, then the game\'s own words', async () => {
  const { page, errors, close } = await openAppJa(app.browser, app.server.url, '#/sums/nim(3,4)', undefined, { noWorker: true });
  await boardsShown(page);
  // Georgia and Bob's part (its board and its words) is held until released.
  let release = null;
  const released = new Promise((resolve) => { release = resolve; });
  let asked = false;
  await page.route(/\/split_sum_georgia_bob\.wasm$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  let refusal;
  try {
    await addPart(page, 'georgia-bob', '3 x');
    refusal = await page.textContent('.add-error');
  } finally {
    release();
  }
  assert.ok(asked, 'the part was asked for');
  assert.match(refusal, /部分 2/, refusal);
  assert.match(refusal, /局面として読み取れません/, refusal);
  // The game's name is its POJ title in Japanese too (Georgia and Bob); nothing else is English.
  const title = /Georgia and Bob/g;
  assert.equal(refusal.replace(title, '').match(/[A-Za-z]{3,}/g), null, `English in the refusal: ${refusal}`);
  // Worded again once the part has come: the game's own parse error, in Japanese.
  await page.waitForFunction((before) => document.querySelector('.add-error')?.textContent !== before, refusal);
  const own = await page.textContent('.add-error');
  assert.match(own, /部分 2/, own);
  assert.equal(own.replace(title, '').match(/[A-Za-z]{3,}/g), null, `English in the game's error: ${own}`);
  assert.equal(await partCount(page), 1);
  assert.deepEqual(errors, []);
  await close();
});

// The move list words each move as its component's game does on its own page (nim: "took 4 from
// pile 2", Hackenbush: "cut 1-3"; the texts of src/ui/nim/text.rs and src/ui/hackenbush/text.rs),
// with the component named.
for (const ja of [false, true]) {
  test(`the move list says each move in its game's words (${ja ? 'JA' : 'EN'})`, async () => {
    const open = ja ? openAppJa : openApp;
    const { page, errors, close } = await open(app.browser, app.server.url, '#/sums/nim(3,4)+hackenbush(0-1,1-2,1-3)');
    await boardsShown(page);
    await page.selectOption('select.mode', 'hh');
    await play(page, '1: 2-4');
    await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('nim(3,0)'));
    await play(page, '2: 1-3');
    await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
    const moves = await page.$$eval('.history .moves .move', (ms) => ms.map((m) => m.textContent));
    const want = ja
      ? [/^部分 1 \(ニム\) で山 2 から 4 個取りました$/, /^部分 2 \([^)]*Hackenbush[^)]*\) で1-3 を切りました$/]
      : [/^took 4 from pile 2 in component 1 \(Nim\)$/, /^cut 1-3 in component 2 \(Green Hackenbush\)$/];
    assert.match(moves[0], want[0]);
    assert.match(moves[1], want[1]);
    // Game ids in the sum's notation stay ASCII (as in the test above).
    if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End', 'subtraction', 'bounded', 'georgia', 'bob', 'prime', 'factor', 'euclid', 'game', 'graph']), []);
    assert.deepEqual(errors, []);
    await close();
  });
}

// Each component's board is in its game's part (src/ui/sums.rs, `parts`): the page first shows
// what the games layer knows (names, values, the total), then each board as its part comes. A
// part that cannot be fetched says so in its component's room, and "Try again" fetches it.
test('component boards come with their parts; a blocked part says so and "Try again" recovers', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/', undefined, { noWorker: true });
  let held = null;
  let release = null;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(/\/split_sum_nim\.wasm$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  let blocked = true;
  await page.route(/\/split_sum_hackenbush\.wasm$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.evaluate(() => { location.hash = '#/sums/nim(3,4)+hackenbush(0-1,1-2)'; });
  // Nim's part is held: its room says it is loading; the component's name and value are there.
  await page.waitForSelector('.sum-part[data-part="1"] .part-loading [role=status]');
  assert.match(await page.textContent('.sum-part[data-part="1"] .part-loading'), /Loading/);
  assert.equal(await page.$('.sum-part[data-part="1"] .take-form'), null);
  // Hackenbush's part fails: its room says so, with "Try again".
  await page.waitForSelector('.sum-part[data-part="2"] .part-loading [role=alert]');
  assert.match(await page.textContent('.sum-part[data-part="2"] .part-loading'), /This board could not be loaded/);
  await page.locator('.sum-part[data-part="2"]').screenshot({ path: join(shots, 'sums-part-failed.png') });
  // Values by hand: the heaps 3 ⊕ 4 = 7, a stalk of two edges 2; total 7 ⊕ 2 = 5.
  assert.deepEqual(await page.$$eval('.part-value', (vs) => vs.map((v) => v.textContent.match(/\d+/)[0])), ['7', '2']);
  assert.equal(await page.textContent('.total-value'), '5');
  // The hint before Nim's part: the winning move (pile 2: 4 → 1, so 3 ⊕ 1 ⊕ 2 = 0) in notation.
  assert.ok(held, 'the Nim part was asked for');
  await page.click('button.hint');
  assert.deepEqual(await page.$$eval('.hint-box li[data-move]', (lis) => lis.map((li) => li.textContent)),
    ['Component 1 (Nim): 2-3']);
  release();
  await page.waitForSelector('.sum-part[data-part="1"] .take-form');
  // Once the part is here the hint reads in Nim's words (shown again).
  await page.click('button.hint');
  await page.click('button.hint');
  assert.deepEqual(await page.$$eval('.hint-box li[data-move]', (lis) => lis.map((li) => li.textContent)),
    ['Component 1 (Nim): Take 3 from pile 2 → 3 1']);
  blocked = false;
  await page.click('.sum-part[data-part="2"] .retry');
  await page.waitForSelector('.sum-part[data-part="2"] .hackenbush-board');
  assert.equal(await page.$('.part-loading'), null);
  // The failed fetch is logged by the loader; nothing else went wrong.
  assert.deepEqual(errors.filter((e) => !/split_sum_hackenbush|Failed to fetch|net::/.test(e)), []);
  await close();
});
