import type { GameProgress, HistoryEntry, Standing } from '../../../shared/api/progress.ts';
import type { Difficulty } from '../../../shared/games/define-game.ts';
import type { RankedDay } from '../../../shared/games/tldr/stats.ts';
import { PROGRESS_DAYS, PROGRESS_WEEKS } from '../../../shared/progress-span.ts';
import { monthStart, weekStarts } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * A player's figures per game, as of the Pacific day `today`: the kept counters, the best of each of
 * the last PROGRESS_DAYS days, the games of each of the last PROGRESS_WEEKS weeks, and where their
 * best of this month stands. Every stored score is a verified game; four reads of the player's own
 * rows (by the index on user and game) and one of this month's games of the games they played.
 */
export async function readGameProgress(
  db: Queryable,
  userId: number,
  gameIds: readonly number[],
  today: string,
): Promise<GameProgress[]> {
  const weeks = weekStarts(today, PROGRESS_WEEKS);
  const [counters, days, perWeek, standing] = await Promise.all([
    db.query<{
      game_id: number;
      games_played: number;
      best_time: number;
      best_score: number;
      total_score: number;
    }>({
      name: 'progress-counters',
      text: `SELECT game_id, games_played, best_time, best_score, total_score
               FROM user_game_stats WHERE user_id = $1`,
      values: [userId],
    }),
    db.query<{ game_id: number; day: string; best: number; games: number }>({
      name: 'progress-days',
      text: `SELECT game_id, pacific_day::text AS day, max(score) AS best, count(*)::int AS games
               FROM scores
              WHERE user_id = $1 AND pacific_day > $2::date - $3::int AND pacific_day <= $2::date
              GROUP BY game_id, pacific_day ORDER BY game_id, pacific_day`,
      values: [userId, today, PROGRESS_DAYS],
    }),
    db.query<{ game_id: number; week: string; games: number }>({
      name: 'progress-weeks',
      text: `SELECT game_id, to_char(date_trunc('week', pacific_day), 'YYYY-MM-DD') AS week, count(*)::int AS games
               FROM scores
              WHERE user_id = $1 AND pacific_day >= $2::date AND pacific_day <= $3::date
              GROUP BY 1, 2`,
      values: [userId, weeks[0], today],
    }),
    readStanding(db, userId, today),
  ]);
  return gameIds.map((gameId): GameProgress => {
    const counter = counters.rows.find((row) => row.game_id === gameId);
    const gameWeeks = new Map(
      perWeek.rows.filter((row) => row.game_id === gameId).map((row) => [row.week, row.games]),
    );
    return {
      gameId,
      gamesPlayed: counter?.games_played ?? 0,
      bestScore: counter ? counter.best_score : null,
      bestTime: counter ? counter.best_time : null,
      totalScore: counter ? Number(counter.total_score) : 0,
      days: days.rows
        .filter((row) => row.game_id === gameId)
        .map(({ day, best, games }) => ({ day, best, games })),
      weeks: weeks.map((weekStart) => ({ weekStart, games: gameWeeks.get(weekStart) ?? 0 })),
      standing: standing.filter((row) => row.gameId === gameId).map(({ gameId: _, ...rest }) => rest),
    };
  });
}

/**
 * For each game and difficulty the player played this month (Pacific), their best score and how
 * many of the month's games of that game and difficulty scored less. Suspended players' games are
 * left out, as they are of the boards.
 */
async function readStanding(
  db: Queryable,
  userId: number,
  today: string,
): Promise<(Standing & { gameId: number })[]> {
  const result = await db.query<{
    game_id: number;
    difficulty: Difficulty | null;
    best: number;
    compared: number;
    below: number;
  }>({
    name: 'progress-standing',
    text: `WITH mine AS (
             SELECT game_id, difficulty, max(score) AS best FROM scores
              WHERE user_id = $1 AND pacific_day >= $2::date AND pacific_day <= $3::date
              GROUP BY game_id, difficulty
           )
           SELECT m.game_id, m.difficulty, m.best,
                  count(s.id)::int AS compared, (count(s.id) FILTER (WHERE s.score < m.best))::int AS below
             FROM mine m
             JOIN scores s ON s.game_id = m.game_id AND s.difficulty IS NOT DISTINCT FROM m.difficulty
                          AND s.pacific_day >= $2::date AND s.pacific_day <= $3::date
             JOIN users u ON u.id = s.user_id AND u.suspended_at IS NULL
            GROUP BY m.game_id, m.difficulty, m.best
            ORDER BY m.game_id, m.difficulty`,
    values: [userId, monthStart(today), today],
  });
  return result.rows.map((row) => ({
    gameId: row.game_id,
    difficulty: row.difficulty,
    best: row.best,
    compared: row.compared,
    below: row.below,
    percentile: row.compared === 0 ? 0 : Math.round((row.below / row.compared) * 100),
  }));
}

/** The player's ranked games of a once-a-day game of guesses (TL;DR), one per Pacific day. */
export async function readRankedDays(db: Queryable, userId: number, gameId: number): Promise<RankedDay[]> {
  const result = await db.query<{ day: string; won: boolean | null; guesses: number | null }>({
    name: 'progress-ranked-days',
    text: `SELECT pacific_day::text AS day, won, guesses FROM scores
            WHERE user_id = $1 AND game_id = $2 AND once_a_day ORDER BY pacific_day`,
    values: [userId, gameId],
  });
  return result.rows.map((row) => ({ day: row.day, won: row.won ?? false, guesses: row.guesses }));
}

export interface HistoryFilter {
  gameId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** A page of the player's games, newest first, and the id to pass as `before` for the next one. */
export async function readHistory(
  db: Queryable,
  userId: number,
  filter: HistoryFilter,
): Promise<{ scores: HistoryEntry[]; next: number | null }> {
  const result = await db.query<{
    id: string;
    game_id: number;
    score: number;
    time_seconds: number;
    completed_at: Date;
    day: string;
    difficulty: Difficulty | null;
    guesses: number | null;
    won: boolean | null;
  }>({
    name: 'progress-history',
    text: `SELECT id, game_id, score, time_seconds, completed_at, pacific_day::text AS day, difficulty, guesses, won
             FROM scores
            WHERE user_id = $1
              AND ($2::smallint IS NULL OR game_id = $2)
              AND ($3::date IS NULL OR pacific_day >= $3)
              AND ($4::date IS NULL OR pacific_day <= $4)
              AND ($5::bigint IS NULL OR id < $5)
            ORDER BY id DESC
            LIMIT $6`,
    values: [
      userId,
      filter.gameId ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.before ?? null,
      filter.limit + 1,
    ],
  });
  const rows = result.rows.slice(0, filter.limit);
  const scores = rows.map((row) => ({
    id: Number(row.id),
    gameId: row.game_id,
    score: row.score,
    timeSeconds: row.time_seconds,
    completedAt: row.completed_at.toISOString(),
    day: row.day,
    difficulty: row.difficulty,
    guesses: row.guesses,
    won: row.won,
  }));
  const last = scores.at(-1);
  return { scores, next: result.rows.length > filter.limit && last ? last.id : null };
}
