// End-to-end tests of Grundy's game's page (release build, headless Chromium): a heap cut where
// the learner taps and by keys, an equal split refused, the computer's reply, the values strip
// (no period is known) and the mex stepper, a heap too large to draw, and the page in Japanese
// on a phone and a projector. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/grundys.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('grundys-game', p), position);
const position = async (page) => (await addressPosition(page)).replaceAll(',', ' ');
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

test('a heap is cut where the learner taps; the computer replies from the P-position', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/grundys-game/9,5');
  await page.waitForSelector('.grundys-board');
  // G(9) = 1 and G(5) = 2 (OEIS A002188): 1 ⊕ 2 = 3, a win for the mover.
  const before = await analyze(page, '9 5');
  assert.equal(before.grundy, 3);
  assert.match(await page.textContent('.total'), /1 ⊕ 2 = 3/);
  await page.click('button.hint');
  await page.waitForSelector('.cut-mark.hinted', { state: 'attached' });
  // The API's first winning move, e.g. "1:4,5", by tapping the stone that ends its first heap.
  const [head, split] = before.winning_moves[0].move.split(':');
  const heap = Number(head);
  const smaller = Number(split.split(',')[0]);
  await page.click(`.octal-row[data-heap="${heap - 1}"] .stone[data-stone="${smaller - 1}"]`);
  assert.match(await page.textContent('.octal-chosen'), new RegExp(`Heap ${heap}: ${smaller} \\+`));
  await page.click('.octal-actions .split-heap');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /split heap/);
  assert.equal((await analyze(page, await position(page))).outcome, 'N');
  assert.deepEqual(errors, []);
  await close();
});

test('keys choose the cut; an equal split is not offered; a long heap takes a typed split', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/grundys-game/6,20000');
  await page.waitForSelector('.grundys-board');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.grundys-board');
  // → starts at 1 + 5; → → makes it 3 + 3, which two equal heaps cannot be.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
  assert.match(await page.textContent('.octal-chosen'), /3 \+ 3 is not allowed/);
  assert.ok(await page.$eval('.split-heap', (b) => b.disabled));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('2,4,20000'));
  assert.equal(await historyLength(page), 1);
  // The heap of 20 000 is written, not drawn; its split is typed.
  assert.match(await page.textContent('.octal-row.long'), /too many to draw/);
  await page.fill('.move-form .move-input', '3:1,19999');
  await page.click('.move-form button[type="submit"]');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('1,19999'));
  assert.deepEqual(errors, []);
  await close();
});

test('the strip says no period is known, and the stepper shows each split as G(a) ⊕ G(b)', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/grundys-game/8');
  await page.waitForSelector('.grundys-strip');
  assert.match(await page.textContent('.grundys-strip .strip-period'), /No period is known/);
  // G(8) = 2 (A002188), in the strip's cell 8.
  assert.equal(await page.textContent('.grundys-strip .cell[data-n="8"]'), '2');
  // 8's splits 1 + 7, 2 + 6, 3 + 5: values 0 ⊕ 0, 1 ⊕ 0 ... shown once the values step comes.
  await page.click('.mex-stepper .step-next');
  await page.waitForFunction(() => /1 ⊕ 2/.test(document.querySelector('.mex-stepper').textContent));
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/grundys-game/9,5', viewport);
    await en.page.waitForSelector('.grundys-strip');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `grundys-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/grundys-game/9,5', viewport);
    await ja.page.waitForSelector('.grundys-strip');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.grundys-strip .strip-period'), /周期は知られていません/);
    assert.match(await ja.page.textContent('.hint-box'), /山 \d/);
    assert.deepEqual(await englishWords(ja.page, ['Guy']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `grundys-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});
