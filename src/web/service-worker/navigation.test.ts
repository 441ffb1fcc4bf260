import { describe, expect, it } from 'vitest';
import { ALL_PATHS, NOT_FOUND_PATH, spanishCopyPath } from '../lib/paths.ts';
import { isNetworkOnly, navigationFile } from './navigation.ts';

/** The files of a build, as the worker lists them: every page and the 404 page, in both languages. */
const pageFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const HELD = new Set([
  ...[...ALL_PATHS, NOT_FOUND_PATH].flatMap((path) => [pageFileOf(path), pageFileOf(spanishCopyPath(path))]),
  'assets/root-abc123.js',
  'manifest.webmanifest',
]);
const file = (address: string, held: ReadonlySet<string> = HELD) =>
  navigationFile(new URL(address, 'https://example.test'), held);

describe('the prerendered file that answers a navigation', () => {
  it('is each page in English at its address and in Spanish at ?lang=es, as the build writes them', () => {
    for (const path of ALL_PATHS) {
      expect(file(path), path).toBe(pageFileOf(path));
      expect(file(`${path}?lang=es`), path).toBe(pageFileOf(spanishCopyPath(path)));
    }
    expect(file('/faq')).toBe('faq/index.html');
    expect(file('/faq?lang=es')).toBe('es/faq/index.html');
    expect(file('/?lang=es')).toBe('es/index.html');
  });

  it('ignores every other parameter, the practice games and the archive days included', () => {
    expect(file('/games/memory-match?mode=practice')).toBe('games/memory-match/index.html');
    expect(file('/games/tldr-game?day=2026-11-01&lang=es')).toBe('es/games/tldr-game/index.html');
    expect(file('/faq?lang=en')).toBe('faq/index.html');
    expect(file('/faq?lang=fr&utm_source=x')).toBe('faq/index.html');
    expect(file('/faq/?lang=es#accounts')).toBe('es/faq/index.html');
  });

  it("answers a Spanish copy's own address with the Spanish file", () => {
    expect(file('/es')).toBe('es/index.html');
    expect(file('/es/faq')).toBe('es/faq/index.html');
    expect(file('/es/faq/')).toBe('es/faq/index.html');
  });

  it("gives the 404 page, in the address's language, to an address that is no page", () => {
    expect(file('/nope')).toBe('404/index.html');
    expect(file('/games')).toBe('404/index.html');
    expect(file('/assets/root-abc123.js')).toBe('404/index.html');
    expect(file('/404')).toBe('404/index.html');
    expect(file('/nope?lang=es')).toBe('es/404/index.html');
    expect(file('/es/nope')).toBe('es/404/index.html');
    expect(file('/es/404')).toBe('es/404/index.html');
  });

  it('gives nothing when the worker holds neither the page nor the 404 page', () => {
    expect(file('/nope', new Set(['index.html']))).toBeUndefined();
    expect(file('/nope?lang=es', new Set(['404/index.html']))).toBeUndefined();
  });

  it('leaves the API, PayPal, the live boards and the health checks to the network', () => {
    for (const address of [
      '/api/stats',
      '/api/live/boards',
      '/api/live/boards?lastEventId=12',
      '/api',
      '/paypal/setup',
      '/healthz',
      '/readyz',
    ]) {
      expect(isNetworkOnly(new URL(address, 'https://example.test').pathname), address).toBe(true);
      expect(file(address), address).toBeUndefined();
    }
    for (const address of ['/apis', '/paypals', '/faq', '/'])
      expect(isNetworkOnly(new URL(address, 'https://example.test').pathname), address).toBe(false);
  });
});
