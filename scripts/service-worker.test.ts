import { describe, expect, it } from 'vitest';
import { PRECACHE_LIMIT, precacheFailure, webManifest } from './service-worker.ts';

describe('the precache size check', () => {
  it('passes up to 3 MB and fails above, saying by how much', () => {
    expect(PRECACHE_LIMIT).toBe(3 * 1024 * 1024);
    expect(precacheFailure(0)).toBeUndefined();
    expect(precacheFailure(PRECACHE_LIMIT)).toBeUndefined();
    expect(precacheFailure(PRECACHE_LIMIT + 1)).toBe(
      'the service worker would hold 3.00 MB, over the 3.00 MB limit',
    );
    expect(precacheFailure(4 * 1024 * 1024)).toBe(
      'the service worker would hold 4.00 MB, over the 3.00 MB limit',
    );
    expect(precacheFailure(1500, 1000)).toMatch(/over the 0\.00 MB limit/);
  });
});

describe('the web manifests', () => {
  it('name and start the same app in each language', () => {
    const english = webManifest('en');
    const spanish = webManifest('es');
    expect(english).toMatchObject({
      id: '/',
      lang: 'en',
      name: 'Brain Training Puzzles',
      short_name: 'Brain Puzzles',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(spanish).toMatchObject({
      id: '/',
      lang: 'es',
      name: 'Rompecabezas para el Cerebro',
      short_name: 'Rompecabezas',
      start_url: '/?lang=es',
      scope: '/',
      display: 'standalone',
    });
    expect(String(spanish.description)).toMatch(/^Cuatro juegos/);
  });

  it('list PNG icons of 192 and 512 pixels and a maskable one', () => {
    const icons = webManifest('en').icons as { sizes: string; type: string; purpose: string }[];
    const png = (sizes: string, purpose: string) =>
      icons.some((icon) => icon.type === 'image/png' && icon.sizes === sizes && icon.purpose === purpose);
    expect(png('192x192', 'any')).toBe(true);
    expect(png('512x512', 'any')).toBe(true);
    expect(png('512x512', 'maskable')).toBe(true);
  });
});
