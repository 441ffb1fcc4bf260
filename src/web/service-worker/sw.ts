/**
 * The site's service worker (decision 027), built on its own by the build's post-step
 * (scripts/service-worker.ts), which writes the list of files to hold in place of `__WB_MANIFEST`:
 * every prerendered page in both languages, the scripts, the styles, the manifests and the icons.
 *
 * - Scripts, styles, icons and manifests come from the files it holds, fetched when it installs.
 * - A page is asked of the server first, so that the server still decides what it decides (the
 *   remembered language's redirect, decision 022); when the server cannot be reached, does not answer
 *   within a few seconds, or fails, the page's prerendered file answers, in the address's language,
 *   and an address that is no page gets the 404 page.
 * - The API, PayPal's routes and the live boards' stream are never answered by it.
 * - A new version waits until the page asks it to take over (`SKIP_WAITING`), when the player accepts
 *   the reload: a page never runs on a mix of two versions' files.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isNetworkOnly, navigationFile } from './navigation.ts';

/** What this worker uses of its global scope. */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
}
declare const self: WorkerScope;

/** The message a page sends when the player accepts the new version. */
const SKIP_WAITING = 'SKIP_WAITING';
/** How long a page's request may take before the held copy answers instead. */
const NETWORK_TIMEOUT_MS = 5000;

const manifest = self.__WB_MANIFEST;
const held = new Set(manifest.map((entry) => entry.url));

/** The server's answer to a navigation, or nothing when it is unreachable, too slow or failing. */
async function fromNetwork(request: Request): Promise<Response | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_MS);
  });
  const answer = fetch(request).then(
    (response) => response,
    () => undefined,
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Registered before the held files' route, which would otherwise answer `/` and `/faq/` by itself.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isNetworkOnly(url.pathname),
  async ({ request, url }) => {
    const response = await fromNetwork(request);
    if (response && response.status < 500) return response;
    const file = navigationFile(url, held);
    const copy = file ? await matchPrecache(file) : undefined;
    return copy ?? response ?? Response.error();
  },
);

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first version takes the open pages at once (they run the files it holds); a later one waits.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
