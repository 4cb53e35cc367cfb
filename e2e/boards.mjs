// A lesson's boards come with their game's part when their place nears the screen (ARCHITECTURE.md,
// "Code splitting"): tests that answer every exercise of a page first bring every board.
//   import { showBoards } from './boards.mjs';

/**
 * Scrolls each board still coming (`.board-coming`) into view in turn, waits until none is left
 * (a part that cannot be fetched fails the wait), and scrolls back to the top.
 */
export async function showBoards(page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 400; i++) {
      const left = document.querySelector('.board-coming');
      if (!left) break;
      left.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  await page.waitForFunction(() => !document.querySelector('.board-coming'));
  await page.evaluate(() => window.scrollTo(0, 0));
}
