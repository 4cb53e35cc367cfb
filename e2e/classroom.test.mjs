// Classroom mode (issue 12): the computer's strength, playback of computer vs computer and of
// the steppers, and the share panel (a QR code drawn locally, a copy-link button).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, pileSizes, englishWords } from './harness.mjs';
import { showBoards } from './boards.mjs';

const app = useApp();

const status = (page) => page.textContent('.play-area > .status');

for (const ja of [false, true]) {
  const words = ja
    ? { perfect: 'コンピュータ: ', good: 'コンピュータ: 中級', beginner: 'コンピュータ: 初級', random: 'ランダムに選んだ手' }
    : { perfect: 'Computer: ', good: 'Computer: good.', beginner: 'Computer: beginner.', random: 'a random move' };
  test(`the strength changes the status line, is remembered and plays random moves (${ja ? 'JA' : 'EN'})`, async () => {
    const open = ja ? openAppJa : openApp;
    const { page, errors, close } = await open(app.browser, app.server.url, '#/nim/3,4,5');
    await page.waitForSelector('select.strength');
    // The perfect computer (the default) goes unsaid; a weaker one is named.
    assert.ok(!(await status(page)).includes(words.perfect), await status(page));
    await page.selectOption('select.strength', 'beginner');
    assert.ok((await status(page)).includes(words.beginner), await status(page));
    // Remembered across a reload.
    await page.reload();
    await page.waitForSelector('select.strength');
    assert.equal(await page.inputValue('select.strength'), 'beginner');
    assert.ok((await status(page)).includes(words.beginner));
    // Computer vs computer plays at the strength too: every move of a beginner is random.
    await page.selectOption('select.mode', 'cc');
    await page.click('button.step');
    await page.waitForFunction(() => document.querySelector('.computer-reason:not([hidden])'));
    assert.ok((await page.textContent('.computer-reason')).includes(words.random), await page.textContent('.computer-reason'));
    assert.ok((await status(page)).includes(words.beginner));
    await page.screenshot({ path: join(shots, `classroom-strength-${ja ? 'ja' : 'en'}.png`) });
    if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End']), []);
    await page.selectOption('select.strength', 'good');
    assert.ok((await status(page)).includes(words.good), await status(page));
    await page.selectOption('select.strength', 'perfect');
    assert.ok(!(await status(page)).includes(words.perfect), await status(page));
    assert.deepEqual(errors, []);
    await close();
  });
}

test('playback steps computer vs computer forwards and back, plays and pauses', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  await page.selectOption('select.mode', 'cc');
  await page.waitForSelector('.play-area .playback');
  const sum = async () => (await pileSizes(page)).reduce((a, b) => a + b, 0);
  const moves = () => page.$$eval('.history li', (items) => items.length);
  // Last: the whole game (3 4 5 has 12 stones: at most 12 moves), over.
  await page.click('.play-area .playback .step-last');
  await page.waitForSelector('.play-area > .status.game-over');
  assert.equal(await sum(), 0);
  const all = await moves();
  assert.ok(all >= 2 && all <= 12, `${all} moves`);
  // First: the start, the moves kept to replay.
  await page.click('.play-area .playback .step-first');
  assert.deepEqual(await pileSizes(page), [3, 4, 5]);
  await page.click('.play-area .playback .step-next');
  assert.equal(await moves(), 1);
  assert.ok((await sum()) < 12);
  await page.click('.play-area .playback .step-back');
  assert.deepEqual(await pileSizes(page), [3, 4, 5]);
  // The keys, while the bar has the focus: End, Home, the arrows.
  await page.focus('.play-area .playback .step-next');
  await page.keyboard.press('End');
  await page.waitForSelector('.play-area > .status.game-over');
  await page.keyboard.press('Home');
  assert.deepEqual(await pileSizes(page), [3, 4, 5]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await moves(), 1);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await moves(), 0);
  // Play at the fast speed runs to the end by itself and stops there.
  await page.selectOption('.play-area .playback-speed', '2');
  await page.click('.play-area .playback .play-pause');
  assert.equal(await page.getAttribute('.play-area .playback .play-pause', 'aria-pressed'), 'true');
  await page.waitForSelector('.play-area > .status.game-over', { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('.play-area .playback .play-pause').getAttribute('aria-pressed') === 'false');
  assert.equal(await moves(), all, 'the same game as before: the recorded moves are replayed');
  // Pause: no move while paused (the fast speed steps every 0.4 s).
  await page.click('.play-area .playback .step-first');
  await page.keyboard.press('p');
  await page.waitForFunction(() => document.querySelectorAll('.history li').length >= 1);
  await page.keyboard.press('p');
  const paused = await moves();
  await page.waitForTimeout(1200);
  assert.equal(await moves(), paused);
  assert.equal(await page.getAttribute('.play-area .playback .play-pause', 'aria-pressed'), 'false');
  await page.screenshot({ path: join(shots, 'classroom-playback-en.png') });
  assert.deepEqual(errors, []);
  await close();
});

test('the mex and reduction steppers have the same playback controls', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/euclid/24,15');
  const place = (stepper) => page.textContent(`${stepper} .playback-place`);
  const stepper = '.euclid-steps';
  await page.waitForSelector(`${stepper} .playback`);
  const start = await place(stepper);
  await page.click(`${stepper} .step-last`);
  const end = await place(stepper);
  assert.notEqual(end, start);
  await page.click(`${stepper} .step-first`);
  assert.equal(await place(stepper), start);
  await page.selectOption(`${stepper} .playback-speed`, '2');
  await page.click(`${stepper} .play-pause`);
  await page.waitForFunction(([s, end]) => document.querySelector(`${s} .playback-place`).textContent === end, [stepper, end], { timeout: 15000 });
  // Playing stops at the last step.
  await page.waitForFunction((s) => document.querySelector(`${s} .play-pause`).getAttribute('aria-pressed') === 'false', stepper);
  // The mex stepper (nim's page) with its keys: End, Home, P.
  await page.goto(app.server.url + '#/nim/3,4,5');
  await page.waitForSelector('.mex-stepper .playback');
  const mex = '.mex-stepper';
  const first = await place(mex);
  await page.focus(mex);
  await page.keyboard.press('End');
  const last = await place(mex);
  assert.notEqual(last, first);
  await page.keyboard.press('Home');
  assert.equal(await place(mex), first);
  await page.selectOption(`${mex} .playback-speed`, '2');
  await page.focus(mex);
  await page.keyboard.press('p');
  await page.waitForFunction(([s, last]) => document.querySelector(`${s} .playback-place`).textContent === last, [mex, last], { timeout: 15000 });
  await page.waitForFunction((s) => document.querySelector(`${s} .play-pause`).getAttribute('aria-pressed') === 'false', mex);
  assert.deepEqual(errors, []);
  await close();
});

/**
 * Byte-mode capacity of QR versions 1 to 10 at error correction level M (ISO/IEC 18004, table 7):
 * the encoder picks the smallest version that holds the text.
 */
const BYTE_CAPACITY_M = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];

/** The SVG's path as a grid of dark modules (each subpath "Mx yhWv1h-Wz" is a run of a row). */
function grid(path, size) {
  const dark = Array.from({ length: size }, () => Array(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark[Number(y)][Number(x) + i] = true;
  }
  return dark;
}

/** A finder pattern (7×7: dark ring, light ring, dark 3×3 core) with its corner at (x, y). */
function isFinder(dark, x, y) {
  for (let j = 0; j < 7; j++) {
    for (let i = 0; i < 7; i++) {
      const ring = Math.max(Math.abs(i - 3), Math.abs(j - 3));
      if (dark[y + j][x + i] !== (ring !== 2)) return false;
    }
  }
  return true;
}

for (const ja of [false, true]) {
  test(`share: a QR code of the address and a copy-link button (${ja ? 'JA' : 'EN'})`, async () => {
    const open = ja ? openAppJa : openApp;
    const { page, errors, close } = await open(app.browser, app.server.url, '#/nim/3,4,5', { width: 1920, height: 1080 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.click('details.share summary');
    await page.waitForSelector('svg.qr-code');
    const url = page.url();
    const size = Number(await page.getAttribute('svg.qr-code', 'data-modules'));
    const version = BYTE_CAPACITY_M.findIndex((capacity) => capacity >= new TextEncoder().encode(url).length) + 1;
    assert.ok(version > 0, url);
    assert.equal(size, 17 + 4 * version, `${url} (${url.length} bytes)`);
    const dark = grid(await page.getAttribute('svg.qr-code path', 'd'), size);
    assert.ok(isFinder(dark, 0, 0) && isFinder(dark, size - 7, 0) && isFinder(dark, 0, size - 7), 'three finder patterns');
    assert.ok(!isFinder(dark, size - 7, size - 7), 'no fourth');
    // Timing patterns: row and column 6 alternate between the finders.
    for (let i = 8; i < size - 8; i++) assert.equal(dark[6][i], i % 2 === 0, `timing ${i}`);
    // The copy button writes the address.
    await page.click('button.copy-link');
    await page.waitForFunction(() => document.querySelector('.copy-status').textContent !== '');
    assert.equal(await page.textContent('.copy-status'), ja ? 'リンクをコピーしました。' : 'Link copied.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
    assert.equal(await page.inputValue('.share-address'), url);
    // A move changes the address and the code follows it.
    await page.selectOption('select.mode', 'cc');
    await page.click('button.step');
    await page.waitForFunction((old) => location.href !== old, url);
    await page.waitForFunction(() => document.querySelector('.share-address').value === location.href);
    assert.equal(await page.textContent('.copy-status'), '', 'the old confirmation goes with the old address');
    await page.locator('details.share').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `classroom-share-${ja ? 'ja' : 'en'}.png`) });
    assert.deepEqual(errors, []);
    await close();
  });
}

test('a refused clipboard says how to copy by hand', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('refused by the test'));
  });
  await page.click('details.share summary');
  await page.click('button.copy-link');
  await page.waitForFunction(() => document.querySelector('.copy-status').textContent !== '');
  assert.match(await page.textContent('.copy-status'), /did not allow copying/);
  assert.deepEqual(errors, []);
  await close();
});

test('screenshots: phone and projector, English and Japanese, with the classroom controls', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['projector', { width: 1920, height: 1080 }]]) {
    for (const ja of [false, true]) {
      const open = ja ? openAppJa : openApp;
      const { page, errors, close } = await open(app.browser, app.server.url, '#/nim/3,4,5', viewport);
      await page.selectOption('select.mode', 'cc');
      await page.waitForSelector('.play-area .playback');
      await page.screenshot({ path: join(shots, `classroom-${name}-${ja ? 'ja' : 'en'}.png`) });
      assert.deepEqual(errors, []);
      await close();
    }
  }
});

// Every stepper has the kit's playback bar: the graph's retrograde and levels steppers, the
// Hackenbush colon and fusion steppers and Moore's construction on Nim_k. Each steps forwards and
// back by click and by key (arrows, Home, End) and plays to its end (P). The step counts come
// from the pages' own tests: 24 events on the graph seed (graph.test), 5 pictures of the seed
// tree (hackenbush.test), 3 bits of 3, 4, 5 in Moore's construction (takeaway.test).
const steppers = [
  ['#/game-graph/s>a,s>b,a>c,a>d,b>d,b>e,b>g,c>f,d>f,d>g,e>g,f>t,g>t', '.retro-stepper', 'Step 0 of 24', 'Step 1 of 24'],
  ['#/game-graph/s>a,s>b,a>c,a>d,b>d,b>e,b>g,c>f,d>f,d>g,e>g,f>t,g>t', '.levels-stepper', 'Step 0 of', 'Step 1 of'],
  ['#/hackenbush/0-1,1-2,0-3,0-4,4-5,4-6,6-7,6-8,8-9,9-10', '.colon-stepper', 'step 1 of 5', 'step 2 of 5'],
  ['#/hackenbush/0-1,1-2,2-3,3-4,4-1,3-5', '.fusion-stepper', 'step 1 of', 'step 2 of'],
  ['#/nim-k/2:3,4,5', '.moore', '0 / 3', '1 / 3'],
];
for (const [hash, stepper, first, second] of steppers) {
  test(`the ${stepper.slice(1)} has the playback bar: click, keys and play`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, hash);
    const place = () => page.textContent(`${stepper} > .playback .playback-place`);
    await page.waitForSelector(`${stepper} > .playback`);
    assert.ok((await place()).startsWith(first), await place());
    await page.click(`${stepper} > .playback .step-next`);
    assert.ok((await place()).startsWith(second), await place());
    await page.click(`${stepper} > .playback .step-back`);
    assert.ok((await place()).startsWith(first), await place());
    await page.click(`${stepper} > .playback .step-last`);
    const end = await place();
    assert.ok(!end.startsWith(first), end);
    await page.click(`${stepper} > .playback .step-first`);
    assert.ok((await place()).startsWith(first));
    // Keys while the stepper has the focus.
    await page.focus(stepper);
    await page.keyboard.press('ArrowRight');
    assert.ok((await place()).startsWith(second), await place());
    await page.keyboard.press('ArrowLeft');
    assert.ok((await place()).startsWith(first));
    await page.keyboard.press('End');
    assert.equal(await place(), end);
    await page.keyboard.press('Home');
    assert.ok((await place()).startsWith(first));
    // P plays to the end at the fast speed and stops there.
    await page.selectOption(`${stepper} > .playback .playback-speed`, '2');
    await page.focus(stepper);
    await page.keyboard.press('p');
    await page.waitForFunction(([s, end]) => document.querySelector(`${s} > .playback .playback-place`).textContent === end, [stepper, end], { timeout: 20000 });
    await page.waitForFunction((s) => document.querySelector(`${s} > .playback .play-pause`).getAttribute('aria-pressed') === 'false', stepper);
    assert.deepEqual(errors, []);
    await close();
  });
}

// The class prediction (issue 15 §3): the question full screen with the answers hidden, the
// engine's answer on reveal, then computer vs computer plays it out. Expected answers by hand:
// 1 ⊕ 2 ⊕ 3 = 0, so the player to move (computer 1, who starts the play-out) loses and computer 2
// wins; 3 ⊕ 4 ⊕ 5 = 2, so the player to move wins.
for (const ja of [false, true]) {
  const words = ja
    ? { question: 'この局面から勝つのはどちら？', other: '相手の勝ちです', toMove: '手番のプレイヤーの勝ちです', winner: /コンピュータ（後手）の勝ち/, how: 'Grundy' }
    : { question: 'Who wins from here: the player to move or the other?', other: 'The other player wins', toMove: 'The player to move wins', winner: /Computer 2 wins/, how: 'No winning move' };
  test(`a class prediction: the question, the engine's answer, the play-out (${ja ? 'JA' : 'EN'})`, async () => {
    const open = ja ? openAppJa : openApp;
    const { page, errors, close } = await open(app.browser, app.server.url, '#/nim/1,2,3', { width: 1920, height: 1080 });
    await page.waitForSelector('.classroom .predict');
    // The strength chosen stays in storage; the play-out itself plays perfectly.
    await page.selectOption('select.strength', 'beginner');
    await page.click('.classroom .predict');
    await page.waitForSelector('main.predicting .prediction');
    assert.ok((await page.textContent('.prediction h2')).startsWith(words.question));
    // The answers stay hidden: no verdict, no total, no values, the aside (analysis) out of view.
    assert.equal(await page.$('.predict-verdict'), null);
    assert.equal(await page.$('.play-area > .total'), null);
    assert.equal(await page.isVisible('.learn-area'), false);
    assert.equal(await page.isVisible('.xor-panel'), false);
    await page.focus('.play-area .board-area');
    await page.keyboard.press('h');
    assert.equal(await page.$('.hint-box'), null, 'the hint key gives nothing away before the reveal');
    // The board is the one asked about, in view with the question.
    assert.deepEqual(await pileSizes(page), [1, 2, 3]);
    const board = await page.$eval('.play-area .board-area', (el) => el.getBoundingClientRect().bottom);
    assert.ok(board <= 1080, `board bottom ${board}`);
    await page.screenshot({ path: join(shots, `classroom-predict-ask-${ja ? 'ja' : 'en'}.png`) });
    if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End']), []);
    await page.click('.predict-reveal');
    assert.ok((await page.textContent('.predict-verdict')).startsWith(words.other), await page.textContent('.predict-verdict'));
    assert.equal(await page.textContent('.prediction .total-value'), '0');
    assert.ok((await page.textContent('.predict-how')).length > 10);
    await page.screenshot({ path: join(shots, `classroom-predict-answer-${ja ? 'ja' : 'en'}.png`) });
    if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End']), []);
    // Played out by both computers, fast: the other player (computer 2) wins, as revealed.
    await page.selectOption('.play-area .playback-speed', '2');
    await page.click('.predict-play');
    await page.waitForSelector('.status.game-over', { timeout: 20000 });
    assert.match(await page.textContent('.status'), words.winner);
    assert.ok(!(await page.textContent('.status')).includes(ja ? '初級' : 'beginner'), 'the play-out plays perfectly');
    // The playback bar goes back to the question's position.
    await page.click('.play-area .playback .step-first');
    assert.deepEqual(await pileSizes(page), [1, 2, 3]);
    await page.screenshot({ path: join(shots, `classroom-predict-played-${ja ? 'ja' : 'en'}.png`) });
    await page.click('.predict-close');
    assert.equal(await page.$('.prediction'), null);
    assert.equal(await page.isVisible('.learn-area'), true);
    // The prediction played at full strength; closing it gives back the strength chosen.
    assert.equal(await page.inputValue('select.strength'), 'beginner');
    // An N-position: the player to move wins, with a winning move.
    await page.goto(app.server.url + '#/nim/3,4,5');
    await page.waitForSelector('.classroom .predict');
    await page.click('.classroom .predict');
    await page.click('.predict-reveal');
    assert.ok((await page.textContent('.predict-verdict')).startsWith(words.toMove));
    assert.equal(await page.textContent('.prediction .total-value'), '2');
    assert.deepEqual(errors, []);
    await close();
  });
}

test('the class prediction is on every game page (through the kit)', async () => {
  const first = await openApp(app.browser, app.server.url, '#/');
  await first.page.waitForFunction(() => window.grundyLab);
  const ids = await first.page.evaluate(() => grundyLab.games());
  await first.close();
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/');
  const problems = [];
  for (const id of [...ids, 'sums']) {
    await page.goto(`${app.server.url}#/${id}`);
    await page.waitForSelector(`main.${id}-page .classroom .predict`);
    await page.click('.classroom .predict');
    await page.click('.predict-reveal');
    const verdict = await page.textContent('.predict-verdict');
    // The engine's outcome, asked the same way as the hidden checks ask.
    const position = await page.inputValue('.setup .position-input');
    const analysis = await page.evaluate(([id, p]) => grundyLab.analyze(id, p), [id, position]);
    const want = { N: 'The player to move wins', P: 'The other player wins', D: 'Neither' }[analysis.outcome];
    if (!want || !verdict.startsWith(want)) problems.push(`${id} ${position}: ${analysis.outcome} but "${verdict}"`);
    await page.click('.predict-close');
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(errors, []);
  await close();
});

test('screenshots: the prediction and the new stepper bars on a phone and a laptop, both languages', async () => {
  const sizes = [['phone', { width: 390, height: 844 }], ['laptop', { width: 1280, height: 720 }]];
  for (const [name, viewport] of sizes) {
    for (const ja of [false, true]) {
      const open = ja ? openAppJa : openApp;
      const tag = `${name}-${ja ? 'ja' : 'en'}`;
      const { page, errors, close } = await open(app.browser, app.server.url, '#/nim/3,4,5', viewport);
      await page.click('.classroom .predict');
      // The question and its board are both on the first screen; nothing is wider than it.
      const [question, board] = await page.evaluate(() =>
        ['.prediction h2', '.play-area .board-area'].map((s) => document.querySelector(s).getBoundingClientRect().top));
      assert.ok(question >= 0 && board < viewport.height, `${tag}: question at ${question}, board at ${board}`);
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= viewport.width, tag);
      await page.screenshot({ path: join(shots, `classroom-predict-ask-${tag}.png`) });
      await page.click('.predict-reveal');
      await page.screenshot({ path: join(shots, `classroom-predict-answer-${tag}.png`) });
      if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End']), []);
      await page.goto(`${app.server.url}#/game-graph/a>b,b>c,a>c`);
      await page.click('.retro-stepper > .playback .step-next');
      await page.locator('.retro-stepper').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `classroom-retro-bar-${tag}.png`) });
      // The graph page's own Latin words (graph.test.mjs): vertex names, notation, cited authors.
      if (ja) assert.deepEqual(await englishWords(page, ['Home', 'End', 'start', 'seed', 'Smith', 'Fraenkel', 'DAG']), []);
      await page.goto(`${app.server.url}#/hackenbush/0-1,1-2,0-3`);
      await page.locator('.colon-stepper').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `classroom-colon-bar-${tag}.png`) });
      assert.deepEqual(errors, []);
      await close();
    }
  }
});

test('the classroom switch hides a lesson board\'s values and panels too, until revealed', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5');
  await page.check('input.hide-answers');
  await page.evaluate(() => { location.hash = '#/learn/6'; });
  await page.waitForSelector('.lesson-section');
  await showBoards(page);
  // Lesson 6's first board plays eat chocolate with its panels (each bar's value, the nim-sum, a
  // bar's mex); with the switch on it waits.
  const board = page.locator('.live:has(button.reveal)').first();
  await board.waitFor();
  assert.equal(await page.locator('.live .live-panels').count(), 0);
  await board.locator('button.reveal').click();
  await page.locator('.live .live-panels').first().waitFor();
  assert.equal(await page.locator('.live button.reveal').count(), 0);
  // Off again, the board shows its panels from the start.
  await page.evaluate(() => localStorage.removeItem('grundy-lab.classroom'));
  await page.reload();
  await page.waitForSelector('.lesson-section');
  await showBoards(page);
  await page.locator('.live .live-panels').first().waitFor();
  assert.equal(await page.locator('.live button.reveal').count(), 0);
  await page.screenshot({ path: join(shots, 'classroom-lesson-board.png') });
  assert.deepEqual(errors, []);
  await close();
});
