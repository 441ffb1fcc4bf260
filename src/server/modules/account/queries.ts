import type { AccountExport } from '../../../shared/api/account.ts';
import type { SiteLanguage } from '../../../shared/api/auth.ts';
import type { User } from '../../../shared/api/users.ts';
import { statsFromRankedDays, withWinPercent } from '../../../shared/games/tldr/stats.ts';
import { pacificDay } from '../../../shared/time.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { fixedError, uniqueViolation } from '../../lib/errors.ts';
import { usernameSkeleton } from '../../lib/usernames/skeleton.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';
import { toUser, type UserRow } from '../../plugins/session.ts';

/** When the account's address was last proven, and whether it is suspended. */
export async function accountState(
  pool: Queryable,
  userId: number,
): Promise<{ emailProvenAt: Date | null; suspendedAt: Date | null } | null> {
  const result = await pool.query<{ email_proven_at: Date | null; suspended_at: Date | null }>({
    name: 'account-state',
    text: 'SELECT email_proven_at, suspended_at FROM users WHERE id = $1',
    values: [userId],
  });
  const row = result.rows[0];
  return row ? { emailProvenAt: row.email_proven_at, suspendedAt: row.suspended_at } : null;
}

/**
 * Marks the account's address as proven now; true when it had never been proven before (the first
 * code sign-in, which ends every other session and remembered browser).
 */
export async function proveEmail(tx: Queryable, userId: number, now: Date): Promise<boolean> {
  const result = await tx.query<{ first: boolean }>({
    name: 'account-prove-email',
    text: `UPDATE users u SET email_proven_at = $2
             FROM (SELECT id, email_proven_at FROM users WHERE id = $1 FOR UPDATE) AS before
            WHERE u.id = before.id
        RETURNING before.email_proven_at IS NULL AS first`,
    values: [userId, now],
  });
  return result.rows[0]?.first ?? false;
}

/**
 * Gives the account a new name (already checked against the rules): its look-alike key with it, and
 * its board entries, and tells every instance to drop the boards it stands on. 409 when another
 * account has the name or one that looks the same; null when there is no such account.
 */
export async function renameAccount(
  database: Database,
  userId: number,
  username: string,
): Promise<{ before: string; user: User; suspendedAt: string | null; boardGames: number[] } | null> {
  try {
    return await withRetry(() =>
      database.transaction(async (tx) => {
        const found = await tx.query<{ username: string; suspended_at: Date | null }>(
          'SELECT username, suspended_at FROM users WHERE id = $1 FOR NO KEY UPDATE',
          [userId],
        );
        const before = found.rows[0]?.username;
        if (before === undefined) return null;
        const suspendedAt = found.rows[0]?.suspended_at?.toISOString() ?? null;
        const updated = await tx.query<UserRow>(
          `UPDATE users SET username = $2, username_skeleton = $3 WHERE id = $1
           RETURNING id, username, email, created_at`,
          [userId, username, usernameSkeleton(username)],
        );
        const boards = await tx.query<{ game_id: number }>(
          'UPDATE best_scores SET username = $2 WHERE user_id = $1 RETURNING game_id',
          [userId, username],
        );
        const boardGames = [...new Set(boards.rows.map((row) => row.game_id))];
        for (const gameId of boardGames) {
          await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(gameId)]);
        }
        return { before, user: toUser(updated.rows[0] as UserRow), suspendedAt, boardGames };
      }),
    );
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'users_username_lower_key' || index === 'users_username_skeleton_key')
      throw fixedError(409, 'USERNAME_TAKEN');
    throw error;
  }
}

/** Whether an account other than `userId` uses the address. */
export async function emailTakenByOther(pool: Queryable, email: string, userId: number): Promise<boolean> {
  const result = await pool.query({
    name: 'account-email-taken',
    text: 'SELECT 1 FROM users WHERE email = $1 AND id <> $2',
    values: [email, userId],
  });
  return (result.rowCount ?? 0) > 0;
}

/** Stores a change of address waiting for its code, in place of any earlier one. */
export async function storeEmailChange(
  pool: Queryable,
  change: { userId: number; newEmail: string; codeHash: string },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await pool.query({
    name: 'email-change-store',
    text: `INSERT INTO email_changes (user_id, new_email, code_hash, attempts, created_at, expires_at)
           VALUES ($1, $2, $3, 0, $4, $5)
           ON CONFLICT (user_id) DO UPDATE
             SET new_email = EXCLUDED.new_email, code_hash = EXCLUDED.code_hash, attempts = 0,
                 created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    values: [change.userId, change.newEmail, change.codeHash, now, expiresAt],
  });
}

/** What checking a code for a change of address found. */
export type EmailChangeCheck =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'used-up' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'changed'; before: string | null; user: User };

/**
 * Checks a code for the account's waiting change of address and, when it is right, changes the
 * address (proven now) and forgets the change, all in one transaction that holds the change's row:
 * two simultaneous checks are counted one after the other, and a right code is used once.
 */
export async function applyEmailChange(
  database: Database,
  input: { userId: number; newEmail: string; matches: (codeHash: string) => boolean; tries: number },
  now: Date,
): Promise<EmailChangeCheck> {
  try {
    return await database.transaction(async (tx): Promise<EmailChangeCheck> => {
      const found = await tx.query<{
        new_email: string;
        code_hash: string;
        attempts: number;
        expires_at: Date;
      }>(
        'SELECT new_email, code_hash, attempts, expires_at FROM email_changes WHERE user_id = $1 FOR UPDATE',
        [input.userId],
      );
      const change = found.rows[0];
      if (!change || change.new_email !== input.newEmail) return { kind: 'none' };
      if (change.expires_at <= now) return { kind: 'expired' };
      if (change.attempts >= input.tries) return { kind: 'used-up' };
      if (!input.matches(change.code_hash)) {
        await tx.query('UPDATE email_changes SET attempts = attempts + 1 WHERE user_id = $1', [input.userId]);
        const triesLeft = input.tries - change.attempts - 1;
        return triesLeft > 0 ? { kind: 'wrong', triesLeft } : { kind: 'used-up' };
      }
      const before = await tx.query<{ email: string | null }>(
        'SELECT email FROM users WHERE id = $1 FOR UPDATE',
        [input.userId],
      );
      // Proving an address by code is a sign-in: it keeps the account and cancels its warnings.
      const updated = await tx.query<UserRow>(
        `UPDATE users SET email = $2, email_proven_at = $3, last_sign_in_at = $3,
                inactivity_warned_at = NULL, inactivity_final_warned_at = NULL
          WHERE id = $1
         RETURNING id, username, email, created_at`,
        [input.userId, input.newEmail, now],
      );
      await tx.query('DELETE FROM email_changes WHERE user_id = $1', [input.userId]);
      const row = updated.rows[0];
      if (!row) return { kind: 'none' };
      return { kind: 'changed', before: before.rows[0]?.email ?? null, user: toUser(row) };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw fixedError(409, 'EMAIL_TAKEN');
    throw error;
  }
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * Everything the site holds about the account, read in one transaction (so one moment): the account,
 * its sessions and remembered browsers (never their secrets), scores, games with their moves (never a
 * game's hidden state, such as an unfinished word), per-game statistics and board entries.
 */
export async function exportAccount(
  database: Database,
  userId: number,
  now: Date,
): Promise<Omit<AccountExport, 'sessions' | 'devices'> | null> {
  return database.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const account = await tx.query<
      UserRow & {
        email_proven_at: Date | null;
        suspended_at: Date | null;
        lang: SiteLanguage;
        last_sign_in_at: Date;
        inactivity_warned_at: Date | null;
        inactivity_final_warned_at: Date | null;
      }
    >(
      `SELECT id, username, email, created_at, email_proven_at, suspended_at, lang, last_sign_in_at,
              inactivity_warned_at, inactivity_final_warned_at
         FROM users WHERE id = $1`,
      [userId],
    );
    const row = account.rows[0];
    if (!row) return null;
    const scores = await tx.query<{
      id: string;
      game_id: number;
      score: number;
      time_seconds: number;
      completed_at: Date;
      pacific_day: string;
      difficulty: string | null;
      guesses: number | null;
      won: boolean | null;
    }>(
      `SELECT id, game_id, score, time_seconds, completed_at, pacific_day::text AS pacific_day, difficulty, guesses, won
         FROM scores WHERE user_id = $1 ORDER BY completed_at, id`,
      [userId],
    );
    const plays = await tx.query<{
      id: string;
      game_id: number;
      ranked: boolean;
      dealt_at: Date;
      over_at: Date | null;
      submitted_at: Date | null;
      elapsed_ms: number | null;
      moves: Array<{ move: unknown; at: string }>;
    }>(
      `SELECT p.id, p.game_id, p.ranked, p.dealt_at, p.over_at, p.submitted_at, p.elapsed_ms,
              coalesce((SELECT json_agg(json_build_object('move', m.move, 'at', m.at) ORDER BY m.seq)
                          FROM play_moves m WHERE m.play_id = p.id), '[]'::json) AS moves
         FROM plays p WHERE p.user_id = $1 ORDER BY p.dealt_at, p.id`,
      [userId],
    );
    const statistics = await tx.query<{
      game_id: number;
      games_played: number;
      best_time: number;
      best_score: number;
      total_score: string;
    }>(
      'SELECT game_id, games_played, best_time, best_score, total_score FROM user_game_stats WHERE user_id = $1 ORDER BY game_id',
      [userId],
    );
    const boards = await tx.query<{
      game_id: number;
      period: string;
      score: number;
      time_seconds: number;
      completed_at: Date;
    }>(
      `SELECT game_id, period, score, time_seconds, completed_at FROM best_scores
        WHERE user_id = $1 ORDER BY game_id, period`,
      [userId],
    );
    return {
      exportedAt: now.toISOString(),
      account: {
        ...toUser(row),
        emailProvenAt: iso(row.email_proven_at),
        suspendedAt: iso(row.suspended_at),
        lang: row.lang,
        lastSignInAt: row.last_sign_in_at.toISOString(),
        inactivityWarnedAt: iso(row.inactivity_warned_at),
        inactivityFinalWarnedAt: iso(row.inactivity_final_warned_at),
      },
      scores: scores.rows.map((score) => ({
        id: Number(score.id),
        gameId: score.game_id,
        score: score.score,
        timeSeconds: score.time_seconds,
        completedAt: score.completed_at.toISOString(),
        pacificDay: score.pacific_day,
        difficulty: score.difficulty,
        guesses: score.guesses,
        won: score.won,
      })),
      plays: plays.rows.map((play) => ({
        id: play.id,
        gameId: play.game_id,
        ranked: play.ranked,
        dealtAt: play.dealt_at.toISOString(),
        overAt: iso(play.over_at),
        submittedAt: iso(play.submitted_at),
        elapsedMs: play.elapsed_ms,
        moves: play.moves.map((move) => ({ move: move.move, at: new Date(move.at).toISOString() })),
      })),
      statistics: statistics.rows.map((stat) => ({
        gameId: stat.game_id,
        gamesPlayed: stat.games_played,
        bestTime: stat.best_time,
        bestScore: stat.best_score,
        totalScore: Number(stat.total_score),
      })),
      // Each TL;DR score is a ranked game of one Pacific day, and the only scores with an outcome.
      tldrStatistics: withWinPercent(
        statsFromRankedDays(
          scores.rows.flatMap(({ pacific_day: day, won, guesses }) =>
            won === null ? [] : [{ day, won, guesses }],
          ),
          pacificDay(now),
        ),
      ),
      boards: boards.rows.map((board) => ({
        gameId: board.game_id,
        period: board.period,
        score: board.score,
        timeSeconds: board.time_seconds,
        completedAt: board.completed_at.toISOString(),
      })),
    };
  });
}
