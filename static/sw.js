// Grundy Lab's service worker: every file of the build is precached at install, so every page
// (each drawn by the app from index.html) reloads with the network off.
//
// Written from static/sw.js by scripts/post-build.mjs (Trunk's post_build hook, release builds),
// which fills in the two values below: the build's version (a hash of every file's hash and of
// this worker's code, so any change makes a new version with its own cache) and the precache
// list (each file with its SHA-256, checked by the browser when the file is fetched).
'use strict';

const VERSION = '__BUILD_VERSION__';
/** @type {{url: string, integrity: string, revalidate: boolean}[]} */
const PRECACHE = __PRECACHE_LIST__;

const PREFIX = 'grundy-lab-';
const CACHE = PREFIX + VERSION;
const scope = new URL(self.registration.scope);
const INDEX = new URL('index.html', scope).href;
const precached = new Set(PRECACHE.map((entry) => new URL(entry.url, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map(async ({ url, integrity, revalidate }) => {
      const href = new URL(url, scope).href;
      // Hashed names never change content, so the HTTP cache may answer; index.html and the
      // manifest keep their names, so the server is asked. The integrity check refuses a file
      // from another deploy (a server updated between sw.js and this fetch): the install then
      // fails and the old version stays until the next visit tries again.
      const response = await fetch(new Request(href, { integrity, cache: revalidate ? 'no-cache' : 'default' }));
      if (!response.ok) throw new Error(`precaching ${url}: the server answered ${response.status}`);
      await cache.put(href, response);
    }));
    // Take over at once: the open page keeps running the code it loaded and says that a reload
    // brings the new version (src/ui/offline.rs); waiting for every tab to close would mean a
    // reload alone never shows it.
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

/** The cached response for `href`, or the network's when it is missing from the cache. */
async function cacheFirst(href, request) {
  const cached = await caches.open(CACHE).then((cache) => cache.match(href));
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Without the query: nothing in the build takes one.
  const href = url.origin + url.pathname;
  if (request.mode === 'navigate') {
    // Every page's address (`/ja/learn/5`, `/en/nim/3,4,5`, `/`) is drawn by the app from
    // index.html: the pre-rendered copies are for a first visit, before this worker. A file of
    // the build opened directly (sw.js, the manifest) goes to the network as usual.
    const path = url.pathname.slice(scope.pathname.length - 1);
    const page = path === '/' || path === '/index.html' || /^\/(ja|en)(\/|$)/.test(path) || !/\.[a-z0-9]+$/i.test(path);
    if (href.startsWith(scope.href) && page) event.respondWith(cacheFirst(INDEX, request));
    return;
  }
  if (precached.has(href)) event.respondWith(cacheFirst(href, request));
});
