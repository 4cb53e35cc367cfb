// End-to-end tests of the octal games' page (release build, headless Chromium): Kayles played
// by pointing at pins and by the keyboard against the computer, the hint's moves marked on the
// pins, the strip's proven period and its proof, a preset, a row too long to draw with a typed
// move, and the page in Japanese on a phone and a projector. Screenshots go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/octal.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, addressPosition } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

const analyze = (page, position) => page.evaluate((p) => window.grundyLab.analyze('octal', p), position);
/** The position in notation, read from the address (`0.77:5,7` → `0.77: 5 7`). */
async function position(page) {
  const [code, rows] = (await addressPosition(page)).split(':');
  return `${code}: ${rows.replaceAll(',', ' ')}`;
}
const historyLength = (page) => page.$$eval('.history .moves li', (n) => n.length);

test('Kayles by pointing at pins: the hint\'s winning move, then the computer\'s reply', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/octal/0.77:5,7');
  await page.waitForSelector('.octal-board');
  // Kayles rows of 5 and 7: G(5) = 4, G(7) = 2 (OEIS A002186), 4 ⊕ 2 = 6: a win for the mover.
  const before = await analyze(page, '0.77: 5 7');
  assert.equal(before.grundy, 6);
  assert.match(await page.textContent('.total'), /4 ⊕ 2 = 6/);
  // The hint marks its moves' pins; the API's first winning move is played by tapping them.
  await page.click('button.hint');
  await page.waitForSelector('.pin.hinted');
  const move = before.winning_moves[0].move; // e.g. "1-1:1,3"
  const [head, split] = move.split(':');
  const [row, take] = head.split('-').map(Number);
  const pins = Number((await page.textContent(`.octal-row[data-row="${row - 1}"] .row-name`)).match(/(\d+) pins?/)[1]);
  const first = split ? Number(split.split(',')[0]) : pins - take;
  for (let i = 0; i < take; i++) await page.click(`.octal-row[data-row="${row - 1}"] .pin[data-pin="${first + i}"]`);
  assert.match(await page.textContent('.octal-chosen'), new RegExp(`Row ${row}`));
  await page.click('.octal-actions .knock-down');
  // Two moves in the list: the person's, then the computer's reply from a P-position.
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 2);
  assert.match(await page.textContent('.history'), /knocked down/);
  const after = await analyze(page, await position(page));
  assert.equal(after.outcome, 'N', 'after the computer\'s reply the person can win again');
  assert.deepEqual(errors, []);
  await close();
});

test('the keyboard chooses a run of pins and knocks it down', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/octal/0.77:6');
  await page.waitForSelector('.octal-board');
  await page.selectOption('select.mode', 'hh');
  await page.focus('.octal-board');
  // → picks pin 1 of row 1, → → moves it to pin 3, + makes it two pins: 3 and 4 of 6.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', '+']) await page.keyboard.press(key);
  assert.match(await page.textContent('.octal-chosen'), /pins 3 to 4 of 6/);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length >= 1);
  // Knocking down pins 3 and 4 of 6 leaves rows of 2 and 2.
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes(':2,2'));
  assert.equal(await position(page), '0.77: 2 2');
  assert.equal(await historyLength(page), 1);
  assert.deepEqual(errors, []);
  await close();
});

test('the strip proves Kayles\' period, and a row of 10^18 pins is valued through it', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/octal/0.77:1000000000000000000,7');
  await page.waitForSelector('.octal-strip');
  // Kayles' values repeat with period 12 from 71 (Guy and Smith; OEIS A002186).
  assert.match(await page.textContent('.octal-strip .strip-period'), /From a row of 71 pins on, the values repeat every 12/);
  assert.match(await page.textContent('.octal-strip .strip-proof'), /n₀ = 71, p = 12, t = 2/);
  assert.ok((await page.$$('.octal-strip .cell.proof')).length > 0, 'the proof\'s window is shaded');
  // 10^18 = 71 + 12k + 5 (10^18 − 71 ≡ 5 mod 12), so its value is G(76) read from the strip.
  const api = await analyze(page, '0.77: 1000000000000000000');
  assert.match(await page.textContent('.octal-strip .strip-beyond'), new RegExp(`G\\(76\\) = ${api.grundy}`));
  // The long row is written, not drawn; a typed move plays on it.
  assert.match(await page.textContent('.octal-row.long'), /too many to draw/);
  await page.fill('.move-form .move-input', '1-1');
  await page.click('.move-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length >= 1);
  assert.deepEqual(errors, []);
  await close();
});

test('a preset opens its game; an illegal run is refused in words', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/octal/0.07:10');
  await page.waitForSelector('.octal-board');
  await page.selectOption('select.mode', 'hh');
  // Dawson's Kayles (0.07) takes two pins only: a single pin is refused with the code's reason.
  await page.click('.octal-row[data-row="0"] .pin[data-pin="4"]');
  await page.click('.octal-actions .knock-down');
  await page.waitForFunction(() => /does not allow taking 1/.test(document.querySelector('main').textContent));
  assert.equal(await historyLength(page), 0);
  await page.click('details.setup summary');
  await page.click('.preset-kayles');
  await page.waitForFunction(() => (location.pathname.replace(/^\/(ja|en)(?=\/|$)/, '#') + location.search).includes('0.77'));
  assert.equal(await position(page), '0.77: 5 7');
  assert.deepEqual(errors, []);
  await close();
});

test('Japanese, phone and projector', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
    const en = await openApp(app.browser, app.server.url, '#/octal/0.77:5,7', viewport);
    await en.page.waitForSelector('.octal-strip');
    await en.page.click('button.hint');
    await en.page.screenshot({ path: join(shots, `octal-${name}-en.png`), fullPage: true });
    const overflow = await en.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${name}: ${overflow}px too wide`);
    assert.deepEqual(en.errors, []);
    await en.close();

    const ja = await openAppJa(app.browser, app.server.url, '#/octal/0.77:5,7', viewport);
    await ja.page.waitForSelector('.octal-strip');
    await ja.page.click('button.hint');
    assert.match(await ja.page.textContent('.octal-strip .strip-proof'), /周期定理/);
    assert.match(await ja.page.textContent('.hint-box'), /列 \d/);
    // Notation and names stay Latin: the code, Kayles' and the theorem's authors.
    assert.deepEqual(await englishWords(ja.page, ['Guy', 'Smith', 'Kayles']), [], `${name}: English words on the Japanese page`);
    await ja.page.screenshot({ path: join(shots, `octal-${name}-ja.png`), fullPage: true });
    assert.deepEqual(ja.errors, []);
    await ja.close();
  }
});
