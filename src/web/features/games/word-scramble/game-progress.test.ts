import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextGameNumber, recordGameBegun } from './game-progress.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}

describe('Word Scramble progress through the day', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts each day with the first five words', () => {
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(0);
  });

  it('moves on to the next five once a game has begun, per player and difficulty', () => {
    recordGameBegun('user:1', '2026-03-14', 'easy', 0);
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(1);
    recordGameBegun('user:1', '2026-03-14', 'easy', 1);
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(2);
    expect(nextGameNumber('user:1', '2026-03-14', 'hard')).toBe(0);
    expect(nextGameNumber('guest', '2026-03-14', 'easy')).toBe(0);
  });

  it('never goes back when an older game begins late', () => {
    recordGameBegun('guest', '2026-03-14', 'medium', 3);
    recordGameBegun('guest', '2026-03-14', 'medium', 1);
    expect(nextGameNumber('guest', '2026-03-14', 'medium')).toBe(4);
  });

  it('forgets the progress of an earlier day', () => {
    recordGameBegun('user:1', '2026-03-14', 'easy', 0);
    expect(nextGameNumber('user:1', '2026-03-15', 'easy')).toBe(0);
    recordGameBegun('user:1', '2026-03-15', 'easy', 0);
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(0);
  });

  it('starts afresh from unreadable stored progress', () => {
    localStorage.setItem('brain-training:word-scramble', '{not json');
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(0);
    localStorage.setItem(
      'brain-training:word-scramble',
      JSON.stringify({ day: '2026-03-14', next: { 'user:1|easy': -3 } }),
    );
    expect(nextGameNumber('user:1', '2026-03-14', 'easy')).toBe(0);
  });
});
