// An account nobody has signed in to for 3 years is deleted as a player's own deletion is, after two
// warnings e-mailed in the player's language 30 and 7 days before. A sign-in keeps it; a warning
// sent late pushes the deletion back; an active account is never touched. The hourly clean-up
// (runRetention, with the app's clock) does it all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INACTIVE_ACCOUNT_WARNING_DAYS, INACTIVE_ACCOUNT_YEARS } from '../../src/shared/retention.ts';
import { cookiesSet, type Session, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';
import { codeIn, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const TEAM = 'team@brain.example';
const DAY = 24 * 60 * 60_000;
/** Ada signs up and plays at this moment (10:00 Pacific); her account is due deletion 3 years on. */
const SIGNED_UP = '2026-01-10T18:00:00.000Z';
const DUE = '2029-01-10T18:00:00.000Z';

const at = (iso: string, days = 0, ms = 0) => new Date(Date.parse(iso) + days * DAY + ms).toISOString();
const email = (session: Session) => session.user.email as string;

interface WarningState {
  lang: string;
  last_sign_in_at: Date;
  inactivity_warned_at: Date | null;
  inactivity_final_warned_at: Date | null;
}

describe('inactive accounts', () => {
  let sink: SmtpSink;
  let t: TestApp;
  /** Addresses the mail server refuses for now (as when it is down for them). */
  const refused = new Set<string>();

  beforeEach(async () => {
    refused.clear();
    sink = await startSmtpSink({ refuses: (address) => refused.has(address) });
    t = await startTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        CONTACT_TO: TEAM,
        PUBLIC_ORIGIN: 'http://brain.example',
      },
    });
  });
  afterEach(async () => {
    await t.close();
    await sink.close();
  });

  const mailsTo = (session: Session) => sink.received.filter((mail) => mail.rcptTo.includes(email(session)));

  async function state(session: Session): Promise<WarningState | undefined> {
    const result = await t.database.handle.query<WarningState>(
      'SELECT lang, last_sign_in_at, inactivity_warned_at, inactivity_final_warned_at FROM users WHERE id = $1',
      [session.user.id],
    );
    return result.rows[0];
  }

  /** Runs the clean-up at `iso` on the app's clock. */
  async function runAt(iso: string) {
    t.clock.set(iso);
    return t.app.runRetention();
  }

  async function stats() {
    return (await t.app.inject('/api/stats')).json() as { totalUsers: number; gamesPlayed: number };
  }

  async function allTimeBoard(gameId: number): Promise<string[]> {
    const response = await t.app.inject(`/api/leaderboard/${gameId}?period=all`);
    return (response.json() as Array<{ username: string }>).map((entry) => entry.username);
  }

  /** Signs in from a new browser with the e-mailed code, at `iso`. */
  async function signInByCode(session: Session, iso: string, lang?: 'en' | 'es') {
    t.clock.set(iso);
    const before = mailsTo(session).length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email(session) },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const code = codeIn((await sink.mailTo(email(session), before)).text);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email: email(session), code, ...(lang ? { lang } : {}) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return `bts_session=${cookiesSet(verified).get('bts_session')}`;
  }

  it('warns 30 days before, once, in Spanish for a Spanish player, then 7 days before, then deletes the account and its scores', async () => {
    expect(INACTIVE_ACCOUNT_YEARS).toBe(3);
    expect(INACTIVE_ACCOUNT_WARNING_DAYS).toEqual([30, 7]);
    t.clock.set(SIGNED_UP);
    const ada = await signUp(t.app, 'Ada', undefined, 'es');
    const submitted = await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 40 });
    expect(submitted.response.statusCode, submitted.response.body).toBe(201);
    // Bob plays the day before Ada's deletion: he is active and stays.
    t.clock.set(at(DUE, -1));
    const bob = await signUp(t.app, 'Bob');
    expect((await playAndSubmit(t, bob, { gameId: 2, timeSeconds: 50 })).response.statusCode).toBe(201);
    expect(await allTimeBoard(2)).toEqual(expect.arrayContaining(['Ada', 'Bob']));
    expect(await stats()).toMatchObject({ totalUsers: 2, gamesPlayed: 2 });

    expect(await runAt(at(DUE, -30, -60_000))).toMatchObject({ inactivityWarnings: 0 });
    expect(mailsTo(ada)).toHaveLength(0);

    expect(await runAt(at(DUE, -30))).toMatchObject({
      inactivityWarnings: 1,
      inactivityFinalWarnings: 0,
      inactiveAccounts: 0,
    });
    const first = await sink.mailTo(email(ada));
    expect(first.headers.get('subject')).toBe(
      'Tu cuenta de Rompecabezas para el Cerebro se eliminará a partir del 10 de enero de 2029',
    );
    expect(first.text).toContain('Hola, Ada:');
    expect(first.text).toContain(
      'Nadie ha iniciado sesión en tu cuenta «Ada» de Rompecabezas para el Cerebro desde el 10 de enero de 2026.',
    );
    expect(first.text).toContain('http://brain.example/?lang=es');
    expect(first.text).toContain('http://brain.example/account?lang=es');
    // A second run, later that day, sends nothing more.
    expect(await runAt(at(DUE, -30, 60 * 60_000))).toMatchObject({ inactivityWarnings: 0 });
    expect(mailsTo(ada)).toHaveLength(1);

    expect(await runAt(at(DUE, -7, -60_000))).toMatchObject({ inactivityFinalWarnings: 0 });
    expect(await runAt(at(DUE, -7))).toMatchObject({ inactivityWarnings: 0, inactivityFinalWarnings: 1 });
    const final = await sink.mailTo(email(ada), 1);
    expect(final.headers.get('subject')).toBe(
      'Último aviso: tu cuenta de Rompecabezas para el Cerebro se eliminará a partir del 10 de enero de 2029',
    );
    expect(await runAt(at(DUE, -7, 60 * 60_000))).toMatchObject({ inactivityFinalWarnings: 0 });
    expect(mailsTo(ada)).toHaveLength(2);

    expect(await runAt(at(DUE, 0, -60_000))).toMatchObject({ inactiveAccounts: 0 });
    expect(await state(ada)).toBeDefined();
    expect(await runAt(DUE)).toMatchObject({ inactiveAccounts: 1 });
    expect(await state(ada)).toBeUndefined();
    for (const table of [
      'sessions',
      'device_credentials',
      'scores',
      'best_scores',
      'user_game_stats',
      'plays',
    ]) {
      const left = await t.database.handle.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [ada.user.id]);
      expect(left.rowCount, table).toBe(0);
    }
    expect(await allTimeBoard(2)).toEqual(['Bob']);
    expect(await stats()).toMatchObject({ totalUsers: 1, gamesPlayed: 1 });
    // Bob, active, was never warned; Ada's session no longer signs in.
    expect(mailsTo(bob)).toHaveLength(0);
    expect(await state(bob)).toMatchObject({ inactivity_warned_at: null, inactivity_final_warned_at: null });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: ada.cookie } })).statusCode).toBe(
      401,
    );
  });

  it('writes in English to a player who signed in in English, with the dates and the links', async () => {
    t.clock.set(SIGNED_UP);
    const cal = await signUp(t.app, 'Cal');
    await runAt(at(DUE, -30));
    const mail = await sink.mailTo(email(cal));
    expect(mail.headers.get('subject')).toBe(
      'Your Brain Training Puzzles account will be deleted from January 10, 2029',
    );
    expect(mail.text).toContain(
      'Nobody has signed in to your Brain Training Puzzles account "Cal" since January 10, 2026.',
    );
    expect(mail.text).toContain('with its scores and statistics, from January 10, 2029 (Pacific time)');
    expect(mail.text).toContain('To keep it, sign in once before then: http://brain.example/');
    expect(mail.text).toContain('your account page: http://brain.example/account');
  });

  it('a sign-in between the warnings clears them and keeps the account, in the language it came from', async () => {
    t.clock.set(SIGNED_UP);
    const dee = await signUp(t.app, 'Dee', undefined, 'es');
    await runAt(at(DUE, -30));
    await runAt(at(DUE, -7));
    expect(await state(dee)).toMatchObject({ inactivity_warned_at: expect.any(Date) });
    expect((await state(dee))?.inactivity_final_warned_at).toBeInstanceOf(Date);

    await signInByCode(dee, at(DUE, -2), 'en');
    expect(await state(dee)).toEqual({
      lang: 'en',
      last_sign_in_at: new Date(at(DUE, -2)),
      inactivity_warned_at: null,
      inactivity_final_warned_at: null,
    });
    expect(await runAt(at(DUE, 10))).toMatchObject({ inactiveAccounts: 0, inactivityWarnings: 0 });
    expect(await state(dee)).toBeDefined();
    // The next warning comes 3 years after that sign-in, less 30 days, in English now.
    const mails = mailsTo(dee).length;
    expect(await runAt(at(DUE, 3 * 365 - 2 - 30))).toMatchObject({ inactivityWarnings: 1 });
    expect((await sink.mailTo(email(dee), mails)).headers.get('subject')).toMatch(
      /^Your Brain Training Puzzles/,
    );
  });

  it('proving a new address on the account page is a sign-in: it clears the warnings', async () => {
    t.clock.set(SIGNED_UP);
    const eve = await signUp(t.app, 'Eve');
    await runAt(at(DUE, -30));
    expect((await state(eve))?.inactivity_warned_at).toBeInstanceOf(Date);
    // Eve signs in (her sign-up's session has long expired), which clears the warning; to see what
    // the change of address does alone, the warning and the old sign-in are put back.
    const cookie = await signInByCode(eve, at(DUE, -20));
    await t.database.handle.query(
      'UPDATE users SET last_sign_in_at = $2, inactivity_warned_at = $3 WHERE id = $1',
      [eve.user.id, new Date(SIGNED_UP), new Date(at(DUE, -30))],
    );
    t.clock.set(at(DUE, -19));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: 'eve.new@example.com' },
      headers: { cookie },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const code = codeIn((await sink.mailTo('eve.new@example.com')).text);
    const proven = await t.app.inject({
      method: 'POST',
      url: '/api/account/email/verify',
      payload: { email: 'eve.new@example.com', code },
      headers: { cookie },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(await state(eve)).toMatchObject({
      last_sign_in_at: new Date(at(DUE, -19)),
      inactivity_warned_at: null,
      inactivity_final_warned_at: null,
    });
  });

  it('a first warning sent late pushes the deletion back until both warnings have had their days', async () => {
    t.clock.set(SIGNED_UP);
    const fay = await signUp(t.app, 'Fay');
    // No clean-up ran until 2 days before the deletion date (the site was down).
    expect(await runAt(at(DUE, -2))).toMatchObject({ inactivityWarnings: 1, inactivityFinalWarnings: 0 });
    const first = await sink.mailTo(email(fay));
    // Deletion no earlier than 30 days after this warning: February 7, 2029.
    expect(first.headers.get('subject')).toBe(
      'Your Brain Training Puzzles account will be deleted from February 7, 2029',
    );
    // The last warning waits 23 days after the first, the deletion 7 days after the last.
    expect(await runAt(DUE)).toMatchObject({ inactivityFinalWarnings: 0, inactiveAccounts: 0 });
    expect(await runAt(at(DUE, 21, -60_000))).toMatchObject({ inactivityFinalWarnings: 0 });
    expect(await runAt(at(DUE, 21))).toMatchObject({ inactivityFinalWarnings: 1, inactiveAccounts: 0 });
    expect((await sink.mailTo(email(fay), 1)).headers.get('subject')).toBe(
      'Last reminder: your Brain Training Puzzles account will be deleted from February 7, 2029',
    );
    expect(await runAt(at(DUE, 28, -60_000))).toMatchObject({ inactiveAccounts: 0 });
    expect(await state(fay)).toBeDefined();
    expect(await runAt(at(DUE, 28))).toMatchObject({ inactiveAccounts: 1 });
    expect(await state(fay)).toBeUndefined();
  });

  it('a warning the mail server refuses is not counted as sent: the next run sends it, and the deletion waits', async () => {
    t.clock.set(SIGNED_UP);
    const gus = await signUp(t.app, 'Gus');
    refused.add(email(gus));
    expect(await runAt(at(DUE, -30))).toMatchObject({ inactivityWarnings: 0 });
    expect(await state(gus)).toMatchObject({ inactivity_warned_at: null });
    expect(await runAt(at(DUE, -30, 60 * 60_000))).toMatchObject({ inactivityWarnings: 0 });
    refused.clear();
    expect(await runAt(at(DUE, -29))).toMatchObject({ inactivityWarnings: 1 });
    expect(await state(gus)).toMatchObject({ inactivity_warned_at: new Date(at(DUE, -29)) });
    // The last warning waits 23 days after that one, and the deletion 7 days after the last.
    expect(await runAt(at(DUE, -7))).toMatchObject({ inactivityFinalWarnings: 0 });
    expect(await runAt(at(DUE, -6))).toMatchObject({ inactivityFinalWarnings: 1 });
    expect(await runAt(DUE)).toMatchObject({ inactiveAccounts: 0 });
    expect(await runAt(at(DUE, 1))).toMatchObject({ inactiveAccounts: 1 });
  });

  it('two instances running the clean-up at once send each warning once', async () => {
    t.clock.set(SIGNED_UP);
    const players = [];
    for (let i = 0; i < 5; i += 1) players.push(await signUp(t.app));
    const other = await startTestApp({
      database: t.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO: TEAM },
    });
    try {
      other.clock.set(at(DUE, -30));
      t.clock.set(at(DUE, -30));
      const [a, b] = await Promise.all([t.app.runRetention(), other.app.runRetention()]);
      expect(a.inactivityWarnings + b.inactivityWarnings).toBe(5);
      for (const player of players) expect(mailsTo(player), player.user.username).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('never touches an account signed in to within 3 years less 30 days', async () => {
    t.clock.set(SIGNED_UP);
    const hal = await signUp(t.app, 'Hal');
    expect(await runAt(at(DUE, -31))).toMatchObject({
      inactivityWarnings: 0,
      inactivityFinalWarnings: 0,
      inactiveAccounts: 0,
    });
    expect(await state(hal)).toMatchObject({ inactivity_warned_at: null, inactivity_final_warned_at: null });
    expect(mailsTo(hal)).toHaveLength(0);
  });
});

describe('the language of a sign-in', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => t.close());

  const langOf = async (userId: number) =>
    (await t.database.handle.query<{ lang: string }>('SELECT lang FROM users WHERE id = $1', [userId]))
      .rows[0]?.lang;

  it('is kept from sign-up and login when given, and left as it was when not', async () => {
    const ivy = await signUp(t.app, 'Ivy', undefined, 'es');
    expect(await langOf(ivy.user.id)).toBe('es');
    const login = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: email(ivy), ...payload },
        headers: { cookie: ivy.device },
      });
    expect((await login({})).statusCode).toBe(200);
    expect(await langOf(ivy.user.id)).toBe('es');
    expect((await login({ lang: 'en' })).statusCode).toBe(200);
    expect(await langOf(ivy.user.id)).toBe('en');
  });

  it('refuses any other language with 400 and a message, and creates no account', async () => {
    const cases = [
      { url: '/api/users', payload: { username: 'Jon_lang', email: 'jon@example.com', lang: 'fr' } },
      { url: '/api/auth/login', payload: { email: 'jon@example.com', lang: 'ES' } },
      { url: '/api/auth/verify', payload: { email: 'jon@example.com', code: '123456', lang: 1 } },
    ];
    for (const { url, payload } of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 'INVALID_REQUEST',
        message: expect.stringContaining('Language (lang) must be "en" or "es"'),
        field: 'lang',
        problem: 'invalid',
      });
    }
    const users = await t.database.handle.query('SELECT 1 FROM users');
    expect(users.rowCount).toBe(0);
  });
});
