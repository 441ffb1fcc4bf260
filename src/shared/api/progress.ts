import { z } from 'zod';
import { difficultySchema } from '../games/define-game.ts';
import { TLDR_MAX_ATTEMPTS } from '../games/tldr/scoring.ts';
import { idSchema } from './common.ts';

/** The most rows one page of history holds, and how many it holds unless asked for fewer. */
const HISTORY_PAGE_MAX = 100;
const HISTORY_PAGE_DEFAULT = 50;

const pacificDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One Pacific day of the chart: the day's best score and how many games it was the best of. */
const progressDaySchema = z.object({
  day: pacificDaySchema,
  best: z.number().int(),
  games: z.number().int(),
});

/** Games played in the week that starts on `weekStart` (a Monday, Pacific). */
const progressWeekSchema = z.object({ weekStart: pacificDaySchema, games: z.number().int() });

/**
 * Where the player's best of this month stands among this month's verified games of the same game
 * and difficulty (suspended players' games left out): `below` of the `compared` games scored less.
 */
const standingSchema = z.object({
  difficulty: difficultySchema.nullable(),
  best: z.number().int(),
  compared: z.number().int(),
  below: z.number().int(),
  /** `below` as a whole percent of `compared`. */
  percentile: z.number().int().min(0).max(100),
});
export type Standing = z.infer<typeof standingSchema>;

const gameProgressSchema = z.object({
  gameId: z.number().int(),
  gamesPlayed: z.number().int(),
  bestScore: z.number().int().nullable(),
  bestTime: z.number().int().nullable(),
  totalScore: z.number().int(),
  /** Days with at least one game among the last PROGRESS_DAYS, oldest first. */
  days: z.array(progressDaySchema),
  /** The last PROGRESS_WEEKS weeks, oldest first, weeks without a game included. */
  weeks: z.array(progressWeekSchema),
  /** One per difficulty played this month (one with `difficulty` null for a game without levels). */
  standing: z.array(standingSchema),
});
export type GameProgress = z.infer<typeof gameProgressSchema>;

/**
 * TL;DR's statistics from the player's ranked games (one a Pacific day), as the server keeps them:
 * the word of the day played unranked and practice are not counted.
 */
export const tldrStatisticsSchema = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  winPercent: z.number().int(),
  /** Won days in a row up to today or yesterday (Pacific); 0 when neither was won. */
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** How many wins took 1, 2, ... 6 guesses. */
  distribution: z.array(z.number().int()).length(TLDR_MAX_ATTEMPTS),
  /** The last Pacific day won, or null. */
  lastWinDay: pacificDaySchema.nullable(),
});
export type TldrStatistics = z.infer<typeof tldrStatisticsSchema>;

export const progressSchema = z.object({
  /** The Pacific day the figures are as of, and its month (YYYY-MM). */
  today: pacificDaySchema,
  month: z.string().regex(/^\d{4}-\d{2}$/),
  games: z.array(gameProgressSchema),
  tldr: tldrStatisticsSchema,
});
export type Progress = z.infer<typeof progressSchema>;

export const progressParamsSchema = z.strictObject({ userId: idSchema });

const dayQuerySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      value === new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10),
    'Must be a real date',
  );

/** GET /api/users/{id}/history: which games, which Pacific days (inclusive), which page. */
export const historyQuerySchemaOf = (gameIdSchema: z.ZodType<number>) =>
  z
    .strictObject({
      gameId: gameIdSchema.optional(),
      from: dayQuerySchema.optional(),
      to: dayQuerySchema.optional(),
      /** The next page: the `next` of the page before (rows with a smaller id). */
      before: idSchema.optional(),
      limit: z.coerce
        .number({ error: 'Must be a number' })
        .int('Must be a whole number')
        .min(1, 'Must be at least 1')
        .max(HISTORY_PAGE_MAX, `Must be at most ${HISTORY_PAGE_MAX}`)
        .default(HISTORY_PAGE_DEFAULT),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'from must not be after to',
      path: ['from'],
    });

const historyEntrySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  score: z.number().int(),
  timeSeconds: z.number().int(),
  completedAt: z.string(),
  /** The Pacific day it counts for. */
  day: pacificDaySchema,
  difficulty: difficultySchema.nullable(),
  /** TL;DR: the guesses made and whether the word was found; null for the other games. */
  guesses: z.number().int().nullable(),
  won: z.boolean().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historySchema = z.object({
  scores: z.array(historyEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.number().int().nullable(),
});
export type History = z.infer<typeof historySchema>;
