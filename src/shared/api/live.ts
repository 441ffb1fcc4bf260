import { z } from 'zod';
import { leaderboardSchema } from './leaderboard.ts';

/**
 * The live boards' stream (`GET /api/live/boards`, Server-Sent Events). Each message has an `event`
 * name, an `id` (a board event's number, or the position of the stream for `ready` and `reset`) and
 * JSON data:
 *
 * - `board`: a board's top 30 changed; `entries` are its new rows, as `GET /api/leaderboard/:gameId`
 *   answers them, so a client replaces what it shows and reads nothing.
 * - `ready`: the stream is live from this id (sent first when the client named no event, or after
 *   the events it had missed).
 * - `reset`: the client's last event is no longer kept (older than an hour) or was never issued:
 *   read the boards once again, then carry on from this id.
 *
 * A client that reconnects sends the last id it received, as the `Last-Event-ID` header (a
 * browser's own reconnection) or the `lastEventId` query parameter (a new EventSource).
 */
export const boardEventSchema = z.object({
  gameId: z.number().int(),
  period: z.enum(['month', 'all']),
  /** The Pacific month of a monthly board (YYYY-MM); null for the all-time board. */
  month: z.string().nullable(),
  entries: leaderboardSchema,
});
export type BoardEvent = z.infer<typeof boardEventSchema>;

/** The event names of the stream. */
export const LIVE_EVENTS = { board: 'board', ready: 'ready', reset: 'reset' } as const;

export const liveQuerySchema = z.strictObject({
  /** The last event id the client received, when it cannot send Last-Event-ID (a new EventSource). */
  lastEventId: z.string().max(20).optional(),
});
