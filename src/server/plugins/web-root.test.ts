import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRING_WORKER } from '../lib/retiring-worker.ts';
import { webRootPlugin } from './web-root.ts';

// A build folder as the web build writes it: a prerendered page per folder, the 404 page in its own
// folder, each page's Spanish copy under es/ (decision 022) and the shell.
const FILES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'faq/index.html': '<h1>FAQ</h1>',
  'games/tldr-game/index.html': '<h1>TL;DR</h1>',
  '404/index.html': '<h1>Page Not Found</h1>',
  'es/index.html': '<h1>Inicio</h1>',
  'es/faq/index.html': '<h1>Preguntas</h1>',
  'es/games/tldr-game/index.html': '<h1>TL;DR es</h1>',
  'es/404/index.html': '<h1>Página no encontrada</h1>',
  // A page built before its Spanish copy existed: asked for in Spanish, it is served in English.
  'contact/index.html': '<h1>Contact</h1>',
  '__spa-fallback.html': '<div>shell</div>',
  'robots.txt': 'User-agent: *',
  // The installable app's worker and manifests (decision 027), and a script of the bundler's.
  'sw.js': '/* the site worker */',
  'manifest.webmanifest': '{"name":"Brain Training Puzzles"}',
  'manifest.es.webmanifest': '{"name":"Rompecabezas para el Cerebro"}',
  'assets/root-abc123.js': 'export {};',
};

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'web-root-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), content);
  }
  app = Fastify();
  app.get('/healthz', async () => ({ ok: true }));
  await app.register(webRootPlugin, { webRoot: folder });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the web root', () => {
  it('serves each prerendered page, in English as built and in Spanish as its Spanish copy', async () => {
    for (const [url, body] of [
      ['/', '<h1>Home</h1>'],
      ['/faq', '<h1>FAQ</h1>'],
      ['/games/tldr-game', '<h1>TL;DR</h1>'],
      ['/?lang=es', '<h1>Inicio</h1>'],
      ['/faq?lang=es', '<h1>Preguntas</h1>'],
      ['/faq/?lang=es', '<h1>Preguntas</h1>'],
      ['/games/tldr-game?lang=es&x=1', '<h1>TL;DR es</h1>'],
      ['/faq?lang=en', '<h1>FAQ</h1>'],
      ['/contact?lang=es', '<h1>Contact</h1>'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
    }
  });

  it('answers 404 with the 404 page for an unknown address, in the language asked for', async () => {
    for (const [url, body] of [
      ['/nope', '<h1>Page Not Found</h1>'],
      ['/games/tldr', '<h1>Page Not Found</h1>'],
      ['/404', '<h1>Page Not Found</h1>'],
      ['/nope?lang=es', '<h1>Página no encontrada</h1>'],
      ['/games/tldr?lang=es', '<h1>Página no encontrada</h1>'],
      ['/games?lang=es', '<h1>Página no encontrada</h1>'],
      ['/faqs?lang=es', '<h1>Página no encontrada</h1>'],
      ['/404?lang=es', '<h1>Página no encontrada</h1>'],
      ['/es/nope', '<h1>Página no encontrada</h1>'],
      ['/es/404', '<h1>Página no encontrada</h1>'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(body);
    }
  });

  it('remembers a choice of Spanish in a cookie, and sends a visitor who chose it to the Spanish address', async () => {
    const chosen = await get('/faq?lang=es');
    const cookie = String(chosen.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=es; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const withChoice = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: 'lang=es' } });
    // An address without a language: to the same page's Spanish address, never stored by a cache.
    for (const [url, location] of [
      ['/', '/?lang=es'],
      ['/faq', '/faq?lang=es'],
      ['/games/tldr-game?x=1', '/games/tldr-game?x=1&lang=es'],
    ] as const) {
      const response = await withChoice(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    // Its Spanish address: served, with nothing set again; unknown addresses: the Spanish 404.
    const spanish = await withChoice('/faq?lang=es');
    expect(spanish.body).toBe('<h1>Preguntas</h1>');
    expect(spanish.headers['set-cookie']).toBeUndefined();
    expect(spanish.headers.vary).toMatch(/^Cookie\b/);
    expect((await withChoice('/nope')).body).toBe('<h1>Página no encontrada</h1>');
    // English by name: served in English, and the choice forgotten.
    const english = await withChoice('/faq?lang=en');
    expect(english.body).toBe('<h1>FAQ</h1>');
    expect(String(english.headers['set-cookie'])).toMatch(
      /^lang=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // Without the cookie an English page says that the cookie could have changed it.
    const plain = await get('/faq');
    expect(plain.headers.vary).toMatch(/^Cookie\b/);
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('sends a Spanish copy’s own address on to the address the site links, with ?lang=es', async () => {
    for (const [url, location] of [
      ['/es', '/?lang=es'],
      ['/es/', '/?lang=es'],
      ['/es/faq', '/faq?lang=es'],
      ['/es/games/tldr-game', '/games/tldr-game?lang=es'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('leaves files and the server’s own routes alone when Spanish is asked for', async () => {
    expect((await get('/robots.txt?lang=es')).body).toBe('User-agent: *');
    expect((await get('/healthz?lang=es')).json()).toEqual({ ok: true });
    const api = await get('/api/nothing?lang=es');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the installable app’s files', () => {
  it('are asked for again each time (the worker and the manifests); hashed scripts are kept a year', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/manifest.es.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js')).body).toBe('/* the site worker */');
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
    expect((await get('/assets/root-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/faq')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // Each page says the worker is on (a page the browser kept, answered 304, too); nothing else does.
    const page = await get('/faq');
    expect(page.headers['server-timing']).toBe('service-worker;desc=on');
    const kept = await app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(kept.statusCode).toBe(304);
    expect(kept.headers['server-timing']).toBe('service-worker;desc=on');
    expect((await get('/assets/root-abc123.js')).headers['server-timing']).toBeUndefined();
  });

  it('with SERVICE_WORKER=off, serve a worker that removes itself and the caches instead of the site’s', async () => {
    const off = Fastify();
    await off.register(webRootPlugin, { webRoot: folder, serviceWorker: false });
    await off.ready();
    try {
      for (const url of ['/sw.js', '/sw.js?v=2']) {
        const response = await off.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(RETIRING_WORKER);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-type'], url).toMatch(/^text\/javascript/);
      }
      expect(RETIRING_WORKER).toContain('caches.delete');
      expect(RETIRING_WORKER).toContain('registration.unregister()');
      // Everything else is served as before.
      expect((await off.inject({ method: 'GET', url: '/faq' })).body).toBe('<h1>FAQ</h1>');
      // Each page says the worker is off, so that a browser that never installed it asks for nothing;
      // an answer that the browser's copy is still current says it too.
      const notFound = await off.inject({ method: 'GET', url: '/nowhere' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.headers['server-timing']).toBe('service-worker;desc=off');
      for (const url of ['/', '/faq?lang=es']) {
        const response = await off.inject({ method: 'GET', url });
        expect(response.headers['server-timing'], url).toBe('service-worker;desc=off');
        const again = await off.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(response.headers.etag) },
        });
        expect(again.statusCode, url).toBe(304);
        expect(again.headers['server-timing'], url).toBe('service-worker;desc=off');
      }
      expect((await off.inject({ method: 'GET', url: '/manifest.webmanifest' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
