import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';
import { readData, readKeys, setReadData } from '../../lib/reads.ts';
import { newEntries, startLiveBoards } from './live-boards.ts';
import { type BoardNews, onBoardNews } from './live-news.ts';
import type { LiveEnvironment } from './live-stream.ts';

const entry = (rank: number, username: string, score: number, at = '2026-11-02T10:00:00.000Z') => ({
  rank,
  username,
  score,
  bestTime: 60,
  completedAt: at,
});

/** A stream the test feeds, in a browser without Web Locks (one stream per tab). */
function oneStream() {
  const sources: { url: string; emit: (type: string, id: number, data: string) => void }[] = [];
  class Source {
    readonly url: string;
    onerror = null;
    readonly listeners = new Map<string, (event: MessageEvent) => void>();
    constructor(url: string) {
      this.url = url;
      sources.push({
        url,
        emit: (type, id, data) =>
          this.listeners.get(type)?.(new MessageEvent(type, { data, lastEventId: String(id) })),
      });
    }
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      this.listeners.set(type, listener);
    }
    close() {}
  }
  const env: LiveEnvironment = {
    EventSource: Source as unknown as LiveEnvironment['EventSource'],
    BroadcastChannel: undefined,
    locks: undefined,
    random: () => 0.5,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
  return { env, sources };
}

describe('the live boards on the page', () => {
  it('tells new and improved entries from rows that only moved or were renamed', () => {
    const before = [entry(1, 'ana', 900), entry(2, 'bo', 800)];
    const after = [
      entry(1, 'cy', 950, '2026-11-03T10:00:00.000Z'),
      entry(2, 'ana', 900),
      entry(3, 'bob', 800),
    ];
    expect(newEntries(before, after).map((row) => row.username)).toEqual(['cy']);
  });

  it("puts a board's new rows in place of the page's read and tells the board what arrived", () => {
    const { env, sources } = oneStream();
    const key = readKeys.leaderboard(1, 'month');
    setReadData<LeaderboardEntry[]>(key, [entry(1, 'ana', 900)]);
    const news: BoardNews[] = [];
    const stopNews = onBoardNews((item) => news.push(item));
    const leave = startLiveBoards(env);
    const again = startLiveBoards(env);
    // One stream for every board of the page.
    expect(sources.map((source) => source.url)).toEqual(['/api/live/boards']);
    const rows = [entry(1, 'zoe', 1234, '2026-11-04T10:00:00.000Z'), entry(2, 'ana', 900)];
    sources[0]?.emit(
      'board',
      5,
      JSON.stringify({ gameId: 1, period: 'month', month: '2026-11', entries: rows }),
    );
    expect(readData(key)).toEqual(rows);
    expect(news).toEqual([{ gameId: 1, period: 'month', entries: [rows[0]] }]);
    // Data of another shape is ignored.
    sources[0]?.emit('board', 6, JSON.stringify({ gameId: 1, period: 'month', entries: 'none' }));
    expect(readData(key)).toEqual(rows);
    leave();
    again();
    stopNews();
  });
});
