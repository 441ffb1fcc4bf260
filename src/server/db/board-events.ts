// The live boards' events (table board_events): each change of a board's top 30 with the board's new
// rows, numbered by the table's own sequence in the order the changes committed. Written once by the
// instance whose write changed the board, read once by every instance (which sends it to its clients),
// and read again by an instance when a client reconnects after missing some.
import type { LeaderboardEntry } from '../../shared/api/leaderboard.ts';
import { readBoard } from './best-scores.ts';
import type { Database, Queryable } from './database.ts';

/** Notified with the newest event's id when events were written. */
export const BOARD_EVENTS_CHANNEL = 'board_events';

/**
 * Taken by every transaction that writes events, so that events commit in the order of their ids: a
 * reader that has every event up to one id has every event before it, and a resume from an id misses
 * nothing. The board's rows are read after the lock, so a later event never holds older rows.
 */
const BOARD_EVENTS_LOCK_ID = 727_274_003;

export interface StoredBoardEvent {
  id: number;
  gameId: number;
  /** 'all' or a Pacific month 'YYYY-MM', as in best_scores. */
  period: string;
  entries: LeaderboardEntry[];
}

interface EventRow {
  id: number;
  game_id: number;
  period: string;
  entries: LeaderboardEntry[];
}

const toEvent = (row: EventRow): StoredBoardEvent => ({
  id: Number(row.id),
  gameId: row.game_id,
  period: row.period,
  entries: row.entries,
});

/**
 * Reads the boards `keys` of a game ('all' and the current month) and stores an event for each whose
 * rows differ from the board's last event, in one transaction that notifies every instance with the
 * newest id. Returns the ids written (none when no board's rows changed).
 */
export async function writeBoardEvents(
  database: Database,
  gameId: number,
  keys: readonly string[],
  now: Date,
): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOARD_EVENTS_LOCK_ID]);
    const boards = [];
    for (const key of keys) boards.push({ period: key, entries: await readBoard(tx, gameId, key) });
    const result = await tx.query<{ id: number }>({
      name: 'board-events-write',
      text: `INSERT INTO board_events (game_id, period, entries, created_at)
             SELECT $1, f.value->>'period', f.value->'entries', $3
               FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS f(value, n)
              WHERE f.value->'entries' IS DISTINCT FROM (
                      SELECT e.entries FROM board_events e
                       WHERE e.game_id = $1 AND e.period = f.value->>'period' ORDER BY e.id DESC LIMIT 1)
              ORDER BY f.n
             RETURNING id`,
      values: [gameId, JSON.stringify(boards), now],
    });
    const ids = result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    const newest = ids.at(-1);
    // Delivered at commit, to every instance, after the rows it names are visible.
    if (newest !== undefined)
      await tx.query('SELECT pg_notify($1, $2)', [BOARD_EVENTS_CHANNEL, String(newest)]);
    return ids;
  });
}

/** The events after `afterId`, oldest first, at most `limit`. */
export async function boardEventsAfter(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<StoredBoardEvent[]> {
  const result = await db.query<EventRow>({
    name: 'board-events-after',
    text: 'SELECT id, game_id, period, entries FROM board_events WHERE id > $1 ORDER BY id LIMIT $2',
    values: [afterId, limit],
  });
  return result.rows.map(toEvent);
}

/**
 * What a client that last received event `lastId` missed: the events after it (at most `limit`), or
 * null when that event is not kept (deleted as too old, or never issued), so nothing can say what the
 * client missed. The newest event is always kept, so a client that is up to date can always resume.
 */
export async function boardEventsSince(
  db: Queryable,
  lastId: number,
  limit: number,
): Promise<StoredBoardEvent[] | null> {
  const result = await db.query<EventRow>({
    name: 'board-events-since',
    text: 'SELECT id, game_id, period, entries FROM board_events WHERE id >= $1 ORDER BY id LIMIT $2',
    values: [lastId, limit + 1],
  });
  const [first, ...rest] = result.rows;
  // Position 0 is before the first event: what followed is kept while the first event (1) is.
  if (lastId === 0)
    return !first ? [] : Number(first.id) === 1 ? result.rows.slice(0, limit).map(toEvent) : null;
  if (!first || Number(first.id) !== lastId) return null;
  return rest.map(toEvent);
}

/** The newest event's id, 0 when there is none. */
export async function newestBoardEventId(db: Queryable): Promise<number> {
  const result = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM board_events');
  return Number(result.rows[0]?.id ?? 0);
}

/**
 * Deletes the events written before `before`, oldest first (every event up to the newest such one,
 * so that a kept event is always followed by every later one) but never the newest event of all: a
 * client that received it can still resume after a quiet hour.
 */
export async function deleteBoardEventsBefore(db: Queryable, before: Date): Promise<number> {
  const result = await db.query(
    `DELETE FROM board_events
      WHERE id <= (SELECT max(id) FROM board_events WHERE created_at < $1)
        AND id < (SELECT max(id) FROM board_events)`,
    [before],
  );
  return result.rowCount ?? 0;
}

/**
 * Deletes every event of these games' boards (an account on them is deleted): its name is kept
 * nowhere, and the boards' next events, written once the deletion commits, cannot be taken for
 * repeats of an earlier one. A client whose last event goes reads its boards again when it resumes.
 */
export async function deleteBoardEventsOf(db: Queryable, gameIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM board_events WHERE game_id = ANY($1::smallint[])', [gameIds]);
}
