import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';
import { boardEventAnswer } from '../../lib/answers/live.ts';
import { isAnswer } from '../../lib/api.ts';
import { invalidateReads, readData, readKeys, setReadData } from '../../lib/reads.ts';
import { tellBoardNews } from './live-news.ts';
import { type LiveEnvironment, startLiveStream } from './live-stream.ts';

/** The address of the live boards' stream. */
const LIVE_BOARDS_URL = '/api/live/boards';

/** An entry is what a player achieved: a board's row that moved or was renamed is not news. */
const achievement = (entry: LeaderboardEntry) => `${entry.completedAt}|${entry.score}|${entry.bestTime}`;

/** The entries of `after` that `before` did not have (a new player, or a better game of one). */
export function newEntries(before: readonly LeaderboardEntry[], after: readonly LeaderboardEntry[]) {
  const known = new Set(before.map(achievement));
  return after.filter((entry) => !known.has(achievement(entry)));
}

/** A board's new rows, in place of what the page read: nothing is fetched for it. */
function applyBoard(text: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  if (!isAnswer(boardEventAnswer, value)) return;
  const key = readKeys.leaderboard(value.gameId, value.period);
  const before = readData<LeaderboardEntry[]>(key);
  setReadData(key, value.entries);
  const entries = before ? newEntries(before, value.entries) : [];
  if (entries.length > 0) tellBoardNews({ gameId: value.gameId, period: value.period, entries });
}

/** Marks the leaderboard section with what this tab does, for the browser tests. */
function markSection(name: string, value: string): void {
  document.getElementById('leaderboard')?.setAttribute(name, value);
}

let users = 0;
let stop: (() => void) | null = null;

/**
 * Starts the live boards for the page unless they run already (each board on screen asks; the
 * stream stops when the last one is gone); the function returned is that board's leave.
 */
export function startLiveBoards(env?: LiveEnvironment): () => void {
  users += 1;
  stop ??= startLiveStream(
    LIVE_BOARDS_URL,
    {
      onBoard: applyBoard,
      // The one re-read: the boards shown now, the others when next shown.
      onReset: () => void invalidateReads(['leaderboard']),
      onState: (state) => markSection('data-live', state),
      onReady: () => markSection('data-live-ready', 'true'),
    },
    env,
  );
  let left = false;
  return () => {
    if (left) return;
    left = true;
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
