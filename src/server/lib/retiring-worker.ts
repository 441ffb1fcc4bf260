/**
 * What `/sw.js` is when the site's worker is turned off (`SERVICE_WORKER=off`, decision 027): a worker
 * that takes over from the installed one at once, deletes the site's caches and unregisters itself.
 * Pages it controls then reach the server as if no worker had been installed (it answers no request).
 */
export const RETIRING_WORKER = `// This site's service worker is turned off: this one removes it and what it kept.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.map((key) => caches.delete(key))))
      .then(() => self.registration.unregister()),
  );
});
`;
