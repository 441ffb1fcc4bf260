import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRootPlugin } from './web-root.ts';

// A build folder as the web build writes it: a prerendered page per folder, the 404 page in its own
// folder and the shell that renders any page in Spanish.
const FILES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'faq/index.html': '<h1>FAQ</h1>',
  'games/tldr-game/index.html': '<h1>TL;DR</h1>',
  '404/index.html': '<h1>Page Not Found</h1>',
  '__spa-fallback.html': '<div>shell</div>',
  'robots.txt': 'User-agent: *',
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
  it('serves each prerendered page, in English as built and in Spanish as the shell', async () => {
    for (const [url, body] of [
      ['/', '<h1>Home</h1>'],
      ['/faq', '<h1>FAQ</h1>'],
      ['/games/tldr-game', '<h1>TL;DR</h1>'],
      ['/?lang=es', '<div>shell</div>'],
      ['/faq?lang=es', '<div>shell</div>'],
      ['/faq/?lang=es', '<div>shell</div>'],
      ['/games/tldr-game?lang=es&x=1', '<div>shell</div>'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
    }
  });

  it('answers 404 with the 404 page for an unknown address, whatever the language', async () => {
    for (const url of [
      '/nope',
      '/nope?lang=es',
      '/games/tldr',
      '/games/tldr?lang=es',
      '/games?lang=es',
      '/faqs?lang=es',
      '/404',
      '/404?lang=es',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe('<h1>Page Not Found</h1>');
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
