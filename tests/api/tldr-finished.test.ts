// A finished TL;DR stays finished: a signed-in player's ranked play of the day, dealt again (a reload,
// or another browser signed in to the same account), answers the game as it ended: every row with its
// clues, the word, the server's time and score, and whether that score reached the board. Nobody else
// is answered it, and an unfinished play never shows its word.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { scoreGuess } from '../../src/shared/games/tldr/clues.ts';
import { tldrScore } from '../../src/shared/games/tldr/scoring.ts';
import { pacificDay } from '../../src/shared/time.ts';
import {
  cookiesSet,
  type Session,
  signUp,
  startTestApp,
  submitScore,
  TEST_GAME_SECRET,
  type TestApp,
} from '../helpers/app.ts';
import { playGame } from '../helpers/play-game.ts';
import { dealPlay as deal, injectSender, sendMoves as move, prepareSubmission } from '../helpers/plays.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

describe('a finished TL;DR dealt again', () => {
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

  const readPlay = (playId: string, cookie?: string) =>
    t.app.inject({ url: `/api/plays/${playId}`, headers: cookie ? { cookie } : {} });

  /** The answer of a player's ranked word today (the shared word of the day for `null`). */
  const answerOf = (userId: number | null) =>
    tldrAnswerOf(TEST_GAME_SECRET, pacificDay(t.clock.current()), userId);

  /** Real words that are not this answer. */
  const wrongWords = (answer: string, count: number) =>
    TLDR_ANSWERS.filter((word) => word !== answer).slice(0, count);

  /** Signs the player in from a browser new to the account, with the code e-mailed to them. */
  async function signInElsewhere(session: Session): Promise<string> {
    const email = session.user.email as string;
    const before = sink.received.filter((mail) => mail.rcptTo.includes(email)).length;
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } });
    expect(asked.statusCode, asked.body).toBe(202);
    const code = /\b(\d{6})\b/.exec((await sink.mailTo(email, before)).text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      payload: { email, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return `bts_session=${cookiesSet(verified).get('bts_session')}`;
  }

  it("answers a player's finished ranked play with its rows, word, time and score, before and after it is submitted, here and in another browser", async () => {
    const ann = await signUp(t.app);
    const answer = answerOf(ann.user.id);
    const [wrong] = wrongWords(answer, 1) as [string];
    const { body, play } = await prepareSubmission(t, ann, {
      gameId: 4,
      secret: TEST_GAME_SECRET,
      tldrWrongGuesses: [wrong],
    });
    const finished = {
      playId: play.playId,
      gameId: 4,
      status: 'over',
      ranked: true,
      view: {
        day: pacificDay(t.clock.current()),
        rows: [
          { guess: wrong, states: scoreGuess(wrong, answer) },
          { guess: answer, states: Array(6).fill('correct') },
        ],
        current: '',
        status: 'won',
        answer,
      },
      result: {
        timeSeconds: body.timeSeconds,
        score: tldrScore(true, 2, body.timeSeconds),
        ranked: true,
        unranked: null,
      },
    };

    // Finished, not yet submitted (its score was lost on the way, or the page closed): a reload is
    // answered the game as it ended, with what a submission carries.
    const reloaded = await deal(t, { gameId: 4 }, ann.cookie);
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(reloaded.json()).toMatchObject({ ...finished, submitted: false });
    const { result } = reloaded.json();
    const sent = await submitScore(t.app, ann, {
      gameId: 4,
      timeSeconds: result.timeSeconds,
      score: result.score,
      playId: play.playId,
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // Submitted: the same game, now on the board, in this browser and in another one.
    const again = await deal(t, { gameId: 4 }, ann.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ ...finished, submitted: true });
    const elsewhere = await signInElsewhere(ann);
    const there = await deal(t, { gameId: 4 }, elsewhere);
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json()).toEqual(again.json());
    expect((await readPlay(play.playId, elsewhere)).json()).toEqual(again.json());
    // The other browser cannot put it on the board a second time.
    const twice = await submitScore(t.app, { ...ann, cookie: elsewhere }, { ...body, playId: play.playId });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().code).toBe('PLAY_SUBMITTED');
  });

  it('answers it to nobody else: another player and a guest get games of their own and cannot read it', async () => {
    const ann = await signUp(t.app);
    const { play } = await prepareSubmission(t, ann, {
      gameId: 4,
      secret: TEST_GAME_SECRET,
    });
    const bob = await signUp(t.app);
    for (const cookie of [bob.cookie, undefined]) {
      const dealt = await deal(t, { gameId: 4 }, cookie);
      expect(dealt.statusCode, dealt.body).toBe(201);
      expect(dealt.json().playId).not.toBe(play.playId);
      expect(dealt.json()).toMatchObject({
        status: 'ready',
        result: null,
        submitted: false,
        view: { rows: [], status: 'playing', answer: null },
      });
      const read = await readPlay(play.playId, cookie);
      expect(read.statusCode).toBe(403);
      expect(read.json().code).toBe('PLAY_NOT_YOURS');
    }
  });

  it('never shows the word of an unfinished play; a lost one shows its word, time and score', async () => {
    const cy = await signUp(t.app);
    const answer = answerOf(cy.user.id);
    const wrong = wrongWords(answer, 6);
    const { playId } = (await deal(t, { gameId: 4 }, cy.cookie)).json();
    t.clock.set(new Date().toISOString());
    expect((await move(t, playId, [{ type: 'start' }], cy.cookie)).statusCode).toBe(200);
    for (const word of wrong.slice(0, 5)) {
      t.clock.advance(5000);
      expect((await move(t, playId, [{ type: 'guess', word }], cy.cookie)).statusCode).toBe(200);
    }
    const unfinished = await deal(t, { gameId: 4 }, cy.cookie);
    expect(unfinished.statusCode).toBe(200);
    expect(unfinished.json()).toMatchObject({ playId, status: 'playing', result: null });
    expect(unfinished.json().view.rows).toHaveLength(5);
    expect(unfinished.json().view.answer).toBeNull();
    expect(unfinished.body).not.toContain(answer);

    t.clock.advance(5000);
    expect((await move(t, playId, [{ type: 'guess', word: wrong[5] }], cy.cookie)).statusCode).toBe(200);
    const lost = await deal(t, { gameId: 4 }, cy.cookie);
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({
      playId,
      status: 'over',
      submitted: false,
      view: { status: 'lost', answer },
      result: { timeSeconds: 30, score: tldrScore(false, 6, 30), ranked: true },
    });
    expect(lost.json().view.rows.map((row: { guess: string }) => row.guess)).toEqual(wrong);
  });

  it("reads a guest's finished game again by its id, as the page restores it: rows, word, time and score, unranked", async () => {
    const play = await playGame(injectSender(t.app), {
      gameId: 4,
      secret: TEST_GAME_SECRET,
      tldrWrongGuesses: wrongWords(answerOf(null), 2),
      wait: (ms) => t.clock.advance(ms),
    });
    const read = await readPlay(play.playId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      playId: play.playId,
      status: 'over',
      ranked: false,
      submitted: false,
      view: { status: 'won', answer: answerOf(null) },
      result: { timeSeconds: play.result.timeSeconds, score: play.result.score, unranked: 'guest' },
    });
    expect(read.json().view.rows).toHaveLength(3);
    // A guest's next deal is a new game of the word of the day: the browser keeps which one was theirs.
    expect((await deal(t, { gameId: 4 })).json().playId).not.toBe(play.playId);
  });
});
