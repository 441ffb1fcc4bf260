import { LEADERBOARD_SIZE } from '../../../shared/api/leaderboard.ts';
import type { SubmittedScore } from '../../../shared/api/scores.ts';
import { type Database, DatabaseUnavailableError, type Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { foreignKeyViolation, unauthorized, uniqueViolation } from '../../lib/errors.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';

interface ScoreRow {
  id: number | null;
  user_id: number;
  game_id: number;
  time_seconds: number;
  score: number;
  completed_at: Date;
}

function toSubmittedScore(row: ScoreRow): SubmittedScore {
  return {
    id: Number(row.id),
    userId: row.user_id,
    gameId: row.game_id,
    timeSeconds: row.time_seconds,
    score: row.score,
    completedAt: row.completed_at.toISOString(),
  };
}

/** A verified score to store: whose, which game, and from which play, at which instant. */
export interface ScoreInput {
  userId: number;
  gameId: number;
  timeSeconds: number;
  score: number;
  /** The Pacific day it counts for: the day of its deal for TL;DR, else of its submission. */
  day: string;
  playId: string;
  at: Date;
  /** The game's time on the server's clock and its human floor, in milliseconds, kept with its play. */
  elapsedMs: number;
  floorMs: number;
}

/** What storing a play's score did: stored it, or found the play submitted, or TL;DR's day taken. */
export type Recorded =
  | { kind: 'stored'; score: SubmittedScore; boardChanged: boolean }
  | { kind: 'play-submitted' }
  | { kind: 'day-taken' };

/**
 * Stores the verified scores of plays in one statement, so all or nothing, with one commit for all
 * of them. For each, it claims the play (marks it submitted with the new score's id, which locks its
 * row) unless it was submitted or expired meanwhile, and stores the score; with them, each player's
 * best for the game in the score's month and all time, their per-game counters, the site totals, and
 * a notification to every instance for each game whose top 30 changed. Two submissions of one play
 * wait for each other on its row, and the second finds it submitted.
 *
 * The inputs must name different plays. If any of them cannot be stored (a second TL;DR for a day,
 * an account deleted meanwhile), the statement fails and nothing of it stays: `recordScore` then
 * stores each alone, so that only that one is refused.
 */
async function storeScores(db: Queryable, inputs: readonly ScoreInput[]): Promise<Recorded[]> {
  const result = await db.query<ScoreRow & { play_id: string; board_changed: boolean }>({
    name: 'scores-record',
    text: `WITH input AS (
             SELECT * FROM unnest($1::int[], $2::smallint[], $3::int[], $4::int[], $5::timestamptz[], $6::date[], $7::text[], $9::int[], $10::int[])
                      AS t(user_id, game_id, time_seconds, score, at, day, play_id, elapsed_ms, floor_ms)
           ), claimed AS (
             UPDATE plays p SET submitted_at = i.at, score_id = nextval('scores_id_seq'), over_at = COALESCE(p.over_at, i.at),
                                elapsed_ms = i.elapsed_ms, floor_ms = i.floor_ms
               FROM input i
              WHERE p.id = i.play_id AND p.submitted_at IS NULL AND p.expires_at > i.at
             RETURNING p.id AS play_id, p.score_id, p.once_a_day
           ), inserted AS (
             INSERT INTO scores (id, user_id, game_id, time_seconds, score, completed_at, pacific_day, once_a_day)
             SELECT c.score_id, i.user_id, i.game_id, i.time_seconds, i.score, i.at, i.day, c.once_a_day
               FROM claimed c JOIN input i ON i.play_id = c.play_id
             RETURNING id, user_id, game_id, time_seconds, score, completed_at, pacific_day
           ), candidates AS (
             -- One row per board entry: a player's best of this statement for each game and period.
             SELECT DISTINCT ON (i.game_id, p.period, i.user_id)
                    i.game_id, p.period, i.user_id, i.score, i.time_seconds, i.completed_at
               FROM inserted i
               CROSS JOIN LATERAL (VALUES ('all'), (to_char(i.pacific_day, 'YYYY-MM'))) AS p(period)
              ORDER BY i.game_id, p.period, i.user_id, i.score DESC, i.time_seconds ASC, i.completed_at ASC
           ), improved AS (
             INSERT INTO best_scores AS b (game_id, period, user_id, username, score, time_seconds, completed_at)
             SELECT c.game_id, c.period, c.user_id, u.username, c.score, c.time_seconds, c.completed_at
               FROM candidates c JOIN users u ON u.id = c.user_id
              -- Rows are locked in one order by every writer, which keeps deadlocks rare.
              ORDER BY c.user_id, c.game_id, c.period
             ON CONFLICT (game_id, period, user_id) DO UPDATE
               SET score = EXCLUDED.score, time_seconds = EXCLUDED.time_seconds, completed_at = EXCLUDED.completed_at
               WHERE EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_seconds < b.time_seconds)
             RETURNING b.game_id, b.period, b.score, b.time_seconds
           ), notified AS (
             -- Only a new best that reaches a top 30 changes what boards show; notifying takes a
             -- database-wide lock at commit, so it is skipped for everything else.
             SELECT changed.game_id, pg_notify('${BOARD_CHANNEL}', changed.game_id::text)
               FROM (SELECT DISTINCT i.game_id FROM improved i WHERE ${inTopOfBoard('i')}) AS changed
           ), per_user AS (
             INSERT INTO user_game_stats AS s (user_id, game_id, games_played, best_time, total_score)
             SELECT user_id, game_id, count(*), min(time_seconds), sum(score) FROM inserted
              GROUP BY user_id, game_id ORDER BY user_id, game_id
             ON CONFLICT (user_id, game_id) DO UPDATE
               SET games_played = s.games_played + EXCLUDED.games_played,
                   best_time = LEAST(s.best_time, EXCLUDED.best_time),
                   total_score = s.total_score + EXCLUDED.total_score
           ), site AS (
             INSERT INTO site_totals AS t (slot, games, points, seconds)
             SELECT $8, count(*), sum(score), sum(time_seconds) FROM inserted HAVING count(*) > 0
             ON CONFLICT (slot) DO UPDATE
               SET games = t.games + EXCLUDED.games, points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds
           )
           SELECT i.play_id, s.id, s.user_id, s.game_id, s.time_seconds, s.score, s.completed_at,
                  EXISTS (SELECT 1 FROM notified n WHERE n.game_id = s.game_id) AS board_changed
             FROM input i
             LEFT JOIN claimed c ON c.play_id = i.play_id
             LEFT JOIN inserted s ON s.id = c.score_id`,
    values: [
      inputs.map((input) => input.userId),
      inputs.map((input) => input.gameId),
      inputs.map((input) => input.timeSeconds),
      inputs.map((input) => input.score),
      inputs.map((input) => input.at),
      inputs.map((input) => input.day),
      inputs.map((input) => input.playId),
      randomSlot(),
      inputs.map((input) => input.elapsedMs),
      inputs.map((input) => input.floorMs),
    ],
  });
  const byPlay = new Map(result.rows.map((row) => [row.play_id, row]));
  return inputs.map((input): Recorded => {
    const row = byPlay.get(input.playId);
    if (!row || row.id === null) return { kind: 'play-submitted' };
    return {
      kind: 'stored',
      score: toSubmittedScore(row),
      boardChanged: row.board_changed,
    };
  });
}

/** `storeScores` for one score, with the refusals that concern it alone turned into answers. */
async function storeOne(db: Queryable, input: ScoreInput): Promise<Recorded> {
  try {
    const [recorded] = await withRetry(() => storeScores(db, [input]));
    return recorded ?? { kind: 'play-submitted' };
  } catch (error) {
    if (uniqueViolation(error) === 'scores_once_a_day_key') return { kind: 'day-taken' };
    // The account was deleted while its game was being submitted: there is nobody left to score for.
    if (foreignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

interface Waiting {
  input: ScoreInput;
  resolve: (recorded: Recorded) => void;
  reject: (error: unknown) => void;
}

/** At most this many scores in one statement, so that one statement stays short. */
const MAX_BATCH = 256;
/**
 * Statements of scores under way at once: while one waits for its commit to reach the disk, the next
 * runs. Both lock their rows in the same order (plays, then boards and counters by player and game,
 * then one totals slot), and a deadlock all the same is retried.
 */
const IN_FLIGHT = 2;

/**
 * Stores scores as they come, many to a statement. Scores that arrive in one turn of the event loop
 * go together at the end of it, at once while fewer than `IN_FLIGHT` statements run; those that
 * arrive while they run wait and go together in the next. Every score is answered once the
 * statement that stored it has committed, so durably, and a single commit covers the whole batch:
 * under load the database writes and flushes its log once for many scores instead of once for each.
 */
export class ScoreRecorder {
  readonly #db: Queryable;
  #waiting: Waiting[] = [];
  #running = 0;
  #scheduled = false;

  constructor(db: Queryable) {
    this.#db = db;
  }

  record(input: ScoreInput): Promise<Recorded> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      // Scores that arrive in one turn of the event loop (the plays of one read come back together)
      // go together: sent at once, the first of them would take a statement each.
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#next();
        });
      }
    });
  }

  #next(): void {
    while (this.#running < IN_FLIGHT && this.#waiting.length > 0) this.#startStatement();
  }

  #startStatement(): void {
    // Two submissions of one play never share a statement: the later one waits for the next.
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const plays = new Set<string>();
    for (const waiting of this.#waiting) {
      if (batch.length < MAX_BATCH && !plays.has(waiting.input.playId)) {
        plays.add(waiting.input.playId);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    this.#waiting = later;
    this.#running += 1;
    this.#store(batch).finally(() => {
      this.#running -= 1;
      this.#next();
    });
  }

  async #store(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await storeOne(this.#db, only.input).then(only.resolve, only.reject);
      return;
    }
    let recorded: Recorded[];
    try {
      recorded = await withRetry(() =>
        storeScores(
          this.#db,
          batch.map((waiting) => waiting.input),
        ),
      );
    } catch (error) {
      // Without a database, going again alone would only wait as long again for each.
      if (error instanceof DatabaseUnavailableError) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One of them could not be stored, and the statement stored none: each goes again alone, so
      // that only the one at fault is refused.
      for (const waiting of batch) {
        await storeOne(this.#db, waiting.input).then(waiting.resolve, waiting.reject);
      }
      return;
    }
    batch.forEach((waiting, index) => {
      waiting.resolve(recorded[index] as Recorded);
    });
  }
}

/**
 * Counts a refused submission for the admin, by Pacific day, game and reason. Its commit does not
 * wait for the disk: a count lost in a crash costs nothing that matters.
 */
export async function countRefusal(db: Queryable, day: string, gameId: number, code: string): Promise<void> {
  await db.query({
    name: 'scores-count-refusal',
    text: `INSERT INTO refused_submissions AS r (day, game_id, code, count)
           SELECT $1::date, $2::smallint, $3::text, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
           ON CONFLICT (day, game_id, code) DO UPDATE SET count = r.count + 1`,
    values: [day, gameId, code],
  });
}

/**
 * SQL that is true when a board row (`row`: an alias with game_id, period, score and time_seconds)
 * stands in its board's top 30: fewer than 30 entries are ahead of it (a higher score, or the same
 * score in less time). The entries ahead come first in the board's index order, so they are counted
 * among the board's first 30 rows, read in that order (its NULLS LAST included, or the index is not
 * used): at most 30 index entries are read, wherever the row stands. Counting the entries ahead with
 * a filter instead reads the whole board for every row that is in its top 30.
 */
export function inTopOfBoard(row: string): string {
  return `(SELECT count(*) FROM (
             SELECT o.score, o.time_seconds FROM best_scores o
              WHERE o.game_id = ${row}.game_id AND o.period = ${row}.period
              ORDER BY o.score DESC NULLS LAST, o.time_seconds ASC LIMIT ${LEADERBOARD_SIZE}) AS top
            WHERE top.score > ${row}.score OR (top.score = ${row}.score AND top.time_seconds < ${row}.time_seconds)
          ) < ${LEADERBOARD_SIZE}`;
}

/**
 * Removes a stored score and everything that counted it, in one transaction: the player's best for
 * the game all time and in the score's month (the next best of their remaining scores takes its
 * place, or the entry goes), their per-game counters (games played, best time, points), the site
 * totals, and a notification to every instance when a top 30 changed. The play it came from stays,
 * no longer linked to a score. Returns null when there is no such score.
 */
export async function removeScore(
  database: Database,
  scoreId: number,
): Promise<{ score: SubmittedScore; username: string; boardChanged: boolean } | null> {
  return withRetry(() =>
    database.transaction(async (tx) => {
      const deleted = await tx.query<Omit<ScoreRow, 'board_changed'> & { month: string }>(
        `DELETE FROM scores WHERE id = $1
         RETURNING id, user_id, game_id, time_seconds, score, completed_at, to_char(pacific_day, 'YYYY-MM') AS month`,
        [scoreId],
      );
      const row = deleted.rows[0];
      if (!row) return null;
      const player = [row.user_id, row.game_id];
      // The play stays submitted (it cannot score again) but no longer names a score that is gone.
      await tx.query('UPDATE plays SET score_id = NULL WHERE score_id = $1', [scoreId]);
      // Read after the play's lock, which a suspension takes first: a suspended player's scores are
      // out of the totals already.
      const owner = await tx.query<{ username: string; suspended: boolean }>(
        'SELECT username, suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1',
        [row.user_id],
      );
      const { username = '', suspended = false } = owner.rows[0] ?? {};

      // The board entries that were this score, locked so that a score arriving meanwhile compares
      // itself with their replacement; whether each stood in its top 30 decides the notification.
      const entries = await tx.query<{ period: string; on_board: boolean }>(
        `SELECT b.period, ${inTopOfBoard('b')} AS on_board
           FROM best_scores b
          WHERE b.user_id = $1 AND b.game_id = $2 AND b.period IN ('all', $3)
            AND b.score = $4 AND b.time_seconds = $5 AND b.completed_at = $6
          FOR UPDATE OF b`,
        [...player, row.month, row.score, row.time_seconds, row.completed_at],
      );
      for (const { period } of entries.rows) {
        await tx.query(
          `WITH next AS (
             SELECT score, time_seconds, completed_at FROM scores
              WHERE user_id = $1 AND game_id = $2 AND ($3 = 'all' OR to_char(pacific_day, 'YYYY-MM') = $3)
              ORDER BY score DESC, time_seconds ASC, completed_at ASC LIMIT 1
           ), replaced AS (
             UPDATE best_scores b SET score = n.score, time_seconds = n.time_seconds, completed_at = n.completed_at
               FROM next n WHERE b.user_id = $1 AND b.game_id = $2 AND b.period = $3
           )
           DELETE FROM best_scores
            WHERE user_id = $1 AND game_id = $2 AND period = $3 AND NOT EXISTS (SELECT 1 FROM next)`,
          [...player, period],
        );
      }

      // Counted the way an insert counts (relative to the row), so a score stored meanwhile is not lost.
      await tx.query(
        `UPDATE user_game_stats s
            SET games_played = s.games_played - 1,
                total_score = s.total_score - $3,
                best_time = CASE WHEN s.best_time < $4 THEN s.best_time
                                 ELSE coalesce((SELECT min(time_seconds) FROM scores
                                                 WHERE user_id = $1 AND game_id = $2), s.best_time) END
          WHERE s.user_id = $1 AND s.game_id = $2`,
        [...player, row.score, row.time_seconds],
      );
      await tx.query(
        'DELETE FROM user_game_stats WHERE user_id = $1 AND game_id = $2 AND games_played <= 0',
        player,
      );
      // The totals are sums over their slots, so one slot may go below zero.
      if (!suspended)
        await tx.query(
          `INSERT INTO site_totals AS t (slot, games, points, seconds) VALUES ($1, -1, -$2::bigint, -$3::bigint)
           ON CONFLICT (slot) DO UPDATE
             SET games = t.games + EXCLUDED.games, points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds`,
          [randomSlot(), row.score, row.time_seconds],
        );
      const boardChanged = entries.rows.some((entry) => entry.on_board);
      if (boardChanged)
        await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(row.game_id)]);
      return { score: toSubmittedScore(row), username, boardChanged };
    }),
  );
}
