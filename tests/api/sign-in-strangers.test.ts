// A stranger who knows an owner's e-mail address can guess at the owner's sign-in code, but never
// stop the owner's right code: tries are counted per account and client address.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CODE_TRIES, SIGN_IN_CODE_TRIES_ELSEWHERE } from '../../src/shared/api/limits.ts';
import { type Session, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const OWNER = '203.0.113.10';
const OWNER_PHONE = '203.0.113.11';
const STRANGER = '198.51.100.66';

function login(app: FastifyInstance, email: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress });
}

function verify(app: FastifyInstance, email: string, code: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code }, remoteAddress });
}

/** The status and error code of an answer, as one string: "400 SIGN_IN_CODE_WRONG". */
function outcome(response: LightMyRequestResponse): string {
  const body = response.json() as { code?: string };
  return body.code ? `${response.statusCode} ${body.code}` : String(response.statusCode);
}

/** A different code than the one given (one digit changed), so that it is surely wrong. */
function wrong(code: string, n = 1): string {
  return `${(Number(code[0]) + n) % 10}${code.slice(1)}`;
}

describe("a stranger guessing at the owner's sign-in code", () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The shipped limits of codes, with the per-minute limit of sign-ins out of the way.
    t = await startTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        CONTACT_TO: 'team@brain.example',
        RATE_LIMIT: 'on',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** Asks for a code from this address and returns the code the mail brings. */
  async function codeFor(session: Session, from: string): Promise<string> {
    const email = session.user.email as string;
    const before = sink.received.filter((mail) => mail.rcptTo.includes(email)).length;
    expect((await login(t.app, email, from)).statusCode).toBe(202);
    const mail = await sink.mailTo(email, before);
    const found = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!found) throw new Error('no code in the mail');
    return found;
  }

  it("30 wrong codes from one address: the owner's right code from another still signs in", async () => {
    const owner = await signUp(t.app);
    const email = owner.user.email as string;
    const code = await codeFor(owner, OWNER);
    const answers: string[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(outcome(await verify(t.app, email, wrong(code), STRANGER)));
    // The stranger's own five tries, then nothing more for that address.
    expect(answers.slice(0, SIGN_IN_CODE_TRIES - 1)).toEqual(
      Array.from({ length: SIGN_IN_CODE_TRIES - 1 }, () => '400 SIGN_IN_CODE_WRONG'),
    );
    expect(new Set(answers.slice(SIGN_IN_CODE_TRIES - 1))).toEqual(new Set(['400 SIGN_IN_CODE_USED_UP']));
    // The stranger's checks of this account are limited too: the 31st is refused.
    expect(outcome(await verify(t.app, email, code, STRANGER))).toBe('429 SIGN_IN_CODE_LIMIT');

    // The owner, on another address again than the one that asked for the code.
    const right = await verify(t.app, email, code, OWNER_PHONE);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().id).toBe(owner.user.id);
  });

  it('a code used up on one address still works from another within its ten minutes', async () => {
    const owner = await signUp(t.app);
    const email = owner.user.email as string;
    const code = await codeFor(owner, OWNER);
    for (let i = 0; i < SIGN_IN_CODE_TRIES; i += 1) await verify(t.app, email, wrong(code), OWNER);
    expect(outcome(await verify(t.app, email, code, OWNER))).toBe('400 SIGN_IN_CODE_USED_UP');
    t.clock.advance(9 * 60_000);
    try {
      expect((await verify(t.app, email, code, OWNER_PHONE)).statusCode).toBe(200);
    } finally {
      t.clock.resume();
    }
  });

  it('the address that asked for the code keeps its tries when a crowd of others used theirs up', async () => {
    const owner = await signUp(t.app);
    const email = owner.user.email as string;
    const code = await codeFor(owner, OWNER);
    const crowd = SIGN_IN_CODE_TRIES_ELSEWHERE / SIGN_IN_CODE_TRIES;
    for (let n = 0; n < crowd; n += 1) {
      for (let i = 0; i < SIGN_IN_CODE_TRIES; i += 1) {
        const answer = outcome(await verify(t.app, email, wrong(code, 1 + (i % 8)), `198.51.100.${n + 1}`));
        expect(answer).toMatch(/^400 SIGN_IN_CODE_(WRONG|USED_UP)$/);
      }
    }
    // Together the other addresses have had all their tries: a new one gets none, even the right code.
    expect(outcome(await verify(t.app, email, code, '198.51.100.99'))).toBe('400 SIGN_IN_CODE_USED_UP');
    expect((await verify(t.app, email, code, OWNER)).statusCode).toBe(200);
  });

  it('counts simultaneous guesses exactly: five from one address, and the shared tries of all others', async () => {
    const owner = await signUp(t.app);
    const email = owner.user.email as string;
    const code = await codeFor(owner, OWNER);
    const count = (answers: LightMyRequestResponse[], wanted: string) =>
      answers.filter((answer) => outcome(answer) === wanted).length;

    const fromOne = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(t.app, email, wrong(code, 1 + (i % 8)), '192.0.2.77')),
    );
    // Four wrong answers with tries left; the fifth try and all beyond it: used up.
    expect(count(fromOne, '400 SIGN_IN_CODE_WRONG')).toBe(SIGN_IN_CODE_TRIES - 1);
    expect(count(fromOne, '400 SIGN_IN_CODE_USED_UP')).toBe(12 - (SIGN_IN_CODE_TRIES - 1));

    const fromMany = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        verify(t.app, email, wrong(code, 1 + (i % 8)), `192.0.2.${100 + i}`),
      ),
    );
    // The first address's five and these share the tries of every address but the asking one.
    expect(count(fromMany, '400 SIGN_IN_CODE_WRONG')).toBe(SIGN_IN_CODE_TRIES_ELSEWHERE - SIGN_IN_CODE_TRIES);
    expect((await verify(t.app, email, code, OWNER)).statusCode).toBe(200);
  });
});
