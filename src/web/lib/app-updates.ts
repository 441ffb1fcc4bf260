/**
 * The installable app's worker, seen from the page (decision 027): it is registered once the page
 * has loaded and the browser is idle, so that nothing of it is part of a page's first visit, and the
 * page offers a reload (the update banner) when a new version of the site is waiting, or when one of
 * its scripts fails to load, as happens when a deploy has replaced it (decision 030).
 */

import { WORKER_SETTING_METRIC } from '../../shared/service-worker-setting.ts';

/**
 * Why the page offers a reload: a new version is ready, the page the player opened could not be
 * fetched, or a part of this page could not be.
 */
export type UpdateOffer = 'ready' | 'pageFailed' | 'scriptFailed';

/** Which offer wins when two are made: a new version ready says the most, a failed part the least. */
const OFFER_RANK: Record<UpdateOffer, number> = { scriptFailed: 0, pageFailed: 1, ready: 2 };

/** The message that tells a waiting worker to take over (src/web/service-worker/sw.ts). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
/** A page that stays open asks for a new version when it is shown again, at most this often. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

let started = false;
let offer: UpdateOffer | null = null;
let dismissed = false;
let waiting: ServiceWorker | null = null;
/** The address of the page the player opened and could not get: Reload opens it. */
let pageAsked: string | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

function setOffer(next: UpdateOffer): void {
  // Each offer stays until the player acts; a weaker one never replaces a stronger one.
  if (dismissed || (offer && OFFER_RANK[offer] > OFFER_RANK[next])) return;
  offer = next;
  tell();
}

/** For `useSyncExternalStore`: the reload on offer, or null. */
export const currentUpdateOffer = (): UpdateOffer | null => (dismissed ? null : offer);

export function subscribeToUpdateOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player closed the banner: nothing more is offered on this page but a page they then ask for. */
export function dismissUpdate(): void {
  dismissed = true;
  tell();
}

/**
 * The player opened a page (`href`) whose script could not be fetched, and stayed where they were:
 * the reload is offered again, even after they closed the banner, since they have just asked for
 * something the page cannot show, and Reload then loads that page from the server.
 */
export function offerPageReload(href: string): void {
  pageAsked = href;
  dismissed = false;
  setOffer('pageFailed');
  tell();
}

/**
 * The player accepted: a waiting worker takes over and the page reloads once it controls it, so that
 * the reloaded page runs the new version's files only; without one, the page the player asked for
 * (or this one) loads from the server.
 */
export function acceptUpdate(): void {
  const worker = waiting;
  if (!worker || !navigator.serviceWorker) {
    if (pageAsked) window.location.assign(pageAsked);
    else window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING);
}

function offerWhenInstalled(worker: ServiceWorker): void {
  const check = () => {
    // Installed while an older worker controls the page: a new version, waiting. The first one takes
    // the page at once and offers nothing.
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      waiting = worker;
      setOffer('ready');
    }
  };
  check();
  worker.addEventListener('statechange', check);
}

/** Whether the server that sent this page has the site's worker turned off (`SERVICE_WORKER=off`). */
function workerTurnedOff(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.serverTiming ?? []).some(
    ({ name, description }) => name === WORKER_SETTING_METRIC && description === 'off',
  );
}

async function register(): Promise<void> {
  if (workerTurnedOff()) {
    // Only a browser that installed the worker before fetches it: it gets the one that removes it.
    const installed = await navigator.serviceWorker.getRegistrations().catch(() => []);
    if (installed.length > 0) await navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    return;
  }
  const registration = await navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (!registration) return;
  if (registration.waiting) offerWhenInstalled(registration.waiting);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerWhenInstalled(registration.installing);
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
}

/**
 * Called once, when the app has started: registers the worker after the page's load event, when the
 * browser is idle (a short timer where it cannot tell), and offers a reload whenever a script of the
 * page fails to load (the bundler's `vite:preloadError`, for every part fetched later).
 */
export function startAppUpdates(): void {
  if (started) return;
  started = true;
  window.addEventListener('vite:preloadError', () => setOffer('scriptFailed'));
  if (!('serviceWorker' in navigator)) return;
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => void register(), { timeout: 10_000 });
    else setTimeout(() => void register(), 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
