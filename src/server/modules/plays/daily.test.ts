import { describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../../../shared/games/tldr/answers.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import { WORD_LISTS } from '../../../shared/games/word-scramble/words.ts';
import { dailyWordOrder, tldrAnswer } from './daily.ts';

const SECRET = 'a-secret-of-the-tests-0123';

function dayAfter(first: string, offset: number): string {
  return new Date((dayNumber(first) + offset) * 86_400_000).toISOString().slice(0, 10);
}

describe('the daily picks', () => {
  it('give every TL;DR answer once in each cycle as long as the list, in an order the secret decides', () => {
    const count = TLDR_ANSWERS.length;
    const start = Math.ceil(dayNumber('2026-01-01') / count) * count;
    const first = new Date(start * 86_400_000).toISOString().slice(0, 10);
    const cycle = Array.from({ length: count }, (_, offset) => tldrAnswer(SECRET, dayAfter(first, offset)));
    expect(new Set(cycle).size).toBe(count);
    const other = Array.from({ length: count }, (_, offset) =>
      tldrAnswer('another-secret-0123456', dayAfter(first, offset)),
    );
    expect(other).not.toEqual(cycle);
    expect(tldrAnswer(SECRET, '2026-11-22')).toBe(tldrAnswer(SECRET, '2026-11-22'));
  });

  it("keep a player's Word Scramble order for a day and difficulty, and change it with the secret", () => {
    const order = dailyWordOrder(SECRET, 'user:7', '2026-11-22', 'hard');
    expect(order).toEqual(dailyWordOrder(SECRET, 'user:7', '2026-11-22', 'hard'));
    expect([...order].sort((a, b) => a.word.localeCompare(b.word))).toEqual(
      [...WORD_LISTS.hard].sort((a, b) => a.word.localeCompare(b.word)),
    );
    expect(dailyWordOrder(SECRET, 'user:8', '2026-11-22', 'hard')).not.toEqual(order);
    expect(dailyWordOrder(SECRET, 'user:7', '2026-11-23', 'hard')).not.toEqual(order);
    expect(dailyWordOrder('another-secret-0123456', 'user:7', '2026-11-22', 'hard')).not.toEqual(order);
  });
});
