import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { loggerOptions } from '../../src/server/lib/logger.ts';
import {
  cookiesSet,
  type Session,
  signUp,
  startTestApp,
  submitScore,
  TEST_ADMIN_KEY,
  type TestApp,
} from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { prepareSubmission } from '../helpers/plays.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_ROUTES = ['/api/admin/users', '/api/admin/stats', '/api/admin/messages', '/api/admin/donations'];

function expectJsonMessage(
  response: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (message !== undefined) expect(body.message).toBe(message);
}

function setCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new Error(`no set-cookie on ${response.statusCode} ${response.body}`);
  return value;
}

function cookieAttributes(setCookie: string): { value: string; attributes: string[] } {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  return {
    value: pair.slice(pair.indexOf('=') + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('admin key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const wrongKeys: Array<[string, Record<string, string>]> = [
    ['a missing key', {}],
    ['an empty key', { 'admin-key': '' }],
    ['a wrong key', { 'admin-key': 'not-the-admin-key-0123456789' }],
    ['the key with one character changed', { 'admin-key': `${TEST_ADMIN_KEY.slice(0, -1)}X` }],
    ['the key in another case', { 'admin-key': TEST_ADMIN_KEY.toUpperCase() }],
    ['the key with a space around it', { 'admin-key': ` ${TEST_ADMIN_KEY} ` }],
    ['an overlong key', { 'admin-key': 'k'.repeat(600) }],
    ['the key padded far beyond its length', { 'admin-key': TEST_ADMIN_KEY + 'x'.repeat(4000) }],
    ['the key as a bearer token', { authorization: `Bearer ${TEST_ADMIN_KEY}` }],
  ];

  for (const [label, headers] of wrongKeys) {
    it(`refuses ${label} with 401 'Invalid admin key'`, async () => {
      for (const url of ADMIN_ROUTES) {
        expectJsonMessage(await t.app.inject({ url, headers }), 401, 'Invalid admin key');
      }
    });
  }

  it('accepts the right key on every admin route', async () => {
    for (const url of ADMIN_ROUTES) {
      const response = await t.app.inject({ url, headers: { 'admin-key': TEST_ADMIN_KEY } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('wrong admin keys are limited per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '3' } });
  });
  afterAll(async () => t.close());

  it('refuses wrong keys with 429 after 3 wrong ones, for that client only, and still accepts the right key', async () => {
    const attacker = '203.0.113.7';
    const guess = (attempt: number) =>
      t.app.inject({
        url: '/api/admin/stats',
        remoteAddress: attacker,
        headers: { 'admin-key': `guess-${attempt}` },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectJsonMessage(await guess(attempt), 401, 'Invalid admin key');
    }
    const locked = await guess(3);
    expectJsonMessage(locked, 429, 'Too many wrong admin keys. Please try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Whoever shares the address cannot lock the admin out: the right key still opens the dashboard.
    for (const url of ADMIN_ROUTES) {
      const right = await t.app.inject({
        url,
        remoteAddress: attacker,
        headers: { 'admin-key': TEST_ADMIN_KEY },
      });
      expect(right.statusCode, url).toBe(200);
    }
    // The right key did not lift the lockout for wrong ones.
    expectJsonMessage(await guess(4), 429);
    const elsewhere = await t.app.inject({
      url: '/api/admin/stats',
      remoteAddress: '198.51.100.1',
      headers: { 'admin-key': 'guess-elsewhere' },
    });
    expectJsonMessage(elsewhere, 401, 'Invalid admin key');
  });
});

describe('a session acts only for its own user', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await startTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(async () => t.close());

  it("refuses a score for another user's id with 403 and one without a session with 401", async () => {
    const foreign = await submitScore(t.app, alice, {
      userId: bob.user.id,
      gameId: 1,
      timeSeconds: 60,
      score: 100,
    });
    expectJsonMessage(foreign, 403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/scores',
      payload: { userId: bob.user.id, gameId: 1, timeSeconds: 60, score: 100 },
    });
    expectJsonMessage(anonymous, 401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/scores',
      headers: { cookie: `bts_session=${'A'.repeat(43)}` },
      payload: { userId: bob.user.id, gameId: 1, timeSeconds: 60, score: 100 },
    });
    expectJsonMessage(forged, 401);
    const bobs = await t.app.inject({
      url: `/api/users/${bob.user.id}/scores`,
      headers: { cookie: bob.cookie },
    });
    expect(bobs.json()['1']).toEqual({ gamesPlayed: 0, bestTime: null });
  });

  it("refuses another user's scores with 403 and answers one's own", async () => {
    expectJsonMessage(
      await t.app.inject({ url: `/api/users/${bob.user.id}/scores`, headers: { cookie: alice.cookie } }),
      403,
    );
    expectJsonMessage(await t.app.inject({ url: `/api/users/${bob.user.id}/scores` }), 401);
    const own = await t.app.inject({
      url: `/api/users/${alice.user.id}/scores`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  let owner: Session;
  let counter = 0;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t.app);
  });
  afterAll(async () => t.close());

  /** A valid request to each state-changing route, and what it answers when allowed through. */
  const writes = async (): Promise<
    Array<{ url: string; payload: object; cookie?: string; allowed: number }>
  > => {
    counter += 1;
    const finished = await prepareSubmission(t, owner, { gameId: 2, timeSeconds: 120 });
    const fresh = (await t.app.inject({ method: 'POST', url: '/api/plays', payload: { gameId: 1 } })).json();
    // A device credential changes with each use: every login here is a browser's first.
    const member = await signUp(t.app);
    return [
      {
        url: '/api/users',
        payload: { username: `cross${counter}`, email: `cross${counter}@example.com` },
        allowed: 201,
      },
      { url: '/api/scores', payload: finished.body, cookie: owner.cookie, allowed: 201 },
      { url: '/api/plays', payload: { gameId: 4 }, allowed: 201 },
      {
        url: `/api/plays/${fresh.playId}/moves`,
        payload: { moves: [{ type: 'turn', card: 0 }] },
        allowed: 200,
      },
      {
        url: '/api/contact',
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' },
        allowed: 201,
      },
      {
        url: '/api/auth/login',
        payload: { email: member.user.email as string },
        cookie: member.device,
        allowed: 200,
      },
      // PayPal is not configured here: an allowed order is told donations are unavailable.
      { url: '/paypal/order', payload: { amount: '5.00', currency: 'USD', intent: 'CAPTURE' }, allowed: 503 },
    ];
  };

  const send = (write: Awaited<ReturnType<typeof writes>>[number], headers: Record<string, string>) => {
    // A browser holds the session under the name used on its host: `__Host-` where it is Secure.
    const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(headers.host ?? 'localhost');
    const cookie = write.cookie && (local ? write.cookie : `__Host-${write.cookie}`);
    const options: InjectOptions = {
      method: 'POST',
      url: write.url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: write.payload,
    };
    return t.app.inject(options);
  };

  const refused: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
    ],
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['an Origin of another port', { host: 'localhost:5000', origin: 'http://localhost:6000' }],
    [
      'an Origin whose host only starts like ours',
      { host: 'localhost', origin: 'http://localhost.evil.example' },
    ],
    ['Origin null', { origin: 'null' }],
    ['an Origin that is not a URL', { origin: 'not a url' }],
    // The server sees plain HTTP here: a page of the same host and port on https is another site.
    ['an Origin of another scheme', { host: 'localhost:5000', origin: 'https://localhost:5000' }],
    ['an https Origin to the default port', { host: 'brain.example', origin: 'https://brain.example' }],
  ];

  for (const [label, headers] of refused) {
    it(`refuses a POST with ${label} with 403 JSON`, async () => {
      for (const write of await writes()) {
        expectJsonMessage(await send(write, headers), 403, /cross-site/i);
      }
    });
  }

  const allowed: Array<[string, Record<string, string>]> = [
    ['no Origin', {}],
    ['an Origin matching Host', { host: 'localhost:5000', origin: 'http://localhost:5000' }],
    [
      'an Origin matching Host and Sec-Fetch-Site: same-origin',
      {
        host: 'brain.example',
        origin: 'http://brain.example',
        'sec-fetch-site': 'same-origin',
      },
    ],
    [
      'an Origin without the default port its Host names',
      { host: 'brain.example:80', origin: 'http://brain.example' },
    ],
    ['an Origin matching Host in another case', { host: 'Brain.Example', origin: 'http://brain.example' }],
  ];

  for (const [label, headers] of allowed) {
    it(`lets through a POST with ${label}`, async () => {
      for (const write of await writes()) {
        const response = await send(write, headers);
        expect(response.statusCode, `${write.url} ${response.body}`).toBe(write.allowed);
      }
    });
  }

  it('still answers cross-site reads', async () => {
    const read = await t.app.inject({
      url: '/api/stats',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('cross-site requests to a site whose PUBLIC_ORIGIN is https', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://brain.example' } });
    // Behind a proxy that says which scheme the browser used.
    proxied = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const contact = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' },
    });

  it('refuses an Origin of the same host on plain HTTP, whatever the Host header or the port', async () => {
    const refused: Array<Record<string, string>> = [
      { host: 'brain.example', origin: 'http://brain.example' },
      { host: 'brain.example', origin: 'http://brain.example', 'sec-fetch-site': 'same-site' },
      { host: 'brain.example', origin: 'https://brain.example:8443' },
    ];
    for (const headers of refused) {
      expectJsonMessage(await contact(t, headers), 403, /cross-site/i);
    }
  });

  it('lets through its own origin, also when the server sees plain HTTP from a proxy', async () => {
    expect((await contact(t, { host: 'brain.example', origin: 'https://brain.example' })).statusCode).toBe(
      201,
    );
    expect((await contact(t, { host: '10.0.0.5:5000', origin: 'https://brain.example' })).statusCode).toBe(
      201,
    );
    // The server reached by its own address, as an operator might.
    expect((await contact(t, { host: '10.0.0.5:5000', origin: 'http://10.0.0.5:5000' })).statusCode).toBe(
      201,
    );
  });

  it('takes the scheme a trusted proxy names', async () => {
    const https = { host: 'brain.example', 'x-forwarded-proto': 'https' };
    expect((await contact(proxied, { ...https, origin: 'https://brain.example' })).statusCode).toBe(201);
    expectJsonMessage(
      await contact(proxied, { ...https, origin: 'http://brain.example' }),
      403,
      /cross-site/i,
    );
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('are on API answers, errors and pages', async () => {
    const api = [
      await t.app.inject('/api/stats'),
      await t.app.inject('/api/auth/me'),
      await t.app.inject('/api/no-such-route'),
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    const pages = [await t.app.inject('/'), await t.app.inject('/no-such-page')];
    const script = pages[0]?.body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await t.app.inject(script ?? '/assets/missing.js');
    expect(asset.statusCode).toBe(200);
    for (const response of [...api, asset, ...pages]) {
      const headers = response.headers;
      const csp = String(headers['content-security-policy'] ?? '');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
    }
    // Pages get the site's policy; the API and the build's files, never shown as a document, a
    // policy that allows nothing (and not the pages' list of script hashes).
    for (const response of pages) {
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    }
    for (const response of [...api, asset]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it("let pages run scripts of their own and PayPal's SDK host alone, no other PayPal host", async () => {
    const csp = String((await t.app.inject('/support')).headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain('https://www.paypal.com');
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual(['https://www.paypal.com']);
    expect(scripts).not.toContain("'unsafe-inline'");
    // Inline styles stay allowed: PayPal's SDK and Radix's dialogs add <style> elements.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('session cookie', () => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    secure = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://brain.example.org' } });
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
  });

  it('is HttpOnly, SameSite=Lax, Path=/ and holds at least 128 random bits', async () => {
    const signUpResponse = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'cookie_one', email: 'cookie_one@example.com' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `bts_device=${cookiesSet(signUpResponse).get('bts_device')}` },
      payload: { email: 'cookie_one@example.com' },
    });
    const values = new Set<string>();
    for (const response of [signUpResponse, login]) {
      const { value, attributes } = cookieAttributes(setCookieOf(response));
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      expect(attributes).not.toContain('secure');
      // base64url: 22 characters carry 132 bits.
      expect(value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      values.add(value);
    }
    expect(values.size).toBe(2);
  });

  it('is Secure when PUBLIC_ORIGIN is https', async () => {
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'cookie_secure', email: 'cookie_secure@example.com' },
    });
    const { attributes } = cookieAttributes(setCookieOf(response));
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });

  it('is cleared by logout, after which the old cookie is not signed in', async () => {
    const session = await signUp(t.app);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = cookieAttributes(setCookieOf(logout));
    expect(cleared.value).toBe('');
    expect(
      cleared.attributes.some(
        (attribute) => attribute === 'max-age=0' || attribute.startsWith('expires=thu, 01 jan 1970'),
      ),
    ).toBe(true);
    expectJsonMessage(await t.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } }), 401);
    const score = await submitScore(t.app, session, { gameId: 1, timeSeconds: 60, score: 100 });
    expectJsonMessage(score, 401);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT: 'on',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
        RATE_LIMIT_SCORES_PER_MINUTE: '2',
        RATE_LIMIT_PLAYS_PER_MINUTE: '5',
        RATE_LIMIT_CHECKS_PER_MINUTE: '3',
      },
    });
  });
  afterAll(async () => t.close());

  const expectLimited = (response: LightMyRequestResponse) => {
    expectJsonMessage(response, 429);
    expect(response.headers['retry-after']).toBeDefined();
  };

  it('limits sign-in attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.10',
        payload: { email: 'nobody@example.com' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(202);
    expectLimited(await attempt());
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.11',
      payload: { email: 'nobody@example.com' },
    });
    expect(other.statusCode).toBe(202);
  });

  it('limits sign-ups', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '192.0.2.20',
        payload: { username: `limited${n}`, email: `limited${n}@example.com` },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(201);
    expectLimited(await attempt(3));
  });

  it('limits score submissions', async () => {
    const session = await signUp(t.app);
    const games = [];
    for (let i = 0; i < 3; i += 1)
      games.push(await prepareSubmission(t, session, { gameId: 2, timeSeconds: 30 }));
    for (const game of games.slice(0, 2))
      expect((await submitScore(t.app, session, game.body)).statusCode).toBe(201);
    expectLimited(await submitScore(t.app, session, (games[2] as (typeof games)[number]).body));
  });

  it('limits the games dealt per address, guests and players alike', async () => {
    const deal = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/plays', remoteAddress, payload: { gameId: 1 } });
    for (let i = 0; i < 5; i += 1) expect((await deal('192.0.2.40')).statusCode).toBe(201);
    expectLimited(await deal('192.0.2.40'));
    expect((await deal('192.0.2.41')).statusCode).toBe(201);
  });

  it('limits username checks', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({ url: '/api/users/check/somebody', remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await check('192.0.2.30')).statusCode).toBe(200);
    expectLimited(await check('192.0.2.30'));
    expect((await check('192.0.2.31')).statusCode).toBe(200);
  });
});

describe('the admin key stays secret', () => {
  let t: TestApp;
  let generated: string;
  let keyFile: string;
  beforeAll(async () => {
    if (!existsSync(path.join(PROJECT_ROOT, 'build/client/index.html'))) {
      execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
    }
    t = await startTestApp({ env: { ADMIN_KEY: '' } });
    keyFile = path.join(t.config.dataDir, 'admin-key');
    generated = (await readFile(keyFile, 'utf8')).trim();
  });
  afterAll(async () => t.close());

  it('creates a strong key readable by its owner only when ADMIN_KEY is unset, and accepts it', async () => {
    expect(generated).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(
      (await t.app.inject({ url: '/api/admin/stats', headers: { 'admin-key': generated } })).statusCode,
    ).toBe(200);
    expectJsonMessage(
      await t.app.inject({ url: '/api/admin/stats', headers: { 'admin-key': TEST_ADMIN_KEY } }),
      401,
    );
  });

  it('keeps using a saved key and makes its file owner-only again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-admin-key-'));
    try {
      const saved = 'saved-admin-key-abcdefghijklmnop';
      await mkdir(dataDir, { recursive: true });
      await writeFile(path.join(dataDir, 'admin-key'), `${saved}\n`);
      await chmod(path.join(dataDir, 'admin-key'), 0o644);
      const again = await startTestApp({ env: { ADMIN_KEY: '', DATA_DIR: dataDir } });
      try {
        expect(
          (await again.app.inject({ url: '/api/admin/stats', headers: { 'admin-key': saved } })).statusCode,
        ).toBe(200);
        expect((await stat(path.join(dataDir, 'admin-key'))).mode & 0o777).toBe(0o600);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is in no file of the built web app', async () => {
    const files = await filesUnder(path.join(PROJECT_ROOT, 'build/client'));
    expect(files.length).toBeGreaterThan(0);
    const keys = [generated, TEST_ADMIN_KEY, process.env.ADMIN_KEY].filter((key): key is string =>
      Boolean(key),
    );
    for (const file of files) {
      const content = await readFile(file, 'latin1');
      for (const key of keys) expect(content.includes(key), `${file} holds an admin key`).toBe(false);
    }
  });

  it('is not served to a browser', async () => {
    for (const url of ['/', '/admin', '/index.html', '/admin-key', '/.data/admin-key', '/../admin-key']) {
      const response = await t.app.inject(url);
      expect(response.body.includes(generated), url).toBe(false);
    }
  });
});

describe('logs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];
  const ADMIN_KEY = 'log-test-admin-key-Zq8vX2mN5pR7';
  const EMAIL = 'Private.Person@Example.com';

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-log-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_KEY,
      RATE_LIMIT: 'on',
      LOG_LEVEL: 'trace',
      WEB_ROOT: 'build/client',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { ...(loggerOptions('trace') as object), stream } as FastifyServerOptions['logger'];
    app = await buildApp({ config, database: database.handle, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hold no admin key, session cookie or e-mail address', async () => {
    const signUpResponse = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'logged_user', email: EMAIL },
    });
    expect(signUpResponse.statusCode).toBe(201);
    const signUpCookie = cookieAttributes(setCookieOf(signUpResponse)).value;
    const deviceToken = cookiesSet(signUpResponse).get('bts_device') as string;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `bts_device=${deviceToken}` },
      payload: { email: EMAIL },
    });
    expect(login.statusCode).toBe(200);
    const loginCookie = cookieAttributes(setCookieOf(login)).value;
    const cookie = `bts_session=${loginCookie}`;
    await app.inject({ url: '/api/auth/me', headers: { cookie } });
    // From another browser: without a mail server the code goes to the log, under the user's id only.
    const before = lines.length;
    const asked = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL } });
    expect(asked.statusCode).toBe(202);
    await app.mailer.settled();
    const fallback = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; code?: string; userId?: number })
      .find((entry) => entry.msg.includes('development fallback'));
    expect(fallback?.userId).toBe(signUpResponse.json().id);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: EMAIL, code: fallback?.code },
    });
    expect(verified.statusCode).toBe(200);
    const verifiedCookies = [...cookiesSet(verified).values()];
    expect(verifiedCookies).toHaveLength(2);
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'unknown.person@example.com' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'logged_user', email: EMAIL },
    });
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: EMAIL, subject: 'Hi', message: 'Hello' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: EMAIL, subject: 'Hi', message: '\u0000' },
    });
    for (const url of [...ADMIN_ROUTES, '/api/admin/users?q=logged']) {
      expect((await app.inject({ url, headers: { 'admin-key': ADMIN_KEY } })).statusCode, url).toBe(200);
    }
    await app.inject({ url: '/api/admin/stats', headers: { 'admin-key': `${ADMIN_KEY}-wrong` } });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await app.inject({ url: '/api/auth/me', headers: { cookie } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    const secrets = [
      ADMIN_KEY,
      signUpCookie,
      deviceToken,
      loginCookie,
      ...verifiedCookies,
      EMAIL.toLowerCase(),
      encodeURIComponent(EMAIL).toLowerCase(),
      'unknown.person@example.com',
      'private.person',
    ];
    for (const secret of secrets)
      expect(log.toLowerCase().includes(secret.toLowerCase()), secret).toBe(false);
  });

  it('hold no e-mail address the admin searched users for', async () => {
    const searched = 'Searched.Person@Example.com';
    await signUp(app, 'searched_user', searched);
    const before = lines.length;
    const search = await app.inject({
      url: `/api/admin/users?q=${encodeURIComponent(searched)}`,
      headers: { 'admin-key': ADMIN_KEY },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toHaveLength(1);
    const log = lines.slice(before).join('').toLowerCase();
    expect(lines.length).toBeGreaterThan(before);
    expect(log).not.toContain('searched.person');
  });
});
