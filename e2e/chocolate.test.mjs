// End-to-end tests of the chocolate games (release build, headless Chromium): whole games against
// the computer from winning and losing starts, the Grundy table and its stepper, URLs, bad input.
// Screenshots go to target/screenshots/ to be looked at.
//   node --test --test-concurrency=1 e2e/chocolate.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, tableShown } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const status = (page) => page.textContent('.status');

/** The bars on the board in notation, e.g. "3x2 4x4" ("empty" when none). */
async function board(page) {
  const bars = await page.$$eval('[data-bar]', (nodes) => nodes.map((n) => n.dataset.bar));
  return bars.length ? bars.join(' ') : 'empty';
}

/** Clicks bar `index` (from 0) on the grid line after row or column `at` (kind 'r' or 'c'). */
async function clickLine(page, index, kind, at) {
  const svg = await page.$(`figure[data-index="${index}"] svg`);
  await svg.scrollIntoViewIfNeeded();
  const point = await svg.evaluate((node, [kind, at]) => {
    const [, , vw, vh] = node.getAttribute('viewBox').split(' ').map(Number);
    const [h, w] = node.closest('[data-bar]').dataset.bar.split('x').map(Number);
    const square = (vw - 6) / w;
    const box = node.getBoundingClientRect();
    const ux = kind === 'c' ? at * square : (w * square) / 2 + square * 0.1;
    const uy = kind === 'r' ? at * square : (h * square) / 2 + square * 0.1;
    return { x: box.left + ((ux + 3) / vw) * box.width, y: box.top + ((uy + 3) / vh) * box.height };
  }, [kind, at]);
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
}

/** Makes the move written in notation by pointing at the board as a person would. */
async function playByClick(page, game, move) {
  const [bar, rest] = move.split('-');
  const index = Number(bar) - 1;
  if (rest === 'all') {
    await page.click(`figure[data-index="${index}"] .eat-whole`);
  } else if (game === 'chocolate-eat') {
    // "2r": eat two rows = break after row 2 and eat the top piece.
    await clickLine(page, index, rest.at(-1), Number(rest.slice(0, -1)));
    await page.click('.piece-choice .eat-first');
  } else {
    await clickLine(page, index, rest[0], Number(rest.slice(1)));
  }
}

async function analyze(page, game, position) {
  return page.evaluate(([g, p]) => window.grundyLab.analyze(g, p), [game, position]);
}

/** Some legal move on the first bar that has one, in notation. */
async function someMove(page, game) {
  const bars = (await board(page)).split(' ').map((b) => b.split('x').map(Number));
  const index = bars.findIndex(([h, w]) => h * w > 1);
  if (index < 0) return game === 'chocolate-eat' ? '1-all' : null;
  const [h] = bars[index];
  if (game === 'chocolate-eat') return `${index + 1}-${h > 1 ? '1r' : '1c'}`;
  return `${index + 1}-${h > 1 ? 'r1' : 'c1'}`;
}

const starts = {
  // Values from the tables (checked against brute force natively): eat 3x2 = 4, 2x2 = 1, 3x3 = 1;
  // split 2x2 = 1, 3x2 = 1; cutting 4x5 = 1, 3x3 = 0, 4x4 = 1, 2x4 = 1.
  'chocolate-eat': { winning: '3x2,2x2', losing: '2x2,3x3' },
  'chocolate-split': { winning: '2x2,1x3', losing: '3x2,2x2' },
  cutting: { winning: '4x5,3x3', losing: '4x4,2x4' },
};

for (const [game, { winning, losing }] of Object.entries(starts)) {
  test(`${game}: the person wins from a winning start by following the analysis`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${winning}`);
    assert.equal(await board(page), winning.replace(',', ' '));
    for (let moves = 0; moves < 40 && !(await page.$('.status.game-over')); moves++) {
      const analysis = await analyze(page, game, await board(page));
      assert.equal(analysis.outcome, 'N', `${await board(page)} should be a win for the person`);
      const before = await board(page);
      await playByClick(page, game, analysis.winning_moves[0].move);
      await page.waitForFunction((b) => {
        const now = [...document.querySelectorAll('[data-bar]')].map((n) => n.dataset.bar).join(' ') || 'empty';
        return now !== b;
      }, before);
      if (moves === 0) await page.screenshot({ path: join(shots, `${game}-after-first-move.png`) });
    }
    assert.match(await status(page), /you win/);
    await page.screenshot({ path: join(shots, `${game}-person-wins.png`) });
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${game}: the computer wins from a losing start`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${losing}`);
    assert.equal((await analyze(page, game, losing)).outcome, 'P');
    for (let moves = 0; moves < 40 && !(await page.$('.status.game-over')); moves++) {
      const move = await someMove(page, game);
      const before = await page.$$eval('.history .moves li', (n) => n.length);
      await playByClick(page, game, move);
      await page.waitForFunction((n) => document.querySelectorAll('.history .moves li').length > n, before);
      // After each computer reply the person faces a P-position again (or the game is over).
      if (!(await page.$('.status.game-over'))) {
        assert.equal((await analyze(page, game, await board(page))).outcome, 'P');
      }
    }
    assert.match(await status(page), /the computer wins/);
    assert.ok(await page.textContent('.computer-reason'));
    await page.screenshot({ path: join(shots, `${game}-computer-wins.png`) });
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${game}: the URL follows the board and reopens it`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${losing}`);
    await page.selectOption('select.mode', 'hh');
    const move = await someMove(page, game);
    await playByClick(page, game, move);
    const after = await board(page);
    assert.notEqual(after, losing.replace(',', ' '));
    await page.waitForFunction((a) => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === `#/${a}`, `${game}/${after.replaceAll(' ', ',')}`);
    const url = page.url();
    const second = await openApp(app.browser, '', url);
    assert.equal(await board(second.page), after);
    await second.close();
    assert.deepEqual(errors, []);
    await close();
  });
}

test('the table renders, a cell opens the stepper, and the seed 3x2 example steps to 4', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/4x4');
  await tableShown(page);
  await page.selectOption('select.table-size', '20');
  await page.waitForSelector('.grundy-table[data-state="done"][data-size="20"]');
  // The canvas is not blank: the 1x1 cell (value 1) is coloured, not the empty background.
  const pixel = await page.$eval('canvas.heatmap', (c) => [...c.getContext('2d').getImageData(0, 0, 1, 1).data]);
  assert.equal(pixel[3], 255);
  // Click the cell of the 3x2 bar: row 3, column 2 of 20.
  await (await page.$('canvas.heatmap')).scrollIntoViewIfNeeded();
  const box = await (await page.$('canvas.heatmap')).boundingBox();
  await page.mouse.move(box.x + (1.5 / 20) * box.width, box.y + (2.5 / 20) * box.height);
  assert.match(await page.textContent('.table-readout'), /3×2: value 4/);
  await page.mouse.click(box.x + (1.5 / 20) * box.width, box.y + (2.5 / 20) * box.height);
  await page.waitForFunction(() => document.querySelector('.mex-stepper .sentence')?.textContent.includes('From 3×2'));
  // Seed 000: (3,2) → (2,2), (1,2), (3,1), (0,0) with values 1, 2, 3, 0, so g(3,2) = mex{0,1,2,3} = 4.
  const rows = await page.$$eval('.options-table tbody tr:not(.option-group)', (trs) => trs.map((tr) => tr.querySelector('.option-position').textContent));
  assert.deepEqual(rows, ['2×2', '1×2', '3×1', 'nothing left']);
  await page.click('.mex-stepper .step-next');
  const values = await page.$$eval('.options-table .option-value strong', (n) => n.map((x) => x.textContent));
  assert.deepEqual(values, ['1', '2', '3', '0']);
  await page.click('.mex-stepper .step-next');
  await page.click('.mex-stepper .step-next');
  assert.match(await page.textContent('.mex-stepper .result'), /mex = 4, so 3×2 has value \*4/);
  await (await page.$('.mex-stepper')).screenshot({ path: join(shots, 'chocolate-eat-stepper-3x2.png') });
  assert.deepEqual(errors, []);
  await close();
});

test('the split and cutting steppers show g(A) ⊕ g(B) for each option', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-split/3x2');
  await page.click('.mex-stepper .step-next');
  const details = await page.$$eval('.options-table .option-value', (n) => n.map((x) => x.textContent));
  // 3x2: break after row 1 → 1×2 + 2×2 = 1 ⊕ 1 = 0; after column 1 → 3×1 + 3×1 = 0 ⊕ 0 = 0.
  assert.deepEqual(details, ['g(1×2) ⊕ g(2×2) = 1 ⊕ 1 = 0', 'g(3×1) ⊕ g(3×1) = 0 ⊕ 0 = 0']);
  const groups = await page.$$eval('.options-table .option-group', (n) => n.map((x) => x.textContent));
  assert.deepEqual(groups, ['lines between rows', 'lines between columns']);
  await close();
  const cutting = await openApp(app.browser, app.server.url, '#/cutting/1x5,4x4');
  assert.match(await cutting.page.textContent('.mex-stepper'), /1×5 is a strip one square wide/);
  assert.match(await cutting.page.textContent('.total'), /wins at once/);
  assert.match(await cutting.page.textContent('[data-index="0"] .bar-label'), /wins at once/);
  assert.deepEqual([...errors, ...cutting.errors], []);
  await cutting.close();
});

test('bad positions give a message and leave the game unchanged', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/cutting/0x3');
  assert.match(await page.textContent('.url-notice'), /0x3: a bar needs at least one row/);
  assert.equal(await board(page), '4x5 3x3');
  await page.click('details.setup summary');
  for (const [text, message] of [
    ['201x5', /201x5 is larger than the 200×200 limit/],
    ['3y2', /3y2 is not a bar: write HxW/],
    ['-2x2', /cannot have a negative number/],
    ['', /enter at least one bar/],
  ]) {
    await page.fill('.position-input', text);
    await page.click('.position-form button[type="submit"]');
    assert.match(await page.textContent('.setup-error'), message);
    assert.equal(await board(page), '4x5 3x3');
  }
  await page.fill('.move-input', '1-r9');
  await page.click('.move-form button[type="submit"]');
  assert.match(await page.textContent('.session-notice'), /no line after row 9/);
  assert.equal(await board(page), '4x5 3x3');
  assert.deepEqual(errors, []);
  await close();
});

test('keyboard: choose a bar and a line, break it, pick the piece', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/3x2,4x4');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.board-area');
  await page.keyboard.press('ArrowRight'); // bar 1
  await page.keyboard.press('ArrowDown'); // line after row 1
  await page.keyboard.press('Enter');
  await page.waitForSelector('.piece-choice');
  await page.screenshot({ path: join(shots, 'chocolate-eat-piece-choice.png') });
  await page.keyboard.press('2'); // eat the bottom piece (2 rows): 1x2 stays
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '1x2');
  await page.keyboard.press('u');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '3x2');
  assert.deepEqual(errors, []);
  await close();
});

test('screenshots: desktop and phone of each game and its table', async () => {
  for (const [game, position] of [['chocolate-eat', '3x2,4x4,7x5'], ['chocolate-split', '3x2,2x2,6x4'], ['cutting', '4x5,3x3,1x4,60x80']]) {
    for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]]) {
      const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${position}`, viewport);
      await tableShown(page);
      await page.click('button.hint');
      // Nothing may overflow the page sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${game} ${name}: page is ${overflow}px wider than the window`);
      await page.screenshot({ path: join(shots, `${game}-${name}.png`), fullPage: true });
      if (name === 'desktop') {
        await page.selectOption('select.table-size', '200');
        await page.waitForSelector('.grundy-table[data-state="done"][data-size="200"]');
        await (await page.$('.grundy-table')).screenshot({ path: join(shots, `${game}-table-200.png`) });
      }
      assert.deepEqual(errors, []);
      await close();
    }
  }
});

test('computer vs computer steps a cutting game to the end; the winner is the side the table predicts', async () => {
  // 4x5 ⊕ 3x3 = 1 ⊕ 0 (simplified table): the first computer wins.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/cutting/4x5,3x3');
  await page.selectOption('select.mode', 'cc');
  for (let i = 0; i < 30 && !(await page.$('.status.game-over')); i++) await page.click('button.step');
  assert.match(await status(page), /Computer 1 wins by cutting out a 1×1 square/);
  assert.deepEqual(errors, []);
  await close();
});

test('moving between the three games keeps one module and shows the right game each time', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/3x2');
  for (const [link, title, bars] of [
    ['Split chocolate', 'Chocolate: split the bars', '3x2 2x2'],
    ['Cutting game', 'Cutting game', '4x5 3x3'],
    // The header's link is the bare address: it brings back the game in progress (kit::persist).
    ['Eat chocolate', 'Chocolate: eat a piece', '3x2'],
  ]) {
    await page.click('.games-menu summary');
    await page.click(`.site-header nav a:text-is("${link}")`);
    await page.waitForFunction((t) => document.querySelector('.chocolate-page h1')?.textContent === t, title);
    assert.equal(await board(page), bars);
    assert.equal(await page.$$eval('.chocolate-page', (n) => n.length), 1);
  }
  // Back to Nim and forward again: the shell's page and the module's page never show together.
  await page.click('.games-menu summary');
  await page.click('.site-header nav a:text-is("Nim")');
  await page.waitForSelector('.nim-page');
  assert.equal(await page.$$eval('.chocolate-page', (n) => n.length), 0);
  await page.goBack();
  await page.waitForSelector('.chocolate-page');
  assert.deepEqual(errors, []);
  await close();
});

test('keyboard: the table cursor moves with the arrows and Enter opens the stepper', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/5x5');
  await tableShown(page);
  await page.focus('canvas.heatmap');
  // The cursor starts on 1×1; right once and down twice is 3×2.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  assert.match(await page.textContent('.table-readout'), /^3×2: value 4/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.mex-stepper .sentence')?.textContent.includes('From 3×2'));
  assert.deepEqual(errors, []);
  await close();
});

/**
 * Records, from now on, every piece choice or pending-break line the page draws or changes, even
 * for a moment (a render that a later one in the same task undoes still leaves mutation records).
 */
async function watchPendingBreaks(page) {
  await page.evaluate(() => {
    window.__pendingSeen = [];
    const watched = '.piece-choice, .cut-pending';
    const note = (node) => window.__pendingSeen.push(node.textContent || node.getAttribute('d'));
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        const inside = target?.closest(watched);
        if (inside) note(inside);
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          for (const found of [node, ...node.querySelectorAll(watched)]) if (found.matches(watched)) note(found);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

test('a marked break from the previous position is dropped, never drawn on the next (random, redo, address)', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/10x10');
  await page.selectOption('select.mode', 'hh');
  // Eat 8 rows (10x10 → 2x10) and undo, so Redo has a move to bring back.
  await clickLine(page, 0, 'r', 8);
  await page.click('.piece-choice .eat-first');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '2x10');
  await page.click('button.undo');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '10x10');
  const markAfterRow8 = async () => {
    await clickLine(page, 0, 'r', 8);
    await page.waitForSelector('.piece-choice');
    assert.match(await page.textContent('.piece-choice'), /Eat the top piece \(8×10\).*Eat the bottom piece \(2×10\)/);
    await watchPendingBreaks(page);
  };
  const noStaleBreak = async (what) => {
    await page.waitForTimeout(200);
    assert.deepEqual(await page.evaluate(() => window.__pendingSeen), [], `${what}: a stale break was drawn`);
    assert.equal(await page.$('.piece-choice'), null);
  };
  // Redo: the bar becomes 2x10, which has no line after row 8.
  await markAfterRow8();
  await page.click('button.redo');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '2x10');
  await noStaleBreak('redo');
  // Random position: bars of at most 6x6.
  await page.click('button.undo');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '10x10');
  await markAfterRow8();
  await page.click('details.setup summary');
  await page.click('button.random');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar !== '10x10');
  await noStaleBreak('random position');
  // A new address.
  await page.fill('.position-input', '10x10');
  await page.click('.position-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '10x10');
  await markAfterRow8();
  await page.evaluate(() => { location.hash = '#/chocolate-eat/3x3'; });
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '3x3');
  await noStaleBreak('address');
  // The page still plays: break 3x3 after row 1 and eat the top row.
  await clickLine(page, 0, 'r', 1);
  await page.click('.piece-choice .eat-first');
  await page.waitForFunction(() => document.querySelector('[data-index="0"]')?.dataset.bar === '2x3');
  assert.deepEqual(errors, []);
  await close();
});

test('cutting: random positions hold no 1x1 and no strip', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/cutting/4x5,3x3');
  await page.click('details.setup summary');
  const seen = new Set();
  for (let i = 0; i < 25; i++) {
    const before = await board(page);
    await page.click('button.random');
    await page.waitForFunction((b) => [...document.querySelectorAll('[data-bar]')].map((n) => n.dataset.bar).join(' ') !== b, before).catch(() => {});
    const bars = await board(page);
    seen.add(bars);
    for (const bar of bars.split(' ')) {
      const [h, w] = bar.split('x').map(Number);
      assert.ok(h >= 2 && w >= 2, `random cutting position ${bars} holds ${bar}`);
    }
    assert.doesNotMatch(await status(page), /Game over/);
  }
  assert.ok(seen.size > 5, 'the positions vary');
  await page.screenshot({ path: join(shots, 'cutting-random.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await close();
});

test('cutting: setup refuses a 1x1 (and 65 bars), an address with a 1x1 opens finished and says why', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/cutting/4x5,3x3');
  await page.click('details.setup summary');
  assert.match(await page.textContent('#position-help'), /up to 64 bars, no 1x1 \(cutting one out ends the game\)/);
  for (const [text, message] of [
    ['3x3 1x1', /Not changed: bar 2 is 1x1, a square already cut out: in the cutting game that ends the game, so there would be nothing to play; leave the 1x1 out\./],
    ['empty', /the cutting game needs at least one sheet to cut/],
    [Array(65).fill('2x2').join(' '), /65 bars is too many to start from: a game is set up with at most 64 bars/],
  ]) {
    await page.fill('.position-input', text);
    await page.click('.position-form button[type="submit"]');
    assert.match(await page.textContent('.setup-error'), message);
    assert.equal(await board(page), '4x5 3x3');
  }
  await close();
  // A shared link of a finished game still opens, with the reason in the status line.
  const finished = await openApp(app.browser, app.server.url, '#/cutting/3x3,1x1');
  assert.equal(await board(finished.page), '3x3 1x1');
  assert.equal(await finished.page.$('.url-notice'), null);
  assert.equal(
    await status(finished.page),
    'Game over before it began. Bar 2 is 1×1, a square already cut out: in the cutting game that ends the game, so this position is finished (the cut that made the square won). Set up a game or press Random position to play.',
  );
  // "Play again" would only repeat the finished position; "Random position" starts a game.
  assert.equal(await finished.page.$('.game-over-actions .play-again'), null);
  await finished.page.click('.game-over-actions button');
  await finished.page.waitForFunction(() => !document.querySelector('.status.game-over'));
  assert.doesNotMatch(await board(finished.page), /1x1/);
  await finished.page.screenshot({ path: join(shots, 'cutting-from-finished-link.png') });
  // An address may hold more bars than a game is set up with: it can be a game in progress.
  const many = await openApp(app.browser, app.server.url, `#/chocolate-split/${Array(65).fill('2x2').join(',')}`);
  assert.equal((await board(many.page)).split(' ').length, 65);
  assert.equal(await many.page.$('.url-notice'), null);
  assert.deepEqual([...errors, ...finished.errors, ...many.errors], []);
  await finished.close();
  await many.close();
});

test('hiding the values twice (L L) keeps the table as it was: size, cursor, cells', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/5x5');
  await tableShown(page);
  await page.selectOption('select.table-size', '20');
  await page.waitForSelector('.grundy-table[data-state="done"][data-size="20"]');
  await page.focus('canvas.heatmap');
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  assert.match(await page.textContent('.table-readout'), /^3×2: value 4/);
  await page.$eval('.grundy-table', (node) => { node.dataset.mark = 'kept'; });
  await page.focus('.board-area');
  await page.keyboard.press('l');
  assert.equal(await page.isVisible('.grundy-table'), false, 'hidden with the values');
  await page.keyboard.press('l');
  assert.equal(await page.isVisible('.grundy-table'), true);
  assert.equal(await page.$eval('.grundy-table', (node) => node.dataset.mark), 'kept', 'the same table, not a new one');
  assert.equal(await page.$eval('.grundy-table', (node) => node.dataset.size), '20');
  assert.equal(await page.$eval('.grundy-table', (node) => node.dataset.state), 'done');
  assert.match(await page.textContent('.table-readout'), /^3×2: value 4/);
  assert.equal(await page.$eval('select.table-size', (s) => s.value), '20');
  await (await page.$('.grundy-table')).screenshot({ path: join(shots, 'chocolate-eat-table-after-LL.png') });
  assert.deepEqual(errors, []);
  await close();
});

test('cutting heatmap: the 1x1 cell is a square already cut out, a strip wins at once', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/cutting/4x5');
  await tableShown(page);
  await page.selectOption('select.table-size', '20');
  await page.waitForSelector('.grundy-table[data-state="done"][data-size="20"]');
  await (await page.$('canvas.heatmap')).scrollIntoViewIfNeeded();
  const box = await (await page.$('canvas.heatmap')).boundingBox();
  const hover = (h, w) => page.mouse.move(box.x + ((w - 0.5) / 20) * box.width, box.y + ((h - 0.5) / 20) * box.height);
  await hover(1, 1);
  assert.equal(await page.textContent('.table-readout'), '1×1: a single square, already cut out: the cut that made it ended the game');
  await hover(1, 5);
  assert.equal(await page.textContent('.table-readout'), '1×5: a strip one square wide: wins at once');
  await hover(3, 3);
  // 3x3: no cut keeps both pieces 2 wide (a side of 3 splits only into 1 + 2), so 0.
  assert.match(await page.textContent('.table-readout'), /^3×3: value 0/);
  assert.match(await page.textContent('.legend'), /a strip \(wins at once\) or 1×1 \(already cut out\)/);
  assert.match(await page.textContent('.stepper-note'), /2×2, 2×3, 3×2 and 3×3 have only such cuts/);
  assert.deepEqual(errors, []);
  await close();
});

test('the hint says how many winning moves it lists; empty positions are worded per game', async () => {
  // Split game, 31 bars of 2x4. Each 2x4 has even area, so value (8 − 1) mod 2 = 1, and 31 of
  // them make a nim-sum of 1. Each of its 3 distinct breaks (after row 1, after column 1 or 2)
  // leaves two pieces of even area, 1 ⊕ 1 = 0, so it wins: 93 winning moves, over the cap of 64.
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/chocolate-split/${Array(31).fill('2x4').join(',')}`);
  await page.click('button.hint');
  assert.equal(await page.$$eval('.winning-moves li', (n) => n.length), 24);
  assert.equal(
    await page.textContent('.hint-more'),
    'These are the first 24 of the 64 winning moves found, in bar order. The search stops at 64, so there may be more; the board marks all 64.',
  );
  assert.match(await page.textContent('.learn-area'), /the hint shows winning moves of both kinds/);
  assert.doesNotMatch(await page.textContent('.learn-area'), /lists them all/);
  await close();
  for (const [game, words, stepper] of [
    ['chocolate-split', 'there are no bars', 'There are no bars: there is nothing to step through.'],
    ['chocolate-eat', 'every bar has been eaten', 'Every bar has been eaten: there is nothing to step through.'],
  ]) {
    const empty = await openApp(app.browser, app.server.url, `#/${game}/empty`);
    assert.match(await status(empty.page), new RegExp(`Game over before it began: ${words}, so you cannot move and lose\\.$`));
    assert.match(await empty.page.textContent('.stepper-anchor'), new RegExp(stepper));
    assert.doesNotMatch(await empty.page.textContent('main'), game === 'chocolate-split' ? /eaten/ : /^$/);
    assert.deepEqual(empty.errors, []);
    await empty.close();
  }
  assert.deepEqual(errors, []);
});

test('the address holds every position it writes: past 1024 bars it stays on the last one that fit', async () => {
  // 1024 bars is the most the notation holds; one break makes 1025.
  const full = Array(1024).fill('2x2').join(',');
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/chocolate-split/${full}`);
  assert.equal(await page.$('.url-notice'), null);
  await page.selectOption('select.mode', 'hh');
  await page.fill('.move-input', '1-r1');
  await page.click('.move-form button[type="submit"]');
  await page.waitForSelector('.too-long-for-address');
  assert.equal(
    await page.textContent('.too-long-for-address'),
    'This position has 1025 bars, more than an address holds (1024): the address keeps the last position that fit.',
  );
  assert.equal(await page.evaluate(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)), `#/chocolate-split/${full}`);
  // Undo: back within the limit, the address follows the board again.
  await page.click('button.undo');
  await page.waitForFunction(() => !document.querySelector('.too-long-for-address'));
  await page.fill('.move-input', '1024-c1');
  await page.click('.move-form button[type="submit"]');
  await page.waitForSelector('.too-long-for-address');
  await page.click('button.undo');
  await page.waitForFunction(() => !document.querySelector('.too-long-for-address'));
  assert.equal(await page.evaluate(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)), `#/chocolate-split/${full}`);
  assert.deepEqual(errors, []);
  await close();
});

test('review fixes: the piece choice is in view on a phone, one message at a time, the stepper keeps focus', async () => {
  // Phone: after breaking the last bar, the "eat which piece" buttons must be on screen.
  const phone = await openApp(app.browser, app.server.url, '#/chocolate-eat/3x2,4x4', PHONE);
  await clickLine(phone.page, 1, 'r', 1);
  await phone.page.waitForSelector('.piece-choice');
  await phone.page.waitForTimeout(300);
  for (const button of ['.eat-first', '.eat-second', '.piece-choice .cancel']) {
    const box = await phone.page.$eval(button, (b) => b.getBoundingClientRect().bottom);
    assert.ok(box <= PHONE.height, `${button} ends at ${box}, below the ${PHONE.height} px screen`);
  }
  assert.match(await phone.page.textContent('.status'), /^Bar 2 is broken: click or tap the piece to eat, or Cancel\.$/);
  await phone.page.screenshot({ path: join(shots, 'chocolate-eat-phone-piece-choice.png') });
  assert.deepEqual(phone.errors, []);
  await phone.close();

  // A refused move's message is replaced by the next one, never shown beside it.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/chocolate-eat/3x2,2x2');
  const messages = () => page.$$eval('.session-notice, .move-error', (n) => n.map((e) => e.textContent));
  await page.fill('.move-input', '1-5r');
  await page.press('.move-input', 'Enter');
  assert.equal((await messages()).length, 1, String(await messages()));
  await page.fill('.move-input', '1-0c');
  await page.press('.move-input', 'Enter');
  const now = await messages();
  assert.equal(now.length, 1, String(now));
  assert.match(now[0], /1-0c/);

  // The mex stepper's Next keeps the keyboard's place at the last step.
  await page.focus('.mex-stepper .step-next');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  // The last press's step is drawn on the next render: wait for it rather than read at once.
  await page.waitForFunction(() => /step 4 of 4/.test(document.querySelector('.mex-stepper')?.textContent ?? ''));
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'step-next');
  // Shift+Tab goes back to the button before Next: play/pause, between Back and Next.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'play-pause');
  assert.deepEqual(errors, []);
  await close();
});

// Notation a Japanese page may show: bars (3x2), moves (1-2r, 2-all) and the empty position.
const NOTATION = ['empty'];

/** English words on a Japanese page, but notation. */
function englishOnPage(page) {
  return englishWords(page, NOTATION);
}

/** Opens `hash` in Japanese. */
async function openJa(hash, viewport) {
  const opened = await openAppJa(app.browser, app.server.url, hash, viewport);
  await opened.page.waitForSelector('.chocolate-page');
  return opened;
}

/** Points at (or clicks) the heatmap's cell of an h×w bar in a 20×20 table. */
async function atCell(page, h, w, action = 'hover') {
  const canvas = await page.$('canvas.heatmap');
  const { width, height } = await canvas.evaluate((c) => c.getBoundingClientRect());
  await canvas[action]({ position: { x: ((w - 0.5) / 20) * width, y: ((h - 0.5) / 20) * height } });
}

const jaStarts = {
  // Losing starts (see `starts` above): the person moves, the computer answers with a move to
  // nim-sum 0 and says why. `over`: a start one move from the end, and that move.
  'chocolate-eat': { losing: '2x2,3x3', move: '2-1r', over: '1x1', last: '1-all', bad: '#/chocolate-eat/3x2,0x3' },
  'chocolate-split': { losing: '3x2,2x2', move: '1-r1', over: '1x2', last: '1-c1', bad: '#/chocolate-split/3y2' },
  cutting: { losing: '4x4,2x4', move: '1-r2', over: '1x2', last: '1-c1', bad: '#/cutting/3x3,1x1' },
};

for (const [game, { losing, move, over, last, bad }] of Object.entries(jaStarts)) {
  test(`${game} in Japanese: no English words but names and notation, in every main state`, async () => {
    for (const [size, viewport] of [['projector', PROJECTOR], ['phone', PHONE]]) {
      const { page, errors, close } = await openJa(`#/${game}/${losing}`, viewport);
      const check = async (state) => assert.deepEqual(await englishOnPage(page), [], `${game} ${size}: ${state}`);
      await tableShown(page);
      await check('start');
      // A move against the computer: its reply and reason, in the status line and the history.
      await page.fill('.move-input', move);
      await page.press('.move-input', 'Enter');
      await page.waitForSelector('.computer-reason');
      assert.match(await page.textContent('.computer-reason'), /ニム和/);
      await check('after the computer\'s reply');
      await page.click('button.hint');
      await page.waitForSelector('.hint-box');
      await check('hint open');
      // Refused input: a move that is no move, a bar that is no bar.
      await page.fill('.move-input', 'zz');
      await page.press('.move-input', 'Enter');
      await page.waitForSelector('.move-error');
      await page.click('details.setup summary');
      await page.fill('.position-input', '0x2');
      await page.click('.position-form button[type="submit"]');
      await page.waitForSelector('.setup-error');
      await check('refused move and setup');
      // The table: a cell's readout, and its stepper.
      await page.selectOption('select.table-size', '20');
      await page.waitForSelector('.grundy-table[data-state="done"][data-size="20"]');
      await atCell(page, 4, 2);
      assert.match(await page.textContent('.table-readout'), /^4×2: Grundy 数 \d+/);
      await check('table readout');
      await atCell(page, 4, 2, 'click');
      await page.waitForFunction(() => document.querySelector('.chooser select')?.value === 'cell');
      assert.match(await page.textContent('.chooser'), /表から選んだ 4×2/);
      for (let i = 0; i < 3; i++) await page.click('.mex-stepper .step-next');
      await check('stepper of a table cell');
      // A cell of one row: in the cutting game a strip, blank in the table.
      await atCell(page, 1, 5);
      assert.match(await page.textContent('.table-readout'), game === 'cutting' ? /^1×5: 幅 1 マスの帯/ : /^1×5: Grundy 数/);
      await check('a one-row cell');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${game} ${size}: page is ${overflow}px wider than the window`);
      await page.screenshot({ path: join(shots, `${game}-ja-${size}.png`), fullPage: true });
      await page.click('.labels-toggle');
      await check('values hidden');
      assert.deepEqual(errors, []);
      await close();
    }
    // Game over, an eat game's piece choice, a bad address and a finished start.
    const end = await openJa(`#/${game}/${over}`, PHONE);
    await end.page.click('button.hint');
    await end.page.waitForSelector('.winning-moves li');
    assert.deepEqual(await englishOnPage(end.page), [], `${game}: hint with winning moves`);
    await end.page.fill('.move-input', last);
    await end.page.press('.move-input', 'Enter');
    await end.page.waitForSelector('.status.game-over');
    assert.match(await end.page.textContent('.status'), /あなたの勝ちです/);
    assert.deepEqual(await englishOnPage(end.page), [], `${game}: game over`);
    await end.page.screenshot({ path: join(shots, `${game}-ja-game-over.png`), fullPage: true });
    await end.close();
    // The computer first from a losing start: every move loses, and it says how it chose.
    const first = await openJa(`#/${game}/${losing}`, PHONE);
    await first.page.selectOption('select.first', 'computer');
    await first.page.waitForSelector('.computer-reason');
    assert.match(await first.page.textContent('.computer-reason'), /ニム和が 0 なので/);
    assert.deepEqual(await englishOnPage(first.page), [], `${game}: the computer's move from a losing start`);
    assert.deepEqual(first.errors, []);
    await first.close();
    const wrong = await openJa(bad, PHONE);
    assert.deepEqual(await englishOnPage(wrong.page), [], `${game}: ${bad}`);
    await wrong.page.screenshot({ path: join(shots, `${game}-ja-bad-address.png`), fullPage: true });
    assert.deepEqual([...end.errors, ...wrong.errors], []);
    await wrong.close();
  });
}

test('eat game in Japanese: the piece choice and the language switch re-word the page', async () => {
  const { page, errors, close } = await openJa('#/chocolate-eat/3x2,4x4', PHONE);
  await clickLine(page, 1, 'r', 1);
  await page.waitForSelector('.piece-choice');
  assert.match(await page.textContent('.piece-choice'), /上のかけら（1×4）を食べる.*下のかけら（3×4）を食べる/);
  assert.deepEqual(await englishOnPage(page), []);
  await page.screenshot({ path: join(shots, 'chocolate-eat-ja-piece-choice.png') });
  await page.click('.piece-choice .cancel');
  // The switch: English at once, the stepper and a refused move's message included.
  await page.fill('.move-input', '1-5r');
  await page.press('.move-input', 'Enter');
  await page.waitForSelector('.session-notice');
  await page.click('.lang-switch a[lang="en"]');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.textContent('h1'), 'Chocolate: eat a piece');
  assert.match(await page.textContent('.session-notice'), /^Bar 1 \(3×2\) has 3 rows/);
  assert.match(await page.textContent('.options-table'), /eat 1 row/);
  await page.click('.lang-switch a[lang="ja"]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  assert.match(await page.textContent('.options-table'), /1 行食べる/);
  assert.deepEqual(errors, []);
  await close();
});
