// End-to-end tests of game graphs in the release build, headless Chromium: play against the
// computer to a win, a loss and a draw; both steppers forward and back; the editor; the import;
// the address; the API; Japanese. Screenshots go to target/screenshots/graph-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, settledHash } from './harness.mjs';

const app = useApp();

const status = (page) => page.textContent('.status');
const tokenLine = (page) => page.textContent('.token-line');
const boardVertices = (page) =>
  page.$$eval('.play-area .graph-board .vertex', (nodes) => nodes.map((n) => n.dataset.name));

/** The seed-like example of the presets (see games::graph::presets::seed_example). */
const SEED = 's>a,s>b,a>c,a>d,b>d,b>e,b>g,c>f,d>f,d>g,e>g,f>t,g>t';

test('from a won start the hint leads to a win against the computer', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/game-graph/${SEED},start=a`);
  await page.waitForSelector('.graph-picture');
  // Numbered in the order the text names them: g (in b>g) before f.
  assert.deepEqual(await boardVertices(page), ['s', 'a', 'b', 'c', 'd', 'e', 'g', 'f', 't']);
  assert.equal(await tokenLine(page), 'Token on a');
  // a: Grundy value 1 by levels (hand calculation in games::graph::tests).
  assert.equal(await page.textContent('.total-value'), '1');
  await page.screenshot({ path: join(shots, 'graph-desktop-start.png'), fullPage: true });
  for (let moves = 0; moves < 6 && !(await page.$('.status.game-over')); moves++) {
    await page.click('button.hint');
    await page.waitForSelector('.graph-move.hinted');
    await page.click('.graph-move.hinted');
  }
  assert.match(await status(page), /you win by leaving the opponent without a move/);
  assert.equal(await tokenLine(page), 'Token on t');
  assert.deepEqual(errors, []);
  await close();
});

test('from a lost start the computer wins, and it says why', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/game-graph/${SEED}`);
  await page.waitForSelector('.graph-picture');
  assert.match(await page.textContent('.total'), /P-position/);
  // Click the vertex a on the board (s>a): the computer answers from the won a.
  await page.dispatchEvent('.play-area .graph-board .vertex[data-name="a"]', 'click');
  await page.waitForSelector('.computer-reason');
  assert.match(await page.textContent('.computer-reason'), /leaves a lost position, and the game ends within 3 moves/);
  for (let moves = 0; moves < 6 && !(await page.$('.status.game-over')); moves++) {
    await page.click('.graph-move');
  }
  assert.match(await status(page), /the computer wins/);
  assert.deepEqual(errors, []);
  await close();
});

test('on a cycle the computer keeps the draw, and the page says it is one', async () => {
  // a ⇄ b and a way out a>c>d: c is won (to the final d), so a>c loses; a and b draw.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/game-graph/a>b,b>a,a>c,c>d');
  await page.waitForSelector('.graph-picture');
  assert.match(await page.textContent('.total'), /a draw/);
  // a's generalized value: ∞ with the finite value 1 of c (c>d: 1) to escape to; no 0, a draw.
  assert.match(await page.textContent('.total'), /∞\{1\}/);
  await page.click('button.hint');
  assert.match(await page.textContent('.hint-box'), /move to a drawn vertex/);
  for (let round = 0; round < 3; round++) {
    await page.click('.graph-move:text-is("a>b")');
    await page.waitForSelector('.computer-reason');
    assert.match(await page.textContent('.computer-reason'), /keeps it drawn/);
    assert.equal(await tokenLine(page), 'Token on a');
  }
  assert.equal(await page.$('.status.game-over'), null);
  await page.screenshot({ path: join(shots, 'graph-desktop-draw.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('both steppers go forward and back', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/game-graph/${SEED}`);
  const retro = '.retro-stepper';
  assert.equal(await page.textContent(`${retro} .playback-place`), 'Step 0 of 24');
  await page.click(`${retro} .step-next`);
  assert.equal(await page.textContent(`${retro} .step-text`), 't has no move: lost, remoteness 0. Into the queue.');
  assert.equal(await page.textContent(`${retro} .queue-items`), 't');
  await page.click(`${retro} .step-next`);
  await page.click(`${retro} .step-next`);
  assert.equal(await page.textContent(`${retro} .step-text`), 'g can move to the lost t: won, remoteness 1. Into the queue.');
  await page.click(`${retro} .step-back`);
  assert.match(await page.textContent(`${retro} .step-text`), /^t \(L, remoteness 0\) leaves the queue/);
  await page.click(`${retro} .step-last`);
  assert.equal(await page.textContent(`${retro} .step-text`), 'The queue is empty and every vertex is decided: no draws.');
  assert.equal(await page.textContent(`${retro} .queue-items`), '(empty)');
  const levels = '.levels-stepper';
  await page.click(`${levels} .step-next`);
  assert.equal(await page.textContent(`${levels} .step-text`), 't has no move: level 0, Grundy value 0.');
  await page.click(`${levels} .step-last`);
  assert.match(await page.textContent(`${levels} .step-text`), /^s is on level 4: every move leads lower\. Grundy value: mex = 0\./);
  // The mex stepper shows s's options a (1) and b (2).
  assert.ok(await page.$(`${levels} .mex-stepper`));
  await page.click(`${levels} .step-back`);
  assert.match(await page.textContent(`${levels} .step-text`), /is on level 3/);
  await page.screenshot({ path: join(shots, 'graph-desktop-steppers.png'), fullPage: true });
  // On a graph with a cycle the levels stepper says which vertices have no level.
  const loopy = await openApp(app.browser, app.server.url, '#/game-graph/a>b,b>a,b>c');
  assert.match(await loopy.page.textContent('.levels-stepper .no-level-list'), /a: its move to b has no level either/);
  await page.click(`${retro} .step-first`);
  assert.equal(await page.textContent(`${retro} .playback-place`), 'Step 0 of 24');
  assert.deepEqual([...errors, ...loopy.errors], []);
  await loopy.close();
  await close();
});

test('the editor adds an arrow and a vertex, undoes; the address and the import carry graphs', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/game-graph/a>b');
  await page.click('details.graph-editor summary');
  // Click b, then a: the arrow b>a makes a cycle, a draw.
  await page.dispatchEvent('.editor-picture .vertex[data-name="b"]', 'click');
  assert.match(await page.textContent('.editor-selected'), /b selected/);
  await page.dispatchEvent('.editor-picture .vertex[data-name="a"]', 'click');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('b>a') || (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('b%3Ea'));
  assert.match(await page.textContent('.total'), /a draw/);
  await page.fill('.vertex-name', 'z9');
  await page.click('.add-vertex button');
  assert.deepEqual(await boardVertices(page), ['a', 'b', 'z9']);
  await page.click('button.undo-edit');
  assert.deepEqual(await boardVertices(page), ['a', 'b']);
  // The address opens the same graph and token in a fresh page.
  const hash = await settledHash(page);
  const again = await openApp(app.browser, app.server.url, hash);
  await again.page.waitForSelector('.graph-picture');
  assert.match(await again.page.textContent('.total'), /a draw/);
  await again.close();
  // The contest format: 1 → 2 → 3: the start 1 is lost in two moves.
  await page.click('details.graph-import summary');
  await page.fill('#graph-import-text', '3\n1 2\n1 3\n0\n');
  await page.click('.graph-import button[type=submit]');
  assert.deepEqual(await boardVertices(page), ['1', '2', '3']);
  assert.match(await page.textContent('.total'), /P-position/);
  assert.equal(await page.inputValue('#graph-export-text'), '3\n1 2\n1 3\n0');
  await page.fill('#graph-import-text', '2\n1 5\n0');
  await page.click('.graph-import button[type=submit]');
  assert.match(await page.textContent('.import-error'), /vertex 1 has a move to 5/);
  assert.deepEqual(errors, []);
  await close();
});

test('the editor keeps every vertex in place across edits, and moves one with its buttons', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/game-graph/a>b,b>c,c>d');
  await page.click('details.graph-editor summary');
  await page.waitForSelector('.editor-picture');
  const places = (picture) => page.$$eval(`${picture} .vertex`, (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.name, n.getAttribute('transform')])));
  const before = await places('.play-area .graph-board');
  assert.deepEqual(await places('.editor-picture'), before, 'the board and the editor draw the same layout');
  // a>c would make c a child of a in a fresh layout (layer 1 instead of 2): it stays where it was.
  await page.dispatchEvent('.editor-picture .vertex[data-name="a"]', 'click');
  await page.dispatchEvent('.editor-picture .vertex[data-name="c"]', 'click');
  await page.waitForFunction(() => document.querySelectorAll('.play-area .graph-board .arrow').length === 4);
  assert.deepEqual(await places('.play-area .graph-board'), before);
  // Move b (chosen in "from") one half-gap right: translate(36 116) → translate(71 116) (the
  // layout's margin 36, row gap 80, column gap 70, from games::graph::layout).
  await page.selectOption('.arrow-from', { label: 'b' });
  assert.equal(before.b, 'translate(36 116)');
  await page.click('.move-row button[aria-label="Move right"]');
  await page.waitForFunction(() =>
    document.querySelector('.play-area .graph-board .vertex[data-name="b"]').getAttribute('transform') === 'translate(71 116)');
  assert.equal((await places('.editor-picture')).b, 'translate(71 116)');
  assert.equal((await places('.play-area .graph-board')).a, before.a, 'the others stay');
  // By keyboard: the buttons take focus and Enter.
  await page.focus('.move-row button[aria-label="Move down"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    document.querySelector('.editor-picture .vertex[data-name="b"]').getAttribute('transform') === 'translate(71 156)');
  await page.screenshot({ path: join(shots, 'graph-editor-moved.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('Nim shows its game graph: 2 2 opens as six positions with the same values', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/2,2');
  await page.click('.show-graph a');
  await page.waitForSelector('.graph-picture');
  // Positions {2,2}, {2,1}, {2,0}, {1,1}, {1,0}, {0,0}, named by their piles from largest down.
  assert.deepEqual(await boardVertices(page), ['2_2', '2_1', '2_0', '1_1', '1_0', '0_0']);
  // 2 ⊕ 2 = 0: the start is lost, as Nim's own page says.
  assert.equal(await page.textContent('.total-value'), '0');
  assert.match(await page.textContent('.total'), /P-position/);
  assert.deepEqual(errors, []);
  await close();
});

test("every game's analysis links small positions to their game graph, with the same value", async () => {
  // [page, address, the position for grundyLab.analyze]
  const cases = [
    ['nim', '2,2', '2 2'],
    ['chocolate-eat', '3x2', '3x2'],
    ['chocolate-split', '3x2', '3x2'],
    ['subtraction', '1,3,4:10', '1,3,4: 10'],
    ['hackenbush', '0-1,1-2,1-3', '0-1 1-2 1-3'],
    ['euclid', '5,3', '5 3'],
    ['funny-game', 'circle7', 'circle 7'],
    ['prime-factor', '12', '12'],
  ];
  for (const [id, address, position] of cases) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${id}/${address}`);
    await page.waitForSelector('.show-graph a');
    const own = await page.evaluate(([id, position]) => grundyLab.analyze(id, position), [id, position]);
    await page.click('.show-graph a');
    await page.waitForSelector('.graph-picture');
    assert.match(page.url(), /\/(ja|en)\/game-graph\//, id);
    const graph = decodeURIComponent(new URL(page.url()).pathname.replace(/^\/(ja|en)\/game-graph\//, ''));
    const exported = await page.evaluate((graph) => grundyLab.analyze('game-graph', graph), graph);
    assert.equal(exported.outcome, own.outcome, `${id} ${position}: outcome`);
    assert.equal(exported.grundy, own.grundy, `${id} ${position}: Grundy value`);
    // The game-graph page's own total line agrees.
    assert.match(await page.textContent('.total'), own.outcome === 'P' ? /P-position/ : /N-position/, id);
    assert.deepEqual(errors, [], id);
    await close();
  }
  // Against the computer with the analysis closed, the link is closed with it (it gives values away).
  {
    const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/2,2', undefined, { analysis: false });
    await page.waitForSelector('.analysis-switch.closed');
    assert.equal(await page.isVisible('.show-graph a'), false);
    await page.check('.analysis-toggle');
    await page.waitForSelector('.show-graph a', { state: 'visible' });
    assert.deepEqual(errors, []);
    await close();
  }
  // Too large to draw: no link (and none on the game-graph page itself).
  for (const hash of ['#/nim/1000,1000', '#/chocolate-split/8x8', '#/game-graph/a>b']) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, hash);
    await page.waitForSelector('.learn-area');
    assert.equal(await page.$('.show-graph'), null, hash);
    assert.deepEqual(errors, [], hash);
    await close();
  }
});

test('grundyLab.analyze answers for game graphs', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/game-graph');
  const answers = await page.evaluate(() => [
    grundyLab.analyze('game-graph', 'a>b b>c d'),
    grundyLab.analyze('game-graph', 'a>b b>a'),
    grundyLab.analyze('game-graph', '3\n1 2\n1 3\n0'),
    grundyLab.analyze('game-graph', 'a>'),
  ]);
  // a>b>c: c lost, b won, a lost in 2 (hand calculation); grundy 0.
  assert.deepEqual(answers[0], {
    game: 'game-graph', position: 'a>b b>c d', grundy: 0, outcome: 'P', winning_moves: [], remoteness: 2, generalized: '0',
  });
  assert.deepEqual([answers[1].outcome, answers[1].grundy, answers[1].generalized, answers[1].remoteness], ['D', null, '∞{}', undefined]);
  assert.equal(answers[2].outcome, 'P');
  assert.match(answers[3].error, /not a move/);
  assert.deepEqual(errors, []);
  await close();
});

/** Latin words a Japanese graph page may show: vertex names and notation, the cited authors. */
const notation = ['start', 'seed', 'Smith', 'Fraenkel', 'DAG'];

for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['projector', { width: 1920, height: 1080 }]]) {
  test(`in Japanese (${size}) the page reads without English`, async () => {
    const { page, errors, close } = await openAppJa(app.browser, app.server.url, `#/game-graph/${SEED}`, viewport);
    await page.waitForSelector('.graph-picture');
    assert.deepEqual(await englishWords(page, notation), [], 'at the start');
    await page.dispatchEvent('.play-area .graph-board .vertex[data-name="b"]', 'click');
    await page.waitForSelector('.computer-reason');
    await page.click('button.hint');
    await page.click('.retro-stepper .step-next');
    await page.click('.levels-stepper .step-last');
    await page.click('details.graph-editor summary');
    await page.click('details.graph-import summary');
    assert.deepEqual(await englishWords(page, notation), [], 'after a move, the hint and the steppers');
    await page.screenshot({ path: join(shots, `graph-ja-${size}.png`), fullPage: true });
    const en = await openApp(app.browser, app.server.url, `#/game-graph/${SEED}`, viewport);
    await en.page.waitForSelector('.graph-picture');
    await en.page.screenshot({ path: join(shots, `graph-en-${size}.png`), fullPage: true });
    assert.deepEqual([...errors, ...en.errors], []);
    await en.close();
    await close();
  });
}
