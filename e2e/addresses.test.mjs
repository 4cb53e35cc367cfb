// The pages' addresses (src/ui/route.rs) and their pre-rendered text (scripts/prerender.mjs,
// src/ui/handover.rs): a page's text is in the HTML the server sends for its address, in the
// language the address names; the app takes the page over; old `#/` addresses (worksheets, QR
// codes, bookmarks) open the same page; links and the language switch work without a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, openApp, root, shots } from './harness.mjs';

const app = useApp();

/** A lesson's title and first paragraph, from its content file (what the page must show). */
async function lessonText(lang, number) {
  const text = await readFile(join(root, 'content', lang, 'lessons', `${String(number).padStart(2, '0')}.md`), 'utf8');
  const lines = text.split('\n');
  const title = lines.find((l) => l.startsWith('# ')).slice(2);
  const first = lines.slice(lines.indexOf(`# ${title}`) + 1).find((l) => l.trim() && !l.startsWith('<!--'));
  return { title, first };
}

/** A game's rules from its content file (`rules = …`). */
async function rules(lang, id) {
  const text = await readFile(join(root, 'content', lang, `${id}.ftl`), 'utf8');
  return text.split('\n').find((l) => l.startsWith('rules = ')).slice('rules = '.length);
}

/** The text of an HTML page, tags removed and entities of the app's text decoded. */
const textOf = (html) => html.replace(/<[^>]+>/g, '').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>')
  .replaceAll('&quot;', '"').replaceAll('&#39;', "'");

test("a page's text is in the HTML its address is sent with, in the address's language", async () => {
  for (const lang of ['ja', 'en']) {
    const lesson = await lessonText(lang, 5);
    const response = await fetch(`${app.server.url}${lang}/learn/5`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, new RegExp(`<html lang="${lang}"`));
    const text = textOf(html);
    assert.ok(text.includes(lesson.title), `${lang}: lesson 5's title "${lesson.title}" is not in the HTML`);
    assert.ok(text.includes(lesson.first), `${lang}: lesson 5's first paragraph is not in the HTML`);
    const nim = textOf(await (await fetch(`${app.server.url}${lang}/nim`)).text());
    assert.ok(nim.includes(await rules(lang, 'nim')), `${lang}: Nim's rules are not in /${lang}/nim`);
    const home = textOf(await (await fetch(`${app.server.url}${lang}/`)).text());
    assert.ok(home.includes((await lessonText(lang, 1)).title), `${lang}: the home page does not list lesson 1`);
  }
  // An address the build does not pre-render (a position) is the app's page without text.
  const position = await (await fetch(`${app.server.url}ja/nim/7,8`)).text();
  assert.doesNotMatch(position, /id="prerendered"/);
});

test('before the code has loaded, the pre-rendered page is readable and its links work', async () => {
  const { page, close } = await openApp(app.browser, app.server.url, '', { width: 412, height: 823 }, { noWorker: true });
  await page.route(/\.(wasm|bin)$/, (route) => route.abort());
  await page.goto(`${app.server.url}ja/learn/5`, { waitUntil: 'load' }).catch(() => {});
  const lesson = await lessonText('ja', 5);
  // The heading is the lesson's number and title ("第 5 回: …").
  assert.ok((await page.textContent('#prerendered main h1'))?.trim().endsWith(lesson.title));
  assert.equal(await page.isVisible('#prerendered main h1'), true);
  assert.equal(await page.getAttribute('#app', 'hidden'), '');
  await page.screenshot({ path: join(shots, 'prerendered-ja-learn-5-phone.png') });
  // A link is a plain link before the app can answer it: the next lesson's HTML is sent.
  await Promise.all([page.waitForURL(/\/ja\/learn\/6$/), page.click('#prerendered a.next >> nth=0')]);
  assert.ok((await page.textContent('#prerendered main h1'))?.trim().endsWith((await lessonText('ja', 6)).title));
  await close();
});

test('the app takes over a pre-rendered page: one page, the app shown, the copy gone', async () => {
  for (const address of ['ja/learn/5', 'en/nim', 'ja/', 'en/sums', 'ja/hackenbush']) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, address, { width: 412, height: 823 });
    await page.waitForFunction(() => !document.getElementById('prerendered') && !document.getElementById('app').hidden);
    assert.equal(await page.$$eval('main.page', (pages) => pages.length), 1, address);
    // A game's page writes its position after its address.
    assert.ok(`${new URL(page.url()).pathname}/`.startsWith(`/${address.replace(/\/$/, '')}/`), `${address}: ${page.url()}`);
    assert.equal(await page.getAttribute('html', 'lang'), address.slice(0, 2));
    assert.deepEqual(errors, [], address);
    await close();
  }
});

test('old #/ addresses open the same page at its path, in the reader language', async () => {
  const cases = [
    ['#/learn/5', '/ja/learn/5', 'main.lesson'],
    ['#/nim/3,4,5', '/ja/nim/3,4,5', 'main.nim-page'],
    ['#/worksheet/4/key?seed=12', '/ja/worksheet/4/key?seed=12', 'main.page:not(.loading)'],
    ['#/glossary/mex', '/ja/glossary/mex', 'main.page:not(.loading)'],
    ['#/maze/..%23./...F', '/ja/maze/..%23.%2F...F', 'main.maze-page'],
    ['#/', '/ja/', 'main.home'],
  ];
  for (const [old, path, shown] of cases) {
    const { page, errors, close } = await openApp(app.browser, app.server.url, old, undefined, { lang: 'ja' });
    await page.waitForSelector(shown);
    const url = new URL(page.url());
    assert.equal(url.pathname + url.search, path, old);
    assert.equal(url.hash, '', old);
    assert.deepEqual(errors, [], old);
    await close();
  }
  // A worksheet's QR code or a bookmark opened under a page's path still names its page.
  const { page, close } = await openApp(app.browser, app.server.url, 'en/learn/2#/learn/7');
  await page.waitForSelector('main.lesson');
  assert.equal(new URL(page.url()).pathname, '/en/learn/7');
  assert.ok((await page.textContent('main.lesson h1')).trim().endsWith((await lessonText('en', 7)).title));
  await close();
  // A path without a language takes the reader's.
  const bare = await openApp(app.browser, app.server.url, 'learn/3', undefined, { lang: 'en' });
  await bare.page.waitForSelector('main.lesson');
  assert.equal(new URL(bare.page.url()).pathname, '/en/learn/3');
  await bare.close();
});

test('a link opens its page without a reload; the language switch keeps the page and is remembered', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, 'en/');
  await page.evaluate(() => { window.sameDocument = true; });
  await page.click('a[href="/en/learn/1"]');
  await page.waitForSelector('main.lesson');
  assert.equal(new URL(page.url()).pathname, '/en/learn/1');
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'the link reloaded the page');
  await page.click('.lang-switch a[lang="ja"]');
  await page.waitForFunction(() => location.pathname === '/ja/learn/1' && document.documentElement.lang === 'ja');
  assert.ok((await page.textContent('main.lesson h1')).trim().endsWith((await lessonText('ja', 1)).title));
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'the switch reloaded the page');
  // Back returns to the English home page.
  await page.goBack();
  await page.waitForSelector('main.home');
  assert.equal(new URL(page.url()).pathname, '/en/');
  // The choice is remembered: the site's root opens in Japanese.
  await page.goto(app.server.url);
  await page.waitForSelector('main.home');
  assert.equal(new URL(page.url()).pathname, '/ja/');
  assert.deepEqual(errors, []);
  await close();
});

test("a query other than a lesson's seed is not part of the page, and a maze's rows survive the address", async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, 'en/glossary?utm_source=x');
  await page.waitForSelector('main.glossary');
  await page.goto(`${app.server.url}en/nim/3,4,5?ref=qr`);
  assert.deepEqual(await page.$$eval('[data-stones]', (p) => p.map((n) => Number(n.dataset.stones))), [3, 4, 5]);
  assert.equal(await page.$('.url-notice'), null, 'no notice for a query');
  // A maze two squares wide: its rows `..` and `F.` are one part of the path, not "the folder
  // above" (the position by hand: a free row over the figure's row).
  await page.goto(`${app.server.url}#/maze/../F.`);
  await page.waitForSelector('main.maze-page');
  await page.waitForFunction(() => location.pathname === '/en/maze/..%2FF.');
  await page.reload();
  await page.waitForSelector('main.maze-page');
  assert.equal(new URL(page.url()).pathname, '/en/maze/..%2FF.');
  assert.equal(await page.$('.url-notice'), null, 'the maze reopens without a notice');
  assert.deepEqual(errors, []);
  await close();
});

test('the language switch on a game keeps the game in progress, its moves and its position', async () => {
  const { page, errors, close } = await openApp(app.browser, app.server.url, 'en/nim/3,4,5');
  await page.selectOption('select.mode', 'hh');
  await page.click('circle.stone[data-pile="2"][data-index="2"]');
  await page.waitForFunction(() => document.querySelectorAll('.history .moves li').length === 1);
  await page.waitForFunction(() => location.pathname === '/en/nim/3,4,2');
  await page.click('.lang-switch a[lang="ja"]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja' && location.pathname === '/ja/nim/3,4,2');
  assert.equal((await page.$$('.history .moves li')).length, 1, 'the move list stays');
  assert.equal(await page.getAttribute('.lang-switch a[lang="en"]', 'href'), '/en/nim/3,4,2');
  assert.deepEqual(errors, []);
  await close();
});
