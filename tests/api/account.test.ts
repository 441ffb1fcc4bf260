// The e-mail's owner holds the account: the first code sign-in ends everything a pre-registering
// stranger kept, device credentials change on every use, and the account page lists and ends
// sessions, exports the account, and changes its name and address.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesSet,
  type Session,
  signUp,
  startTestApp,
  TEST_ADMIN_KEY,
  type TestApp,
} from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';
import { codeIn, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const admin = { 'admin-key': TEST_ADMIN_KEY };

function request(app: FastifyInstance, options: InjectOptions) {
  return app.inject(options);
}

/** The session and device cookies a response set, as the Cookie header of that browser. */
function browserOf(response: { headers: Record<string, unknown> }): { cookie: string; device: string } {
  const cookies = cookiesSet(response);
  const session = cookies.get('bts_session');
  const device = cookies.get('bts_device');
  return {
    cookie: [session && `bts_session=${session}`, device && `bts_device=${device}`]
      .filter(Boolean)
      .join('; '),
    device: device ? `bts_device=${device}` : '',
  };
}

describe('the account: its owner, its sessions, its data', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_TO: 'team@brain.example' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => t.clock.resume());

  const me = (cookie: string) => request(t.app, { url: '/api/auth/me', headers: { cookie } });
  const login = (email: string, cookie = '', agent = FIREFOX) =>
    request(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email },
      headers: { cookie, 'user-agent': agent },
    });

  /** Signs in with an e-mailed code from a new browser; the answer to the code. */
  async function signInByCode(email: string, agent = FIREFOX) {
    // Codes asked for earlier are sent after their answers: they are counted before this one.
    await t.app.mailer.settled();
    const before = sink.received.filter((mail) => mail.rcptTo.includes(email)).length;
    expect((await login(email, '', agent)).statusCode).toBe(202);
    const code = codeIn((await sink.mailTo(email, before)).text);
    return request(t.app, {
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
      headers: { 'user-agent': agent },
    });
  }

  it('the owner who proves a pre-registered address ends the first party’s session and device', async () => {
    // A stranger signs up first with the owner's address and keeps that browser's cookies.
    const stranger = await signUp(t.app, 'Early_bird', 'owner@example.com');
    expect((await login('owner@example.com', stranger.device)).statusCode).toBe(200);

    const verified = await signInByCode('owner@example.com');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ id: stranger.user.id, signedOutElsewhere: true });
    const owner = browserOf(verified);

    // The stranger's session and device credential are gone; the owner's work.
    expect((await me(stranger.cookie)).statusCode).toBe(401);
    expect((await login('owner@example.com', stranger.device)).statusCode).toBe(202);
    expect((await me(owner.cookie)).statusCode).toBe(200);

    // A later code sign-in of the proven address ends nothing.
    const again = await signInByCode('owner@example.com', IPHONE);
    expect(again.json()).toMatchObject({ signedOutElsewhere: false });
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('gives the browser a new device credential on every use; the old one works for a minute', async () => {
    const session = await signUp(t.app);
    const email = session.user.email as string;
    t.clock.set('2026-11-28T12:00:00Z');
    const first = await login(email, session.device);
    expect(first.statusCode).toBe(200);
    const rotated = browserOf(first).device;
    expect(rotated).toMatch(/^bts_device=/);
    expect(rotated).not.toBe(session.device);

    // A second tab that sent the old token at the same moment still signs in, and is given no token.
    const secondTab = await login(email, session.device);
    expect(secondTab.statusCode).toBe(200);
    expect(browserOf(secondTab).device).toBe('');

    // Once the minute has passed, the old token is a stranger's; the new one works.
    t.clock.advance(61_000);
    expect((await login(email, session.device)).statusCode).toBe(202);
    expect((await login(email, rotated)).statusCode).toBe(200);
  });

  it('two tabs signing in together with one device token both succeed', async () => {
    const session = await signUp(t.app);
    const email = session.user.email as string;
    const answers = await Promise.all([login(email, session.device), login(email, session.device)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Exactly one of them carries the new token.
    expect(answers.filter((answer) => browserOf(answer).device !== '')).toHaveLength(1);
  });

  it('lists sessions and remembered browsers by browser name, never a secret, and ends one', async () => {
    const account = await signUp(t.app);
    const email = account.user.email as string;
    const phone = browserOf(await signInByCode(email, IPHONE));
    const read = await request(t.app, { url: '/api/account', headers: { cookie: phone.cookie } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const body = read.json();
    // The first code sign-in proved the address, which ended the signing-up browser's session.
    expect(body.emailProvenAt).toEqual(expect.any(String));
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ browser: 'Safari on iPhone', current: true });
    expect(body.devices).toEqual([expect.objectContaining({ browser: 'Safari on iPhone', current: true })]);
    expect(read.body).not.toMatch(/token|hash/i);

    // A second session in another browser (by its device, so no proof ends anything now).
    const desktopLogin = await login(email, phone.device, FIREFOX);
    const desktop = browserOf(desktopLogin);
    const listed = (await request(t.app, { url: '/api/account', headers: { cookie: phone.cookie } })).json();
    expect(listed.sessions).toHaveLength(2);
    const other = listed.sessions.find((entry: { current: boolean }) => !entry.current);
    expect(other.browser).toBe('Firefox on Linux');

    // Another account cannot end it; its owner can.
    const stranger = await signUp(t.app);
    const foreign = await request(t.app, {
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SESSION_NOT_FOUND');
    const desktopCookie = `bts_session=${cookiesSet(desktopLogin).get('bts_session')}`;
    expect((await me(desktopCookie)).statusCode).toBe(200);
    const ended = await request(t.app, {
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: phone.cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(desktopCookie)).statusCode).toBe(401);
    expect((await me(phone.cookie)).statusCode).toBe(200);
    expect(desktop.cookie).not.toBe('');
  });

  it('signs out everywhere else: every other session and remembered browser ends', async () => {
    const account = await signUp(t.app);
    const email = account.user.email as string;
    const here = browserOf(await signInByCode(email, IPHONE));
    const otherLogin = await login(email, here.device, FIREFOX);
    const otherDevice = browserOf(await signInByCode(email, FIREFOX)).device;
    const otherSession = `bts_session=${cookiesSet(otherLogin).get('bts_session')}`;
    const hereNow = `${here.cookie.split('; ')[0]}; ${browserOf(otherLogin).device || here.device}`;

    const answer = await request(t.app, {
      method: 'POST',
      url: '/api/account/sign-out-others',
      headers: { cookie: hereNow },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(answer.json().devicesEnded).toBeGreaterThanOrEqual(1);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await login(email, otherDevice)).statusCode).toBe(202);
    expect((await me(hereNow)).statusCode).toBe(200);
  });

  it('exports everything held about the account as one JSON file, without secrets', async () => {
    const session = await signUp(t.app);
    const { response } = await playAndSubmit(t, session, { gameId: 3 });
    expect(response.statusCode, response.body).toBe(201);
    const exported = await request(t.app, {
      url: '/api/account/export',
      headers: { cookie: session.cookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const data = exported.json();
    expect(data.account).toMatchObject({
      id: session.user.id,
      email: session.user.email,
      suspendedAt: null,
      // Signed up from an English page (no lang said: English), signed in just now, never warned.
      lang: 'en',
      lastSignInAt: expect.any(String),
      inactivityWarnedAt: null,
      inactivityFinalWarnedAt: null,
    });
    expect(Date.now() - Date.parse(data.account.lastSignInAt)).toBeLessThan(60_000);
    expect(data.scores).toHaveLength(1);
    expect(data.scores[0]).toMatchObject({ gameId: 3, score: response.json().score });
    expect(data.plays).toHaveLength(1);
    expect(data.plays[0].moves.length).toBeGreaterThan(1);
    expect(data.plays[0].moves[0]).toEqual({ move: expect.anything(), at: expect.any(String) });
    expect(data.statistics).toEqual([
      expect.objectContaining({ gameId: 3, gamesPlayed: 1, bestScore: response.json().score }),
    ]);
    expect(data.scores[0]).toMatchObject({ difficulty: 'easy', guesses: null, won: null });
    // TL;DR's statistics as the progress page shows them: no ranked TL;DR played yet.
    expect(data.tldrStatistics).toMatchObject({
      played: 0,
      currentStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0],
    });
    expect(data.boards.map((entry: { period: string }) => entry.period)).toContain('all');
    expect(data.sessions).toHaveLength(1);
    expect(data.devices).toHaveLength(1);
    // No token, hash, code or hidden game state is part of it.
    expect(exported.body).not.toMatch(/token|hash|"state"|code_/i);
    // Without a session: 401, and nothing about anyone.
    expect((await request(t.app, { url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('changes the username with the sign-up rules; the boards show the new name', async () => {
    const session = await signUp(t.app);
    await playAndSubmit(t, session, { gameId: 3 });
    const taken = await signUp(t.app, 'Taken_name');
    const rename = (username: string) =>
      request(t.app, {
        method: 'PUT',
        url: '/api/account/username',
        payload: { username },
        headers: { cookie: session.cookie },
      });
    expect((await rename('taken_NAME')).json().code).toBe('USERNAME_TAKEN');
    // Cyrillic а for Latin a: reads as a name already taken.
    expect((await rename('T\u0430ken_name')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await rename('ab')).statusCode).toBe(400);
    const renamed = await rename('  Fresh_name ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: session.user.id, username: 'Fresh_name' });
    expect((await me(session.cookie)).json().username).toBe('Fresh_name');
    const board = await request(t.app, { url: '/api/leaderboard/3?period=all' });
    const names = board.json().map((entry: { username: string }) => entry.username);
    expect(names).toContain('Fresh_name');
    expect(names).not.toContain(session.user.username);
    expect(taken.user.username).toBe('Taken_name');
  });

  it('changes the e-mail once the new address is proven by a code, and tells the old one', async () => {
    const session = await signUp(t.app, 'Mover', 'mover-old@example.com');
    await signUp(t.app, 'Other_mover', 'mover-taken@example.com');
    const ask = (email: string, lang?: string) =>
      request(t.app, {
        method: 'POST',
        url: '/api/account/email',
        payload: { email, lang },
        headers: { cookie: session.cookie },
      });
    const confirm = (email: string, code: string, lang?: string) =>
      request(t.app, {
        method: 'POST',
        url: '/api/account/email/verify',
        payload: { email, code, lang },
        headers: { cookie: session.cookie },
      });
    expect((await ask('MOVER-OLD@example.com')).json().code).toBe('EMAIL_UNCHANGED');
    expect((await ask('mover-taken@example.com')).json().code).toBe('EMAIL_TAKEN');

    // Asked from a Spanish page: the code's mail, and later the notice, are in Spanish.
    const asked = await ask(' Mover-New@Example.com ', 'es');
    expect(asked.statusCode, asked.body).toBe(202);
    const codeMail = await sink.mailTo('mover-new@example.com');
    expect(codeMail.headers.get('subject')).toMatch(/^Tu código para cambiar tu correo: \d{6}$/);
    const code = codeIn(codeMail.text);
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const wrong = await confirm('mover-new@example.com', wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SIGN_IN_CODE_WRONG', triesLeft: 4 });
    // The code proves only the address it was sent to.
    expect((await confirm('someone-else@example.com', code)).json().code).toBe('SIGN_IN_CODE_NOT_SENT');

    const changed = await confirm('mover-new@example.com', code, 'es');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: session.user.id, email: 'mover-new@example.com' });
    const notice = await sink.mailTo('mover-old@example.com');
    expect(notice.text).toContain('mover-new@example.com');
    expect(notice.headers.get('subject')).toBe('Se cambió tu dirección de correo');
    // Used once.
    expect((await confirm('mover-new@example.com', code)).json().code).toBe('SIGN_IN_CODE_NOT_SENT');

    // The session follows the change; the new address signs in, the old one is nobody's.
    expect((await me(session.cookie)).json().email).toBe('mover-new@example.com');
    expect((await login('mover-new@example.com', session.device)).statusCode).toBe(200);
    await t.app.mailer.settled();
    const mailsBefore = sink.received.length;
    expect((await login('mover-old@example.com')).statusCode).toBe(202);
    await t.app.mailer.settled();
    expect(sink.received.length).toBe(mailsBefore);
    const account = (
      await request(t.app, { url: '/api/account', headers: { cookie: session.cookie } })
    ).json();
    expect(account.emailProvenAt).toEqual(expect.any(String));
  });

  it('answers 401 to every account route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/sign-out-others'],
      ['DELETE', '/api/account/sessions/1'],
      ['DELETE', '/api/account/devices/1'],
    ] as const) {
      const answer = await request(t.app, { method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the admin renames, suspends and lifts, each recorded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  afterEach(() => t.clock.resume());

  const board = async (gameId: number) =>
    (await request(t.app, { url: `/api/leaderboard/${gameId}?period=all` }))
      .json()
      .map((entry: { username: string }) => entry.username);
  const stats = async () => (await request(t.app, { url: '/api/stats' })).json();

  it('a suspended player leaves the boards and totals, cannot submit, and comes back when lifted', async () => {
    const cheat: Session = await signUp(t.app, 'Quick_hands');
    const fair = await signUp(t.app, 'Fair_player');
    await playAndSubmit(t, cheat, { gameId: 3 });
    await playAndSubmit(t, fair, { gameId: 3 });
    const before = await stats();
    expect(await board(3)).toEqual(expect.arrayContaining(['Quick_hands', 'Fair_player']));

    const renamed = await request(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${cheat.user.id}/username`,
      payload: { username: 'Renamed_player' },
      headers: admin,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.headers['cache-control']).toBe('no-store');
    expect(await board(3)).toContain('Renamed_player');

    const suspended = await request(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${cheat.user.id}/suspension`,
      payload: { reason: 'below the floor twice' },
      headers: admin,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().suspendedAt).toEqual(expect.any(String));
    expect(await board(3)).toEqual(['Fair_player']);
    const during = await stats();
    expect(during.gamesPlayed).toBe(before.gamesPlayed - 1);
    expect(during.totalScores).toBeLessThan(before.totalScores);
    const users = (await request(t.app, { url: '/api/admin/users', headers: admin })).json();
    expect(users.find((user: { id: number }) => user.id === cheat.user.id).suspendedAt).toEqual(
      expect.any(String),
    );
    expect(
      (
        await request(t.app, {
          method: 'PUT',
          url: `/api/admin/users/${cheat.user.id}/suspension`,
          payload: {},
          headers: admin,
        })
      ).json().code,
    ).toBe('ALREADY_SUSPENDED');

    // The player still signs in and plays, but the score is refused with a reason.
    expect(
      (await request(t.app, { url: '/api/auth/me', headers: { cookie: cheat.cookie } })).statusCode,
    ).toBe(200);
    const refused = await playAndSubmit(t, cheat, { gameId: 3 });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.response.json().message).toMatch(/suspended/);

    const lifted = await request(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${cheat.user.id}/suspension`,
      headers: admin,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().suspendedAt).toBeNull();
    expect(await board(3)).toEqual(expect.arrayContaining(['Renamed_player', 'Fair_player']));
    expect(await stats()).toEqual(before);
    expect(
      (
        await request(t.app, {
          method: 'DELETE',
          url: `/api/admin/users/${cheat.user.id}/suspension`,
          headers: admin,
        })
      ).json().code,
    ).toBe('NOT_SUSPENDED');

    const actions = (await request(t.app, { url: '/api/admin/actions', headers: admin })).json();
    expect(actions.slice(0, 3)).toEqual([
      expect.objectContaining({ action: 'lift', userId: cheat.user.id, username: 'Renamed_player' }),
      expect.objectContaining({ action: 'suspend', detail: { reason: 'below the floor twice' } }),
      expect.objectContaining({ action: 'rename', detail: { from: 'Quick_hands', to: 'Renamed_player' } }),
    ]);
    for (const action of actions) expect(Date.parse(action.at)).not.toBeNaN();
  });

  it('deleting a suspended account leaves the totals as its suspension left them: its scores are taken out once', async () => {
    const cheat: Session = await signUp(t.app, 'Twice_taken');
    await playAndSubmit(t, cheat, { gameId: 3 });
    const suspended = await request(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${cheat.user.id}/suspension`,
      payload: {},
      headers: admin,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const during = await stats();
    const deleted = await request(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${cheat.user.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await stats();
    expect(after.gamesPlayed).toBe(during.gamesPlayed);
    expect(after.totalScores).toBe(during.totalScores);
    expect(after.totalUsers).toBe(during.totalUsers - 1);
  });

  it('refuses a rename that breaks the name rules or takes a name, and a missing account', async () => {
    const one = await signUp(t.app, 'Name_one');
    await signUp(t.app, 'Name_two');
    const rename = (id: number, username: string) =>
      request(t.app, {
        method: 'PUT',
        url: `/api/admin/users/${id}/username`,
        payload: { username },
        headers: admin,
      });
    expect((await rename(one.user.id, 'NAME_TWO')).json().code).toBe('USERNAME_TAKEN');
    expect((await rename(one.user.id, 'x')).statusCode).toBe(400);
    expect((await rename(999_999, 'Nobody_here')).json().code).toBe('ACCOUNT_NOT_FOUND');
    expect(
      (
        await request(t.app, {
          method: 'PUT',
          url: `/api/admin/users/${one.user.id}/username`,
          payload: { username: 'Sneaky_one' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
