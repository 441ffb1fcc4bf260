// TL;DR's hard mode on the server: chosen before the first guess and kept with the play, it refuses
// a guess that leaves out a revealed hint (422 HINT_NOT_USED, naming the hint, using no attempt) and
// takes one that uses them; a game out of hard mode takes any real word; the mode cannot change once
// the game has a guess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { scoreGuess } from '../../src/shared/games/tldr/clues.ts';
import { brokenHint } from '../../src/shared/games/tldr/hard-mode.ts';
import { pacificDay } from '../../src/shared/time.ts';
import { signUp, startTestApp, TEST_GAME_SECRET, type TestApp } from '../helpers/app.ts';
import { dealPlay as deal, sendMoves as move } from '../helpers/plays.ts';

/**
 * For an answer: a first guess that reveals a hint, a real word that leaves one of its hints out
 * (and the hint), and a real word that uses them all.
 */
function wordsFor(answer: string) {
  const first = TLDR_ANSWERS.find(
    (word) => word !== answer && scoreGuess(word, answer).filter((state) => state !== 'absent').length >= 2,
  ) as string;
  const rows = [{ guess: first, states: scoreGuess(first, answer) }];
  const breaking = TLDR_ANSWERS.find((word) => word !== answer && brokenHint(rows, word) !== null) as string;
  const following =
    TLDR_ANSWERS.find((word) => word !== answer && word !== first && brokenHint(rows, word) === null) ??
    answer;
  return { first, rows, breaking, hint: brokenHint(rows, breaking), following };
}

describe("TL;DR's hard mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const readPlay = (playId: string, cookie: string) =>
    t.app.inject({ url: `/api/plays/${playId}`, headers: { cookie } });
  const answerOf = (userId: number) => tldrAnswerOf(TEST_GAME_SECRET, pacificDay(t.clock.current()), userId);

  it('refuses a ranked guess that leaves out a hint, naming it, without using an attempt', async () => {
    const ann = await signUp(t.app);
    const { first, rows, breaking, hint, following } = wordsFor(answerOf(ann.user.id));
    const dealt = (await deal(t, { gameId: 4 }, ann.cookie)).json();
    expect(dealt).toMatchObject({ ranked: true, view: { hardMode: false } });
    const on = await move(t, dealt.playId, [{ type: 'hard-mode', on: true }], ann.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ reveals: [{ kind: 'hard-mode', on: true }], view: { hardMode: true } });
    // Another browser, or a reload, sees the mode.
    expect((await readPlay(dealt.playId, ann.cookie)).json().view.hardMode).toBe(true);

    const scored = await move(t, dealt.playId, [{ type: 'guess', word: first }], ann.cookie);
    expect(scored.json().view.rows).toEqual(rows);

    const refused = await move(t, dealt.playId, [{ type: 'guess', word: breaking }], ann.cookie);
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.code).toBe('HINT_NOT_USED');
    if (hint?.kind === 'place') {
      expect(body.hint).toEqual({ position: hint.position, letter: hint.letter });
      expect(body.message).toMatch(new RegExp(`^The \\d(st|nd|rd|th) letter must be ${hint.letter}$`));
    } else {
      expect(body.hint).toEqual({ letter: hint?.letter, count: hint?.count });
      expect(body.message).toMatch(new RegExp(`^Guess must contain .*${hint?.letter}`));
    }
    const after = (await readPlay(dealt.playId, ann.cookie)).json();
    expect(after.view.rows).toEqual(rows);
    expect(after.status).toBe('playing');

    const taken = await move(t, dealt.playId, [{ type: 'guess', word: following }], ann.cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().view.rows.map((row: { guess: string }) => row.guess)).toEqual([first, following]);
  });

  it('takes any real word in a game out of hard mode', async () => {
    const bea = await signUp(t.app);
    const { first, breaking } = wordsFor(answerOf(bea.user.id));
    const dealt = (await deal(t, { gameId: 4 }, bea.cookie)).json();
    await move(t, dealt.playId, [{ type: 'guess', word: first }], bea.cookie);
    const taken = await move(t, dealt.playId, [{ type: 'guess', word: breaking }], bea.cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ view: { hardMode: false } });
    expect(taken.json().view.rows.map((row: { guess: string }) => row.guess)).toEqual([first, breaking]);
  });

  it('switches the mode with the first guess, and refuses to switch it once the game has one', async () => {
    const cid = await signUp(t.app);
    const { first, breaking } = wordsFor(answerOf(cid.user.id));
    const dealt = (await deal(t, { gameId: 4 }, cid.cookie)).json();
    // The browser sends the mode with the first guess.
    const started = await move(
      t,
      dealt.playId,
      [
        { type: 'hard-mode', on: true },
        { type: 'guess', word: first },
      ],
      cid.cookie,
    );
    expect(started.json()).toMatchObject({ view: { hardMode: true, rows: [{ guess: first }] } });
    const switched = await move(t, dealt.playId, [{ type: 'hard-mode', on: false }], cid.cookie);
    expect(switched.statusCode).toBe(422);
    expect(switched.json()).toMatchObject({
      code: 'HARD_MODE_LOCKED',
      message: 'Hard mode can be switched on or off only before the first guess.',
    });
    // Asking for the mode the game has changes nothing, and is taken (a move sent again after a lost answer).
    expect((await move(t, dealt.playId, [{ type: 'hard-mode', on: true }], cid.cookie)).statusCode).toBe(200);
    expect((await readPlay(dealt.playId, cid.cookie)).json().view.hardMode).toBe(true);
    const refused = await move(t, dealt.playId, [{ type: 'guess', word: breaking }], cid.cookie);
    expect(refused.json().code).toBe('HINT_NOT_USED');

    // A game without a guess yet may switch either way; one with a guess keeps hard mode off too.
    const dee = await signUp(t.app);
    const other = (await deal(t, { gameId: 4 }, dee.cookie)).json();
    for (const on of [true, false]) {
      expect((await move(t, other.playId, [{ type: 'hard-mode', on }], dee.cookie)).statusCode).toBe(200);
    }
    await move(t, other.playId, [{ type: 'guess', word: wordsFor(answerOf(dee.user.id)).first }], dee.cookie);
    const locked = await move(t, other.playId, [{ type: 'hard-mode', on: true }], dee.cookie);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().code).toBe('HARD_MODE_LOCKED');
  });
});
