// TL;DR's word meaning comes with the answer, once the game is over and never before: in a ranked
// play and in the word of the day, won or lost, and in the archive of past days (today's still 404).
// It is the meaning extracted from WordNet (src/server/lib/tldr-meanings.tsv), or null when none is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTldrMeanings, type TldrMeanings } from '../../src/server/lib/tldr-meanings.ts';
import { tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { pacificDay } from '../../src/shared/time.ts';
import { type Session, signUp, startTestApp, TEST_GAME_SECRET, type TestApp } from '../helpers/app.ts';
import { dealPlay as deal, sendMoves as move } from '../helpers/plays.ts';

const DAY_MS = 24 * 60 * 60_000;

describe("TL;DR's word meaning", () => {
  let t: TestApp;
  let meanings: TldrMeanings;
  let kim: Session;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-12-01T20:00:00.000Z');
    meanings = await readTldrMeanings();
    kim = await signUp(t.app);
  });
  afterAll(async () => t?.close());

  /** Moves the clock on a day at a time until the day's answer for this player (null: the shared word) fits. */
  function dayWhere(
    userId: number | null,
    fits: (answer: string) => boolean,
  ): { day: string; answer: string } {
    for (let days = 0; days < 1_000; days += 1) {
      const day = pacificDay(t.clock.current());
      const answer = tldrAnswerOf(TEST_GAME_SECRET, day, userId);
      if (fits(answer)) return { day, answer };
      t.clock.advance(DAY_MS);
    }
    throw new Error('No day in 1,000 fits');
  }

  const known = (answer: string) => meanings.get(answer) != null;
  const wrongWords = (answer: string) => TLDR_ANSWERS.filter((word) => word !== answer).slice(0, 6);
  const readPlay = (playId: string, cookie?: string) =>
    t.app.inject({ url: `/api/plays/${playId}`, headers: cookie ? { cookie } : {} });

  it('comes with a won ranked play, and neither it nor the answer comes before the end', async () => {
    const { answer } = dayWhere(kim.user.id, known);
    const meaning = meanings.get(answer);
    expect(meaning).toMatchObject({ partOfSpeech: expect.any(String), definition: expect.any(String) });
    const dealt = await deal(t, { gameId: 4 }, kim.cookie);
    expect(dealt.statusCode).toBe(201);
    const playId = dealt.json().playId;
    const before = [
      dealt.json(),
      (await move(t, playId, [{ type: 'guess', word: wrongWords(answer)[0] }], kim.cookie)).json(),
      (await readPlay(playId, kim.cookie)).json(),
      (await deal(t, { gameId: 4 }, kim.cookie)).json(),
    ];
    for (const body of before) {
      expect(body.view).toMatchObject({ status: 'playing', answer: null, meaning: null });
      expect(JSON.stringify(body)).not.toContain(meaning?.definition);
    }
    const won = await move(t, playId, [{ type: 'guess', word: answer }], kim.cookie);
    expect(won.json()).toMatchObject({ status: 'over', view: { status: 'won', answer, meaning } });
    // Read again, or dealt again the same day (a reload), the finished play still tells it.
    expect((await readPlay(playId, kim.cookie)).json().view).toMatchObject({ answer, meaning });
    expect((await deal(t, { gameId: 4 }, kim.cookie)).json().view).toMatchObject({ answer, meaning });
  });

  it('comes with a lost word of the day, a guest’s and a player’s', async () => {
    t.clock.advance(DAY_MS);
    const { answer } = dayWhere(null, known);
    const meaning = meanings.get(answer);
    for (const cookie of [undefined, kim.cookie]) {
      const playId = (await deal(t, { gameId: 4, ...(cookie ? { word: 'daily' } : {}) }, cookie)).json()
        .playId;
      const [last, ...firsts] = wrongWords(answer).reverse() as [string, ...string[]];
      const playing = await move(
        t,
        playId,
        firsts.map((word) => ({ type: 'guess', word })),
        cookie,
      );
      expect(playing.json().view).toMatchObject({ status: 'playing', answer: null, meaning: null });
      const lost = await move(t, playId, [{ type: 'guess', word: last }], cookie);
      expect(lost.json()).toMatchObject({ status: 'over', view: { status: 'lost', answer, meaning } });
    }
  });

  it('is null, once the game is over, for a word WordNet has no meaning for', async () => {
    t.clock.advance(DAY_MS);
    const { answer } = dayWhere(null, (word) => meanings.get(word) === null);
    const playId = (await deal(t, { gameId: 4 })).json().playId;
    const won = await move(t, playId, [{ type: 'guess', word: answer }]);
    expect(won.json().view).toMatchObject({ status: 'won', answer, meaning: null });
  });

  it("comes with a past day's word in the archive, and today's is still not given", async () => {
    t.clock.advance(DAY_MS);
    const { day, answer } = dayWhere(null, known);
    expect((await deal(t, { gameId: 4 })).statusCode).toBe(201);
    const today = await t.app.inject(`/api/plays/tldr/answers/${day}`);
    expect(today.statusCode).toBe(404);
    expect(today.body).not.toContain(answer);
    expect(today.body).not.toContain(meanings.get(answer)?.definition);
    t.clock.advance(DAY_MS);
    const past = await t.app.inject(`/api/plays/tldr/answers/${day}`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ day, answer, meaning: meanings.get(answer) });
  });
});
