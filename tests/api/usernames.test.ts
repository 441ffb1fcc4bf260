// Usernames that read the same are one name: NFKC, nothing invisible, unique by look (UTS #39); and
// only characters of UTS #39's General Security Profile, in no riskier mix of scripts than Latin with
// one other (Moderately Restrictive), with no combining mark left and no space but U+0020.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { BACKFILL_PAGE, backfillUsernameSkeletons } from '../../src/server/modules/users/queries.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

let counter = 0;

function signUpAs(app: FastifyInstance, username: string) {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email: `name${counter}-${Date.now()}@example.com` },
  });
}

async function isAvailable(app: FastifyInstance, username: string): Promise<boolean | number> {
  const response = await app.inject(`/api/users/check/${encodeURIComponent(username)}`);
  return response.statusCode === 200 ? response.json().available : response.statusCode;
}

describe('usernames that look like another', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    for (const name of ['alice', 'martin', 'Bill', 'cocoa'])
      expect((await signUpAs(t.app, name)).statusCode).toBe(201);
  });
  afterAll(async () => t.close());

  it.each([
    ['alice with a zero-width space', 'alice\u200b'],
    ['abc with bidi marks inside', 'a\u200fb\u200ec'],
    ['three Hangul fillers', '\u3164\u3164\u3164'],
    ['three blank braille patterns', '\u2800\u2800\u2800'],
    ['a halfwidth Hangul filler', 'bob\uffa0'],
  ])('refuses %s with 400 and a message', async (_label, name) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/invisible/),
    });
    expect(await isAvailable(t.app, name)).toBe(400);
  });

  it.each([
    ['cocoa written in Cyrillic letters alone', '\u0441\u043e\u0441\u043e\u0430'],
    ['fullwidth alice', 'ａｌｉｃｅ'],
    ['ALICE', 'ALICE'],
    ['rn for the m of martin', 'rnartin'],
    ['a capital I for the l of Bill', 'BiII'],
    ['1 for the l of alice', 'a1ice'],
  ])('takes %s as the existing name (409)', async (_label, name) => {
    expect(await isAvailable(t.app, name)).toBe(false);
    const response = await signUpAs(t.app, name);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken. Please choose another.',
    });
  });

  it.each([
    ['a small capital M', '\u1d0dartin', /"\u1d0d" \(U\+1D0D\)/],
    ['a small capital L', 'bi\u029f\u029f', /"\u029f" \(U\+029F\)/],
    ['Cherokee letters', '\u13aa\u13a1\u13a2', /"\u13aa" \(U\+13AA\)/],
    ['an emoji', '\u{1f9e0} brain', /"\u{1f9e0}" \(U\+1F9E0\)/u],
    ['a percent sign', 'Bea_100%', /"%" \(U\+0025\)/],
  ])('refuses %s with 400: outside the General Security Profile', async (_label, name, character) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(character),
    });
    expect(response.json().message).toMatch(/must not contain/);
    expect(await isAvailable(t.app, name)).toBe(400);
  });

  it.each([
    ['a Cyrillic а among Latin letters', '\u0430lice'],
    ['alice in Cyrillic capitals where they exist', '\u0410LI\u0421\u0415'],
    ['a Greek capital pi among Latin letters', '\u03a01ato'],
    ['Cyrillic with Greek', '\u0418\u03c9\u0430\u043d'],
    ['Katakana with Hangul', '\u30ab\u30bf\u30ab\u30ca\ud55c\uae00'],
  ])('refuses %s with 400: scripts mixed beyond Moderately Restrictive', async (_label, name) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/must not mix writing systems/),
    });
    expect(await isAvailable(t.app, name)).toBe(400);
  });

  it.each([
    ['an acute accent left over a diaeresis', 'ja\u0308\u0301ne'],
    ['a long stroke overlay', 'z\u0336oe'],
    ['an enclosing circle', 'ann\u20dd'],
  ])('refuses %s with 400: a combining mark left after NFKC', async (_label, name) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/must not contain combining marks/),
    });
    expect(await isAvailable(t.app, name)).toBe(400);
  });

  it.each([
    ['an ideographic space', 'ada\u3000lovelace'],
    ['an em space', 'ada\u2003lovelace'],
    ['a hair space', 'ada\u200alovelace'],
    ['an en quad', 'ada\u2000lovelace'],
    ['a no-break space', 'ada\u00a0lovelace'],
    ['a narrow no-break space', 'ada\u202flovelace'],
  ])('refuses %s inside a name with 400', async (_label, name) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/only ordinary spaces/),
    });
    expect(await isAvailable(t.app, name)).toBe(400);
  });

  it.each([
    ['Latin with a space', 'ada lovelace'],
    ['Greek', '\u0395\u03bb\u03ad\u03bd\u03b7'],
    ['Japanese: Han with kana', '\u540d\u524d\u3067\u3059'],
    ['Latin with Han', 'Sam\u674e'],
    ['Latin with Hangul', '\ud55c\uad6d\uc5b4abc'],
    ['Latin with Arabic', 'Ali \u0639\u0644\u064a'],
    ['an apostrophe and a hyphen', "O'Brien-Smith"],
  ])('accepts %s', async (_label, name) => {
    const response = await signUpAs(t.app, name);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('joins m and rn whichever comes first', async () => {
    expect((await signUpAs(t.app, 'rnoon')).statusCode).toBe(201);
    expect(await isAvailable(t.app, 'moon')).toBe(false);
    expect((await signUpAs(t.app, 'moon')).statusCode).toBe(409);
  });

  it('keeps names that only resemble another apart', async () => {
    expect(await isAvailable(t.app, 'alicia')).toBe(true);
    expect((await signUpAs(t.app, 'alicia')).statusCode).toBe(201);
    expect((await signUpAs(t.app, 'émile')).statusCode).toBe(201);
    expect((await signUpAs(t.app, 'emile')).statusCode).toBe(201);
  });

  it('stores the NFKC form, trimmed', async () => {
    const response = await signUpAs(t.app, '  ｚｏｅ\u3000');
    expect(response.statusCode).toBe(201);
    expect(response.json().username).toBe('zoe');
  });

  it('counts the length in characters after NFKC: 50 astral letters fit, 51 do not', async () => {
    const fifty = `${'\u{20000}'.repeat(49)}\u{20001}`;
    const created = await signUpAs(t.app, fifty);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().username).toBe(fifty);
    const tooLong = await signUpAs(t.app, '\u{20002}'.repeat(51));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 50 characters/);
    // An accent typed apart joins its letter: "ae" and an acute accent are two characters, too few.
    const short = await signUpAs(t.app, 'ae\u0301');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 3 characters/);
  });
});

describe('accounts made before names were compared by look', () => {
  let t: TestApp;
  let restarted: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  it('keep their names; the first of two look-alikes keeps the look, and new names cannot take it', async () => {
    const pool = t.database.handle;
    // Rows as the site stored them before: no skeleton, and two names that read the same.
    await pool.query(
      `INSERT INTO users (username, email) VALUES ('olga', 'olga@example.com'), ('\u043elga', 'olga2@example.com'),
              ('pavel', 'pavel@example.com')`,
    );
    restarted = await startTestApp({ database: t.database });
    const rows = await pool.query<{ username: string; skeleton: string | null }>(
      `SELECT username, username_skeleton AS skeleton FROM users WHERE email LIKE 'olga%' OR email LIKE 'pavel%' ORDER BY id`,
    );
    expect(rows.rows.map((row) => row.username)).toEqual(['olga', '\u043elga', 'pavel']);
    expect(rows.rows.map((row) => row.skeleton === null)).toEqual([false, true, false]);
    expect((await signUpAs(restarted.app, 'helga')).statusCode).toBe(201);
    expect((await signUpAs(restarted.app, 'oIga')).statusCode).toBe(409);
    expect((await signUpAs(restarted.app, 'Pave1')).statusCode).toBe(409);
  });

  it('are given their keys a page at a time, so that many of them do not hold start-up up', async () => {
    const pool = t.database.handle;
    const rows = 5 * BACKFILL_PAGE + 1;
    await pool.query(
      `INSERT INTO users (username, email)
       SELECT 'old_player_' || n, 'old_player_' || n || '@example.com' FROM generate_series(1, $1::int) AS n`,
      [rows],
    );
    // One statement a row took longer than Fastify's 10 s for a plugin to start: a page of rows goes
    // in one statement (a read and an update a page, and the read that finds none left).
    let statements = 0;
    const counting: Queryable = {
      query: (text, values) => {
        statements += 1;
        return pool.query(text, values);
      },
    };
    expect(await backfillUsernameSkeletons(counting)).toBe(rows);
    expect(statements).toBe(2 * Math.ceil(rows / BACKFILL_PAGE) + 1);
    const left = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE username_skeleton IS NULL AND username LIKE 'old_player_%'",
    );
    expect(left.rows[0]?.n).toBe(0);
    // A start-up runs the same backfill: it leaves nothing to fill.
    await pool.query("UPDATE users SET username_skeleton = NULL WHERE username = 'old_player_1'");
    await restarted?.close();
    restarted = await startTestApp({ database: t.database });
    const refilled = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE username_skeleton IS NULL AND username LIKE 'old_player_%'",
    );
    expect(refilled.rows[0]?.n).toBe(0);
  });
});
