// The service worker of debug builds (`trunk serve`): it removes the release build's worker.
//
// The release worker answers every visit from its cache, so after `scripts/run.sh` (release) a
// `trunk serve` on the same address would keep showing the old release build. Its next update
// check finds this file instead: it takes over (the open page then says a reload brings the new
// version), deletes the release build's caches and unregisters itself, so the reload and every
// later visit come from the network. It has no fetch handler: it never answers a request. scripts/post-build.mjs copies it to sw.js in builds that are not release
// builds (or are served with Trunk's live reload).
'use strict';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('grundy-lab-')) await caches.delete(key);
    }
    await self.registration.unregister();
  })());
});
