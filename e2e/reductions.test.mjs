// End-to-end tests of the four reductions to Nim (release build, headless Chromium): Georgia and
// Bob, the prime-factor game, Euclid's game and A Funny Game, each played to the end against the
// computer from a winning and a losing start, its reduction stepper stepped forward and back, the
// address, Japanese, and the API's contest samples. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/reductions.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const status = (page) => page.textContent('.status');

/** The board's position in notation, read from the address (which follows the board). */
async function position(page) {
  return (await addressPosition(page)).replaceAll(',', ' ');
}

async function analyze(page, game, text) {
  return page.evaluate(([g, p]) => window.grundyLab.analyze(g, p), [game, text]);
}

const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

/** Plays `move` (in notation) by pointing at the board as a person would, or by typing it. */
async function play(page, game, move, byClick) {
  // Euclid's board has a button per multiple (and a box only for large quotients).
  if (!byClick && game !== 'euclid') {
    await page.fill('.move-input', move);
    await page.click('.move-form button[type="submit"]');
    return;
  }
  if (game === 'georgia-bob') {
    const [from, to] = move.split('-');
    await page.click(`circle.chessman[data-square="${from}"]`);
    await page.click(`g.square[data-square="${to}"] rect`);
  } else if (game === 'prime-factor') {
    const [prime, exponent] = move.split('^');
    await page.click(`rect.block[data-prime="${prime}"][data-exponent="${exponent}"]`);
  } else if (game === 'euclid') {
    const multiple = move.split('-')[1].split('*')[0];
    await page.click(`button.multiple[data-multiple="${multiple}"]`);
  } else {
    const [row, coins] = move.includes(':') ? move.split(':') : ['0', move];
    const [coin, second] = coins.split('-');
    await page.click(`circle.coin[data-row="${row}"][data-coin="${coin}"]`);
    await page.click(second ? (Number(second) === Number(coin) + 1 || Number(second) === 1 ? '.coin-actions .take-two' : '.coin-actions .take-two-before') : '.coin-actions .take-one');
  }
}

/** Some legal move of `text`, in notation (for the losing side). */
function someMove(game, text) {
  if (game === 'georgia-bob') {
    const squares = text.split(' ').map(Number);
    for (let i = squares.length - 1; i >= 0; i--) {
      if (squares[i] - (i === 0 ? 0 : squares[i - 1]) >= 2) return `${squares[i]}-${squares[i] - 1}`;
    }
    return null;
  }
  if (game === 'prime-factor') {
    const n = Number(text);
    for (let p = 2; p <= n; p++) if (n % p === 0) return `${p}^1`;
    return null;
  }
  if (game === 'euclid') {
    const [a, b] = text.split(' ').map(Number);
    return `${Math.max(a, b)}-1*${Math.min(a, b)}`;
  }
  if (text.startsWith('circle')) return '1';
  const rows = text.split(' ').map(Number).filter((r) => r > 0);
  return rows.length ? '1:1' : null;
}

const starts = {
  // Hand calculations, checked natively against brute force: gaps 3 ⊕ 0 ⊕ 2 ⊕ 2 = 3 and 2 ⊕ 2;
  // 2⁵ · 3 (5 ⊕ 1 = 4) and 540 (2 ⊕ 3 ⊕ 1 = 0); 34 12 (34 ≥ 24) and 15 24 (POJ 2348);
  // circle 2 (take both) and circle 7 (POJ 2484).
  'georgia-bob': { winning: '1 5 6 7 9 12 14 17', losing: '2 5 9 12', click: true },
  'prime-factor': { winning: '96', losing: '540', click: true },
  euclid: { winning: '34 12', losing: '15 24', click: true },
  'funny-game': { winning: 'rows 7 3', losing: 'circle 7', click: true },
};

const urlOf = (text) => text.replace('rows ', '').replace('circle ', 'circle').replaceAll(' ', ',');

for (const [game, { winning, losing, click }] of Object.entries(starts)) {
  const winningText = winning.replace('rows ', '');
  test(`${game}: the person wins from a winning start by following the analysis`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${urlOf(winning)}`);
    assert.equal(await position(page), winningText.replace('circle ', 'circle'));
    for (let moves = 0; moves < 60 && !(await page.$('.status.game-over')); moves++) {
      const now = await position(page);
      const analysis = await analyze(page, game, now);
      assert.equal(analysis.outcome, 'N', `${now} should be a win for the person`);
      const before = await historyLength(page);
      // Alternate pointing and typing, so both ways are played.
      await play(page, game, analysis.winning_moves[0].move, click && moves % 2 === 0);
      await page.waitForFunction((n) => document.querySelectorAll('.history .moves li').length > n, before);
      if (moves === 0) await page.screenshot({ path: join(shots, `${game}-after-first-move.png`) });
    }
    assert.match(await status(page), /you win/);
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${game}: the computer wins from a losing start`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${urlOf(losing)}`);
    assert.equal((await analyze(page, game, await position(page))).outcome, 'P');
    for (let moves = 0; moves < 60 && !(await page.$('.status.game-over')); moves++) {
      const move = someMove(game, await position(page));
      const before = await historyLength(page);
      await play(page, game, move, false);
      await page.waitForFunction((n) => document.querySelectorAll('.history .moves li').length >= n + 2 || document.querySelector('.status.game-over'), before);
      if (!(await page.$('.status.game-over'))) {
        assert.equal((await analyze(page, game, await position(page))).outcome, 'P');
      }
    }
    assert.match(await status(page), /the computer wins/);
    assert.ok(await page.textContent('.computer-reason'));
    await page.screenshot({ path: join(shots, `${game}-computer-wins.png`) });
    assert.deepEqual(errors, []);
    await close();
  });
}

const steppers = {
  'georgia-bob': ['1,5,6,7,9,12,14,17', '.georgia-steps', 4],
  'prime-factor': ['540', '.prime-steps', 5],
  euclid: ['24,15', '.euclid-steps', 4],
  'funny-game': ['circle7', '.mirror-steps', 3],
};

for (const [game, [url, stepper, count]] of Object.entries(steppers)) {
  test(`${game}: the reduction stepper steps forward and back`, async () => {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${game}/${url}`);
    const sentence = () => page.textContent(`${stepper} .sentence`);
    assert.equal(await page.$$eval(`${stepper} .stages li`, (n) => n.length), count);
    const seen = [await sentence()];
    for (let i = 1; i < count; i++) {
      await page.click(`${stepper} .step-next`);
      seen.push(await sentence());
    }
    assert.equal(new Set(seen).size, count, `every step says something new: ${seen.join(' | ')}`);
    assert.equal(await page.getAttribute(`${stepper} .step-next`, 'aria-disabled'), 'true');
    await page.click(`${stepper} .step-back`);
    assert.equal(await sentence(), seen[count - 2]);
    // The keyboard: Home goes back to the first step.
    await page.focus(stepper);
    await page.keyboard.press('Home');
    assert.equal(await sentence(), seen[0]);
    await page.screenshot({ path: join(shots, `${game}-stepper.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await close();
  });
}

test('the reduction panels show the published reductions', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/prime-factor/540');
  // Seed 003: 540 = 2² × 3³ × 5, exponents 2 ⊕ 3 ⊕ 1 = 0.
  assert.match(await page.textContent('.big-number'), /540 = 2² × 3³ × 5/);
  assert.deepEqual(await page.$$eval('.prime-pile', (n) => n.map((g) => g.dataset.prime)), ['2', '3', '5']);
  await page.goto(`${app.server.url}#/georgia-bob/1,5,6,7,9,12,14,17`);
  await page.waitForSelector('.pair-bracket');
  assert.deepEqual(await page.$$eval('.pair-bracket text', (n) => n.map((t) => t.textContent)), ['*3', '*0', '*2', '*2']);
  // The mirror reply from a row of 6 (after the first move from circle 7): the middle two.
  await page.goto(`${app.server.url}#/funny-game/6`);
  await page.waitForSelector('.mirror-steps');
  assert.match(await page.textContent('.mirror-steps .sentence'), /1:3-4/);
  assert.ok(await page.$('.mex-stepper'));
  assert.deepEqual(errors, []);
  await close();
});

test('the API answers the contest samples', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/georgia-bob');
  const api = (fn, ...args) => page.evaluate(([fn, args]) => window.grundyLab[fn](...args), [fn, args]);
  assert.equal(await api('georgiaBobImport', '2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17'), 'Bob will win\nGeorgia will win');
  assert.match((await api('georgiaBobImport', '1\n2\n5')).error, /ends after 1 squares|input ends/);
  // POJ 2348: 34 12 → Stan (first) wins; 15 24 → Ollie wins. POJ 2484: 1, 2 → Alice; 3 → Bob.
  assert.equal((await api('analyze', 'euclid', '34 12')).outcome, 'N');
  assert.equal((await api('analyze', 'euclid', '15 24')).outcome, 'P');
  assert.equal((await api('analyze', 'funny-game', 'circle 2')).outcome, 'N');
  assert.equal((await api('analyze', 'funny-game', 'circle 3')).outcome, 'P');
  // Seed 003: 540 → Bob; 11 (prime) → Alice.
  assert.equal((await api('analyze', 'prime-factor', '540')).outcome, 'P');
  assert.equal((await api('analyze', 'prime-factor', '11')).grundy, 1);
  const huge = await api('analyze', 'euclid', '1000000000000000000 1');
  assert.equal(huge.grundy, null);
  assert.equal(huge.outcome, 'N');
  assert.match((await api('analyze', 'georgia-bob', '3 3')).error, /named twice/);
  assert.deepEqual(errors, []);
  await close();
});

test('the address follows the board and reopens it', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/euclid/25,7');
  await page.selectOption('select.mode', 'hh');
  await page.click('button.multiple[data-multiple="2"]');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/euclid/11,7');
  await page.reload();
  await page.waitForSelector('.euclid-board');
  assert.equal(await position(page), '11 7');
  await page.goto(`${app.server.url}#/funny-game/circle%207`);
  await page.waitForSelector('.circle-board');
  assert.equal(await page.$$eval('circle.coin', (n) => n.length), 7);
  await page.goto(`${app.server.url}#/georgia-bob/3,3`);
  await page.waitForSelector('.url-notice');
  assert.match(await page.textContent('.url-notice'), /named twice/i);
  assert.deepEqual(errors, []);
  await close();
});

const pages = {
  'georgia-bob': '1,5,6,7,9,12,14,17',
  'prime-factor': '540',
  euclid: '25,7',
  'funny-game': 'circle7',
};

for (const [game, url] of Object.entries(pages)) {
  test(`${game}: Japanese, phone and projector`, async () => {
    for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
      for (const lang of ['en', 'ja']) {
        const open = lang === 'ja' ? openAppJa : openApp;
        const { page, errors, close } = await open(app.browser, app.server.url, `#/${game}/${url}`, viewport);
        await page.waitForSelector('.reduction-stepper');
        if (lang === 'ja') {
          // Names and notation may stay Latin: the games' names, POJ, Kayles, the circle notation.
          const allowed = ['Georgia', 'Bob', 'POJ', 'Funny', 'Game', 'Kayles', 'circle', 'mex', 'Shift'];
          assert.deepEqual(await englishWords(page, allowed), []);
        }
        await page.screenshot({ path: join(shots, `${game}-${name}-${lang}.png`), fullPage: name === 'phone' });
        assert.deepEqual(errors, []);
        await close();
      }
    }
  });
}

test('georgia-bob: a chessman is dragged onto its square, and the keyboard moves one too', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/georgia-bob/1,5,6,7,9,12,14,17');
  await page.selectOption('select.mode', 'hh');
  const centre = async (selector) => {
    const box = await (await page.$(selector)).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [cx, cy] = await centre('circle.chessman[data-square="17"]');
  const [sx, sy] = await centre('g.square[data-square="15"] rect');
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(sx, sy, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/georgia-bob/1,5,6,7,9,12,14,15');
  // Keyboard: ↓ chooses the rightmost chessman (15, which cannot move: 14 is taken), ↓ again the
  // next one to the left (14) with its nearest free square (13), and Enter slides it there.
  await page.focus('.board-area');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search) === '#/georgia-bob/1,5,6,7,9,12,13,15');
  assert.deepEqual(errors, []);
  await close();
});
