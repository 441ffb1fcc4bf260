import { describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../../../shared/games/tldr/answers.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import { WORD_LISTS } from '../../../shared/games/word-scramble/words.ts';
import { dailyWordOrder, dailyWordPick, rankedWordPick } from './daily.ts';

const SECRET = 'a-secret-of-the-tests-0123';

function dayAfter(first: string, offset: number): string {
  return new Date((dayNumber(first) + offset) * 86_400_000).toISOString().slice(0, 10);
}

describe('the daily picks', () => {
  it("draw each day's TL;DR words on their own, with the secret, the ranked one never the shared one", () => {
    const days = Array.from({ length: 400 }, (_, offset) => dayAfter('2026-01-01', offset));
    const daily = days.map((day) => dailyWordPick(SECRET, day));
    for (const word of daily) expect(TLDR_ANSWERS).toContain(word);
    // Independent draws: words come again within a year (a cycle without repeats would not), and the
    // days spread over the list.
    expect(new Set(daily).size).toBeLessThan(days.length);
    expect(new Set(daily).size).toBeGreaterThan(days.length * 0.8);
    expect(days.map((day) => dailyWordPick('another-secret-0123456', day))).not.toEqual(daily);
    expect(dailyWordPick(SECRET, '2026-11-22')).toBe(dailyWordPick(SECRET, '2026-11-22'));
    for (const [index, day] of days.entries()) {
      const shared = daily[index] as string;
      const mine = rankedWordPick(SECRET, 7, day, shared);
      expect(mine).not.toBe(shared);
      expect(rankedWordPick(SECRET, 7, day, shared)).toBe(mine);
    }
    const players = Array.from({ length: 50 }, (_, id) =>
      rankedWordPick(SECRET, id + 1, '2026-11-22', 'PLANET'),
    );
    expect(new Set(players).size).toBeGreaterThan(40);
    // Even a stored shared word the list no longer holds is never a player's ranked word.
    expect(rankedWordPick(SECRET, 7, '2026-11-22', 'ZZZZZZ')).not.toBe('ZZZZZZ');
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
