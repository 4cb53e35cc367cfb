// Which file of the built site answers an address, shared by scripts/serve.mjs (the run
// command's server), e2e/harness.mjs (the tests' server) and scripts/prerender.mjs: a file by
// its name; a folder by its index.html (a pre-rendered page, `/ja/learn/5` →
// `ja/learn/5/index.html`); any other address without a file extension by 404.html, the app's
// page without pre-rendered text (the app draws the page the address names: a game's position,
// a worksheet). Static hosts do the same (GitHub Pages serves 404.html for a missing page).
import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/** The path (under `dir`) of the file for `pathname` (decoded), or null if none answers it. */
export function fileFor(dir, pathname) {
  const file = normalize(join(dir, pathname));
  if (file !== dir && !file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  const isFile = (path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  if (isFile(file)) return file;
  if (isFile(join(file, 'index.html'))) return join(file, 'index.html');
  // A page's address (`/ja/…`, or one without a language) may end like a file name (a maze's
  // `..F`); a file's address outside them does not fall back to a page.
  const page = /^\/(ja|en)(\/|$)/.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname.split('/').at(-1));
  if (!page) return null;
  for (const page of ['404.html', 'index.html']) {
    if (isFile(join(dir, page))) return join(dir, page);
  }
  return null;
}
