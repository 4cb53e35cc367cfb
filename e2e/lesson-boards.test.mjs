// End-to-end tests of a lesson's boards, each game's in a part of its own (ARCHITECTURE.md, "Code
// splitting"): a board's part is fetched when its place nears the screen (or is focused), not with
// the lesson; while it comes the place says so and keeps its room; a part that cannot be fetched
// says so and "Try again" brings the board. Screenshots of a lesson while a board comes and after
// (phone and projector, both languages) go to target/screenshots/.
//   node --test --test-concurrency=1 e2e/lesson-boards.test.mjs     (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useApp, shots, openApp, openAppJa } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
const app = useApp();

/** The board parts' files the page has asked for so far (`split_live_<game>.wasm`). */
function boardRequests(page) {
  const asked = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').at(-1);
    if (/^split_live_\w+\.wasm$/.test(file)) asked.push(file);
  });
  return asked;
}

test("a lesson's later boards come when scrolled to, not with the lesson", async () => {
  // Lesson 14 on a phone: its last boards (the maze's, a part of their own) are screens below
  // the top, past the divisor game's board and the sections' text.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/', PHONE);
  const asked = boardRequests(page);
  await page.goto(app.server.url + '#/learn/14');
  await page.waitForSelector('.exercise');
  await page.waitForLoadState('networkidle');
  const coming = await page.$$('.board-coming');
  assert.ok(coming.length >= 1, 'every board of lesson 14 came with the page');
  const last = coming.at(-1);
  const part = await last.getAttribute('data-part');
  assert.ok(!asked.includes(`split_${part}.wasm`), `${part} fetched before it was near: ${asked}`);
  // The place says the board is coming, and keeps the room of a board.
  assert.match(await last.textContent(), /Loading/);
  assert.ok((await last.boundingBox()).height >= 200, 'the place of a board keeps its room');
  await last.scrollIntoViewIfNeeded();
  await page.waitForFunction((place) => !place.classList.contains('board-coming') && place.querySelector('.live'), last);
  assert.ok(asked.includes(`split_${part}.wasm`), `${part} not fetched: ${asked}`);
  assert.deepEqual(errors, []);
  await close();
});

test("focusing a board's place brings the board, and the focus moves into it", async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/', PHONE);
  await page.goto(app.server.url + '#/learn/8');
  await page.waitForSelector('.exercise');
  const last = (await page.$$('.board-coming')).at(-1);
  assert.ok(last, 'no board still coming on lesson 8');
  // Focused without scrolling (as a screen reader's cursor may): the focus alone fetches it, and
  // once the board is drawn the focus is on its first control, not lost to the page.
  await last.evaluate((place) => place.focus({ preventScroll: true }));
  await page.waitForFunction((place) => place.querySelector('.live'), last);
  await page.waitForFunction((place) => place.contains(document.activeElement) && document.activeElement !== place, last);
  assert.deepEqual(errors, []);
  await close();
});

test('a board part that cannot be fetched says so, and "Try again" brings the board', async () => {
  for (const japanese of [false, true]) {
    const open = japanese ? openAppJa : openApp;
    const { page, errors, close } = await open(app.browser, app.server.url, '#/', PHONE);
    let blocked = true;
    await page.route(/\/split_live_prime_factor\.wasm$/, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto(app.server.url + '#/learn/8');
    const article = await page.waitForSelector('[data-exercise="8c"]');
    await article.scrollIntoViewIfNeeded();
    const alert = await article.waitForSelector('.board-coming [role=alert]');
    assert.match(await alert.textContent(), japanese ? /この盤面を読み込めませんでした/ : /This board could not be loaded/);
    await page.screenshot({ path: join(shots, `lesson-board-failed-phone-${japanese ? 'ja' : 'en'}.png`) });
    blocked = false;
    await (await article.waitForSelector('.board-coming button')).click();
    await article.waitForSelector('.live');
    // The failed fetch is logged by the loader; nothing else went wrong.
    assert.deepEqual(errors.filter((e) => !/split_live_prime_factor|Failed to fetch|net::/.test(e)), []);
    await close();
  }
});

test('screenshots: a lesson while a board comes and after (phone and projector, both languages)', async () => {
  for (const japanese of [false, true]) {
    for (const [name, viewport] of [['phone', PHONE], ['projector', PROJECTOR]]) {
      const open = japanese ? openAppJa : openApp;
      const { page, errors, close } = await open(app.browser, app.server.url, '#/', viewport);
      // The boards' parts are held until the first screenshot is taken.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route(/\/split_live_\w+\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(app.server.url + '#/learn/6');
      await page.waitForSelector('.board-coming');
      const first = await page.$('.board-coming');
      await first.scrollIntoViewIfNeeded();
      const tag = `${name}-${japanese ? 'ja' : 'en'}`;
      const before = await first.boundingBox();
      await page.screenshot({ path: join(shots, `lesson-board-coming-${tag}.png`) });
      release();
      await page.waitForFunction((place) => place.querySelector('.live'), first);
      // The board takes the place's room: the top of the board does not move.
      const after = await first.boundingBox();
      assert.ok(Math.abs(after.y - before.y) < 1, `${tag}: the board's place moved from ${before.y} to ${after.y}`);
      await page.screenshot({ path: join(shots, `lesson-board-shown-${tag}.png`) });
      assert.deepEqual(errors, []);
      await close();
    }
  }
});
