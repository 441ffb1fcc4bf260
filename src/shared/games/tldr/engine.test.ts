import { describe, expect, it } from 'vitest';
import { tldrEngine as engine } from './engine.ts';
import { tldrScore } from './scoring.ts';
import { wordForDay } from './words.ts';

const DAY = '2026-03-14';
const ANSWER = wordForDay(DAY);
const WORDS = new Set([ANSWER, 'PLANET', 'GARDEN', 'BRIDGE', 'CANDLE', 'SILVER', 'ORANGE', 'YELLOW']);
const isWord = (word: string) => WORDS.has(word);
const START = 20_000_000;

function wrongWords(): string[] {
  return [...WORDS].filter((word) => word !== ANSWER);
}

describe('the TL;DR engine', () => {
  it("deals the day's word whatever the seed, and keeps it out of the view until the end", () => {
    const state = engine.deal(1, { day: DAY });
    expect(state.answer).toBe(ANSWER);
    expect(engine.deal(2, { day: DAY })).toEqual(state);
    expect(engine.view(state)).toEqual({
      day: DAY,
      rows: [],
      current: '',
      status: 'playing',
      answer: null,
      meaning: null,
      hardMode: false,
    });
    expect(engine.status(state)).toBe('ready');
  });

  it("keeps the answer's meaning, dealt with it, out of the view until the game is over", () => {
    const meaning = { partOfSpeech: 'noun' as const, definition: 'a test of the meaning', baseForm: null };
    let state = engine.deal(1, { day: DAY, answer: ANSWER, meaning });
    for (const word of wrongWords().slice(0, 5)) {
      state = engine.move(state, { type: 'guess', word }, { at: START, isWord }).state;
      expect(engine.view(state)).toMatchObject({ status: 'playing', answer: null, meaning: null });
    }
    const lost = engine.move(
      state,
      { type: 'guess', word: wrongWords()[5] as string },
      { at: START, isWord },
    );
    expect(engine.view(lost.state)).toMatchObject({ status: 'lost', answer: ANSWER, meaning });
    const won = engine.move(state, { type: 'guess', word: ANSWER }, { at: START, isWord });
    expect(engine.view(won.state)).toMatchObject({ status: 'won', answer: ANSWER, meaning });
    // A game dealt without one (or stored before meanings were dealt) has none to show.
    const without = engine.move(
      engine.deal(1, { day: DAY }),
      { type: 'guess', word: ANSWER },
      { at: START, isWord },
    );
    expect(engine.view(without.state)).toMatchObject({ status: 'won', meaning: null });
  });

  it('starts the clock with the first letter and keeps letters only', () => {
    const state = engine.deal(1, { day: DAY });
    const typed = engine.move(state, { type: 'type', text: 'a-b 1c' }, { at: START });
    expect(typed.reveal).toEqual({ kind: 'typed', current: 'ABC' });
    expect(engine.status(typed.state)).toBe('playing');
    expect(engine.seconds(typed.state, START + 4_500)).toBe(4);
    expect(engine.move(typed.state, { type: 'delete' }, { at: START + 1 }).reveal).toEqual({
      kind: 'typed',
      current: 'AB',
    });
    expect(engine.move(state, { type: 'delete' }, { at: START }).reveal).toEqual({ kind: 'unchanged' });
  });

  it('refuses a short row or a word not in the list without using an attempt, and reveals clues otherwise', () => {
    let state = engine.move(engine.deal(1, { day: DAY }), { type: 'type', text: 'ZZZ' }, { at: START }).state;
    expect(engine.move(state, { type: 'submit' }, { at: START, isWord }).reveal).toEqual({
      kind: 'refused',
      reason: 'incomplete',
    });
    state = engine.move(state, { type: 'type', text: 'ZZZ' }, { at: START }).state;
    const refused = engine.move(state, { type: 'submit' }, { at: START, isWord });
    expect(refused.reveal).toEqual({ kind: 'refused', reason: 'not-in-word-list' });
    expect(() => engine.move(state, { type: 'submit' }, { at: START })).toThrow(/word list/);
    const wrong = wrongWords()[0] as string;
    state = engine.move(engine.deal(1, { day: DAY }), { type: 'type', text: wrong }, { at: START }).state;
    const scored = engine.move(state, { type: 'submit' }, { at: START + 1_000, isWord });
    expect(scored.reveal).toMatchObject({ kind: 'scored', guess: wrong, verdict: 'wrong' });
    expect(engine.view(scored.state).rows).toHaveLength(1);
  });

  it('ends with the answer shown and the score of the rules once the word is found', () => {
    let state = engine.deal(1, { day: DAY });
    state = engine.move(state, { type: 'type', text: wrongWords()[0] as string }, { at: START }).state;
    state = engine.move(state, { type: 'submit' }, { at: START, isWord }).state;
    state = engine.move(state, { type: 'type', text: ANSWER }, { at: START + 1_000 }).state;
    const won = engine.move(state, { type: 'submit' }, { at: START + 42_400, isWord });
    expect(won.reveal).toMatchObject({ kind: 'scored', verdict: 'won', clues: Array(6).fill('correct') });
    expect(engine.status(won.state)).toBe('over');
    expect(engine.view(won.state).answer).toBe(ANSWER);
    expect(engine.result(won.state)).toEqual({
      won: true,
      attempts: 2,
      timeSeconds: 42,
      score: tldrScore(true, 2, 42),
    });
    expect(engine.seconds(won.state, START + 999_000)).toBe(42);
  });

  it('ends lost after six wrong rows', () => {
    let state = engine.deal(1, { day: DAY });
    for (const word of wrongWords().slice(0, 6)) {
      state = engine.move(state, { type: 'type', text: word }, { at: START }).state;
      state = engine.move(state, { type: 'submit' }, { at: START + 3_000, isWord }).state;
    }
    expect(engine.result(state)).toEqual({
      won: false,
      attempts: 6,
      timeSeconds: 3,
      score: tldrScore(false, 6, 3),
    });
    expect(engine.view(state).answer).toBe(ANSWER);
  });

  it('takes whole guesses: a word not in the list changes nothing, a short one is refused', () => {
    const state = engine.deal(1, { day: DAY, answer: 'GARDEN' });
    expect(state.answer).toBe('GARDEN');
    expect(engine.move(state, { type: 'guess', word: 'zzzzzz' }, { at: START, isWord }).state).toBe(state);
    expect(engine.move(state, { type: 'guess', word: 'PLAN' }, { at: START, isWord }).reveal).toEqual({
      kind: 'refused',
      reason: 'incomplete',
    });
    const wrong = engine.move(state, { type: 'guess', word: 'planet' }, { at: START, isWord });
    expect(wrong.reveal).toMatchObject({ kind: 'scored', guess: 'PLANET', verdict: 'wrong' });
    const won = engine.move(wrong.state, { type: 'guess', word: 'GARDEN' }, { at: START + 9_000, isWord });
    expect(engine.status(won.state)).toBe('over');
    expect(engine.scoreFor(won.state, 12)).toBe(tldrScore(true, 2, 12));
    expect(engine.advance(won.state, START + 99_000)).toBe(won.state);
  });

  it('in hard mode, refuses a guess that leaves out a hint without using an attempt, and takes one that uses them', () => {
    let state = engine.deal(1, { day: DAY, answer: 'GARDEN' });
    state = engine.move(state, { type: 'hard-mode', on: true }, { at: START }).state;
    expect(engine.view(state).hardMode).toBe(true);
    // CANDLE at GARDEN: A and D green, N and E present.
    state = engine.move(state, { type: 'guess', word: 'CANDLE' }, { at: START, isWord }).state;
    const refused = engine.move(state, { type: 'guess', word: 'SILVER' }, { at: START + 1_000, isWord });
    expect(refused.reveal).toEqual({
      kind: 'refused',
      reason: 'hint-not-used',
      hint: { kind: 'place', position: 2, letter: 'A' },
    });
    expect(refused.state).toBe(state);
    expect(engine.view(refused.state).rows).toHaveLength(1);
    const kept = engine.move(state, { type: 'guess', word: 'GARDEN' }, { at: START + 2_000, isWord });
    expect(kept.reveal).toMatchObject({ kind: 'scored', verdict: 'won' });
  });

  it('switches hard mode only before the first guess', () => {
    let state = engine.deal(1, { day: DAY, answer: 'GARDEN' });
    state = engine.move(state, { type: 'hard-mode', on: true }, { at: START }).state;
    state = engine.move(state, { type: 'hard-mode', on: false }, { at: START }).state;
    expect(engine.view(state).hardMode).toBe(false);
    state = engine.move(state, { type: 'guess', word: 'CANDLE' }, { at: START, isWord }).state;
    expect(engine.move(state, { type: 'hard-mode', on: true }, { at: START }).reveal).toEqual({
      kind: 'refused',
      reason: 'hard-mode-locked',
    });
    // Out of hard mode the same guess that breaks a hint is scored.
    expect(engine.move(state, { type: 'guess', word: 'SILVER' }, { at: START, isWord }).reveal).toMatchObject(
      {
        kind: 'scored',
      },
    );
  });
});
