// Longer than 300 lines because it is the whole database schema, one table after another, as the
// migrations are generated from it; it holds no logic.

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The name's confusables skeleton (UTS #39), so that two names that read the same are one name.
     * Null only for an older account whose name reads like one taken before it.
     */
    usernameSkeleton: text('username_skeleton'),
    /** When a code sent to the address was last used (sign-in or change of address); null if never. */
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    /** When the admin suspended the account: its scores are off every board and new ones refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When the account last signed in (sign-up, login, a code, proving a new address): an account
     * not signed in for INACTIVE_ACCOUNT_YEARS is deleted after its warnings.
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language the player last signed in with ('en' or 'es'): the warnings are written in it. */
    lang: text('lang').notNull().default('en'),
    /** When the first inactivity warning was e-mailed; cleared by a sign-in. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /** When the last inactivity warning was e-mailed; cleared by a sign-in. */
    inactivityFinalWarnedAt: timestamp('inactivity_final_warned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    // The hourly clean-up finds the accounts due a warning or a deletion by their last sign-in.
    index('users_last_sign_in_at_idx').on(t.lastSignInAt),
    check('users_lang_check', sql`${t.lang} IN ('en', 'es')`),
  ],
);

/**
 * Browsers an account has signed in from: a long-lived HttpOnly cookie holds a random token and only
 * its SHA-256 is stored. Signing in by e-mail alone works only from such a browser.
 */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** How the account page names it; never a secret. */
    id: bigserial('id', { mode: 'number' }).notNull().unique(),
    /** The browser and system it was made in, as read from the User-Agent ("Firefox on Linux"). */
    browser: text('browser').notNull().default(''),
    /**
     * The token this one replaced when it was last used (each use gives the browser a new one): it
     * still signs in for a minute after, so that two tabs signing in together both succeed.
     */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('device_credentials_previous_token_hash_idx').on(t.previousTokenHash),
    index('device_credentials_user_id_idx').on(t.userId),
    index('device_credentials_expires_at_idx').on(t.expiresAt),
  ],
);

/** One-time sign-in codes e-mailed to a player signing in from a new browser; only a hash is stored. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** A keyed hash of the address that asked for the code (NULL for codes made before it was kept). */
    requestedBy: text('requested_by'),
    /** Tries from every other address together, capped so that many addresses cannot guess on. */
    attemptsElsewhere: smallint('attempts_elsewhere').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_codes_user_id_idx').on(t.userId), index('login_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Tries of a sign-in code per client address (a keyed hash of it): a stranger's wrong guesses use
 * up the tries of their own address, never those of the owner's.
 */
export const loginCodeTries = pgTable(
  'login_code_tries',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => loginCodes.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.client] })],
);

/** Server-side sessions; the cookie holds a random token and only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** How the account page names it; never a secret. */
    id: bigserial('id', { mode: 'number' }).notNull().unique(),
    /** The browser and system it was started from, as read from the User-Agent. */
    browser: text('browser').notNull().default(''),
    /** When a request last used it, to within an hour. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * A change of address waiting for its code: the new address and a keyed hash of the code e-mailed to
 * it, one per account (a new request replaces it).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_changes_expires_at_idx').on(t.expiresAt)],
);

/**
 * What the admin did to accounts (rename, suspend, lift, delete, remove a score), with its time; the
 * name is kept as it was, and the account's id is cleared when the account is deleted.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_actions_at_idx').on(t.at), index('admin_actions_user_id_idx').on(t.userId)],
);

/** Every submitted score, kept as history. */
export const scores = pgTable(
  'scores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: smallint('game_id').notNull(),
    timeSeconds: integer('time_seconds').notNull(),
    score: integer('score').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    pacificDay: date('pacific_day', { mode: 'string' }).notNull(),
    /** The score of a once-a-day game (its definition's `onceADay`), copied from its play. */
    onceADay: boolean('once_a_day').notNull().default(false),
    /** The level its play was dealt at, for a game with levels (else null), copied from its play. */
    difficulty: text('difficulty'),
    /** TL;DR: the guesses made, and whether the word was found (else both null), from its play. */
    guesses: smallint('guesses'),
    won: boolean('won'),
  },
  (t) => [
    index('scores_user_game_idx').on(t.userId, t.gameId),
    // A month's games of one game (GET /api/users/{id}/progress: where a player's best stands).
    index('scores_game_day_idx').on(t.gameId, t.pacificDay),
    // The players of the last 30 Pacific days (GET /api/stats) are read from this index alone.
    index('scores_pacific_day_user_idx').on(t.pacificDay, t.userId),
    // A once-a-day game (TL;DR) takes one submission per player per Pacific day.
    uniqueIndex('scores_once_a_day_key').on(t.userId, t.gameId, t.pacificDay).where(sql`${t.onceADay}`),
  ],
);

/**
 * Each player's best score per game and period ('all' or a Pacific month 'YYYY-MM'), kept in the same
 * statement as every insert into scores so that a board is one short index scan.
 */
export const bestScores = pgTable(
  'best_scores',
  {
    gameId: smallint('game_id').notNull(),
    period: text('period').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    score: integer('score').notNull(),
    timeSeconds: integer('time_seconds').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.period, t.userId] }),
    index('best_scores_board_idx').on(
      t.gameId,
      t.period,
      t.score.desc(),
      t.timeSeconds.asc(),
      t.completedAt.asc(),
      t.userId.asc(),
    ),
  ],
);

/**
 * Each change of a board's top 30, as the live boards send it (modules/live): the board's new rows,
 * numbered from a sequence of its own in the order the changes committed, so that a client that
 * reconnects, to this instance or another, resumes after the last one it received. Kept an hour
 * (the clean-up keeps the newest one whatever its age).
 */
export const boardEvents = pgTable(
  'board_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: smallint('game_id').notNull(),
    /** 'all' or the Pacific month 'YYYY-MM', as in best_scores. */
    period: text('period').notNull(),
    /** The board's top 30 after the change, as the leaderboard route answers it. */
    entries: jsonb('entries').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_events_board_idx').on(t.gameId, t.period, t.id.desc())],
);

/** Per player and game: games played, best (lowest) time, best score and total points. */
export const userGameStats = pgTable(
  'user_game_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: smallint('game_id').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    bestTime: integer('best_time').notNull(),
    /** The player's highest score in the game. */
    bestScore: integer('best_score').notNull().default(0),
    totalScore: bigint('total_score', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * Site-wide counters spread over a few slots so that parallel writers rarely wait for one another;
 * the statistics are the sums over all slots.
 */
export const siteTotals = pgTable('site_totals', {
  slot: smallint('slot').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
  games: bigint('games', { mode: 'number' }).notNull().default(0),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
});

/**
 * Server-dealt games. `state` is the engine's secret state (what the player must not see yet) and
 * `moves` every move applied with its server time, for replay and audit. Unsubmitted plays are
 * deleted once expired; submitted ones stay as the record of their verified score.
 */
export const plays = pgTable(
  'plays',
  {
    id: text('id').primaryKey(),
    gameId: smallint('game_id').notNull(),
    /** Null for a guest's play. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    options: jsonb('options').notNull(),
    /** The Pacific day of the deal: the day a TL;DR play counts for. */
    day: date('day', { mode: 'string' }).notNull(),
    state: jsonb('state').notNull(),
    /** Moves applied; each is a row of play_moves. */
    moveCount: integer('move_count').notNull().default(0),
    /** Moves refused (illegal, early, after the end): they count towards the game's cap as well. */
    refusedMoves: integer('refused_moves').notNull().default(0),
    /** False for TL;DR's word of the day, which a signed-in player may play unranked. */
    ranked: boolean('ranked').notNull().default(true),
    /** A play of a once-a-day game (its definition's `onceADay`): one ranked play per player and day. */
    onceADay: boolean('once_a_day').notNull().default(false),
    dealtAt: timestamp('dealt_at', { withTimezone: true }).notNull(),
    overAt: timestamp('over_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The scores row it produced. No foreign key: checking one costs every submission a lookup and a
     * lock, and a score an admin removes leaves its play submitted, as it was.
     */
    scoreId: bigint('score_id', { mode: 'number' }),
    /** On submission: the game's time on the server's clock and its human floor, in milliseconds. */
    elapsedMs: integer('elapsed_ms'),
    floorMs: integer('floor_ms'),
  },
  // No index covers a column that moves or a submission change (state, move counts, over_at,
  // submitted_at, score_id, times), so those updates can stay on the row's page (HOT) and touch no index.
  (t) => [
    index('plays_user_game_day_idx').on(t.userId, t.gameId, t.day),
    index('plays_expires_at_idx').on(t.expiresAt),
    // A signed-in player has one ranked play of a once-a-day game per Pacific day (and any number of
    // its shared game of the day).
    uniqueIndex('plays_once_a_day_key')
      .on(t.userId, t.gameId, t.day)
      .where(sql`${t.onceADay} AND ${t.userId} IS NOT NULL AND ${t.ranked}`),
  ],
);

/** Every move applied to a play, one row each, with the server's time of its arrival. */
export const playMoves = pgTable(
  'play_moves',
  {
    playId: text('play_id')
      .notNull()
      .references(() => plays.id, { onDelete: 'cascade' }),
    /** 0 for the play's first move. */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    move: jsonb('move').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playId, t.seq] })],
);

/**
 * TL;DR's word of the day that everyone shares, kept from the first time it was dealt, so that the
 * archive never changes when the answer list or the secret does.
 */
export const tldrDailyWords = pgTable('tldr_daily_words', {
  day: date('day', { mode: 'string' }).primaryKey(),
  answer: text('answer').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Score submissions refused, per Pacific day, game and reason (the error code), for the admin. */
export const refusedSubmissions = pgTable(
  'refused_submissions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameId: smallint('game_id').notNull(),
    code: text('code').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.gameId, t.code] })],
);

/** Changes of stored data made once by the server's code at start-up (re-scoring), by name. */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  /** What it did, in a line for the operator. */
  summary: text('summary').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwarded: boolean('forwarded').notNull().default(false),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    intent: text('intent').notNull(),
    status: text('status').notNull(),
    captureId: text('capture_id'),
    capture: jsonb('capture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donations_order_id_key').on(t.orderId),
    index('donations_created_at_idx').on(t.createdAt),
  ],
);
