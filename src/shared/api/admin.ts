import { z } from 'zod';
import { idSchema } from './common.ts';

// Kept in limits.ts, where the admin page reads them without loading the schemas.
export { ADMIN_KEY_HEADER, OUTLIER_FLOOR_MARGIN_SECONDS } from './limits.ts';

import { SUSPENSION_REASON_MAX } from './limits.ts';

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalGames: z.number().int(),
  totalScores: z.number().int(),
  avgSessionTime: z.string(),
});

export const adminUsersQuerySchema = z.strictObject({
  q: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  gamesPlayed: z.number().int(),
  totalScore: z.number().int(),
  /** When the admin suspended the account (its scores are off every board), or null. */
  suspendedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

export const adminListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  forwarded: z.boolean(),
});
export const contactMessagesSchema = z.array(contactMessageSchema);

const donationSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationsSchema = z.array(donationSchema);

/**
 * Why a verified game is listed among the outliers: `floor`, its time is at most the game's human
 * floor plus one second (`OUTLIER_FLOOR_MARGIN_SECONDS`); `top`, its score is at or above the 99.9th
 * percentile of the game's stored scores (while a game has fewer than 1,000 scores, only its best
 * score, and any equal to it, reaches that).
 */
const OUTLIER_REASONS = ['floor', 'top'] as const;
export type OutlierReason = (typeof OUTLIER_REASONS)[number];

/** The share of a game's scores at the top that is listed: the best 0.1%. */
export const OUTLIER_TOP_FRACTION = 0.001;

const outlierSchema = z.object({
  scoreId: z.number().int(),
  player: z.object({ id: z.number().int(), username: z.string() }),
  gameId: z.number().int(),
  timeSeconds: z.number().int(),
  /** The moves of the play, as the server counted them. */
  moves: z.number().int(),
  /** The moves as its player saw them (Memory Match's counter counts a move for each pair turned). */
  movesShown: z.number().int(),
  score: z.number().int(),
  completedAt: z.string(),
  /** The game's time on the server's clock and the human floor of its moves, in milliseconds. */
  elapsedMs: z.number().int().nullable(),
  floorMs: z.number().int().nullable(),
  reasons: z.array(z.enum(OUTLIER_REASONS)).min(1),
});
export type Outlier = z.infer<typeof outlierSchema>;
export const outliersSchema = z.array(outlierSchema);

export const scoreIdParamsSchema = z.strictObject({
  scoreId: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Must be at least 1')),
});

/** The account the admin deletes. */
export const userIdParamsSchema = z.strictObject({ userId: idSchema });

/** How many days back the admin's list of refused submissions goes (1 to 366, default 30). */
export const refusalsQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

const refusalSchema = z.object({
  /** The Pacific day of the refusals. */
  day: z.string(),
  gameId: z.number().int(),
  /** The error code the submissions were refused with. */
  code: z.string(),
  count: z.number().int(),
});
export type Refusal = z.infer<typeof refusalSchema>;
export const refusalsSchema = z.array(refusalSchema);

/** PUT /api/admin/users/:userId/suspension: why (kept with the action, shown to the admin only). */
export const suspensionBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(SUSPENSION_REASON_MAX, `The reason must be at most ${SUSPENSION_REASON_MAX} characters`)
    .optional(),
});

/** An account as the admin's rename, suspension or lifting leaves it. */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});

const ADMIN_ACTIONS = ['rename', 'suspend', 'lift', 'delete', 'remove-score'] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

/** What the admin did to an account, recorded with its time (GET /api/admin/actions, newest first). */
const adminActionSchema = z.object({
  id: z.number().int(),
  action: z.enum(ADMIN_ACTIONS),
  /** The account acted on (null once deleted) and its name at the time. */
  userId: z.number().int().nullable(),
  username: z.string(),
  /** For a rename the old and new names; for a suspension its reason; for a removed score its id. */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionsSchema = z.array(adminActionSchema);
