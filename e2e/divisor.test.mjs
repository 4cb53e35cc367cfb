// End-to-end tests of the divisor game's page (AtCoder ABC368 F; release build, headless
// Chromium): each number with its factorisation and Ω, a number tapped and a proper divisor
// chosen, the computer's reply, the keys, a number with too many divisors to list and its typed
// move, the stepper from numbers to Nim beside the prime-factor game, and the page in Japanese on
// a phone and a projector. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/divisor.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('proper-divisor', p), position);
const position = async (page) => (await addressPosition(page)).replaceAll(',', ' ');
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

test('ABC368 F sample 1: a number tapped, its divisor chosen; the computer replies', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/proper-divisor/2,3,4');
  await page.waitForSelector('.divisor-board');
  // Ω(2) = Ω(3) = 1, Ω(4) = 2 (4 = 2·2): 1 ⊕ 1 ⊕ 2 = 2, Anna (first) wins (the sample's answer).
  const before = await analyze(page, '2 3 4');
  assert.equal(before.grundy, 2);
  assert.match(await page.textContent('.total'), /1 ⊕ 1 ⊕ 2 = 2/);
  const four = '.divisor-number[data-index="2"]';
  assert.match(await page.textContent(four), /4 = 2·2/);
  assert.match(await page.textContent(four), /Ω = 2/);
  // The only winning move (by hand): 4 → 1, leaving Ω's 1 ⊕ 1 ⊕ 0 = 0.
  assert.deepEqual(before.winning_moves.map((m) => m.move), ['3:1']);
  await page.click('button.hint');
  await page.waitForSelector(`${four}.hinted`);
  await page.click(`${four} .number-pick`);
  await page.waitForSelector('.divisor-list button.divisor.hinted[data-divisor="1"]');
  await page.click('.divisor-list button.divisor[data-divisor="1"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /replaced number 3 by 1/);
  assert.equal((await analyze(page, await position(page))).outcome, 'N');
  assert.deepEqual(errors, []);
  await close();
});

test('keys choose a number and a divisor; a number with too many divisors takes a typed move', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/proper-divisor/12,5');
  await page.waitForSelector('.divisor-board');
  await page.selectOption('select.mode', 'hh');
  assert.match(await page.textContent('.divisor-number[data-index="0"]'), /12 = 2·2·3.*Ω = 3/);
  await page.focus('.divisor-board');
  // ↓ chooses 12; → → its second proper divisor, 2; Enter plays it.
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  assert.ok(await page.$('.divisor-list button.divisor.selected[data-divisor="2"]'));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).endsWith('/2,5'));
  assert.equal(await historyLength(page), 1);
  await close();

  // 963761198400 has 6720 divisors, the most of any number up to 10^12 (OEIS A066150).
  const large = await openApp(app.browser, app.server.url, '#/proper-divisor/963761198400,7');
  await large.page.waitForSelector('.divisor-board');
  await large.page.selectOption('select.mode', 'hh');
  await large.page.click('.divisor-number[data-index="0"] .number-pick');
  assert.match(await large.page.textContent('.divisor-board'), /has 6720 divisors/);
  await large.page.fill('.move-form .move-input', '1:1');
  await large.page.click('.move-form button[type="submit"]');
  await large.page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).endsWith('/1,7'));
  assert.deepEqual(errors, []);
  assert.deepEqual(large.errors, []);
  await large.close();
});

test('the stepper turns numbers into heaps of Ω and sets the game beside the prime-factor game', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/proper-divisor/2,3,4,6');
  await page.waitForSelector('.divisor-steps');
  assert.equal(await page.$$eval('.divisor-steps .stages li', (n) => n.length), 4);
  for (let i = 0; i < 2; i++) await page.click('.divisor-steps .step-next');
  // ABC368 F sample 2: Ω's 1 ⊕ 1 ⊕ 2 ⊕ 2 = 0, Bruno (second) wins.
  assert.match(await page.textContent('.divisor-steps .step-body'), /1 ⊕ 1 ⊕ 2 ⊕ 2 = 0/);
  await page.click('.divisor-steps .step-next');
  // 6 = 2·3: exponents 1 ⊕ 1 = 0 in the prime-factor game, Ω = 2 here (by hand).
  assert.match(await page.textContent('.divisor-steps .step-body'), /1 ⊕ 1 = 0.*Ω = 2/);
  assert.equal(await page.getAttribute('.divisor-steps a.prime-link', 'href'), '/en/prime-factor/6');
  await page.click('.divisor-steps a.prime-link');
  await page.waitForSelector('.prime-board');
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/proper-divisor/12,18,7', viewport);
    await en.page.waitForSelector('.divisor-steps');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `divisor-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/proper-divisor/12,18,7', viewport);
    await ja.page.waitForSelector('.divisor-steps');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.divisor-steps .sentence'), /素因数/);
    assert.match(await ja.page.textContent('.hint-box'), /番目/);
    assert.deepEqual(await englishWords(ja.page, ['ABC']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `divisor-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});

test('the divisor game is a component of a sum, played on its own board', async () => {
  const start = 'proper-divisor(2,3,4)+nim(2)';
  const { page, errors, close } = await openApp(app.browser, app.server.url, `#/sums/${start}`);
  // Its board is in a part of its own, fetched after the page.
  await page.waitForFunction(() => document.querySelector('.sum-part') && !document.querySelector('.part-loading'));
  await page.selectOption('select.mode', 'hh');
  // The Ω's 1 ⊕ 1 ⊕ 2 = 2 and the pile 2: 2 ⊕ 2 = 0 (by hand).
  const sum = await addressPosition(page);
  assert.equal((await page.evaluate((p) => window.grundyLab.analyze('sums', p), sum)).grundy, 0);
  await page.click('.divisor-board .divisor-number[data-index="2"] .number-pick');
  await page.click('.divisor-list button.divisor[data-divisor="2"]');
  await page.waitForFunction(() => decodeURIComponent((location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search)).includes('proper-divisor(2,3,2)'));
  assert.deepEqual(errors, []);
  await close();
});
