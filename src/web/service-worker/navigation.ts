/**
 * Which prerendered file answers a page's address when the server cannot (decision 027). The worker
 * is built on its own, without the site's modules: this file imports nothing, and its tests check it
 * against the site's paths (`lib/paths.ts`) and the server's rules (`plugins/web-root.ts`).
 */

/** Where the build prerenders the Spanish copies (decision 022): `/faq` in Spanish is `es/faq/index.html`. */
const SPANISH_FOLDER = 'es';
/** The folder of the prerendered 404 page, in each language. */
const NOT_FOUND_FOLDER = '404';

/**
 * Addresses the worker never answers, online or not: the API (the live boards' stream included),
 * PayPal's routes and the server's health checks always go to the network.
 */
export function isNetworkOnly(pathname: string): boolean {
  return /^\/(api|paypal)(\/|$)/.test(pathname) || pathname === '/healthz' || pathname === '/readyz';
}

/** The file of a page in a language, relative to the web root: `/faq` is `faq/index.html`. */
function pageFile(page: string, spanish: boolean): string {
  const folder = page === '/' ? '' : `${page.slice(1)}/`;
  return `${spanish ? `${SPANISH_FOLDER}/` : ''}${folder}index.html`;
}

/**
 * The prerendered file that answers a navigation to `url`, from the files the worker holds (paths
 * relative to the web root): the page in the language the address asks for (`?lang=es`, or a Spanish
 * copy's own `/es/...` address), whatever other parameters it carries (`?mode=practice`, `?day=`);
 * the 404 page in that language for an address that is no page. Undefined for an address that only
 * the network answers, and when the worker holds no such file.
 */
export function navigationFile(url: URL, held: ReadonlySet<string>): string | undefined {
  if (isNetworkOnly(url.pathname)) return undefined;
  let page = url.pathname.length > 1 && url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  let spanish = url.searchParams.get('lang') === 'es';
  if (page === `/${SPANISH_FOLDER}` || page.startsWith(`/${SPANISH_FOLDER}/`)) {
    spanish = true;
    page = page.slice(SPANISH_FOLDER.length + 1) || '/';
  }
  const file = pageFile(page, spanish);
  // The 404 page's own file is no page of the site, as on the server.
  if (page !== `/${NOT_FOUND_FOLDER}` && held.has(file)) return file;
  const notFound = pageFile(`/${NOT_FOUND_FOLDER}`, spanish);
  return held.has(notFound) ? notFound : undefined;
}
