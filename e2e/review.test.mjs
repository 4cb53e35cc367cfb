// End-to-end tests of issue 15's review features (release build, headless Chromium): exercises
// drawn from a seed (the same seed shows the same positions, another seed others, a lesson
// without a seed keeps its authored positions); the review page brings back a missed kind of
// exercise with a new position and spaces it over later visits; the progress code round trip
// and its errors in both languages; the printable worksheet and its answer key, whose answers are
// checked here against a computation independent of the app, with print previews (PDF and
// print-media screenshots) saved to target/screenshots/ to be looked at.
//   node --test --test-concurrency=1 e2e/review.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa, englishWords, takeAwayValues } from './harness.mjs';
import { showBoards } from './boards.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

/** The positions the exercises of the page show, by exercise id. */
/**
 * Each exercise's position. A seed's positions are drawn by a part of their own (`drill`), fetched
 * when first needed: an exercise has no `data-position` until then, so this waits for them all.
 */
async function positions(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-exercise]')].every((n) => n.dataset.position !== undefined));
  return page.$$eval('[data-exercise]', (nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.exercise, n.dataset.position])));
}


/** The nim-sum of the heaps of a Nim position ("3 5 6"), computed here. */
const nimSum = (position) => position.split(/\s+/).filter(Boolean).map(Number).reduce((x, y) => x ^ y, 0);

test('the same seed shows the same positions, another seed others, no seed the authored ones', async () => {
  const first = await openApp(app.browser, app.server.url, '#/learn/4?seed=123');
  await first.page.waitForSelector('[data-exercise="4e"]');
  const a = await positions(first.page);
  // The authored positions of lesson 4 (src/ui/course/plan.rs): heaps 7, 9, 12, 11 and the period's 0.
  await first.page.goto(`${app.server.url}#/learn/4`);
  await first.page.waitForSelector('[data-exercise="4e"]');
  assert.deepEqual(await positions(first.page), { '4a': '7', '4b': '14', '4c': '12', '4d': '11', '4e': '0' });
  assert.deepEqual(first.errors, []);
  await first.close();

  const again = await openApp(app.browser, app.server.url, '#/learn/4?seed=123');
  await again.page.waitForSelector('[data-exercise="4e"]');
  assert.deepEqual(await positions(again.page), a, 'the same seed in a new browser context');
  // The prompt names the drawn heap, not the authored one.
  const prompt = await again.page.textContent('[data-exercise="4a"] .prompt');
  assert.equal(prompt, `A heap of ${a['4a']} coins; a move takes {1, 3, 4} coins. What is its Grundy value?`);
  await again.close();

  let differing = 0;
  for (const seed of [124, 9000, 31337]) {
    const other = await openApp(app.browser, app.server.url, `#/learn/4?seed=${seed}`);
    await other.page.waitForSelector('[data-exercise="4e"]');
    const b = await positions(other.page);
    differing += ['4a', '4b', '4c', '4d'].filter((id) => b[id] !== a[id]).length;
    await other.close();
  }
  assert.ok(differing >= 6, `only ${differing} of 12 positions differ on other seeds`);

  // Lesson 1 with a seed: Nim positions of the same shape (three heaps for 1a).
  const nim = await openApp(app.browser, app.server.url, '#/learn/1?seed=5');
  await nim.page.waitForSelector('[data-exercise="1c"]');
  const n = await positions(nim.page);
  assert.equal(n['1a'].split(' ').length, 3);
  assert.equal(n['1c'].split(' ').length, 3);
  // A winning-move and a beat-the-computer exercise are drawn won for the player to move.
  assert.notEqual(nimSum(n['1b']), 0, n['1b']);
  assert.notEqual(nimSum(n['1c']), 0, n['1c']);
  assert.deepEqual(nim.errors, []);
  await nim.close();
});

test('"a fresh position" draws another for one exercise, and its link shows it again', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/learn/2');
  await page.waitForSelector('[data-exercise="2c"]');
  await showBoards(page);
  const before = await positions(page);
  assert.equal(before['2c'], '1 2 3');
  await page.click('[data-exercise="2c"] .fresh-position');
  await page.waitForFunction(() => ![undefined, '1 2 3'].includes(document.querySelector('[data-exercise="2c"]').dataset.position));
  const fresh = await page.getAttribute('[data-exercise="2c"]', 'data-position');
  const after = await positions(page);
  assert.equal(after['2a'], before['2a'], 'the other exercises keep theirs');
  // The board is a new one on the fresh position, and answering it grades that position.
  assert.equal(await page.getAttribute('[data-exercise="2c"] .live', 'data-position'), fresh);
  const href = await page.getAttribute('[data-exercise="2c"] .fresh-link', 'href');
  assert.match(href, /^\/en\/learn\/2\?seed=\d+$/);
  const firstWins = nimSum(fresh) !== 0;
  await page.click(`[data-exercise="2c"] ${firstWins ? '.first-wins' : '.second-wins'}`);
  await page.waitForSelector('[data-exercise="2c"] .feedback.right');
  await page.screenshot({ path: join(shots, 'review-fresh-position-en.png') });
  await page.goto(new URL(href, app.server.url).href);
  await page.waitForFunction((p) => document.querySelector('[data-exercise="2c"]')?.dataset.position === p, fresh);
  assert.deepEqual(errors, []);
  await close();
});

test('the review brings a missed kind back with a new position, spaced over visits', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/review', PHONE);
  // Nothing missed yet: the empty state says what to do.
  await page.waitForSelector('.review-empty');
  assert.match(await page.textContent('.review-empty'), /Solve the exercises/);
  // Exercise 1a (heaps 2, 5 and 7, nim-sum 0: the other player wins) answered wrong.
  await page.goto(`${app.server.url}#/learn/1`);
  await showBoards(page);
  await page.click('[data-exercise="1a"] .first-wins');
  await page.waitForSelector('[data-exercise="1a"] .feedback.wrong');
  const visit = async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}#/review`);
    await page.waitForSelector('.progress-code');
    await showBoards(page);
  };
  // Visit 2: the kind "predict on Nim" is due, on a new position.
  await visit();
  let item = await page.waitForSelector('.review-item[data-topic="predict-nim"]');
  const inner = await item.waitForSelector('[data-exercise][data-position]');
  const shown = await inner.getAttribute('data-position');
  assert.notEqual(shown, '2 5 7');
  assert.equal(shown.split(' ').length, 3);
  await page.screenshot({ path: join(shots, 'review-due-phone-en.png'), fullPage: true });
  await (await inner.$(nimSum(shown) !== 0 ? '.first-wins' : '.second-wins')).click();
  await page.waitForSelector('.review-item .feedback.right');
  await page.waitForSelector('.review-done');
  // Right in box 1 → box 2: due two visits later. Visit 3: not due; visit 4: due again.
  await visit();
  assert.equal(await page.$('.review-item'), null, 'not due on the next visit');
  assert.match(await page.textContent('.review-later'), /1 kind of exercise/);
  await visit();
  item = await page.waitForSelector('.review-item[data-topic="predict-nim"]');
  const second = await item.waitForSelector('[data-exercise][data-position]');
  const position = await second.getAttribute('data-position');
  // Wrong this time: back on the very next visit.
  await (await second.$(nimSum(position) !== 0 ? '.second-wins' : '.first-wins')).click();
  await page.waitForSelector('.review-item .feedback.wrong');
  await visit();
  await page.waitForSelector('.review-item[data-topic="predict-nim"]');
  assert.deepEqual(errors, []);
  await close();
});

test('progress exported as a code and imported in another browser; bad codes explained (EN, JA)', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/learn/1');
  await page.waitForSelector('[data-exercise="1a"]');
  await showBoards(page);
  // Solve 1a (the other player wins from 2 5 7) and miss 2c (1 2 3: nim-sum 0, the other player wins).
  await page.click('[data-exercise="1a"] .second-wins');
  await page.waitForSelector('[data-exercise="1a"].solved');
  await page.goto(`${app.server.url}#/learn/2`);
  await showBoards(page);
  await page.click('[data-exercise="2c"] .first-wins');
  await page.waitForSelector('[data-exercise="2c"] .feedback.wrong');
  await page.goto(`${app.server.url}#/review`);
  await page.click('.show-code');
  const code = (await page.textContent('.code-output')).trim();
  // Its length grows with the course's exercises (games::drill::encode): 42 symbols with 16 lessons.
  assert.match(code, /^GL2-[0-9A-Z]{20,60}$/);
  assert.deepEqual(errors, []);
  await close();

  // A fresh browser context: nothing stored.
  const other = await openApp(app.browser, app.server.url, '#/review');
  await other.page.waitForSelector('.code-input');
  // One character changed: the check character catches it.
  const last = code.at(-2) === '0' ? '1' : '0';
  const typo = code.slice(0, -2) + last + code.at(-1);
  await other.page.fill('.code-input', typo);
  await other.page.click('.code-form button');
  assert.match(await other.page.textContent('.code-error'), /mistyped/);
  await other.page.fill('.code-input', 'hello');
  await other.page.click('.code-form button');
  assert.match(await other.page.textContent('.code-error'), /starts with GL2-/);
  // The real code, in lower case: a confirmation first, then the progress is replaced.
  await other.page.fill('.code-input', code.toLowerCase());
  await other.page.click('.code-form button');
  const confirm = await other.page.textContent('.code-confirm');
  assert.match(confirm, /Solved exercises: 1\. Kinds to review: 1\./);
  await other.page.screenshot({ path: join(shots, 'review-code-confirm-en.png'), fullPage: true });
  await other.page.click('.code-replace');
  await other.page.waitForSelector('.code-loaded');
  await other.page.goto(`${other.page.url().split('#')[0]}#/`);
  await other.page.waitForSelector('.lesson-list');
  assert.match(await other.page.textContent('.lesson-list li:nth-child(1) .lesson-progress'), /1 of 3/);
  // The missed kind is due on the next visit of the review.
  await other.page.goto(`${app.server.url}#/review`);
  await other.page.waitForSelector('.review-item[data-topic="predict-nim"]');
  // And the same code is shown again there.
  await other.page.click('.show-code');
  assert.equal((await other.page.textContent('.code-output')).trim(), code);
  assert.deepEqual(other.errors, []);
  await other.close();

  const ja = await openAppJa(app.browser, app.server.url, '#/review');
  await ja.page.waitForSelector('.code-input');
  await ja.page.fill('.code-input', typo);
  await ja.page.click('.code-form button');
  assert.match(await ja.page.textContent('.code-error'), /打ち間違って/);
  assert.deepEqual(await englishWords(ja.page), []);
  await ja.page.screenshot({ path: join(shots, 'review-code-error-phone-ja.png'), fullPage: true });
  assert.deepEqual(ja.errors, []);
  await ja.close();
});

test('worksheet and answer key: same positions from the seed, the key right, print previews', async () => {
  const sheet = await openApp(app.browser, app.server.url, '#/worksheet/4?seed=77', PROJECTOR);
  await sheet.page.waitForSelector('.sheet-item');
  const items = await sheet.page.$$eval('.sheet-item', (n) => n.map((li) => ({ id: li.dataset.exercise, position: li.dataset.position })));
  assert.deepEqual(items.map((i) => i.id), ['4a', '4b', '4c', '4d', '4e']);
  // The sheet's positions are the lesson's on the same seed.
  await sheet.page.goto(`${app.server.url}#/learn/4?seed=77`);
  await sheet.page.waitForSelector('[data-exercise="4e"]');
  const lesson = await positions(sheet.page);
  for (const { id, position } of items) assert.equal(position, lesson[id], id);
  await sheet.page.goto(`${app.server.url}#/worksheet/4?seed=77`);
  await sheet.page.waitForSelector('.sheet-item');
  await sheet.page.screenshot({ path: join(shots, 'worksheet-projector-en.png'), fullPage: true });
  await sheet.page.emulateMedia({ media: 'print' });
  assert.equal(await sheet.page.$eval('.site-header', (h) => getComputedStyle(h).display), 'none');
  assert.equal(await sheet.page.$eval('.worksheet nav', (n) => getComputedStyle(n).display), 'none');
  await sheet.page.screenshot({ path: join(shots, 'worksheet-print-en.png'), fullPage: true });
  await sheet.page.pdf({ path: join(shots, 'worksheet-en.pdf'), format: 'A4' });
  assert.deepEqual(sheet.errors, []);
  await sheet.close();

  const key = await openApp(app.browser, app.server.url, '#/worksheet/4/key?seed=77', PHONE);
  await key.page.waitForSelector('.key-answer');
  const answers = await key.page.$$eval('.sheet-item', (n) => n.map((li) => ({
    id: li.dataset.exercise, position: li.dataset.position, answer: li.querySelector('.key-answer').textContent,
  })));
  assert.deepEqual(answers.map((a) => a.position), items.map((i) => i.position));
  // Expected answers by the mex rule here: 4a value ({1,3,4}), 4b who wins ({1,2,4}), 4c and 4d
  // winning takes; 4e's period from the take set drawn (any of the sets; the key names a number).
  const v134 = takeAwayValues([1, 3, 4], 60);
  const v124 = takeAwayValues([1, 2, 4], 60);
  const [a, b, c, d] = answers;
  assert.match(a.answer, new RegExp(`Grundy value ${v134[Number(a.position)]}\\.`));
  assert.match(b.answer, v124[Number(b.position)] !== 0 ? /player to move/i : /other player/i);
  const takes = (values, set, heap) => set.filter((t) => t <= heap && values[heap - t] === 0).join(', ');
  assert.match(c.answer, new RegExp(`Winning moves: ${takes(v134, [1, 3, 4], Number(c.position))}\\.`));
  assert.match(d.answer, new RegExp(`Winning moves: ${takes(v124, [1, 2, 4], Number(d.position))}\\.`));
  assert.match(answers[4].answer, /Period \d+\./);
  await key.page.emulateMedia({ media: 'print' });
  await key.page.screenshot({ path: join(shots, 'worksheet-key-print-phone-en.png'), fullPage: true });
  await key.page.pdf({ path: join(shots, 'worksheet-key-en.pdf'), format: 'A4' });
  assert.deepEqual(key.errors, []);
  await key.close();
});

test('Japanese pages: review, worksheet and key have no English words', async () => {
  for (const hash of ['#/review', '#/worksheet/10?seed=3', '#/worksheet/8/key?seed=3', '#/learn/7?seed=3', '#/']) {
    const { page, errors, close } = await openAppJa(app.browser, app.server.url, hash, PHONE);
    await page.waitForSelector('main');
    assert.deepEqual(await englishWords(page), [], hash);
    assert.deepEqual(errors, [], hash);
    if (hash.startsWith('#/worksheet')) {
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: join(shots, `worksheet-${hash.includes('key') ? 'key-' : ''}print-phone-ja.png`), fullPage: true });
    }
    await close();
  }
});

test('Japanese review with a due exercise, and the worksheet on screen (projector, phone)', async () => {
  const ja = await openAppJa(app.browser, app.server.url, '#/learn/8', PROJECTOR);
  await showBoards(ja.page);
  // 8b: N = 360 = 2³·3²·5 is Nim with heaps 3, 2, 1 (nim-sum 0): the other player wins; "the
  // player to move" is wrong.
  await ja.page.click('[data-exercise="8b"] .first-wins');
  await ja.page.waitForSelector('[data-exercise="8b"] .feedback.wrong');
  await ja.page.goto('about:blank');
  await ja.page.goto(`${app.server.url}#/review`);
  const item = await ja.page.waitForSelector('.review-item[data-topic="predict-prime-factor"]');
  const prompt = await (await item.waitForSelector('.prompt')).textContent();
  assert.match(prompt, /^素因数ゲーム、局面 \d+。どちらが勝つ\?$/);
  assert.deepEqual(await englishWords(ja.page), []);
  await ja.page.screenshot({ path: join(shots, 'review-due-projector-ja.png') });
  assert.deepEqual(ja.errors, []);
  await ja.close();

  const phone = await openApp(app.browser, app.server.url, '#/worksheet/6?seed=40', PHONE);
  await phone.page.waitForSelector('.sheet-item');
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the sheet scrolls sideways by ${overflow}px`);
  await phone.page.screenshot({ path: join(shots, 'worksheet-screen-phone-en.png'), fullPage: true });
  assert.deepEqual(phone.errors, []);
  await phone.close();
});
