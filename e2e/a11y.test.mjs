// Accessibility: axe-core (WCAG 2 A and AA rules) on every page and its main states, in both
// languages. Any violation fails the test, with the rule, the elements and axe's help text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useApp, openApp, openAppJa } from './harness.mjs';
import { showBoards } from './boards.mjs';

const app = useApp();
// The minified build: less than half the text to parse on each of the hundred-odd pages.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page as it is; returns the violations as readable lines. */
async function violations(page) {
  // Evaluated through the debugging protocol, so the page's Content-Security-Policy does not apply;
  // once per page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    // Only the violations' details are collected (axe's `resultTypes`: passes and incomplete
    // checks are counted, not described), which is most of its time on a large page.
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** The pages and the states to check on each: a list of actions, each a selector to click. */
const states = [
  ['#/', []],
  ['#/nim/3,4,5', []],
  ['#/nim/3,4,5', ['button.hint', '.mex-stepper .step-next', '.mex-stepper .step-next', 'details.setup summary', 'details.keys summary']],
  ['#/nim/1', ['circle.stone']],
  ['#/nim/1000000,7', ['.pile-card']],
  ['#/chocolate-eat/3x2,4x4', []],
  ['#/chocolate-eat/3x2,4x4', ['button.hint', 'details.setup summary']],
  // The centre of the 4×4 bar is on a grid line: the click marks a break and asks for a piece.
  ['#/chocolate-eat/3x2,4x4', ['figure[data-index="1"] svg', 'details.keys summary']],
  ['#/chocolate-split/3x2,2x2', []],
  ['#/cutting/4x5,3x3', []],
  ['#/cutting/1x5,4x4', ['button.hint', '.labels-toggle']],
  ['#/hackenbush', []],
  ['#/hackenbush', ['button.hint', 'details.editor-panel summary', 'details.import summary']],
  ['#/game-graph', []],
  ['#/game-graph/a>b,b>a,a>c', ['button.hint', '.retro-stepper .step-next', 'details.graph-editor summary', 'details.graph-import summary']],
  ['#/georgia-bob/1,5,6,7,9,12,14,17', ['button.hint', '.georgia-steps .step-next', 'details.import summary']],
  ['#/georgia-bob/1,5,6,7,9,12,14,17', ['circle.chessman[data-square="9"]', 'details.setup summary']],
  ['#/prime-factor/540', ['button.hint', '.prime-steps .step-next']],
  ['#/euclid/24,15', ['button.hint', '.euclid-steps .step-next']],
  ['#/funny-game/circle7', ['circle.coin[data-coin="3"]']],
  ['#/funny-game/6,3', ['button.hint', '.mex-stepper .step-next', '.mirror-steps .step-next']],
  ['#/wythoff/5,7', ['button.hint', '.wythoff-steps .step-next', '.wythoff-steps .step-next']],
  ['#/subtraction/1,3,4:7,5', []],
  ['#/subtraction/1,3,4:7,5', ['button.hint', '.mex-stepper .step-next', 'details.setup summary']],
  ['#/misere-subtraction/1,3,4:7,5', ['button.hint']],
  ['#/count-to/30,3:0', ['button.hint']],
  ['#/bounded-nim/3:5,7,9', ['button.hint', '.mex-stepper .step-next']],
  ['#/nim-k/2:3,4,5', ['button.hint', '.moore .step-next', '.moore .step-next']],
  ['#/misere-nim/1,1,2', ['button.hint']],
  // The sums playground: every component's board on one page, the hint, the components panel.
  ['#/sums', []],
  ['#/sums/nim(3,4)+chocolate-eat(3x2)+hackenbush(0-1,1-2)+subtraction(1,3,4:9)', ['button.hint', 'details.setup summary', '.add-part-button']],
  ['#/no-such-page', []],
  ['#/glossary/mex', []],
  // The course: lessons with their live boards, steppers and exercises.
  ['#/learn/1', []],
  ['#/learn/1', ['[data-exercise="1a"] .second-wins', '[data-exercise="1b"] .course-move summary']],
  ['#/learn/2', ['[data-exercise="2a"] .own-position summary']],
  ['#/learn/3', ['.take-away-row .fill-next', '.take-away-row .fill-next', '[data-exercise="3a"] .first-wins']],
  ['#/learn/4', ['.take-away-row .fill-all', '[data-exercise="4c"] .takes button']],
  ['#/learn/5', []],
  ['#/learn/6', []],
  ['#/learn/7', []],
  ['#/learn/8', []],
  ['#/learn/9', []],
  ['#/learn/10', ['.take-away-row .fill-all']],
  ['#/learn/11', []],
  ['#/learn/12', []],
  ['#/learn/13', []],
  ['#/learn/14', []],
  // Issue 15: teacher notes open, the contest box's answer to a sample, a diagnosed wrong period.
  ['#/learn/8', ['.teacher-notes summary', '.contest-sample-fill', '.contest-run']],
  // The contest problem's part comes when its place nears the view: a click scrolls to it first.
  ['#/learn/4', ['.contest-coming', '.contest-run', '[data-exercise="4b"] .first-wins']],
  // Issue 15 review: a fresh position, the review page with the code shown and a bad code, the
  // worksheet and its answer key.
  ['#/learn/2?seed=9', ['[data-exercise="2a"] .fresh-position']],
  ['#/review', ['.show-code', '.code-form button']],
  ['#/worksheet/4?seed=12', []],
  ['#/worksheet/10/key?seed=12', []],
  ['#/nim/3,4,5', ['details.terms-panel summary', '.games-menu summary']],
  ['#/nim/3,4,5', ['.classroom .hide-answers']],
  // Classroom: the share panel open with its QR code; computer vs computer with its playback
  // bar and a weaker computer (a pair is a select and the value to choose).
  ['#/nim/3,4,5', ['details.share summary', 'button.copy-link']],
  ['#/nim/3,4,5', [['select.strength', 'beginner'], ['select.mode', 'cc'], '.play-area .playback .step-next']],
  ['#/euclid/24,15', ['.euclid-steps .play-pause']],
  // The class prediction: the question, then the engine's answer; the new steppers' bars.
  ['#/nim/1,2,3', ['.classroom .predict']],
  ['#/hackenbush/0-1,1-2,0-3', ['.classroom .predict', '.predict-reveal']],
  ['#/game-graph/a>b,b>c', ['.levels-stepper .step-next', '.retro-stepper .step-last']],
];

/** Whether a state is the one before it with more clicks after (then one page checks both). */
const continues = ([hash, clicks], [previousHash, previousClicks]) =>
  hash === previousHash && previousClicks.every((click, i) => String(clicks[i]) === String(click));

/**
 * The states above, and every game of `grundyLab.games()` the list does not open: its page at its
 * default position with the hint shown. A new game is checked from its line in the catalog on;
 * the list above adds the states of its own (a stepper stepped, a panel open).
 */
async function everyState(page) {
  const games = await page.evaluate(() => window.grundyLab.games());
  const opened = (id) => states.some(([hash]) => hash === `#/${id}` || hash.startsWith(`#/${id}/`));
  const missing = games.filter((id) => !opened(id));
  assert.ok(games.includes('nim') && !missing.includes('nim'), `the games: ${games}`);
  return [...states, ...missing.map((id) => [`#/${id}`, ['button.hint']])];
}

for (const japanese of [false, true]) {
  test(`no WCAG 2 A/AA violations on any page (${japanese ? 'Japanese' : 'English'})`, async () => {
    const found = [];
    let opened = null;
    let done = 0;
    const first = await openApp(app.browser, app.server.url, '#/');
    const states = await everyState(first.page);
    await first.close();
    for (const [index, [hash, clicks]] of states.entries()) {
      // A state that only adds clicks to the one before it goes on from there, on the same page.
      const goOn = opened && continues(states[index], states[index - 1]);
      if (!goOn) {
        if (opened) await opened.close();
        const open = japanese ? openAppJa : openApp;
        opened = await open(app.browser, app.server.url, hash);
        await opened.page.waitForSelector('main');
        done = 0;
      }
      const { page, errors } = opened;
      // A lesson's boards come when near the screen: the states that use them bring them all.
      if (clicks.length && !done && /^#\/(learn|review)/.test(hash)) await showBoards(page);
      for (const selector of clicks.slice(done)) {
        if (Array.isArray(selector)) await page.selectOption(...selector);
        else await page.click(selector);
      }
      done = clicks.length;
      const lines = await violations(page);
      if (lines.length) found.push(`${hash} after [${clicks.map(String).join(', ')}]:\n  ${lines.join('\n  ')}`);
      assert.deepEqual(errors, [], hash);
    }
    await opened?.close();
    assert.deepEqual(found, [], found.join('\n'));
  });
}
