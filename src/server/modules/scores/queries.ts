import type { SubmittedScore } from '../../../shared/api/scores.ts';
import { inTopOfBoard } from '../../db/best-scores.ts';
import type { Queryable } from '../../db/database.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';

export interface ScoreRow {
  id: number | null;
  user_id: number;
  game_id: number;
  time_seconds: number;
  score: number;
  completed_at: Date;
}

export function toSubmittedScore(row: ScoreRow): SubmittedScore {
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
  /** The level the play was dealt at, for a game with levels; else null. */
  difficulty: string | null;
  /** What a game of guesses (TL;DR) kept of its play for the player's statistics; else null. */
  outcome: { guesses: number; won: boolean } | null;
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
 * an account deleted meanwhile), the statement fails and nothing of it stays: `ScoreRecorder` then
 * stores each alone, so that only that one is refused.
 */
export async function storeScores(db: Queryable, inputs: readonly ScoreInput[]): Promise<Recorded[]> {
  const result = await db.query<ScoreRow & { play_id: string; board_changed: boolean }>({
    name: 'scores-record',
    text: `WITH input AS (
             SELECT * FROM unnest($1::int[], $2::smallint[], $3::int[], $4::int[], $5::timestamptz[], $6::date[], $7::text[], $9::int[], $10::int[], $11::text[], $12::smallint[], $13::boolean[])
                      AS t(user_id, game_id, time_seconds, score, at, day, play_id, elapsed_ms, floor_ms, difficulty, guesses, won)
           ), claimed AS (
             UPDATE plays p SET submitted_at = i.at, score_id = nextval('scores_id_seq'), over_at = COALESCE(p.over_at, i.at),
                                elapsed_ms = i.elapsed_ms, floor_ms = i.floor_ms
               FROM input i
              WHERE p.id = i.play_id AND p.submitted_at IS NULL AND p.expires_at > i.at
             RETURNING p.id AS play_id, p.score_id, p.once_a_day
           ), inserted AS (
             INSERT INTO scores (id, user_id, game_id, time_seconds, score, completed_at, pacific_day, once_a_day, difficulty, guesses, won)
             SELECT c.score_id, i.user_id, i.game_id, i.time_seconds, i.score, i.at, i.day, c.once_a_day, i.difficulty, i.guesses, i.won
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
             INSERT INTO user_game_stats AS s (user_id, game_id, games_played, best_time, best_score, total_score)
             SELECT user_id, game_id, count(*), min(time_seconds), max(score), sum(score) FROM inserted
              GROUP BY user_id, game_id ORDER BY user_id, game_id
             ON CONFLICT (user_id, game_id) DO UPDATE
               SET games_played = s.games_played + EXCLUDED.games_played,
                   best_time = LEAST(s.best_time, EXCLUDED.best_time),
                   best_score = GREATEST(s.best_score, EXCLUDED.best_score),
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
      inputs.map((input) => input.difficulty),
      inputs.map((input) => input.outcome?.guesses ?? null),
      inputs.map((input) => input.outcome?.won ?? null),
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
