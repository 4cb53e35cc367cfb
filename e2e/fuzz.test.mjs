// A seeded, time-bounded fuzz test of what a visitor or a script can throw at the app: mutated
// and random text (huge numbers, 1 MB strings, full-width digits, control characters) and
// non-string arguments at `grundyLab.analyze` for every id `grundyLab.games()` lists, and garbage
// addresses at every route, by fresh load and by hash change. Every answer must be a result or
// `{error}`; no page error, no blank page. The ids come from the app, so a game added later is
// covered without editing this file. FUZZ_SEED=<n> replays a run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, openApp } from './harness.mjs';

const app = useApp();
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// How long the API's mutations run; the addresses get half as long again. The test command runs
// a short fuzz (FUZZ_SECONDS=20); a seed a day adds up, and a longer run is one variable away.
const seconds = Number(process.env.FUZZ_SECONDS ?? 60);
console.log(`fuzz seed ${seed} for ${seconds} s (FUZZ_SEED=${seed} FUZZ_SECONDS=${seconds} replays it)`);

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(start) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick };
}

// Fragments of every notation the app reads, so mutations land near the parsers' edges.
const corpus = [
  '3 4 5', '0,3,3', '8, 6, 5', '1,3,4: 7 5', '1,3,4:7,5', '30 3: 0', '3: 5 7 9', '2: 3 4 5',
  '3x2 4x4', '1x1', '0-1 1-2 1-3', '0-1 1-1', 'a>b b>c d start=a', '3\n1 2\n1 3\n0', 'circle 7',
  '3 2', '1 5 6 7 9 12 14 17', '12', '10 7', '4\n1 2 3 4', 'nim(3 4) + nim(1)', '', ' ',
];
const pieces = [
  '0', '1', '-1', '00', '18446744073709551616', '99999999999999999999999999', '1e9', '0x10', 'NaN',
  '３', '１２', '\u0000', '\u0007', '\t', '\n', '\r\n', '\u200b', '\u202e', '🍫', '𝟙', 'ー', ',', ':',
  ';', '-', '>', 'x', '×', '@', '#', '%', '%2F', '/', '\\', '(', ')', '+', '=', 'start=', ' ', '  ',
];

function mutate(rng, text) {
  let s = text;
  for (let n = 1 + rng.int(4); n > 0; n--) {
    const at = rng.int(s.length + 1);
    switch (rng.int(5)) {
      case 0: s = s.slice(0, at) + rng.pick(pieces) + s.slice(at); break;
      case 1: s = s.slice(0, at) + s.slice(at + 1 + rng.int(3)); break;
      case 2: s = s + rng.pick([' ', ',', ':', '\n']) + rng.pick(corpus); break;
      case 3: s = s.replace(/\d+/, rng.pick(pieces)); break;
      default: s = s.slice(0, at) + String.fromCharCode(rng.int(0x3000)) + s.slice(at);
    }
  }
  return s;
}

/** Texts far past every limit: a megabyte each. */
const huge = [
  '9'.repeat(1 << 20),
  '1 '.repeat(1 << 19),
  '3,'.repeat(1 << 19),
  'a>b '.repeat(1 << 18),
  '0-1 '.repeat(1 << 18),
  '1x1 '.repeat(1 << 18),
  '１'.repeat(1 << 19),
  '\u0000'.repeat(1 << 20),
];

/** A valid answer or `{error}`, checked inside the page so that JS values are seen as they are. */
function checkAnswer(answer) {
  if (answer === null || typeof answer !== 'object') return `not an object: ${String(answer)}`;
  if ('error' in answer) return typeof answer.error === 'string' && answer.error.length > 0 ? null : 'empty error';
  if (!['N', 'P', 'D'].includes(answer.outcome)) return `outcome ${answer.outcome}`;
  if (!(answer.grundy === null || Number.isInteger(answer.grundy))) return `grundy ${answer.grundy}`;
  if (!Array.isArray(answer.winning_moves)) return 'winning_moves is not a list';
  return null;
}

test('grundyLab.analyze answers every text and every argument with a result or {error}', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/');
  await page.waitForFunction(() => window.grundyLab && typeof window.grundyLab.analyze === 'function');
  const games = await page.evaluate(() => grundyLab.games());
  assert.ok(Array.isArray(games) && games.length >= 5, `games(): ${games}`);
  // Sums of games are analysed too, though they are not a game page of their own.
  const ids = [...games, 'sums'];
  const rng = generator(seed);
  const deadline = Date.now() + seconds * 1_000;
  let calls = 0;
  let slowest = { ms: 0 };
  const call = async (game, position) => {
    const { answer, ms, thrown } = await page.evaluate(([g, p]) => {
      const start = performance.now();
      try {
        const answer = grundyLab.analyze(g, p);
        return { answer, ms: performance.now() - start };
      } catch (error) {
        return { thrown: String(error) };
      }
    }, [game, position]);
    calls++;
    const shown = typeof position === 'string' ? JSON.stringify(position.slice(0, 60)) : String(position);
    assert.equal(thrown, undefined, `analyze(${game}, ${shown}) threw`);
    const problem = await page.evaluate(`(${checkAnswer})(${JSON.stringify(answer)})`);
    assert.equal(problem, null, `analyze(${JSON.stringify(game)}, ${shown}): ${problem}`);
    if (ms > slowest.ms) slowest = { ms, game, shown };
    assert.ok(ms < 5_000, `analyze(${game}, ${shown}) took ${ms.toFixed(0)} ms`);
  };
  // Arguments that are not strings, for a known game and in the game's place.
  for (const id of ids) {
    for (const odd of [42, null, undefined, true, {}, [], [3, 4, 5]]) await call(id, odd);
  }
  for (const odd of [42, null, undefined, {}, ['nim']]) await call(odd, '3 4 5');
  for (const name of ['', 'NIM', 'nim ', 'ｎｉｍ', '../nim', 'x'.repeat(1 << 20)]) await call(name, '3 4 5');
  for (const id of ids) {
    for (const text of huge) await call(id, text);
  }
  // Mutations until the time is up, every game in turn.
  while (Date.now() < deadline) {
    for (const id of ids) await call(id, mutate(rng, rng.pick(corpus)));
  }
  console.log(`${calls} calls over ${ids.length} games; slowest ${slowest.ms.toFixed(1)} ms: ${slowest.game} ${slowest.shown}`);
  assert.ok(await page.$('.site-header'), 'the page is still there');
  assert.deepEqual(errors, []);
  await close();
});

/** Percent-encodes `text`, lone surrogates (a cut emoji) included. */
function encode(text) {
  return [...text].map((c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD';
    }
  }).join('');
}

/** The page shows something: the header and a main part with text. */
async function assertAlive(page, address) {
  await page.waitForSelector('.site-header', { timeout: 5_000 });
  const text = await page.evaluate(() => document.querySelector('main')?.innerText.trim().length ?? 0);
  assert.ok(text > 0, `blank page after ${JSON.stringify(address.slice(0, 80))}`);
}

test('garbage addresses at every route show a page, by load and by hash change', async () => {
  const rng = generator(seed + 1);
  const first = await openApp(app.browser, app.server.url, '#/');
  await first.page.waitForFunction(() => window.grundyLab);
  const games = await first.page.evaluate(() => grundyLab.games());
  await first.close();
  // In an order of the seed's: a run that reaches its deadline first has covered other games.
  const ids = games.map((id) => [rng.next(), id]).sort(([a], [b]) => a - b).map(([, id]) => id);
  const fixed = ['', '/', '//', '///', '/'.repeat(200), '?', '%2F', ' /nim', '\\nim', '🍫', '/%E0%A4%A', '/%'];
  const garbage = (id) => [
    `/${id}/${encode(mutate(rng, rng.pick(corpus)))}`,
    `/${id}/${mutate(rng, rng.pick(corpus))}`,
    `/${id}//${rng.pick(pieces)}`,
    `/${id}/${'9'.repeat(10_000)}`,
    `/${id}/${encode('１２\u0000')}`,
    `/${id}${rng.pick(pieces)}`,
  ];
  const deadline = Date.now() + seconds * 1_500;
  // By fresh load: a few per game.
  for (const id of ids) {
    for (const address of [garbage(id)[0], garbage(id)[3], rng.pick(fixed)]) {
      const opened = await openApp(app.browser, app.server.url, `#${address}`, { width: 390, height: 844 });
      await assertAlive(opened.page, address);
      assert.deepEqual(opened.errors, [], `after loading #${address.slice(0, 80)}`);
      await opened.close();
    }
    if (Date.now() > deadline) break;
  }
  // By hash change, one page through all of them, ending on a good address that must show.
  const { page, errors, close } = await openApp(app.browser, app.server.url, '#/');
  for (const id of ids) {
    for (const address of [...garbage(id), ...fixed]) {
      await page.evaluate((hash) => { location.hash = hash; }, address);
      await page.waitForTimeout(20);
      await assertAlive(page, address);
    }
    await page.evaluate((hash) => { location.hash = hash; }, `/${id}`);
    await page.waitForSelector(`main.${id}-page`, { timeout: 5_000 });
    if (Date.now() > deadline) break;
  }
  assert.deepEqual(errors, []);
  await close();
});
