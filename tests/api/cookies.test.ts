import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// The session cookie is Secure wherever the site is not plainly a local one: by PUBLIC_ORIGIN's
// scheme when it is set, otherwise unless the request's Host is a loopback name. A Secure cookie
// goes by the `__Host-` name, which browsers accept only with Secure, Path=/ and no Domain, so that
// neither a plain-HTTP page nor a sibling domain can plant a session of its choosing.

interface SetCookie {
  name: string;
  value: string;
  attributes: string[];
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  return {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

function sessionCookieOf(response: { headers: Record<string, unknown> }): SetCookie {
  const header = response.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).filter((value) => typeof value === 'string');
  const session = all.map(parseSetCookie).find((cookie) => /^(__Host-)?bts_session$/.test(cookie.name));
  if (!session) throw new Error(`no session cookie among ${JSON.stringify(all)}`);
  return session;
}

let counter = 0;

async function signUpAt(app: FastifyInstance, host: string): Promise<SetCookie> {
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host },
    payload: { username: `cookie_${counter}`, email: `cookie_${counter}@example.com` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return sessionCookieOf(response);
}

async function meStatus(app: FastifyInstance, host: string, cookie: string): Promise<number> {
  return (await app.inject({ url: '/api/auth/me', headers: { host, cookie } })).statusCode;
}

function expectSecureHostCookie(cookie: SetCookie): void {
  expect(cookie.attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  expect(cookie.name).toBe('__Host-bts_session');
  expect(cookie.attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
}

function expectPlainCookie(cookie: SetCookie): void {
  expect(cookie.name).toBe('bts_session');
  expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
  expect(cookie.attributes).not.toContain('secure');
}

describe('without PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['development', 'production', 'test'])(
    'with NODE_ENV=%s, the cookie is Secure and named __Host-bts_session for a public Host',
    async (nodeEnv) => {
      // Production needs a mail server and the operator named; these sign-ups send no mail.
      const mail: Record<string, string> =
        nodeEnv === 'production'
          ? {
              SMTP_URL: 'smtp://127.0.0.1:2525',
              CONTACT_TO: 'team@example.org',
              OPERATOR_NAME: 'Example Operator',
              OPERATOR_EMAIL: 'operator@example.org',
              EMAIL_PROVIDER_NAME: 'Example Mail',
              HOST_PROVIDER_NAME: 'Example Hosting',
            }
          : {};
      const app = await startTestApp({ env: { NODE_ENV: nodeEnv, ...mail } });
      try {
        expectSecureHostCookie(await signUpAt(app.app, 'brain.example.org'));
      } finally {
        await app.close();
      }
    },
  );

  it.each(['localhost:5000', 'LocalHost', '127.0.0.1:5000', '[::1]:5000', '[::1]'])(
    'is a plain bts_session cookie without Secure for the loopback Host %s',
    async (host) => {
      const cookie = await signUpAt(t.app, host);
      expectPlainCookie(cookie);
      expect(await meStatus(t.app, host, `bts_session=${cookie.value}`)).toBe(200);
    },
  );

  it.each(['192.168.1.20:5000', 'localhost.example.org', '127.0.0.2'])(
    'is Secure for the Host %s, which is not one of the loopback names',
    async (host) => {
      expectSecureHostCookie(await signUpAt(t.app, host));
    },
  );
});

describe('reading and clearing the cookie by the name used on the request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with __Host-bts_session on a public Host and not with a plain cookie of the same value', async () => {
    const cookie = await signUpAt(t.app, 'brain.example.org');
    expect(await meStatus(t.app, 'brain.example.org', `__Host-bts_session=${cookie.value}`)).toBe(200);
    // A plain-named cookie could have been planted by a plain-HTTP page or a sibling domain.
    expect(await meStatus(t.app, 'brain.example.org', `bts_session=${cookie.value}`)).toBe(401);
  });

  it('signs in with bts_session on localhost and not with the __Host- name there', async () => {
    const cookie = await signUpAt(t.app, 'localhost:5000');
    expect(await meStatus(t.app, 'localhost:5000', `bts_session=${cookie.value}`)).toBe(200);
    expect(await meStatus(t.app, 'localhost:5000', `__Host-bts_session=${cookie.value}`)).toBe(401);
  });

  it('logout on a public Host clears __Host-bts_session with the same attributes and ends the session', async () => {
    const host = 'brain.example.org';
    const cookie = await signUpAt(t.app, host);
    const header = `__Host-bts_session=${cookie.value}`;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host, cookie: header },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = sessionCookieOf(logout);
    expectSecureHostCookie(cleared);
    expect(cleared.value).toBe('');
    expect(
      cleared.attributes.some(
        (attribute) => attribute === 'max-age=0' || attribute.startsWith('expires=thu, 01 jan 1970'),
      ),
    ).toBe(true);
    expect(await meStatus(t.app, host, header)).toBe(401);
  });

  it('logout on localhost clears the plain cookie', async () => {
    const host = 'localhost:5000';
    const cookie = await signUpAt(t.app, host);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host, cookie: `bts_session=${cookie.value}` },
    });
    const cleared = sessionCookieOf(logout);
    expectPlainCookie(cleared);
    expect(cleared.value).toBe('');
  });
});

describe('with PUBLIC_ORIGIN', () => {
  let secure: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    secure = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://brain.example.org' } });
    plain = await startTestApp({ env: { PUBLIC_ORIGIN: 'http://192.168.1.20:5000' } });
  });
  afterAll(async () => {
    await secure.close();
    await plain.close();
  });

  it('https: Secure whatever the Host, localhost included (a proxy may pass its own)', async () => {
    expectSecureHostCookie(await signUpAt(secure.app, 'brain.example.org'));
    expectSecureHostCookie(await signUpAt(secure.app, 'localhost:5000'));
  });

  it('http: a plain cookie, which a browser keeps on a plain-HTTP site', async () => {
    const cookie = await signUpAt(plain.app, '192.168.1.20:5000');
    expectPlainCookie(cookie);
    expect(await meStatus(plain.app, '192.168.1.20:5000', `bts_session=${cookie.value}`)).toBe(200);
  });
});

describe('COOKIE_SECURE', () => {
  it('is refused at start-up with a message saying what decides the Secure flag now', () => {
    for (const value of ['on', 'off']) {
      const load = () => loadConfig({ COOKIE_SECURE: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/COOKIE_SECURE: .*PUBLIC_ORIGIN/);
    }
  });
});
