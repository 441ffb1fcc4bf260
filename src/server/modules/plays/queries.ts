import type { Queryable } from '../../db/database.ts';

/** A play as the server reads it: the secret state included, the move list left out. */
export interface PlayRow {
  id: string;
  gameId: number;
  userId: number | null;
  options: Record<string, unknown>;
  /** The Pacific day of the deal, YYYY-MM-DD. */
  day: string;
  state: unknown;
  moveCount: number;
  /** Moves refused so far: they count towards the game's cap with those applied. */
  refusedMoves: number;
  /** False for TL;DR's word of the day played unranked (and every guest's play is unranked too). */
  ranked: boolean;
  /** A play of a once-a-day game: one ranked play per player and Pacific day. */
  onceADay: boolean;
  dealtAt: Date;
  overAt: Date | null;
  expiresAt: Date;
  submittedAt: Date | null;
}

interface RawPlayRow {
  id: string;
  game_id: number;
  user_id: number | null;
  options: Record<string, unknown>;
  day: string;
  state: unknown;
  move_count: number;
  refused_moves: number;
  ranked: boolean;
  once_a_day: boolean;
  dealt_at: Date;
  over_at: Date | null;
  expires_at: Date;
  submitted_at: Date | null;
}

const PLAY_COLUMNS = `id, game_id, user_id, options, day::text AS day, state, move_count, refused_moves,
                      ranked, once_a_day, dealt_at, over_at, expires_at, submitted_at`;

/** The same columns, of the play named `p` in a query that joins other tables. */
const PLAY_COLUMNS_OF_P = PLAY_COLUMNS.split(',')
  .map((column) => `p.${column.trim()}`)
  .join(', ');

function toPlay(row: RawPlayRow): PlayRow {
  return {
    id: row.id,
    gameId: row.game_id,
    userId: row.user_id,
    options: row.options,
    day: row.day,
    state: row.state,
    moveCount: row.move_count,
    refusedMoves: row.refused_moves,
    ranked: row.ranked,
    onceADay: row.once_a_day,
    dealtAt: row.dealt_at,
    overAt: row.over_at,
    expiresAt: row.expires_at,
    submittedAt: row.submitted_at,
  };
}

export interface NewPlay {
  id: string;
  gameId: number;
  userId: number | null;
  options: Record<string, unknown>;
  day: string;
  state: unknown;
  ranked: boolean;
  /** A play of a once-a-day game: one ranked play per player and Pacific day. */
  onceADay: boolean;
  dealtAt: Date;
  expiresAt: Date;
}

/**
 * A statement's source that makes the commit of its transaction asynchronous: acknowledged before
 * the log reaches the disk. For what a crash may lose, an unfinished game's moves; the next durable
 * commit (a score) flushes the log up to it, so an acknowledged score never rests on a lost move.
 */
const ASYNC_COMMIT = "(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit";

/** Stores a new play. Its commit does not wait for the disk: a crash may lose a game not yet finished. */
export async function insertPlay(db: Queryable, play: NewPlay): Promise<void> {
  await db.query({
    name: 'play-insert',
    text: `INSERT INTO plays (id, game_id, user_id, options, day, state, dealt_at, expires_at, ranked, once_a_day)
           SELECT $1::text, $2::smallint, $3::int, $4::jsonb, $5::date, $6::jsonb, $7::timestamptz, $8::timestamptz, $9::boolean, $10::boolean
             FROM ${ASYNC_COMMIT}`,
    values: [
      play.id,
      play.gameId,
      play.userId,
      JSON.stringify(play.options),
      play.day,
      JSON.stringify(play.state),
      play.dealtAt,
      play.expiresAt,
      play.ranked,
      play.onceADay,
    ],
  });
}

/**
 * Holds the player's row until the transaction ends, so that one player's deals that depend on
 * their earlier ones (TL;DR's one a day, Word Scramble's next five words) happen one at a time.
 * NO KEY UPDATE does not block the foreign-key checks of their scores being stored meanwhile.
 */
export async function lockPlayer(tx: Queryable, userId: number): Promise<void> {
  await tx.query({
    name: 'play-lock-player',
    text: 'SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE',
    values: [userId],
  });
}

/** The player's ranked play of a once-a-day game on a Pacific day, if any. */
export async function findOnceADayPlay(
  tx: Queryable,
  input: { userId: number; gameId: number; day: string },
): Promise<PlayRow | null> {
  const result = await tx.query<RawPlayRow>({
    name: 'play-once-a-day',
    text: `SELECT ${PLAY_COLUMNS} FROM plays
            WHERE user_id = $1 AND game_id = $2 AND day = $3 AND once_a_day AND ranked`,
    values: [input.userId, input.gameId, input.day],
  });
  const row = result.rows[0];
  return row ? toPlay(row) : null;
}

/** How many games of a game and difficulty the player was dealt on a Pacific day. */
export async function countDailyPlays(
  tx: Queryable,
  input: { userId: number; gameId: number; day: string; difficulty: string | null },
): Promise<number> {
  const result = await tx.query<{ count: number }>({
    name: 'play-count-daily',
    text: `SELECT count(*) AS count FROM plays
            WHERE user_id = $1 AND game_id = $2 AND day = $3
              AND options->>'difficulty' IS NOT DISTINCT FROM $4::text`,
    values: [input.userId, input.gameId, input.day, input.difficulty],
  });
  return Number(result.rows[0]?.count ?? 0);
}

export async function deletePlay(tx: Queryable, id: string): Promise<void> {
  await tx.query({ name: 'play-delete', text: 'DELETE FROM plays WHERE id = $1', values: [id] });
}

export async function readPlay(db: Queryable, id: string): Promise<PlayRow | null> {
  const result = await db.query<RawPlayRow>({
    name: 'play-read',
    text: `SELECT ${PLAY_COLUMNS} FROM plays WHERE id = $1`,
    values: [id],
  });
  const row = result.rows[0];
  return row ? toPlay(row) : null;
}

/**
 * Several plays in one statement, by id, each with whether its player's account is suspended; the ids
 * not found are missing from the map.
 */
export async function readPlays(
  db: Queryable,
  ids: string[],
): Promise<Map<string, PlayRow & { ownerSuspended: boolean }>> {
  const result = await db.query<RawPlayRow & { owner_suspended: boolean }>({
    name: 'play-read-many',
    text: `SELECT ${PLAY_COLUMNS_OF_P}, u.suspended_at IS NOT NULL AS owner_suspended
             FROM plays p LEFT JOIN users u ON u.id = p.user_id WHERE p.id = ANY($1::text[])`,
    values: [ids],
  });
  return new Map(result.rows.map((row) => [row.id, { ...toPlay(row), ownerSuspended: row.owner_suspended }]));
}

/** The play, its row locked until the transaction ends (moves and submissions take turns). */
export async function lockPlay(tx: Queryable, id: string): Promise<PlayRow | null> {
  const result = await tx.query<RawPlayRow>({
    name: 'play-lock',
    text: `SELECT ${PLAY_COLUMNS} FROM plays WHERE id = $1 FOR UPDATE`,
    values: [id],
  });
  const row = result.rows[0];
  return row ? toPlay(row) : null;
}

/**
 * Stores the state after some moves, and each move as a row with its server time, if the play still
 * has the moves it was read with (`fromMoveCount`) and is not submitted: false when another request
 * moved or submitted it meanwhile. One statement; its commit does not wait for the disk.
 */
export async function saveMoves(
  db: Queryable,
  input: {
    id: string;
    fromMoveCount: number;
    state: unknown;
    moves: unknown[];
    at: Date;
    overAt: Date | null;
  },
): Promise<boolean> {
  const result = await db.query({
    name: 'play-save-moves',
    text: `WITH updated AS (
             UPDATE plays
                SET state = $2, move_count = move_count + $4, over_at = COALESCE(over_at, $5)
               FROM ${ASYNC_COMMIT}
              WHERE id = $1 AND move_count = $6 AND submitted_at IS NULL
             RETURNING id
           ), stored AS (
             INSERT INTO play_moves (play_id, seq, at, move)
             SELECT u.id, $6 + m.ordinality - 1, $7, m.move
               FROM updated u CROSS JOIN LATERAL jsonb_array_elements($3::jsonb) WITH ORDINALITY AS m(move, ordinality)
           )
           SELECT id FROM updated`,
    values: [
      input.id,
      JSON.stringify(input.state),
      JSON.stringify(input.moves),
      input.moves.length,
      input.overAt,
      input.fromMoveCount,
      input.at,
    ],
  });
  return result.rowCount === 1;
}

/** Counts refused moves towards the play's cap. Its commit does not wait for the disk. */
export async function countRefusedMoves(db: Queryable, id: string, count: number): Promise<void> {
  await db.query({
    name: 'play-refused-moves',
    text: `UPDATE plays SET refused_moves = refused_moves + $2 FROM ${ASYNC_COMMIT}
            WHERE id = $1 AND submitted_at IS NULL`,
    values: [id, count],
  });
}

/**
 * TL;DR's word of the day: the one stored for that day, or `pick` stored now if none was. The first
 * deal of a day fixes its word for good, whatever later happens to the list or the secret.
 */
export async function dailyWord(db: Queryable, day: string, pick: string): Promise<string> {
  const result = await db.query<{ answer: string }>({
    name: 'tldr-daily-word',
    text: `WITH stored AS (
             INSERT INTO tldr_daily_words (day, answer) VALUES ($1, $2)
             ON CONFLICT (day) DO NOTHING RETURNING answer
           )
           SELECT answer FROM stored
           UNION ALL
           SELECT answer FROM tldr_daily_words WHERE day = $1
           LIMIT 1`,
    values: [day, pick],
  });
  return result.rows[0]?.answer ?? pick;
}

/** The first day whose word of the day is stored, or null before any was dealt. */
export async function firstStoredDay(db: Queryable): Promise<string | null> {
  const result = await db.query<{ day: string | null }>({
    name: 'tldr-first-day',
    text: 'SELECT min(day)::text AS day FROM tldr_daily_words',
  });
  return result.rows[0]?.day ?? null;
}
