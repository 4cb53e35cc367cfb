// Every game page at a phone, a laptop and a projector size: the board, the status line, the
// total line and the turn controls are all in view without scrolling, and nothing scrolls
// sideways. The games come from grundyLab.games(), so a game added later is checked too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa } from './harness.mjs';

const app = useApp();

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 720 }],
  ['projector', { width: 1920, height: 1080 }],
];

/** Every game id the app lists (so a game added later is checked too). */
async function gameIds() {
  const first = await openApp(app.browser, app.server.url, '#/');
  await first.page.waitForFunction(() => window.grundyLab);
  const ids = await first.page.evaluate(() => grundyLab.games());
  await first.close();
  return ids;
}

/** The rectangles of what must be in view, or the names of those that are not. */
async function outOfView(page) {
  return page.evaluate(() => {
    const wanted = {
      status: '.play-area > .status',
      board: '.play-area .board-area',
      undo: '.play-area button.undo',
      hint: '.play-area button.hint',
      labels: '.play-area .labels-toggle',
    };
    const out = [];
    for (const [name, selector] of Object.entries(wanted)) {
      const element = document.querySelector(selector);
      if (!element) {
        out.push(`${name}: missing`);
        continue;
      }
      const r = element.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5) {
        out.push(`${name}: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}`);
      }
    }
    const total = document.querySelector('.play-area > .total');
    if (total && total.getBoundingClientRect().bottom > innerHeight + 0.5) out.push('total line');
    if (document.documentElement.scrollWidth > innerWidth) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

test('board, status, total and turn controls fit the screen on every game page', async () => {
  const ids = await gameIds();
  const problems = [];
  for (const id of ids) {
    for (const [name, viewport] of sizes) {
      for (const ja of [false, true]) {
        const opened = ja
          ? await openAppJa(app.browser, app.server.url, `#/${id}`, viewport)
          : await openApp(app.browser, app.server.url, `#/${id}`, viewport);
        await opened.page.waitForSelector(`main.${id}-page .board-area`);
        await opened.page.waitForTimeout(100);
        const out = await outOfView(opened.page);
        if (out.length) {
          problems.push(`${id} ${name} ${ja ? 'ja' : 'en'}: ${out.join(', ')}`);
          await opened.page.screenshot({ path: join(shots, `fit-${id}-${name}-${ja ? 'ja' : 'en'}.png`) });
        }
        assert.deepEqual(opened.errors, []);
        await opened.close();
      }
    }
  }
  assert.deepEqual(problems, []);
});

test("the computer's move shows on the board, and its reason is in view and in a live region", async () => {
  // 1 2 3 has nim-sum 0 (by hand): whatever the person takes, the computer answers.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/1,2,3', { width: 390, height: 844 });
  await page.click('circle.stone[data-pile="2"][data-index="2"]');
  // The computer's stones are drawn where they were (fading), on the pile it took from.
  await page.waitForSelector('.nim-board .stone.taken');
  const pile = await page.getAttribute('.nim-board .pile.just-moved', 'data-pile');
  assert.ok(pile !== null, 'the pile the computer took from is marked');
  const status = await page.textContent('.status');
  assert.match(status, /^The computer took \d+ from pile \d\. Your move/);
  const reason = page.locator('.computer-reason');
  assert.equal(await reason.getAttribute('aria-live'), 'polite');
  assert.ok((await reason.textContent()).length > 10);
  const box = await reason.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 844, `reason at ${box.y}–${box.y + box.height}`);
  await page.screenshot({ path: join(shots, 'nim-computer-move-phone.png') });
  // Undo goes back before the person's move: no move is new, nothing is marked.
  await page.click('button.undo');
  assert.equal(await page.$('.nim-board .stone.taken'), null);
  assert.deepEqual(errors, []);
  await close();
});

test("on every game page the computer's first move is said, explained in view and flashed on the board", async () => {
  const ids = await gameIds();
  const problems = [];
  for (const id of ids) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, `#/${id}`, { width: 390, height: 844 });
    await page.waitForSelector(`main.${id}-page .board-area`);
    // The computer moves first: it plays at once (every game's default start has a move).
    await page.selectOption('.game-bar select.first', 'computer');
    try {
      await page.waitForSelector('main.computer-moved-a, main.computer-moved-b', { timeout: 3000 });
    } catch {
      problems.push(`${id}: the board does not flash`);
    }
    const status = await page.textContent('.play-area > .status');
    if (!/^The computer /.test(status)) problems.push(`${id}: status "${status}"`);
    const reason = page.locator('.computer-reason');
    const box = await reason.boundingBox();
    if ((await reason.getAttribute('aria-live')) !== 'polite') problems.push(`${id}: reason not live`);
    if (!box || box.y < 0 || box.y + box.height > 844) problems.push(`${id}: reason out of view`);
    if (errors.length) problems.push(`${id}: ${errors.join('; ')}`);
    await close();
  }
  assert.deepEqual(problems, []);
});

test('with reduced motion the taken stones are not animated at all', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${app.server.url}#/nim/1,2,3`);
  await page.click('circle.stone[data-pile="2"][data-index="2"]');
  await page.waitForSelector('.nim-board .pile.just-moved');
  const display = await page.$eval('.nim-board .stone.taken', (el) => getComputedStyle(el).display);
  assert.equal(display, 'none');
  await context.close();
});

test('against the computer the analysis stays closed until asked for; with two players it is open', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/nim/3,4,5', undefined, { analysis: false });
  assert.equal(await page.isVisible('.xor-panel'), false, 'the nim-sum panel would give the move away');
  assert.match(await page.textContent('.analysis-switch'), /closed while you play the computer/);
  // The hint opens it for this position…
  await page.click('button.hint');
  assert.equal(await page.isVisible('.xor-panel'), true);
  await page.click('button.hint');
  assert.equal(await page.isVisible('.xor-panel'), false);
  // …the switch for good (remembered across pages and reloads).
  await page.check('.analysis-toggle');
  assert.equal(await page.isVisible('.xor-panel'), true);
  await page.reload();
  await page.waitForSelector('.xor-panel');
  assert.equal(await page.isChecked('.analysis-toggle'), true);
  await page.uncheck('.analysis-toggle');
  // Two players at one screen: the analysis is part of the lesson, open, no switch.
  await page.selectOption('select.mode', { index: 1 });
  assert.equal(await page.isVisible('.xor-panel'), true);
  assert.equal(await page.$('.analysis-toggle'), null);
  await page.screenshot({ path: join(shots, 'nim-analysis-two-players.png') });
  assert.deepEqual(errors, []);
  await close();
});

// The sums page on a laptop and a projector with four components (issue 12's presentation
// layout): the components stand in a grid whose boards scale down, so every component, the
// status, the total and the turn controls are in view without scrolling (the page's nor the grid's).
const fourParts = [
  'nim(3,4)+chocolate-eat(3x2)+hackenbush(0-1,1-2)+subtraction(1,3,4:9)',
  'georgia-bob(2,5,9)+prime-factor(12)+euclid(7,3)+cutting(3x4)',
  'chocolate-split(4x3)+bounded-nim(3:7)+game-graph(a>b,b>c,a>c)+nim(5,6,7)',
];
test('the sums page with four components fits a laptop and a projector', async () => {
  const problems = [];
  for (const sum of fourParts) {
    for (const [name, viewport] of sizes.filter(([name]) => name !== 'phone')) {
      for (const ja of [false, true]) {
        const open = ja ? openAppJa : openApp;
        const { page, errors, close } = await open(app.browser, app.server.url, `#/sums/${sum}`, viewport);
        await page.waitForSelector('main.sums-page .sum-part');
        await page.waitForTimeout(150);
        assert.equal(await page.$$eval('.sum-part', (parts) => parts.length), 4, sum);
        const out = await outOfView(page);
        out.push(...(await page.evaluate(() => {
          const wrong = [];
          for (const part of document.querySelectorAll('.sum-part')) {
            const r = part.getBoundingClientRect();
            if (r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) wrong.push(`part ${part.dataset.part} ends at ${Math.round(r.bottom)}`);
            for (const scroller of part.querySelectorAll('*')) {
              if (scroller.scrollHeight > scroller.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY)) {
                wrong.push(`part ${part.dataset.part} scrolls inside`);
              }
            }
          }
          const grid = document.querySelector('.sum-parts');
          if (grid.scrollHeight > grid.clientHeight + 1) wrong.push('the grid scrolls');
          return wrong;
        })));
        await page.screenshot({ path: join(shots, `fit-sums-${sum.slice(0, 12)}-${name}-${ja ? 'ja' : 'en'}.png`) });
        if (out.length) problems.push(`${sum} ${name} ${ja ? 'ja' : 'en'}: ${out.join(', ')}`);
        assert.deepEqual(errors, []);
        await close();
      }
    }
  }
  assert.deepEqual(problems, []);
});
