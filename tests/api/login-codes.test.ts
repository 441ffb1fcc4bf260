// Signing in from a browser the account has not used before takes a one-time code sent by e-mail;
// a browser that holds the account's device credential signs in with the address alone.
import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/lib/free-port.ts';
import {
  cookiesSet,
  type Session,
  signUp,
  startTestApp,
  TEST_GAME_SECRET,
  type TestApp,
} from '../helpers/app.ts';
import { codeIn, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const TEAM = 'team@brain.example';

function login(app: FastifyInstance, email: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, ...extra });
}

function verify(app: FastifyInstance, email: string, code: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, ...extra });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(10);
  return body as { code: string; message: string; triesLeft?: number };
}

/** A different code than the one given (one digit changed), so that it is surely wrong. */
function wrong(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

describe('signing in with a device credential or an e-mailed code', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO: TEAM } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => t.clock.resume());

  const email = (session: Session) => session.user.email as string;

  /** Asks for a code from a new browser and returns the code from the mail that brings it. */
  async function requestCode(session: Session): Promise<string> {
    const before = sink.received.filter((mail) => mail.rcptTo.includes(email(session))).length;
    const response = await login(t.app, email(session));
    expect(response.statusCode, response.body).toBe(202);
    const mail = await sink.mailTo(email(session), before);
    return codeIn(mail.text);
  }

  it('signs in at once from the browser that signed up, also after signing out', async () => {
    const session = await signUp(t.app);
    const response = await login(t.app, email(session).toUpperCase(), {
      headers: { cookie: session.device },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
    const cookie = `bts_session=${cookiesSet(response).get('bts_session')}`;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().id).toBe(
      session.user.id,
    );

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(cookiesSet(logout).has('bts_device')).toBe(false);
    const again = await login(t.app, email(session), { headers: { cookie: session.device } });
    expect(again.statusCode).toBe(200);
  });

  it('asks a new browser for a code with 202 and e-mails it; no session is started', async () => {
    const session = await signUp(t.app);
    // Other tests' mails may still be on their way: only this address's are counted.
    const toThisAddress = () => sink.received.filter((mail) => mail.rcptTo.includes(email(session))).length;
    const before = toThisAddress();
    const response = await login(t.app, email(session));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ codeRequired: true, message: expect.stringMatching(/code/) });
    expect(cookiesSet(response).size).toBe(0);

    const mail = await sink.mailTo(email(session));
    expect(toThisAddress()).toBe(before + 1);
    expect(mail.rcptTo).toEqual([email(session)]);
    expect(mail.headers.get('subject')).toMatch(/sign-in code/i);
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
  });

  it('writes the code e-mail in the language of the page that asked, else in the one the account last used', async () => {
    const session = await signUp(t.app);
    const asked = async (payload: Record<string, string>) => {
      const before = sink.received.filter((mail) => mail.rcptTo.includes(email(session))).length;
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(202);
      return sink.mailTo(email(session), before);
    };
    const spanish = await asked({ email: email(session), lang: 'es' });
    expect(spanish.headers.get('subject')).toMatch(/^Tu código para iniciar sesión: \d{6}$/);
    expect(spanish.text).toContain('Rompecabezas para el Cerebro');
    expect(spanish.text).not.toMatch(/sign-in code/i);
    // Signed in from a Spanish page: a later request that names no language is answered in Spanish.
    await verify(t.app, email(session), codeIn(spanish.text), {
      payload: { email: email(session), code: codeIn(spanish.text), lang: 'es' },
    });
    expect((await asked({ email: email(session) })).headers.get('subject')).toMatch(/^Tu código/);
    const english = await asked({ email: email(session), lang: 'en' });
    expect(english.headers.get('subject')).toMatch(/^Your sign-in code: \d{6}$/);
    expect(english.text).not.toMatch(/código/);
  });

  it("does not take another account's device credential for this one", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await login(t.app, email(owner), { headers: { cookie: other.device } });
    expect(response.statusCode).toBe(202);
  });

  it('verifies the code: the user, a session and a device credential for this browser', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    const response = await verify(t.app, ` ${email(session).toUpperCase()} `, ` ${code} `);
    expect(response.statusCode, response.body).toBe(200);
    // The address's first proof: every other browser of the account was signed out.
    expect(response.json()).toEqual({ ...session.user, signedOutElsewhere: true });
    const cookies = cookiesSet(response);
    const sessionCookie = `bts_session=${cookies.get('bts_session')}`;
    const deviceCookie = `bts_device=${cookies.get('bts_device')}`;
    expect(cookies.get('bts_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.get('bts_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceCookie).not.toBe(session.device);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie } });
    expect(me.json().id).toBe(session.user.id);
    // This browser is now known: the next login needs no code.
    expect((await login(t.app, email(session), { headers: { cookie: deviceCookie } })).statusCode).toBe(200);
  });

  it('sets the device credential HttpOnly, SameSite=Lax, for a year', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'device_attrs', email: 'device_attrs@example.com' },
    });
    const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const device = header.find((line) => line.startsWith('bts_device='));
    expect(device).toBeDefined();
    const attributes = (device as string)
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(attributes).not.toContain('secure');
  });

  it('answers a wrong code with how many tries are left, and still takes the right one', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    const first = expectError(await verify(t.app, email(session), wrong(code)), 400, 'SIGN_IN_CODE_WRONG');
    expect(first.message).toMatch(/4 tries left/);
    // The count also comes as a number, for pages in other languages.
    expect(first.triesLeft).toBe(4);
    const second = expectError(await verify(t.app, email(session), wrong(code)), 400, 'SIGN_IN_CODE_WRONG');
    expect(second.message).toMatch(/3 tries left/);
    const right = await verify(t.app, email(session), code);
    expect(right.statusCode).toBe(200);
  });

  it('gives up on a code after five wrong tries, even when the right one follows', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    for (let i = 0; i < 4; i += 1) {
      expectError(await verify(t.app, email(session), wrong(code)), 400, 'SIGN_IN_CODE_WRONG');
    }
    expectError(await verify(t.app, email(session), wrong(code)), 400, 'SIGN_IN_CODE_USED_UP');
    const right = expectError(await verify(t.app, email(session), code), 400, 'SIGN_IN_CODE_USED_UP');
    expect(right.message).toMatch(/new code/);
    // A new code works again.
    const fresh = await requestCode(session);
    expect((await verify(t.app, email(session), fresh)).statusCode).toBe(200);
  });

  it('refuses a code older than ten minutes', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    t.clock.advance(10 * 60_000 + 1_000);
    expectError(await verify(t.app, email(session), code), 400, 'SIGN_IN_CODE_EXPIRED');
  });

  it('takes a code once only', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    expect((await verify(t.app, email(session), code)).statusCode).toBe(200);
    expectError(await verify(t.app, email(session), code), 400, 'SIGN_IN_CODE_NOT_SENT');
  });

  it('replaces an unused code with the newer one', async () => {
    const session = await signUp(t.app);
    const older = await requestCode(session);
    let newer = await requestCode(session);
    // Two draws of six digits may be equal, once in a million.
    while (newer === older) newer = await requestCode(session);
    expectError(await verify(t.app, email(session), older), 400, 'SIGN_IN_CODE_WRONG');
    expect((await verify(t.app, email(session), newer)).statusCode).toBe(200);
  });

  it('says when no code was asked for', async () => {
    const session = await signUp(t.app);
    expectError(await verify(t.app, email(session), '123456'), 400, 'SIGN_IN_CODE_NOT_SENT');
    expectError(await verify(t.app, 'nobody.at.all@example.com', '123456'), 400, 'SIGN_IN_CODE_NOT_SENT');
  });

  it('validates the code as six digits', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await verify(t.app, 'someone@example.com', code);
      expectError(response, 400, 'INVALID_REQUEST');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: 'someone@example.com' },
    });
    expectError(missing, 400, 'INVALID_REQUEST');
  });

  it('answers an unknown e-mail as a known one, 202, and sends it nothing', async () => {
    const before = sink.received.length;
    const response = await login(t.app, 'nobody.here@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ codeRequired: true, message: expect.stringMatching(/code/) });
    const session = await signUp(t.app);
    await requestCode(session);
    await t.app.mailer.settled();
    expect(sink.received.slice(before).flatMap((mail) => mail.rcptTo)).toEqual([email(session)]);
  });

  it('stores codes and device credentials only as hashes', async () => {
    const session = await signUp(t.app);
    const code = await requestCode(session);
    const codes = await t.database.handle.query<{ code_hash: string }>(
      'SELECT code_hash FROM login_codes WHERE user_id = $1',
      [session.user.id],
    );
    expect(codes.rows).toHaveLength(1);
    expect(codes.rows[0]?.code_hash).not.toContain(code);
    // Keyed by the server's secret: a copy of the database alone cannot try the million codes.
    expect(codes.rows[0]?.code_hash).not.toBe(
      createHash('sha256').update(`${session.user.id}:${code}`).digest('hex'),
    );
    const key = createHmac('sha256', TEST_GAME_SECRET).update('sign-in codes').digest();
    expect(codes.rows[0]?.code_hash).toBe(
      createHmac('sha256', key).update(`${session.user.id}:${code}`).digest('hex'),
    );
    const token = session.device.slice('bts_device='.length);
    const devices = await t.database.handle.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM device_credentials WHERE user_id = $1',
      [session.user.id],
    );
    expect(devices.rows.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    const days = ((devices.rows[0]?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  it('notes when a device credential was last used, and refuses one that expired', async () => {
    t.clock.set('2031-05-06T07:08:09.000Z');
    const session = await signUp(t.app);
    t.clock.advance(24 * 60 * 60_000);
    expect((await login(t.app, email(session), { headers: { cookie: session.device } })).statusCode).toBe(
      200,
    );
    const used = await t.database.handle.query<{ last_used_at: Date }>(
      'SELECT last_used_at FROM device_credentials WHERE user_id = $1',
      [session.user.id],
    );
    expect(used.rows[0]?.last_used_at.toISOString()).toBe('2031-05-07T07:08:09.000Z');
    // A year after it was made the credential has lapsed, and the browser is asked for a code again.
    t.clock.set('2032-05-06T07:08:10.000Z');
    expect((await login(t.app, email(session), { headers: { cookie: session.device } })).statusCode).toBe(
      202,
    );
    await sink.mailTo(email(session));
  });
});

describe('limits on sign-in codes', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        CONTACT_TO: TEAM,
        RATE_LIMIT: 'on',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
        RATE_LIMIT_CODES_PER_ACCOUNT_PER_HOUR: '2',
        RATE_LIMIT_CODES_PER_ADDRESS_PER_HOUR: '4',
        RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('e-mails an account only so many codes an hour, answering 202 still; its known browser signs in', async () => {
    const session = await signUp(t.app);
    const mailAddress = session.user.email as string;
    const address = (n: number) => ({ remoteAddress: `192.0.2.${n}` });
    expect((await login(t.app, mailAddress, address(1))).statusCode).toBe(202);
    expect((await login(t.app, mailAddress, address(2))).statusCode).toBe(202);
    // Past the account's limit the answer stays the one every address gets, and no mail goes out.
    const past = await login(t.app, mailAddress, address(3));
    expect(past.statusCode).toBe(202);
    await t.app.mailer.settled();
    expect(sink.received.filter((mail) => mail.rcptTo.includes(mailAddress))).toHaveLength(2);
    const known = await login(t.app, session.user.email as string, {
      ...address(3),
      headers: { cookie: session.device },
    });
    expect(known.statusCode).toBe(200);
  });

  it('sends codes asked for from one address only so many times an hour', async () => {
    const from = { remoteAddress: '198.51.100.77' };
    const players = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const statuses = [];
    for (const player of players)
      statuses.push((await login(t.app, player.user.email as string, from)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    const elsewhere = await login(t.app, players[4]?.user.email as string, {
      remoteAddress: '198.51.100.78',
    });
    expect(elsewhere.statusCode).toBe(202);
  });

  it('checks only so many codes of an account from one address an hour, right or wrong', async () => {
    const session = await signUp(t.app);
    const mailAddress = session.user.email as string;
    expect((await login(t.app, mailAddress, { remoteAddress: '203.0.113.5' })).statusCode).toBe(202);
    const code = codeIn((await sink.mailTo(mailAddress)).text);
    for (let i = 0; i < 3; i += 1) {
      expectError(await verify(t.app, mailAddress, wrong(code)), 400, 'SIGN_IN_CODE_WRONG');
    }
    expectError(await verify(t.app, mailAddress, code), 429, 'SIGN_IN_CODE_LIMIT');
    // The limit is that address's: the right code from another one still signs in.
    expect((await verify(t.app, mailAddress, code, { remoteAddress: '203.0.113.6' })).statusCode).toBe(200);
  });
});

describe('limits on sign-in codes while their shared counters are unreachable', () => {
  let t: TestApp;
  const codes: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT: 'on', REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      // Without a mail server the code is logged.
      onLog: (entry) => {
        const { code } = entry as { code?: unknown };
        if (typeof code === 'string') codes.push(code);
      },
    });
  });
  afterAll(async () => t?.close());

  it('still sends and checks codes, as the other limits let requests through', async () => {
    const session = await signUp(t.app);
    const email = session.user.email as string;
    expect((await login(t.app, email)).statusCode).toBe(202);
    await t.app.mailer.settled();
    const code = codes.at(-1) as string;
    expectError(await verify(t.app, email, wrong(code)), 400, 'SIGN_IN_CODE_WRONG');
    expect((await verify(t.app, email, code)).statusCode).toBe(200);
  });
});

describe('sign-in codes the mail server refuses', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const logged: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    sink = await startSmtpSink({ refuses: (address) => address.startsWith('bounce') });
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO: TEAM },
      onLog: (entry) => logged.push(entry),
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('answers 202 as ever, the mail going after the answer, and logs the failure without the address', async () => {
    const session = await signUp(t.app, 'Bounce_Me');
    const response = await login(t.app, session.user.email as string);
    expect(response.statusCode).toBe(202);
    await t.app.mailer.settled();
    const entry = logged.find((line) => line.msg === 'sign-in code not sent');
    expect(entry?.userId).toBe(session.user.id);
    expect(JSON.stringify(logged).toLowerCase()).not.toContain('bounce_me@example.com');
  });
});

describe('sign-in codes without a mail server', () => {
  let t: TestApp;
  const logged: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await startTestApp({ onLog: (entry) => logged.push(entry) });
  });
  afterAll(async () => t?.close());

  it('writes the code to the log as a development fallback, naming the user id and not the address', async () => {
    const session = await signUp(t.app, 'Log_Fallback');
    const response = await login(t.app, session.user.email as string);
    expect(response.statusCode).toBe(202);
    await t.app.mailer.settled();
    const entry = logged.find((line) => /development fallback/i.test(String(line.msg)));
    expect(entry).toBeDefined();
    expect(entry?.level).toBe(40);
    expect(entry?.userId).toBe(session.user.id);
    expect(String(entry?.code)).toMatch(/^\d{6}$/);
    expect(JSON.stringify(logged).toLowerCase()).not.toContain('log_fallback@example.com');
    const verified = await verify(t.app, session.user.email as string, String(entry?.code));
    expect(verified.statusCode).toBe(200);
  });
});
