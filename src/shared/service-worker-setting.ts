/**
 * How a page learns, without a request of its own, whether the site's service worker is turned on
 * (`SERVICE_WORKER`, decision 027): the server names this metric in the `Server-Timing` header of
 * every page it sends, with `desc=on` or `desc=off`, and the page reads it from its navigation's
 * timing entry. Every answer carries it, a 304 too, so that a page kept in the browser's cache
 * follows the setting the server has now.
 */
export const WORKER_SETTING_METRIC = 'service-worker';

/** The header's value for the server's setting. */
export const workerSettingTiming = (on: boolean) => `${WORKER_SETTING_METRIC};desc=${on ? 'on' : 'off'}`;
