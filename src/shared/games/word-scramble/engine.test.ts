import { describe, expect, it } from 'vitest';
import { dailyOrder } from './daily-order.ts';
import { wordScrambleEngine as engine, type WordScrambleOptions } from './engine.ts';
import { wordsForGame } from './game.ts';
import { WORDS_PER_GAME, wordScrambleScore } from './scoring.ts';

const OPTIONS: WordScrambleOptions = {
  difficulty: 'medium',
  playerKey: 'user:9',
  day: '2026-03-14',
  gameNumber: 1,
};
const START = 9_000_000;

describe('the Word Scramble engine', () => {
  it("deals the player's five words of the day, scrambled the same way by the same seed", () => {
    const state = engine.deal(5, OPTIONS);
    const expected = wordsForGame(dailyOrder('user:9', '2026-03-14', 'medium'), 1).map((entry) => entry.word);
    expect(state.game.words.map((entry) => entry.word)).toEqual(expected);
    expect(engine.deal(5, OPTIONS)).toEqual(state);
    expect(engine.status(state)).toBe('ready');
  });

  it('shows the scrambled letters and the hint, never the word', () => {
    const state = engine.deal(6, OPTIONS);
    const view = engine.view(state);
    const [first] = state.game.words;
    expect(view.word).toEqual({ scrambled: first?.scrambled, hint: first?.hint });
    expect(JSON.stringify(view)).not.toContain(`"${first?.word}"`);
    expect(view).toMatchObject({ solved: [], total: WORDS_PER_GAME, streak: 0 });
  });

  it('starts the clock with the first letter typed, and gives a verdict on each guess', () => {
    const state = engine.deal(7, OPTIONS);
    const started = engine.move(state, { type: 'start' }, { at: START });
    expect(engine.status(started.state)).toBe('playing');
    expect(engine.move(started.state, { type: 'guess', text: '  ' }, { at: START + 1 }).reveal).toEqual({
      kind: 'empty',
    });
    const wrong = engine.move(started.state, { type: 'guess', text: 'nope' }, { at: START + 2 });
    expect(wrong.reveal).toEqual({ kind: 'wrong' });
    const word = state.game.words[0]?.word as string;
    const right = engine.move(wrong.state, { type: 'guess', text: word.toLowerCase() }, { at: START + 3 });
    const second = state.game.words[1];
    expect(right.reveal).toEqual({
      kind: 'correct',
      word,
      finished: false,
      next: { scrambled: second?.scrambled, hint: second?.hint },
    });
    expect(engine.view(right.state)).toMatchObject({ solved: [word], streak: 1 });
  });

  it('rescrambles into a new order drawn from the seed, so a replay shows the same letters', () => {
    const state = engine.deal(8, OPTIONS);
    const once = engine.move(state, { type: 'rescramble' }, { at: START });
    const again = engine.move(state, { type: 'rescramble' }, { at: START });
    expect(once.reveal).toEqual(again.reveal);
    expect(once.reveal).toMatchObject({ kind: 'rescrambled' });
    expect(engine.view(once.state).word?.scrambled).not.toBe(state.game.words[0]?.scrambled);
    expect(engine.status(once.state)).toBe('playing');
  });

  it('ends on the fifth word with the time, streak and score, and takes no more moves', () => {
    let state = engine.deal(9, OPTIONS);
    state = engine.move(state, { type: 'start' }, { at: START }).state;
    for (const [index, entry] of state.game.words.entries()) {
      state = engine.move(
        state,
        { type: 'guess', text: entry.word },
        { at: START + 4_000 * (index + 1) },
      ).state;
    }
    expect(engine.status(state)).toBe('over');
    const score = wordScrambleScore(20, WORDS_PER_GAME, WORDS_PER_GAME, 'medium');
    expect(engine.result(state)).toEqual({ timeSeconds: 20, score, streak: WORDS_PER_GAME });
    expect(engine.score(state, START + 99_000)).toBe(score);
    expect(engine.move(state, { type: 'rescramble' }, { at: START + 30_000 })).toEqual({
      state,
      reveal: { kind: 'over' },
    });
  });

  it('deals the five words it is given, and scores a reported time from the words and streak played', () => {
    const words = wordsForGame(dailyOrder('user:1', '2026-01-02', 'hard'), 3);
    let state = engine.deal(1, { difficulty: 'hard', words });
    expect(state.game.words.map((entry) => entry.word)).toEqual(words.map((entry) => entry.word));
    expect(engine.advance(state, START + 99_999)).toBe(state);
    for (const entry of words)
      state = engine.move(state, { type: 'guess', text: entry.word }, { at: START }).state;
    expect(engine.status(state)).toBe('over');
    expect(engine.scoreFor(state, 40)).toBe(wordScrambleScore(40, 5, 5, 'hard'));
  });
});
