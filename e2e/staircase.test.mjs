// End-to-end tests of staircase Nim's page (release build, headless Chromium): a step tapped and
// its coins moved down, the computer's reply (coins brought down from an even step are moved on,
// and its reason says so), the keys, a staircase too long to draw, the stepper of why only the
// odd steps count, the links to and from Georgia and Bob, and the page in Japanese on a phone
// and a projector. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/staircase.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('staircase-nim', p), position);
const position = async (page) => (await addressPosition(page)).replaceAll(',', ' ');
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

test('a step is tapped and its coins moved down; the computer replies from the P-position', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/staircase-nim/3,1,2');
  await page.waitForSelector('.staircase-board');
  // The odd steps hold 3 and 2 coins: 3 ⊕ 2 = 1 (by hand), a win for the mover.
  const before = await analyze(page, '3 1 2');
  assert.equal(before.grundy, 1);
  assert.match(await page.textContent('.total'), /3 ⊕ 2 = 1/);
  await page.click('button.hint');
  await page.waitForSelector('.stair.hinted', { state: 'attached' });
  // The only winning move (by hand): one coin off step 1, leaving 2 ⊕ 2 = 0.
  assert.deepEqual(before.winning_moves.map((m) => m.move), ['1-1']);
  await page.click('.stair[data-step="1"] rect');
  assert.equal(await page.inputValue('.stair-coins'), '1');
  await page.click('.octal-actions .move-down');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /took 1 coin off step 1/);
  assert.equal((await analyze(page, await position(page))).outcome, 'N');
  assert.deepEqual(errors, []);
  await close();
});

test('coins brought down from an even step are moved on, and the reason says so', async () => {
  // 1 2 1: odd steps 1 ⊕ 1 = 0 (by hand), so the learner moves from a P-position.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/staircase-nim/1,2,1');
  await page.waitForSelector('.staircase-board');
  await page.click('.stair[data-step="2"] rect');
  await page.fill('.stair-coins', '2');
  await page.click('.octal-actions .move-down');
  // 3 0 1 after the learner's move; the same 2 coins moved on from step 1 leave 1 0 1.
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).endsWith('/1,0,1'));
  assert.equal(await historyLength(page), 2);
  assert.match(await page.textContent('.computer-reason'), /moved the same coins on/);
  assert.equal((await analyze(page, await position(page))).outcome, 'P');
  assert.deepEqual(errors, []);
  await close();
});

test('keys choose the step and the coins; a long staircase takes a typed move', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/staircase-nim/0,3,1');
  await page.waitForSelector('.staircase-board');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.staircase-board');
  // → starts on the first step with coins (step 2) with one coin; ↑ makes it two.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.inputValue('.stair-coins'), '2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).endsWith('/2,1,1'));
  assert.equal(await historyLength(page), 1);
  await close();

  const steps = Array.from({ length: 30 }, (_, i) => (i % 4) + 1).join(',');
  const long = await openApp(app.browser, app.server.url, `#/staircase-nim/${steps}`);
  await long.page.waitForSelector('.staircase-board');
  await long.page.selectOption('select.mode', 'hh');
  assert.match(await long.page.textContent('.staircase-board'), /too many to draw/);
  await long.page.fill('.move-form .move-input', '3-1');
  await long.page.click('.move-form button[type="submit"]');
  // Steps 1, 2, 3 held 1, 2, 3: one coin from step 3 to step 2 makes them 1, 3, 2.
  await long.page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('/1,3,2,4,'));
  assert.deepEqual(errors, []);
  assert.deepEqual(long.errors, []);
  await long.close();
});

test('the stepper shows why only the odd steps count; Georgia and Bob links both ways', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/staircase-nim/3,1,2');
  await page.waitForSelector('.staircase-steps');
  assert.equal(await page.$$eval('.staircase-steps .stages li', (n) => n.length), 4);
  const sentence = () => page.textContent('.staircase-steps .sentence');
  assert.match(await sentence(), /odd steps/);
  await page.click('.staircase-steps .step-next');
  assert.match(await page.textContent('.staircase-steps .step-body'), /3 ⊕ 2 = 1/);
  await page.click('.staircase-steps .step-next');
  assert.match(await sentence(), /1 coin from step 1 down to the floor/);
  await page.click('.staircase-steps .step-next');
  // Step 2's coin brought onto step 1 makes it 4; moved on, step 1 holds 3 again.
  assert.match(await page.textContent('.staircase-steps .step-body'), /step 2 down to step 1 makes it 4/);
  // 3 1 2 read as gaps from the right: chessmen on 3, 5, 9 (by hand: 2 + 1, 3 + 1 + 1, 5 + 3 + 1).
  assert.equal(await page.getAttribute('.staircase-georgia a.georgia-link', 'href'), '/en/georgia-bob/3,5,9');
  await page.click('.staircase-georgia a.georgia-link');
  await page.waitForSelector('.georgia-steps');
  for (let i = 0; i < 3; i++) await page.click('.georgia-steps .step-next');
  assert.equal(await page.getAttribute('.georgia-steps a.staircase-link', 'href'), '/en/staircase-nim/3,1,2');
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/staircase-nim/3,1,2,4,2', viewport);
    await en.page.waitForSelector('.staircase-steps');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `staircase-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/staircase-nim/3,1,2,4,2', viewport);
    await ja.page.waitForSelector('.staircase-steps');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.staircase-steps .sentence'), /奇数段/);
    assert.match(await ja.page.textContent('.hint-box'), /段 \d/);
    assert.deepEqual(await englishWords(ja.page, ['POJ']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `staircase-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});

test('a staircase is a component of a sum, played on its own board', async () => {
  const start = 'staircase-nim(3,1,2)+nim(1)';
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/sums/${start}`);
  // Its board is in a part of its own, fetched after the page.
  await page.waitForFunction(() => document.querySelector('.sum-part') && !document.querySelector('.part-loading'));
  await page.selectOption('select.mode', 'hh');
  // The odd steps 3 ⊕ 2 = 1 and the pile 1: 1 ⊕ 1 = 0 (by hand).
  const sum = await addressPosition(page);
  assert.equal((await page.evaluate((p) => window.grundyLab.analyze('sums', p), sum)).grundy, 0);
  await page.click('.staircase-board .stair[data-step="3"] rect');
  await page.click('.move-down');
  await page.waitForFunction(() => decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).includes('staircase-nim(3,2,1)'));
  assert.deepEqual(errors, []);
  await close();
});
