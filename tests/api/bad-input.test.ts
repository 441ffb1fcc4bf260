// Every route answers hostile or broken input with a 4xx JSON `{ code, message }`, never a 5xx, and the
// database keeps only what a valid request would have stored.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/api/errors.ts';
import { type Session, signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';

/**
 * How a field decides what it accepts: `text` is a one-line field, `multiline` the contact message,
 * `search` the admin search, `email` an address, `username` a name of letters and digits in everyday
 * use (UTS #39's identifier profile); the others accept only a number or one exact token.
 */
type Kind = 'text' | 'multiline' | 'search' | 'email' | 'username' | 'int' | 'enum' | 'token' | 'amount';
const STRICT_KINDS: ReadonlySet<Kind> = new Set(['int', 'enum', 'token', 'amount']);

interface Hostile {
  name: string;
  text: string;
  /** How a client would put it in a URL; lone surrogates have no UTF-8 form, so they go as raw CESU bytes. */
  url: string;
  /** Text that no one-line field accepts. */
  unprintable: boolean;
}

const hostile = (
  name: string,
  text: string,
  unprintable: boolean,
  url = encodeURIComponent(text),
): Hostile => ({
  name,
  text,
  url,
  unprintable,
});

const HOSTILE_STRINGS: Hostile[] = [
  hostile('emoji', '🧠🎯🔥 brain', false),
  hostile('right-to-left text', 'مرحبا بالعالم', false),
  hostile('HTML', '<script>alert(1)</script>', false),
  hostile('SQL comment', "' OR 1=1 --", false),
  hostile('SQL injection', "Robert'); DROP TABLE users;--", false),
  hostile('NUL', 'ab\u0000cd', true),
  hostile('bell', 'ab\u0007cd', true),
  hostile('terminal escape', 'ab\u001b[31mcd', true),
  hostile('DEL', 'ab\u007fcd', true),
  hostile('C1 control', 'ab\u0085cd', true),
  hostile('line feed', 'ab\ncd', true),
  hostile('right-to-left override', 'ab\u202ecd', true),
  hostile('lone high surrogate', 'ab\ud800cd', true, 'ab%ED%A0%80cd'),
  hostile('lone low surrogate', 'ab\udc00cd', true, 'ab%ED%B0%80cd'),
];
const NUL = HOSTILE_STRINGS.find((entry) => entry.name === 'NUL') as Hostile;

/** Of the hostile strings, a username takes only the right-to-left text: one script, and a space. */
const takenAsUsername = (value: Hostile) => value.name === 'right-to-left text';

/** Whether a field of this kind must refuse this string when it arrives in a JSON body. */
function bodyMustRefuse(kind: Kind, value: Hostile): boolean {
  if (STRICT_KINDS.has(kind)) return true;
  if (kind === 'username') return !takenAsUsername(value);
  if (kind === 'text' || kind === 'email') return value.unprintable;
  // PostgreSQL cannot store NUL, and a lone surrogate cannot be stored as sent.
  return value.name === 'NUL' || value.name.startsWith('lone');
}

/** Whether a URL parameter or query value of this kind must refuse this string. */
function urlMustRefuse(kind: Kind, value: Hostile): boolean {
  if (STRICT_KINDS.has(kind)) return true;
  // A URL cannot carry a lone surrogate; how its invalid bytes decode is the decoder's choice.
  if (value.name.startsWith('lone')) return false;
  if (kind === 'username') return !takenAsUsername(value);
  if (kind === 'text') return value.unprintable;
  return value.name === 'NUL';
}

const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, 1.5];
const WRONG_TYPES: Record<string, unknown> = {
  null: null,
  true: true,
  array: [],
  object: {},
  'nested array': [[1]],
};
const MALFORMED_JSON = [
  '{',
  '{"email":',
  "{'email': 'a@b.co'}",
  '{"email": "a@b.co",}',
  'undefined',
  '[1, 2',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
];
const TOP_LEVEL_NOT_OBJECT: unknown[] = [null, [], 'text', 42, true];
const OVERSIZED_PADDING = 'x'.repeat(17 * 1024);
const URL_NUMBERS = [
  '1e308',
  '-1e308',
  '9007199254740993',
  '1.5',
  '-1',
  '0',
  'abc',
  'true',
  'null',
  '[]',
  '0x',
];
const MALFORMED_PERCENT = ['%', '%E0%A4%A', '%ZZ'];

interface RouteSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  auth?: 'session' | 'admin';
  params?: Record<string, { kind: Kind; valid: () => string }>;
  /** Query fields of a strict query schema; routes without one ignore unknown parameters. */
  query?: Record<string, { kind: Kind; valid: string }>;
  /** A JSON body schema, or 'none' for a POST that reads no body. */
  body?: { fields: Record<string, Kind>; valid: () => Record<string, unknown> } | 'none';
}

interface Case {
  label: string;
  mustRefuse: boolean;
  request: InjectOptions;
}

let unique = 0;
const nextName = () => {
  unique += 1;
  return `sweep${unique}`;
};

function describeRequest(request: InjectOptions): string {
  const body = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
  return `${request.method} ${String(request.url)}${body ? ` ${body.slice(0, 80)}` : ''}`;
}

describe('bad input on every route', () => {
  let t: TestApp;
  let session: Session;
  let otherUserId: number;
  /** A guest's Memory Match play that the sweep sends its moves to (every one refused). */
  let guestPlayId: string;
  /** Usernames the sweep was told were created, exactly as they were sent. */
  const created: string[] = [];
  /** Usernames the tests signed up on purpose. */
  const signedUp = ['sweep_owner', 'sweep_other'];

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        // An unreachable PayPal: capture of an unknown order is answered from the database alone.
        PAYPAL_CLIENT_ID: 'test-client',
        PAYPAL_CLIENT_SECRET: 'test-secret',
        PAYPAL_API_BASE: 'http://127.0.0.1:9',
      },
    });
    session = await signUp(t.app, 'sweep_owner');
    otherUserId = (await signUp(t.app, 'sweep_other')).user.id;
    guestPlayId = (await t.app.inject({ method: 'POST', url: '/api/plays', payload: { gameId: 1 } })).json()
      .playId;
  });
  afterAll(async () => t.close());

  const routes = (): RouteSpec[] => [
    {
      method: 'POST',
      path: '/api/auth/login',
      body: { fields: { email: 'email' }, valid: () => ({ email: 'nobody@example.com' }) },
    },
    {
      method: 'POST',
      path: '/api/auth/verify',
      body: {
        fields: { email: 'email', code: 'token' },
        valid: () => ({ email: 'nobody@example.com', code: '123456' }),
      },
    },
    { method: 'POST', path: '/api/auth/logout', body: 'none' },
    {
      method: 'GET',
      path: '/api/users/check/:username',
      params: { username: { kind: 'username', valid: () => 'someone' } },
    },
    {
      method: 'POST',
      path: '/api/users',
      body: {
        fields: { username: 'username', email: 'email' },
        valid: () => {
          const name = nextName();
          return { username: name, email: `${name}@example.com` };
        },
      },
    },
    {
      method: 'GET',
      path: '/api/users/:userId/scores',
      auth: 'session',
      params: { userId: { kind: 'int', valid: () => String(session.user.id) } },
    },
    {
      method: 'POST',
      path: '/api/scores',
      auth: 'session',
      body: {
        fields: { userId: 'int', gameId: 'int', timeSeconds: 'int', score: 'int', playId: 'token' },
        valid: () => ({
          userId: session.user.id,
          gameId: 1,
          timeSeconds: 120,
          score: 100,
          playId: guestPlayId,
        }),
      },
    },
    {
      method: 'POST',
      path: '/api/plays',
      body: {
        fields: { gameId: 'int', difficulty: 'enum' },
        valid: () => ({ gameId: 2, difficulty: 'easy' }),
      },
    },
    {
      method: 'GET',
      path: '/api/plays/:playId',
      params: { playId: { kind: 'token', valid: () => guestPlayId } },
    },
    {
      method: 'POST',
      path: '/api/plays/:playId/moves',
      params: { playId: { kind: 'token', valid: () => guestPlayId } },
      body: { fields: { moves: 'token' }, valid: () => ({ moves: [{ type: 'turn', card: 0 }] }) },
    },
    {
      method: 'GET',
      path: '/api/plays/tldr/answers/:day',
      params: { day: { kind: 'token', valid: () => '2026-01-01' } },
    },
    {
      method: 'GET',
      path: '/api/leaderboard/:gameId',
      params: { gameId: { kind: 'int', valid: () => '1' } },
      query: { period: { kind: 'enum', valid: 'all' } },
    },
    {
      method: 'GET',
      path: '/api/leaderboard/:gameId/me',
      auth: 'session',
      params: { gameId: { kind: 'int', valid: () => '2' } },
      query: { period: { kind: 'enum', valid: 'month' } },
    },
    {
      method: 'POST',
      path: '/api/contact',
      body: {
        fields: { name: 'text', email: 'email', subject: 'text', message: 'multiline' },
        valid: () => ({ name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Nice site.' }),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/users',
      auth: 'admin',
      query: {
        q: { kind: 'search', valid: 'sweep' },
        limit: { kind: 'int', valid: '10' },
        offset: { kind: 'int', valid: '0' },
      },
    },
    {
      method: 'DELETE',
      path: '/api/admin/users/:userId',
      auth: 'admin',
      params: { userId: { kind: 'int', valid: () => String(otherUserId) } },
    },
    {
      method: 'GET',
      path: '/api/admin/messages',
      auth: 'admin',
      query: { limit: { kind: 'int', valid: '10' }, offset: { kind: 'int', valid: '0' } },
    },
    {
      method: 'GET',
      path: '/api/admin/donations',
      auth: 'admin',
      query: { limit: { kind: 'int', valid: '10' }, offset: { kind: 'int', valid: '0' } },
    },
    {
      method: 'POST',
      path: '/paypal/order',
      body: {
        fields: { amount: 'amount', currency: 'enum', intent: 'enum' },
        valid: () => ({ amount: '5.00', currency: 'USD', intent: 'CAPTURE' }),
      },
    },
    {
      method: 'POST',
      path: '/paypal/order/:orderId/capture',
      params: { orderId: { kind: 'token', valid: () => 'ORDER-123' } },
      body: 'none',
    },
  ];

  function headersFor(route: RouteSpec): Record<string, string> {
    if (route.auth === 'session') return { cookie: session.cookie };
    if (route.auth === 'admin') return { 'admin-key': TEST_ADMIN_KEY };
    return {};
  }

  function urlFor(route: RouteSpec, params: Record<string, string> = {}, query = ''): string {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const spec = route.params?.[name];
      return params[name] ?? (spec ? encodeURIComponent(spec.valid()) : '');
    });
    return query ? `${path}?${query}` : path;
  }

  function bodyCases(route: RouteSpec): Case[] {
    const headers = headersFor(route);
    const url = urlFor(route);
    const json = (
      label: string,
      mustRefuse: boolean,
      payload: string,
      contentType = 'application/json',
    ): Case => ({
      label,
      mustRefuse,
      request: { method: route.method, url, headers: { ...headers, 'content-type': contentType }, payload },
    });
    if (!route.body) return [];
    const cases: Case[] = [
      ...MALFORMED_JSON.map((text) => json(`malformed JSON ${text}`, true, text)),
      // Fastify reads text/plain too; only a route that reads no body may accept it.
      json('JSON sent as text/plain', route.body !== 'none', '{"a":1}', 'text/plain'),
      json('a form instead of JSON', true, 'email=a%40b.co', 'application/x-www-form-urlencoded'),
      json('an empty JSON body', route.body !== 'none', ''),
      json('a body over 16 KB', true, JSON.stringify({ padding: OVERSIZED_PADDING })),
      json('JSON nested 5,000 deep', route.body !== 'none', `${'['.repeat(5000)}${']'.repeat(5000)}`),
      json('a NUL in a key', true, '{"a\\u0000b": 1}'),
    ];
    const schema = route.body;
    if (schema === 'none') {
      return [
        ...cases,
        ...TOP_LEVEL_NOT_OBJECT.map((value) =>
          json(`body ${JSON.stringify(value)}`, false, JSON.stringify(value)),
        ),
      ];
    }
    const withField = (name: string, value: unknown) => ({ ...schema.valid(), [name]: value });
    cases.push(
      ...TOP_LEVEL_NOT_OBJECT.map((value) =>
        json(`body ${JSON.stringify(value)}`, true, JSON.stringify(value)),
      ),
      json(
        'a valid body padded over 16 KB',
        true,
        JSON.stringify({ ...schema.valid(), padding: OVERSIZED_PADDING }),
      ),
      json('an extra field', true, JSON.stringify({ ...schema.valid(), isAdmin: true })),
      json('an extra field named like SQL', true, JSON.stringify({ ...schema.valid(), "id' OR '1'='1": 1 })),
    );
    for (const [name, kind] of Object.entries(schema.fields)) {
      const { [name]: _omitted, ...rest } = schema.valid();
      cases.push(json(`${name} missing`, true, JSON.stringify(rest)));
      for (const [typeName, value] of Object.entries(WRONG_TYPES)) {
        cases.push(json(`${name} = ${typeName}`, true, JSON.stringify(withField(name, value))));
      }
      const wrongScalar = STRICT_KINDS.has(kind) ? 'seven' : 7;
      cases.push(json(`${name} of the wrong type`, true, JSON.stringify(withField(name, wrongScalar))));
      for (const number of HUGE_NUMBERS) {
        // 1.50 is a valid donation.
        if (kind === 'amount' && number === 1.5) continue;
        cases.push(json(`${name} = ${number}`, true, JSON.stringify(withField(name, number))));
      }
      for (const value of HOSTILE_STRINGS) {
        cases.push(
          json(
            `${name} with ${value.name}`,
            bodyMustRefuse(kind, value),
            JSON.stringify(withField(name, value.text)),
          ),
        );
      }
      if (kind === 'text' || kind === 'multiline' || kind === 'email' || kind === 'username') {
        cases.push(
          json(`${name} of 8,000 characters`, true, JSON.stringify(withField(name, 'a'.repeat(8000)))),
        );
      }
    }
    return cases;
  }

  function paramCases(route: RouteSpec): Case[] {
    const headers = headersFor(route);
    const cases: Case[] = [];
    for (const [name, spec] of Object.entries(route.params ?? {})) {
      const at = (label: string, mustRefuse: boolean, raw: string): Case => ({
        label: `param ${name} ${label}`,
        mustRefuse,
        request: { method: route.method, url: urlFor(route, { [name]: raw }), headers },
      });
      for (const value of HOSTILE_STRINGS)
        cases.push(at(value.name, urlMustRefuse(spec.kind, value), value.url));
      for (const value of URL_NUMBERS)
        cases.push(at(value, STRICT_KINDS.has(spec.kind), encodeURIComponent(value)));
      for (const value of MALFORMED_PERCENT) cases.push(at(`malformed escape ${value}`, true, value));
      cases.push(at('of 300 characters', true, 'a'.repeat(300)));
      cases.push(at('of spaces', true, '%20%20%20%20'));
    }
    return cases;
  }

  function queryCases(route: RouteSpec): Case[] {
    const headers = headersFor(route);
    if (!route.query) return [];
    const at = (label: string, mustRefuse: boolean, query: string): Case => ({
      label: `query ${label}`,
      mustRefuse,
      request: { method: route.method, url: urlFor(route, {}, query), headers },
    });
    const cases = [
      at('with an unknown parameter', true, 'isAdmin=true'),
      at('with an unknown SQL-looking name', true, "x'%3B--=1"),
    ];
    for (const [name, spec] of Object.entries(route.query)) {
      for (const value of HOSTILE_STRINGS)
        cases.push(at(`${name} with ${value.name}`, urlMustRefuse(spec.kind, value), `${name}=${value.url}`));
      for (const value of URL_NUMBERS) {
        cases.push(
          at(
            `${name} = ${value}`,
            STRICT_KINDS.has(spec.kind) && value !== '0',
            `${name}=${encodeURIComponent(value)}`,
          ),
        );
      }
      for (const value of MALFORMED_PERCENT)
        cases.push(at(`${name} malformed escape ${value}`, false, `${name}=${value}`));
      cases.push(at(`${name} given twice`, true, `${name}=${spec.valid}&${name}=${spec.valid}`));
      cases.push(at(`${name} in bracket form`, true, `${name}[]=${spec.valid}`));
      cases.push(at(`${name} of 2,000 characters`, true, `${name}=${'a'.repeat(2000)}`));
    }
    return cases;
  }

  /** What is wrong with an answer to a bad request, or null when it is fine. */
  function problem(testCase: Case, response: LightMyRequestResponse): string | null {
    const { statusCode } = response;
    if (statusCode >= 500) return `${statusCode} ${response.body.slice(0, 200)}`;
    if (testCase.mustRefuse && (statusCode < 400 || statusCode >= 500)) return `accepted with ${statusCode}`;
    if (!String(response.headers['content-type']).startsWith('application/json')) {
      return `content-type ${response.headers['content-type']}`;
    }
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `not JSON: ${response.body.slice(0, 100)}`;
    }
    if (statusCode >= 400 && typeof (body as { message?: unknown } | null)?.message !== 'string') {
      return `no message: ${response.body.slice(0, 100)}`;
    }
    const code = (body as { code?: unknown } | null)?.code;
    if (statusCode >= 400 && !(ERROR_CODES as readonly unknown[]).includes(code)) {
      return `no error code: ${response.body.slice(0, 100)}`;
    }
    return null;
  }

  async function sweep(cases: Case[]): Promise<string[]> {
    const failures: string[] = [];
    for (const testCase of cases) {
      const response = await t.app.inject(testCase.request);
      const found = problem(testCase, response);
      if (found) failures.push(`${testCase.label} (${describeRequest(testCase.request)}): ${found}`);
      if (testCase.request.url === '/api/users' && response.statusCode === 201) {
        created.push((response.json() as { username: string }).username);
      }
    }
    return failures;
  }

  const ROUTE_NAMES = [
    'POST /api/auth/login',
    'POST /api/auth/verify',
    'POST /api/auth/logout',
    'GET /api/users/check/:username',
    'POST /api/users',
    'GET /api/users/:userId/scores',
    'POST /api/scores',
    'POST /api/plays',
    'GET /api/plays/:playId',
    'POST /api/plays/:playId/moves',
    'GET /api/plays/tldr/answers/:day',
    'GET /api/leaderboard/:gameId',
    'GET /api/leaderboard/:gameId/me',
    'POST /api/contact',
    'GET /api/admin/users',
    'DELETE /api/admin/users/:userId',
    'GET /api/admin/messages',
    'GET /api/admin/donations',
    'POST /paypal/order',
    'POST /paypal/order/:orderId/capture',
  ];

  /** Every bad body, parameter and query of one route. */
  function casesOf(routeName: string): Case[] {
    const route = routes().find(
      (candidate) => `${candidate.method} ${candidate.path}` === routeName,
    ) as RouteSpec;
    return [...bodyCases(route), ...paramCases(route), ...queryCases(route)];
  }

  for (const routeName of ROUTE_NAMES) {
    it(`${routeName} answers every bad body, parameter and query with a 4xx JSON message`, async () => {
      const cases = casesOf(routeName);
      expect(cases.length).toBeGreaterThan(10);
      expect(await sweep(cases)).toEqual([]);
    });
  }

  it('sweeps routes the server really has', () => {
    for (const routeName of ROUTE_NAMES) {
      const [method, url] = routeName.split(' ') as [RouteSpec['method'], string];
      expect(t.app.hasRoute({ method, url }), routeName).toBe(true);
    }
  });

  it('answers routes without input the same with a junk query, cookie or admin key', async () => {
    for (const url of ['/api/auth/me', '/api/stats', '/api/games', '/api/admin/stats', '/paypal/setup']) {
      const headers = url.startsWith('/api/admin') ? { 'admin-key': TEST_ADMIN_KEY } : {};
      const plain = await t.app.inject({ method: 'GET', url, headers });
      const junk = await t.app.inject({
        method: 'GET',
        url: `${url}?id=1e308&x=%3Cscript%3E&%E0%A4%A=1&q=%ED%A0%80`,
        headers,
      });
      expect(junk.statusCode, url).toBe(plain.statusCode);
      expect(junk.headers['content-type'], url).toMatch(/^application\/json/);
      // No route reads a NUL, so it is refused even where the query is otherwise ignored.
      const nul = await t.app.inject({ method: 'GET', url: `${url}?q=${NUL.url}`, headers });
      expect(nul.statusCode, url).toBe(400);
      expect(typeof nul.json().message, url).toBe('string');
    }
    for (const cookie of [
      'bts_session=',
      `bts_session=${'A'.repeat(500)}`,
      'bts_session=%ZZ',
      "bts_session=' OR 1=1 --",
      '=;;=',
    ]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode, cookie).toBe(401);
      expect(typeof me.json().message, cookie).toBe('string');
    }
  });

  it('stays ready and serves normal requests after the sweep', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const fresh = await signUp(t.app, 'after_sweep');
    signedUp.push('after_sweep');
    const { response: score } = await playAndSubmit(t, fresh, { gameId: 1, timeSeconds: 60 });
    expect(score.statusCode).toBe(201);
    const scores = await t.app.inject({
      url: `/api/users/${fresh.user.id}/scores`,
      headers: { cookie: fresh.cookie },
    });
    expect(scores.json()['1']).toEqual({ gamesPlayed: 1, bestTime: 60 });
    // The owner's session survived every bad request made with it.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } });
    expect(me.json().id).toBe(session.user.id);
    expect(otherUserId).not.toBe(session.user.id);
  });

  it('stored only the users valid requests created, a right-to-left name verbatim, no HTML- or SQL-looking one', async () => {
    // The sign-up sweep again, so that this test does not depend on running after it: names the
    // first sweep stored are refused as taken this time.
    expect(await sweep(casesOf('POST /api/users'))).toEqual([]);
    const listed = await t.app.inject({ url: '/api/admin/users', headers: { 'admin-key': TEST_ADMIN_KEY } });
    expect(listed.statusCode).toBe(200);
    const usernames = (listed.json() as Array<{ username: string }>).map((user) => user.username).sort();
    expect(usernames).toEqual([...signedUp, ...created].sort());
    expect(created).toContain('مرحبا بالعالم');
    // Their symbols are outside the characters a username may use.
    for (const text of [
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      "Robert'); DROP TABLE users;--",
      '🧠🎯🔥 brain',
    ]) {
      expect(created).not.toContain(text);
    }
    for (const username of created) {
      // Printable, so every stored name is exactly what was sent.
      expect(
        HOSTILE_STRINGS.some((value) => value.text === username && !value.unprintable),
        username,
      ).toBe(true);
      const check = await t.app.inject({ url: `/api/users/check/${encodeURIComponent(username)}` });
      expect(check.json(), username).toEqual({ available: false });
    }
  });
});
