import { describe, expect, it } from 'vitest';
import { newGame, submitGuess, typeLetters } from './game.ts';
import {
  completionKey,
  forgetOtherDays,
  gameKey,
  type KeyValueStorage,
  parseGame,
  readCompletion,
  recordCompletion,
  statsKey,
} from './storage.ts';
import { wordForDay } from './words.ts';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

const DAY = '2026-11-22';
const ANSWER = wordForDay(DAY);

describe('saved games', () => {
  it('are kept per day and per player (user or guest)', () => {
    expect(gameKey(DAY, 7)).not.toBe(gameKey(DAY, 8));
    expect(gameKey(DAY, 7)).not.toBe(gameKey(DAY, null));
    expect(gameKey(DAY, null)).not.toBe(gameKey('2026-11-23', null));
    expect(statsKey(7)).not.toBe(statsKey(null));
    expect(gameKey(DAY, null)).toMatch(/^brain-training:tldr:/);
  });

  it('resume a game in progress on the same day', () => {
    const game = submitGuess(typeLetters(newGame(DAY, ANSWER), 'SPEEDS', 1_000), () => true, 2_000).game;
    const withRow = typeLetters(game, 'PLA', 3_000);
    expect(parseGame(JSON.stringify(withRow), DAY)).toEqual(withRow);
  });

  it('are not resumed on another day or when tampered with', () => {
    const game = typeLetters(newGame(DAY, ANSWER), 'PLA', 1_000);
    expect(parseGame(JSON.stringify(game), '2026-11-23')).toBeNull();
    expect(parseGame(JSON.stringify({ ...game, answer: 'ZZZZZZ' }), DAY)).toBeNull();
    expect(parseGame(JSON.stringify({ ...game, status: 'won' }), DAY)).toBeNull();
    expect(parseGame(JSON.stringify({ ...game, guesses: ['abc'] }), DAY)).toBeNull();
    expect(parseGame('not json', DAY)).toBeNull();
    expect(parseGame(null, DAY)).toBeNull();
  });

  it('of earlier days are removed, today’s and other keys are kept', () => {
    const storage = memoryStorage();
    storage.setItem(gameKey('2026-11-21', null), '{}');
    storage.setItem(gameKey('2026-11-21', 3), '{}');
    storage.setItem(gameKey(DAY, null), '{}');
    storage.setItem(statsKey(null), '{}');
    storage.setItem('brain-training:theme', 'dark');
    forgetOtherDays(storage, DAY);
    expect([...storage.entries.keys()].sort()).toEqual(
      [gameKey(DAY, null), statsKey(null), 'brain-training:theme'].sort(),
    );
  });
});

describe('daily completion', () => {
  const completion = {
    day: DAY,
    won: true,
    guesses: ['SPEEDS', wordForDay(DAY)],
    timeSeconds: 42,
    score: 2058,
  };

  it('is recorded once per user per day', () => {
    const storage = memoryStorage();
    expect(readCompletion(storage, 7, DAY)).toBeNull();
    expect(recordCompletion(storage, 7, completion)).toBe(true);
    expect(readCompletion(storage, 7, DAY)).toEqual(completion);
    // A second record for the same day keeps the first.
    expect(recordCompletion(storage, 7, { ...completion, score: 1 })).toBe(false);
    expect(readCompletion(storage, 7, DAY)?.score).toBe(2058);
  });

  it('belongs to one user and one day', () => {
    const storage = memoryStorage();
    recordCompletion(storage, 7, completion);
    expect(readCompletion(storage, 8, DAY)).toBeNull();
    expect(readCompletion(storage, 7, '2026-11-23')).toBeNull();
    expect(completionKey(7, DAY)).not.toBe(completionKey(8, DAY));
  });

  it('still counts when its record cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem(completionKey(7, DAY), 'garbage');
    expect(readCompletion(storage, 7, DAY)).toEqual({
      day: DAY,
      won: false,
      guesses: [],
      timeSeconds: 0,
      score: 0,
    });
  });
});
