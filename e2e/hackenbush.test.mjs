// End-to-end tests of Green Hackenbush in the release build, headless Chromium: the editor,
// whole games against the computer, the steppers, the import box, URLs and the keyboard.
// Screenshots go to target/screenshots/hackenbush-*.png to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, pasteText } from './harness.mjs';

const app = useApp();

const status = (page) => page.textContent('.status');
const boardEdges = (page) =>
  page.$$eval('.play-area > .board-area .edge', (nodes) => nodes.map((n) => n.dataset.edge));

/** Client coordinates of a point in the editor's board units (viewBox 800 × 480). */
async function editorPoint(page, x, y) {
  const box = await page.$eval('.editor-board', (svg) => {
    const r = svg.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });
  return { x: box.left + (x / 800) * box.width, y: box.top + (y / 480) * box.height };
}

/** Drags in the editor from one board point to another, in small steps like a hand. */
async function drag(page, from, to) {
  // The editor comes with its part, fetched when its panel is first opened.
  await (await page.waitForSelector('.editor-board')).evaluate((svg) => svg.scrollIntoView({ block: 'center' }));
  const a = await editorPoint(page, ...from);
  const b = await editorPoint(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** Cuts an edge on the play board by name (`1-2`). */
async function cut(page, name) {
  await page.dispatchEvent(`.play-area > .board-area .edge[data-edge="${name}"]`, 'click');
}

/** The hint's first winning cut, or null. */
async function firstHint(page) {
  if (!(await page.$('.hint-box'))) await page.click('button.hint');
  const item = await page.$('.winning-moves li');
  return item ? item.getAttribute('data-move') : null;
}

test('a tree drawn in the editor is played to the end and won by following the hint', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush');
  await page.click('details.editor-panel summary');
  await page.click('button.edit-blank');
  await page.waitForFunction(() => document.querySelector('.editor-board') && document.querySelectorAll('.editor-board .edge').length === 0);
  // From the ground up to vertex 1, then two branches from 1 and one more on top of the right one:
  // 0-1 1-2 1-3 3-4, worth ((1 ⊕ 2) + 1) = 4 by hand: the first player wins.
  await drag(page, [400, 440], [400, 330]);
  await drag(page, [400, 330], [330, 230]);
  await drag(page, [400, 330], [470, 230]);
  await drag(page, [470, 230], [470, 130]);
  // A slip, taken back with the editor's undo: an extra edge from the ground, then undo.
  await drag(page, [650, 440], [650, 300]);
  assert.equal(await page.$$eval('.editor-board .edge', (n) => n.length), 5);
  await page.click('button.editor-undo');
  assert.equal(await page.$$eval('.editor-board .edge', (n) => n.length), 4);
  // Move a vertex: the drawing changes, the position does not.
  await page.click('button.tool-move');
  await drag(page, [330, 230], [280, 200]);
  await page.screenshot({ path: join(shots, 'hackenbush-editor-desktop.png'), fullPage: true });
  // Closing and reopening the panel keeps the drawing (moved vertex included) and its undo history.
  const editorPicture = () => page.$eval('.editor-board', (svg) => svg.querySelector('.edges').innerHTML + svg.querySelector('.vertices').innerHTML);
  const before = await editorPicture();
  await page.click('details.editor-panel summary');
  assert.equal(await page.$eval('details.editor-panel', (d) => d.open), false);
  assert.equal(await page.isVisible('.editor-board'), false);
  await page.click('details.editor-panel summary');
  assert.equal(await page.$$eval('.editor-board .edge', (n) => n.length), 4);
  assert.equal(await editorPicture(), before);
  assert.equal(await page.$eval('button.editor-undo', (b) => b.disabled), false);
  await page.screenshot({ path: join(shots, 'hackenbush-editor-reopened.png'), fullPage: true });
  await page.click('button.editor-play');
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2', '1-3', '3-4']);
  assert.equal(await page.textContent('.total-value'), '4');
  // The URL holds the edges and, after "@", the drawing's layout: reopened, it looks the same.
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).startsWith('#/hackenbush/0-1,1-2,1-3,3-4@1:'));
  const points = (p) => p.$$eval('.play-area > .board-area .vertex circle', (nodes) =>
    nodes.map((n) => `${n.parentNode.dataset.vertex}:${n.getAttribute('cx')}:${n.getAttribute('cy')}`).sort());
  const drawn = await points(page);
  const reopened = await openApp(app.browser, '', page.url());
  assert.deepEqual(await boardEdges(reopened.page), ['0-1', '1-2', '1-3', '3-4']);
  assert.deepEqual(await points(reopened.page), drawn);
  await reopened.close();
  for (let moves = 0; moves < 6 && !(await page.$('.status.game-over')); moves++) {
    const hint = await firstHint(page);
    assert.ok(hint, 'a winning position always has a winning cut');
    await cut(page, hint);
    // After the computer's reply it is an N-position again (or the game is over).
    if (!(await page.$('.status.game-over'))) assert.notEqual(await page.textContent('.total-value'), '0');
  }
  assert.match(await status(page), /you win by cutting the last edge/);
  await page.screenshot({ path: join(shots, 'hackenbush-person-wins.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('a URL layout naming a vertex outside the position does not steer the editor', async () => {
  // Vertex 4294967295 is not in 0-1: it used to survive into the editor, whose next vertex
  // (max + 1) then overflowed (wrapping to the ground in a release build).
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1@1:400:330;4294967295:5:5');
  await page.click('details.editor-panel summary');
  await page.waitForFunction(() => document.querySelectorAll('.editor-board .edge').length === 1);
  await drag(page, [400, 330], [500, 200]);
  await page.click('button.editor-play');
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2']);
  assert.equal(await page.$('.editor-message'), null);
  assert.deepEqual(errors, []);
  await close();
});

test('the editor works from the keyboard alone', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush');
  await page.click('details.editor-panel summary');
  await page.click('button.edit-blank');
  const editorEdges = () => page.$eval('.hackenbush-editor > p.muted:last-child', (p) => p.textContent);
  await page.focus('.editor-board');
  // The ground is first: Enter grows 0-1; → to vertex 1, Enter twice grows 1-2 and 1-3.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.equal(await editorEdges(), '3 edges: 0-1 1-2 1-3');
  // J on 1, → to 2, J again: a second edge 1-2. X on 2 deletes its newest edge; Ctrl+Z undoes.
  await page.keyboard.press('j');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('j');
  assert.equal(await editorEdges(), '4 edges: 0-1 1-2 1-3 1-2');
  await page.keyboard.press('x');
  assert.equal(await editorEdges(), '3 edges: 0-1 1-2 1-3');
  await page.keyboard.press('Control+z');
  assert.equal(await editorEdges(), '4 edges: 0-1 1-2 1-3 1-2');
  // Shift+arrows move the chosen vertex.
  const before = await page.$eval('.editor-board [data-vertex="2"] circle', (c) => Number(c.getAttribute('cx')));
  await page.keyboard.press('Shift+ArrowRight');
  const after = await page.$eval('.editor-board [data-vertex="2"] circle', (c) => Number(c.getAttribute('cx')));
  assert.equal(after, before + 10);
  await page.click('button.editor-play');
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2', '1-3', '1-2#2']);
  assert.deepEqual(errors, []);
  await close();
});

test('from a losing start the computer wins, and undo takes back its reply too', async () => {
  // The seed's tree: value 0 (seed 004 §5), so the person moving first loses against best play.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush');
  await page.click('details.setup summary');
  await page.click('button.preset-seed');
  assert.equal(await page.textContent('.total-value'), '0');
  await page.screenshot({ path: join(shots, 'hackenbush-tree-labels-desktop.png'), fullPage: true });
  // A P-position has no winning cut: the hint says so.
  assert.equal(await firstHint(page), null);
  assert.match(await page.textContent('.hint-box'), /No winning move/);
  await page.click('button.hint');
  const first = (await boardEdges(page)).at(-1);
  await cut(page, first);
  assert.equal(await page.textContent('.total-value'), '0', 'the computer leaves value 0');
  assert.match(await page.textContent('.computer-reason'), /leaves \*0/);
  await page.click('button.undo');
  assert.equal((await boardEdges(page)).length, 10, 'undo goes back over the reply to the start');
  for (let moves = 0; moves < 12 && !(await page.$('.status.game-over')); moves++) {
    const edges = await boardEdges(page);
    await cut(page, edges.at(-1));
  }
  assert.match(await status(page), /the computer wins/);
  assert.deepEqual(errors, []);
  await close();
});

test('the colon stepper goes forward and back through the seed tree', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2,0-3,0-4,4-5,4-6,6-7,6-8,8-9,9-10');
  const stepper = '.colon-stepper';
  const sentence = () => page.textContent(`${stepper} .sentence`);
  const edges = () => page.$$eval(`${stepper} .edge-line`, (n) => n.length);
  assert.match(await sentence(), /colon principle/);
  assert.equal(await edges(), 10);
  await page.click(`${stepper} .step-next`);
  assert.equal(await sentence(), 'At vertex 6 the branches are stalks of lengths 1 and 3; 1 ⊕ 3 = 2, so they become one stalk of length 2.');
  assert.equal(await edges(), 8);
  await page.screenshot({ path: join(shots, 'hackenbush-colon-step-2.png'), fullPage: true });
  await page.click(`${stepper} .step-next`);
  assert.match(await sentence(), /^At vertex 4 /);
  await page.click(`${stepper} .step-next`);
  assert.match(await sentence(), /^On the ground the branches are stalks of lengths 2, 1 and 3; 2 ⊕ 1 ⊕ 3 = 0/);
  assert.equal(await edges(), 0);
  await page.screenshot({ path: join(shots, 'hackenbush-colon-step-4.png'), fullPage: true });
  // Back with the button, forward and back with the arrow keys.
  await page.click(`${stepper} .step-back`);
  assert.match(await sentence(), /^At vertex 4 /);
  await page.focus(stepper);
  await page.keyboard.press('ArrowLeft');
  assert.match(await sentence(), /^At vertex 6 /);
  await page.keyboard.press('End');
  assert.match(await sentence(), /worth a stalk of length 0/);
  assert.match(await page.textContent(`${stepper} .playback-place`), /step 5 of 5/);
  assert.deepEqual(errors, []);
  await close();
});

test('the fusion stepper fuses a cycle into loops', async () => {
  // A square on a stalk with a leaf: fusing 1, 2, 3, 4 gives 4 loops (*0); value (0 ⊕ 1) + 1 = 2.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2,2-3,3-4,4-1,3-5');
  assert.equal(await page.textContent('.total-value'), '2');
  const stepper = '.fusion-stepper';
  assert.match(await page.textContent(`${stepper} .sentence`), /1 group of cycles/);
  await page.click(`${stepper} .step-next`);
  assert.match(
    await page.textContent(`${stepper} .sentence`),
    /Vertices 1, 2, 3 and 4 lie on cycles: fuse them into vertex 1\. Their 4 edges become 4 loops/,
  );
  assert.equal(await page.$$eval(`${stepper} .edge-line.fresh`, (n) => n.length), 4);
  await page.screenshot({ path: join(shots, 'hackenbush-fusion-desktop.png'), fullPage: true });
  // The labels of fused vertices agree: they are one vertex after fusion.
  const labels = await page.$$eval('.play-area > .board-area .vertex', (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.vertex, n.querySelector('.vertex-label')?.textContent])),
  );
  assert.equal(labels['2'], labels['3']);
  assert.equal(labels['1'], '1');
  assert.deepEqual(errors, []);
  await close();
});

/** Waits for `selector` to say `pattern`: the import is analysed in a task of its own, after the click. */
async function importSays(page, selector, pattern) {
  await page.waitForFunction(
    ([selector, source]) => new RegExp(source).test(document.querySelector(selector)?.textContent ?? ''),
    [selector, pattern.source],
  );
}

test('the import box answers contest input and explains bad input', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush');
  await page.click('details.import summary');
  // AGC017 D's first sample: value 4 by hand (see the native tests), Alice wins by cutting 1 2.
  await page.fill('.import-text', '5\n1 2\n2 3\n2 4\n4 5\n');
  await page.click('.import-form button[type=submit]');
  assert.match(await page.textContent('.import-answer .answer'), /^Alice \(the first player\) wins: cut the edge "1 2" first \(value \*4, 4 edges\)\.$/);
  await page.screenshot({ path: join(shots, 'hackenbush-import-desktop.png'), fullPage: true });
  await page.click('button.play-import');
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2', '1-3', '3-4']);
  // Bad input: a vertex outside 1..N, with the line named; the board is unchanged.
  await page.fill('.import-text', '3\n1 2\n2 4\n');
  await page.click('.import-form button[type=submit]');
  await importSays(page, '.import-error', /line 3 names vertex 4, but the vertices are numbered 1 to 3/);
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2', '1-3', '3-4']);
  // Not a tree: a repeated edge, with the line that closes it named.
  await page.fill('.import-text', '3\n1 2\n1 2\n');
  await page.click('.import-form button[type=submit]');
  await importSays(page, '.import-error', /line 3: vertices 1 and 2 are already joined by earlier lines/);
  // No edges at all (contest N = 1, or "ground"): nothing to play, and not "too large".
  for (const [empty, who] of [['1', 'Alice (the first player)'], ['ground', 'the first player']]) {
    await page.fill('.import-text', empty);
    await page.click('.import-form button[type=submit]');
    const expected = `No edges at all, so ${who} has no move: `;
    await page.waitForFunction((text) => document.querySelector('.import-answer .answer')?.textContent.startsWith(text), expected);
    assert.match(await page.textContent('.import-answer .answer'), /wins \(value \*0\)\.$/);
    assert.match(await page.textContent('.import-answer'), /No edges: nothing to draw or play\./);
    assert.doesNotMatch(await page.textContent('.import-answer'), /Too large/);
  }
  // Export of the board in the contest format.
  await page.click('button.export');
  assert.equal(await page.inputValue('.export-text'), '5\n1 2\n2 3\n2 4\n4 5\n');
  // A large import is analysed but not drawn. Pasted, it is kept out of the text box (a
  // megabyte there makes every change of the page slow), with its size said instead.
  const big = ['30000', ...Array.from({ length: 29_999 }, (_, i) => `${Math.floor(i / 2) + 1} ${i + 2}`)].join('\n');
  await page.fill('.import-text', '');
  await pasteText(page, '.import-text', big);
  await page.waitForSelector('.held-text');
  assert.equal(await page.$('.import-text'), null);
  // 30 000 lines (no newline after the last); the characters counted from the text itself.
  assert.match(await page.textContent('.held-text'), new RegExp(`The text is ready: ${big.length} characters on 30000 lines`));
  await page.click('.import-form button[type=submit]');
  await importSays(page, '.import-answer .answer', /wins.*29999 edges/);
  assert.match(await page.textContent('.import-answer'), /Too large to draw/);
  // "Show the text" puts it in the box after all; "Clear" empties it.
  await page.click('.held-text button:text("Show the text")');
  assert.equal((await page.inputValue('.import-text')).length, big.length);
  await pasteText(page, '.import-text', big);
  await page.click('.held-text button:text("Clear")');
  assert.equal(await page.inputValue('.import-text'), '');
  // A file opened: read as the text (a small one goes in the box); one over the limit (4 MB,
  // games::hackenbush::MAX_INPUT_LEN) is refused with its size before it is read.
  await page.setInputFiles('.import-box input[type=file]', { name: 'tree.txt', mimeType: 'text/plain', buffer: Buffer.from('3\n1 2\n2 3\n') });
  await page.waitForFunction(() => document.querySelector('.import-text')?.value === '3\n1 2\n2 3\n');
  await page.click('.import-form button[type=submit]');
  await importSays(page, '.import-answer .answer', /[^0-9]2 edges/);
  await page.setInputFiles('.import-box input[type=file]', { name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4_000_001, 0x31) });
  assert.match(await page.textContent('.import-box .notice'), /That file is 4000001 bytes long; at most 4000000 can be read\./);
  assert.deepEqual(errors, []);
  await close();
});

test('the URL holds the position, survives a reload and explains bad input', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2,1-1,0-3,0-3');
  assert.deepEqual(await boardEdges(page), ['0-1', '1-2', '1-1', '0-3', '0-3#2']);
  await page.selectOption('select.mode', 'hh');
  await cut(page, '1-2');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/hackenbush/0-1,1-1,0-3,0-3');
  const url = page.url();
  const again = await openApp(app.browser, '', url);
  assert.deepEqual(await boardEdges(again.page), ['0-1', '1-1', '0-3', '0-3#2']);
  await again.close();
  // Keyboard: choose an edge with the arrows, cut it with Enter (two players: no reply).
  await page.focus('.play-area > .board-area');
  await page.keyboard.press('ArrowRight');
  assert.match(await page.textContent('.selected-edge'), /highlighted edge, 0-1 in the notation/);
  await page.keyboard.press('Enter');
  assert.deepEqual(await boardEdges(page), ['0-3', '0-3#2']);
  // A bad layout after "@" is ignored with a message; the edges still open.
  const badLayout = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2@1:2');
  assert.match(await badLayout.page.textContent('.url-notice'), /layout in the address was ignored/);
  assert.deepEqual(await boardEdges(badLayout.page), ['0-1', '1-2']);
  await badLayout.close();
  // A position that does not reach the ground: the default position and a message.
  const bad = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,5-6');
  assert.match(await bad.page.textContent('.url-notice'), /edge 5-6 leads nowhere/);
  assert.equal((await boardEdges(bad.page)).length, 7);
  await bad.close();
  assert.deepEqual(errors, []);
  await close();
});

test('a bare address brings back the saved game, its moves and the mode', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2,0-3,3-4');
  await page.selectOption('select.mode', 'hh');
  await cut(page, '1-2');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/hackenbush/0-1,0-3,3-4');
  // A fresh load of the bare address, in the same browser (the same storage).
  await page.goto('about:blank');
  await page.goto(`${app.server.url}#/hackenbush`);
  await page.waitForSelector('.play-area > .board-area .edge', { state: 'attached' });
  assert.deepEqual(await boardEdges(page), ['0-1', '0-3', '3-4']);
  assert.equal(await page.inputValue('select.mode'), 'hh');
  assert.equal((await page.$$('.history .moves li')).length, 1);
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/hackenbush/0-1,0-3,3-4');
  assert.deepEqual(errors, []);
  await close();
});

test('a long hint lists 24 cuts and marks them all; a position too large for the board is explained', async () => {
  // 25 single edges on the ground: value 1 (25 is odd), and every cut leaves 0.
  const many = Array.from({ length: 25 }, (_, i) => `0-${i + 1}`).join(',');
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/hackenbush/${many}`);
  await page.click('button.hint');
  assert.equal((await page.$$('.winning-moves li')).length, 24);
  assert.equal((await page.$$('.play-area > .board-area .edge.hinted')).length, 25);
  assert.equal(await page.textContent('.hint-more'), 'These are the first 24 of the 25 winning cuts found; the board marks them all.');
  // 2 001 edges: the address opens the default with why; the set-up box refuses them.
  const big = Array.from({ length: 2001 }, (_, i) => `0-${i + 1}`).join(',');
  const tooLarge = await openApp(app.browser, app.server.url, `#/hackenbush/${big}`);
  assert.match(await tooLarge.page.textContent('.url-notice'), /it has 2001 edges, more than the 2000 the board draws/);
  assert.equal((await boardEdges(tooLarge.page)).length, 7);
  await tooLarge.page.click('details.setup summary');
  await tooLarge.page.fill('.position-input', big.replaceAll(',', ' '));
  await tooLarge.page.click('.position-form button[type=submit]');
  assert.equal(await tooLarge.page.textContent('.setup-error'), 'Not changed: 2001 edges is more than the board\'s 2000; use Import to analyse it.');
  assert.deepEqual(tooLarge.errors, []);
  await tooLarge.close();
  assert.deepEqual(errors, []);
  await close();
});

test('phone layout: board, steppers and import are readable at 390 px', async () => {
  const { page, errors, close } = await openApp(
    app.browser, app.server.url, '#/hackenbush/0-1,1-2,2-3,3-1,3-4,0-5,5-6,5-7', { width: 390, height: 844 },
  );
  await page.screenshot({ path: join(shots, 'hackenbush-phone.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `the page is ${overflow} px wider than the phone`);
  // Tap an edge.
  await page.dispatchEvent('.play-area > .board-area .edge[data-edge="5-6"]', 'click');
  assert.ok(!(await boardEdges(page)).includes('5-6'));
  await page.click('details.import summary');
  await page.fill('.import-text', '2\n1 2\n');
  await page.click('.import-form button[type=submit]');
  await page.screenshot({ path: join(shots, 'hackenbush-phone-import.png'), fullPage: true });
  // The editor fits the phone too, and a drag with the finger-sized board draws an edge.
  await page.click('details.editor-panel summary');
  await page.click('button.edit-blank');
  await drag(page, [400, 440], [400, 300]);
  assert.equal(await page.$$eval('.editor-board .edge', (n) => n.length), 1);
  await page.$eval('.editor-panel', (panel) => panel.scrollIntoView());
  await page.screenshot({ path: join(shots, 'hackenbush-phone-editor.png') });
  assert.deepEqual(errors, []);
  await close();
});

/**
 * Latin words a Japanese Hackenbush page may show besides the harness's names: the notation's
 * `ground`, the contest statement's Alice and Bob, and the Shift key.
 */
const notation = ['ground', 'Alice', 'Bob', 'Shift'];

/** Asserts the page, as it is now, shows no English words; `where` names the state. */
async function noEnglish(page, where) {
  assert.deepEqual(await englishWords(page, notation), [], `English words ${where}`);
}

for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['projector', { width: 1920, height: 1080 }]]) {
  test(`in Japanese (${size}) every state of the page reads without English`, async () => {
    const { page, errors, close } = await openAppJa(app.browser, app.server.url, '#/hackenbush', viewport);
    const shot = (name) => page.screenshot({ path: join(shots, `hackenbush-ja-${size}-${name}.png`), fullPage: true });
    await page.waitForSelector('.play-area > .board-area .edge', { state: 'attached' });
    assert.match(await status(page), /あなたの手番です/);
    await noEnglish(page, 'at the start');
    await shot('start');
    // A cut against the computer: its reply comes with its reason, worded in Japanese.
    await cut(page, '0-7');
    await page.waitForSelector('.computer-reason');
    assert.match(await page.textContent('.computer-reason'), /^コンピュータ: .* を切りました。/);
    await noEnglish(page, 'after a cut and the computer\'s reply');
    // The hint, open.
    await page.click('button.hint');
    await page.waitForSelector('.hint-box');
    await noEnglish(page, 'with the hint open');
    await shot('hint');
    // The colon stepper, one step on: a sentence about a vertex, in Japanese.
    await page.click('.colon-stepper .step-next');
    assert.match(await page.textContent('.colon-stepper .sentence'), /(頂点 \d+ |地面)から/);
    await noEnglish(page, 'with the colon stepper stepped');
    await shot('colon');
    // The editor, open, with a refused edge (along the ground) and its message.
    await page.click('details.editor-panel summary');
    await page.click('button.edit-blank');
    await drag(page, [100, 440], [300, 440]);
    await page.waitForSelector('.editor-message');
    await page.click('details.keys summary');
    await noEnglish(page, 'with the editor open and its message');
    // Japanese lines wrap anywhere, but long notation or buttons must not widen the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `the page is ${overflow} px wider than the window`);
    await shot('editor');
    await page.click('details.editor-panel summary');
    // The set-up box refusing bad text.
    await page.click('details.setup summary');
    await page.fill('.position-input', '0-1 x');
    await page.click('.position-form button[type=submit]');
    assert.match(await page.textContent('.setup-error'), /^変更しませんでした: 「x」は辺ではありません/);
    await noEnglish(page, 'with a set-up error');
    // The import box: an answer, then an error; the export of a board with a cycle refused.
    await page.click('details.import summary');
    await page.fill('.import-text', '5\n1 2\n2 3\n2 4\n4 5\n');
    await page.click('.import-form button[type=submit]');
    await importSays(page, '.import-answer .answer', /^Alice（先手）の勝ちです（Grundy 数 \*4、辺 4 本）。最初に辺「1 2」を切れば勝てます。$/);
    await noEnglish(page, 'with an import answered');
    await shot('import');
    await page.fill('.import-text', '3\n1 2\n2 4\n');
    await page.click('.import-form button[type=submit]');
    await importSays(page, '.import-error', /3 行目に頂点 4 がありますが、頂点の番号は 1 から 3 までです/);
    await noEnglish(page, 'with an import error');
    assert.deepEqual(errors, []);
    await close();
  });
}

test('in Japanese the fusion stepper, the address notices and the export error read without English', async () => {
  const { page, errors, close } = await openAppJa(app.browser, app.server.url, '#/hackenbush/0-1,1-2,2-3,3-4,4-1,3-5');
  assert.match(await page.textContent('.fusion-stepper .sentence'), /融合原理/);
  await page.click('.fusion-stepper .step-next');
  assert.match(
    await page.textContent('.fusion-stepper .sentence'),
    /^頂点 1、2、3、4 は閉路上にあるので、頂点 1 に融合します。/,
  );
  await page.click('.colon-stepper .step-next');
  await page.click('details.import summary');
  await page.click('button.export');
  assert.match(await page.textContent('.export-error'), /木だけ/);
  await noEnglish(page, 'with the fusion stepper and the export error');
  await page.screenshot({ path: join(shots, 'hackenbush-ja-fusion.png'), fullPage: true });
  // Address notices: a position that does not reach the ground, a bad layout.
  for (const [hash, pattern] of [['#/hackenbush/0-1,5-6', /辺 5-6 は地面につながっていません/], ['#/hackenbush/0-1,1-2@1:2', /図の配置/]]) {
    const bad = await openAppJa(app.browser, app.server.url, hash);
    assert.match(await bad.page.textContent('.url-notice'), pattern);
    await noEnglish(bad.page, `with the notice for ${hash}`);
    assert.deepEqual(bad.errors, []);
    await bad.close();
  }
  assert.deepEqual(errors, []);
  await close();
});

test('switching the language re-words what is already on the page', async () => {
  // Opened in English with a notice, a computer's reason, a stepped stepper and an import answer.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/hackenbush/0-1,1-2@1:2');
  assert.match(await page.textContent('.url-notice'), /layout in the address was ignored/);
  await cut(page, '1-2');
  await page.waitForSelector('.computer-reason');
  await page.click('.colon-stepper .step-next');
  await page.click('details.import summary');
  await page.fill('.import-text', '2\n1 2\n');
  await page.click('.import-form button[type=submit]');
  await importSays(page, '.import-answer .answer', /^Alice/);
  await page.click('.lang-switch a[lang="ja"]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  assert.match(await page.textContent('.url-notice'), /図の配置/);
  assert.match(await page.textContent('.import-answer .answer'), /Alice（先手）の勝ちです/);
  await noEnglish(page, 'after switching to Japanese');
  await page.click('.lang-switch a[lang="en"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.match(await page.textContent('.url-notice'), /layout in the address was ignored/);
  assert.deepEqual(errors, []);
  await close();
});
