// Login never tells whether an address has an account: a browser without the account's device
// credential gets the same 202 for every address, and only an account's address gets a mail, sent
// after the answer. Sign-up does tell whether an address is taken, and is rate-limited.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesSet, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const TEAM = 'team@brain.example';

function login(app: FastifyInstance, email: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, ...extra });
}

function verify(app: FastifyInstance, email: string, code: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, ...extra });
}

/** The status and error code of an answer, as one string: "400 SIGN_IN_CODE_NOT_SENT". */
function outcome(response: LightMyRequestResponse): string {
  const body = response.json() as { code?: string };
  return body.code ? `${response.statusCode} ${body.code}` : String(response.statusCode);
}

const recipients = (sink: SmtpSink) => sink.received.flatMap((mail) => mail.rcptTo);

describe('login with an address that has no account', () => {
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

  it('answers 202 with the same body as for an account, and sends no mail', async () => {
    const session = await signUp(t.app);
    const known = await login(t.app, session.user.email as string);
    const unknown = await login(t.app, 'nobody.here.at.all@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ codeRequired: true, message: expect.stringMatching(/code/) });
    expect(unknown.body).toBe(known.body);
    expect(cookiesSet(unknown).size).toBe(0);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    // Every mail either login started has been handed to the mail server by now.
    await t.app.mailer.settled();
    expect(recipients(sink)).toContain(session.user.email);
    expect(recipients(sink)).not.toContain('nobody.here.at.all@example.com');
  });

  it('answers a code for an unknown address as a code never sent', async () => {
    const answer = await verify(t.app, 'nobody.either@example.com', '123456');
    expect(outcome(answer)).toBe('400 SIGN_IN_CODE_NOT_SENT');
    const session = await signUp(t.app);
    const known = await verify(t.app, session.user.email as string, '123456');
    expect(known.body).toBe(answer.body);
  });
});

describe('the mail of a login', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    sink = await startSmtpSink({ holdUntil: () => held });
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO: TEAM } });
  });
  afterAll(async () => {
    release();
    await t?.close();
    await sink?.close();
  });

  it('is sent after the answer: the answer comes while the mail server still holds the mail', async () => {
    const session = await signUp(t.app);
    const email = session.user.email as string;
    const answer = await login(t.app, email);
    expect(answer.statusCode).toBe(202);
    expect(recipients(sink)).not.toContain(email);
    release();
    const mail = await sink.mailTo(email);
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });
});

describe('limits that must not tell accounts apart', () => {
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
        RATE_LIMIT_CODES_PER_ADDRESS_PER_HOUR: '3',
        RATE_LIMIT_CODE_CHECKS_PER_HOUR: '3',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('counts codes asked for from one client alike, for addresses with and without an account', async () => {
    const session = await signUp(t.app);
    const from = { remoteAddress: '192.0.2.40' };
    const statuses = [];
    for (const email of ['none.1@example.com', 'none.2@example.com', 'none.3@example.com'])
      statuses.push((await login(t.app, email, from)).statusCode);
    statuses.push((await login(t.app, session.user.email as string, from)).statusCode);
    statuses.push((await login(t.app, 'none.4@example.com', from)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it('limits the codes checked for an unknown address as for an account', async () => {
    const session = await signUp(t.app);
    const tries = async (email: string, remoteAddress: string) => {
      const seen = [];
      for (let i = 0; i < 4; i += 1)
        seen.push(outcome(await verify(t.app, email, '123456', { remoteAddress })));
      return seen;
    };
    const expected = [
      '400 SIGN_IN_CODE_NOT_SENT',
      '400 SIGN_IN_CODE_NOT_SENT',
      '400 SIGN_IN_CODE_NOT_SENT',
      '429 SIGN_IN_CODE_LIMIT',
    ];
    expect(await tries(session.user.email as string, '192.0.2.41')).toEqual(expected);
    expect(await tries('no.account.here@example.com', '192.0.2.42')).toEqual(expected);
  });
});

describe('sign-up with an address that is taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' } });
  });
  afterAll(async () => t?.close());

  it('answers 409, and only so many times a minute from one address', async () => {
    const owner = await signUp(t.app);
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { username: `taken_probe_${n}`, email: owner.user.email },
        remoteAddress: '192.0.2.50',
      });
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(outcome(await attempt(n)));
    expect(answers).toEqual(['409 EMAIL_TAKEN', '409 EMAIL_TAKEN', '409 EMAIL_TAKEN', '429 RATE_LIMITED']);
  });
});
