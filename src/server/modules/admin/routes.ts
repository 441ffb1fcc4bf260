import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usernameChangeSchema } from '../../../shared/api/account.ts';
import {
  adminAccountSchema,
  adminActionsSchema,
  adminListQuerySchema,
  adminStatsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  contactMessagesSchema,
  donationsSchema,
  outliersSchema,
  refusalsQuerySchema,
  refusalsSchema,
  scoreIdParamsSchema,
  suspensionBodySchema,
  userIdParamsSchema,
} from '../../../shared/api/admin.ts';
import { errorSchema } from '../../../shared/api/common.ts';
import { submittedScoreSchema } from '../../../shared/api/scores.ts';
import { userSchema } from '../../../shared/api/users.ts';
import { formatDuration } from '../../../shared/format.ts';
import { pacificDay } from '../../../shared/time.ts';
import { fixedError } from '../../lib/errors.ts';
import { renameAccount } from '../account/queries.ts';
import { readTotals } from '../stats/queries.ts';
import { profiledUsername } from '../users/identifier-profile.ts';
import { deleteAccount } from '../users/queries.ts';
import { liftSuspension, listActions, recordAction, suspendAccount } from './accounts.ts';
import { listDonations, listMessages, listOutliers, listRefusals, listUsers } from './queries.ts';

const adminErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };
const renameBody = usernameChangeSchema.extend({ username: profiledUsername });

/** The admin page's reads and its writes, removing a score or an account (under /api/admin), each behind the admin key. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked as the request arrives, before its query is validated: without the key, nothing about
  // these routes is revealed, not even which queries they accept.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Users, newest first, optionally searched by username or e-mail; X-Total-Count gives the total',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { users, total } = await listUsers(app.database, request.query);
      reply.header('x-total-count', String(total));
      return users;
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Totals for the dashboard',
        response: { 200: adminStatsSchema, ...adminErrors },
      },
    },
    async () => {
      const totals = await readTotals(app.database, pacificDay(app.now()));
      return {
        totalUsers: totals.users,
        totalGames: totals.games,
        totalScores: totals.points,
        avgSessionTime: formatDuration(totals.averageSeconds),
      };
    },
  );

  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        querystring: adminListQuerySchema,
        response: { 200: contactMessagesSchema, ...adminErrors },
      },
    },
    async (request) => listMessages(app.database, request.query),
  );

  app.get(
    '/donations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Donation orders and captures, newest first',
        querystring: adminListQuerySchema,
        response: { 200: donationsSchema, ...adminErrors },
      },
    },
    async (request) => listDonations(app.database, request.query),
  );

  app.get(
    '/outliers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verified games at the time floor or in the best 0.1% of their game, newest first',
        description:
          'Lists scores that come from a verified game (a play) and meet either rule; `reasons` says which. ' +
          "`floor`: the game's time on the server's clock is at most one second above the human floor " +
          'of the moves it was played with (elapsedMs <= floorMs + 1000). ' +
          '`top`: the score is at or above the 99.9th percentile of all stored scores of that game ' +
          '(continuous percentile), so while a game has fewer than 1,000 scores only its best score ' +
          '(and any equal to it) is listed. `moves` is the move count the server recorded for the play.',
        querystring: adminListQuerySchema,
        response: { 200: outliersSchema, ...adminErrors },
      },
    },
    async (request) => listOutliers(app.database, request.query),
  );

  app.get(
    '/refusals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Score submissions refused per Pacific day, game and reason, over the last days',
        description:
          'How many submissions each refusal turned away (the error code of the answer: BELOW_FLOOR, ' +
          'TIME_MISMATCH, SCORE_MISMATCH, PLAY_SUBMITTED, DUPLICATE_SCORE, ...), per game and Pacific ' +
          'day, newest day first; `days` (1 to 366, default 30) counts back from today.',
        querystring: refusalsQuerySchema,
        response: { 200: refusalsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const today = pacificDay(app.now());
      const since = new Date(Date.parse(`${today}T12:00:00Z`) - (request.query.days - 1) * 86_400_000);
      return listRefusals(app.database, since.toISOString().slice(0, 10));
    },
  );

  app.delete(
    '/scores/:scoreId',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove a score; boards, site totals and the player's statistics follow",
        description:
          "Deletes the score and, in the same transaction, takes it off the boards (the player's next " +
          'best score of the game for all time and for the month takes its place, or the entry goes), ' +
          "out of the site totals and out of the player's games played, best time and points. " +
          'The play it came from stays, no longer linked to a score. Answers the removed score; ' +
          '404 SCORE_NOT_FOUND when there is no such score.',
        params: scoreIdParamsSchema,
        response: { 200: submittedScoreSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const removed = await app.scores.remove(request.params.scoreId);
      if (!removed) throw fixedError(404, 'SCORE_NOT_FOUND');
      if (removed.boardChanged) app.boardCache?.invalidate(removed.score.gameId);
      const { score } = removed;
      await recordAction(
        app.database,
        {
          kind: 'remove-score',
          userId: score.userId,
          username: removed.username,
          detail: { scoreId: score.id, gameId: score.gameId, score: score.score },
        },
        app.now(),
      );
      return score;
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account and everything kept of it',
        description:
          'Deletes, in one transaction, the user, their sessions, device credentials, sign-in codes, ' +
          'games, scores, leaderboard entries and statistics, and takes them out of the site totals; ' +
          'cached boards are dropped on every instance. Answers the deleted user; ' +
          '404 ACCOUNT_NOT_FOUND when there is no such account.',
        params: userIdParamsSchema,
        response: { 200: userSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const deleted = await deleteAccount(app.database, request.params.userId);
      if (!deleted) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
      for (const gameId of deleted.boardGames) app.boardCache?.invalidate(gameId);
      // The record keeps the name the account had, not its id, which is gone with it.
      await recordAction(
        app.database,
        { kind: 'delete', userId: null, username: deleted.user.username },
        app.now(),
      );
      return deleted.user;
    },
  );

  app.put(
    '/users/:userId/username',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rename an account (the same rules as at sign-up); recorded',
        description:
          'The boards show the new name at once. 409 USERNAME_TAKEN when another account has the name or ' +
          'one that looks the same; 404 ACCOUNT_NOT_FOUND when there is no such account.',
        params: userIdParamsSchema,
        body: renameBody,
        response: { 200: adminAccountSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const renamed = await renameAccount(app.database, userId, request.body.username);
      if (!renamed) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
      for (const gameId of renamed.boardGames) app.boardCache?.invalidate(gameId);
      await recordAction(
        app.database,
        {
          kind: 'rename',
          userId,
          username: renamed.user.username,
          detail: { from: renamed.before, to: renamed.user.username },
        },
        app.now(),
      );
      return { ...renamed.user, suspendedAt: renamed.suspendedAt };
    },
  );

  app.put(
    '/users/:userId/suspension',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account: its scores leave every board, total and outlier list; recorded',
        description:
          'The player still signs in and plays, but new scores are refused (403 ACCOUNT_SUSPENDED) and ' +
          'games under way can no longer be submitted. The scores are kept and come back when the ' +
          'suspension is lifted. 409 ALREADY_SUSPENDED; 404 ACCOUNT_NOT_FOUND.',
        params: userIdParamsSchema,
        body: suspensionBodySchema,
        response: { 200: adminAccountSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const suspended = await suspendAccount(
        app.database,
        request.params.userId,
        request.body.reason,
        app.now(),
      );
      if (!suspended) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
      for (const gameId of suspended.boardGames) app.boardCache?.invalidate(gameId);
      return suspended.account;
    },
  );

  app.delete(
    '/users/:userId/suspension',
    {
      schema: {
        tags: ['admin'],
        summary: "Lift an account's suspension: its best scores go back on the boards and totals; recorded",
        description: '409 NOT_SUSPENDED; 404 ACCOUNT_NOT_FOUND.',
        params: userIdParamsSchema,
        response: { 200: adminAccountSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const lifted = await liftSuspension(app.database, request.params.userId, app.now());
      if (!lifted) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
      for (const gameId of lifted.boardGames) app.boardCache?.invalidate(gameId);
      return lifted.account;
    },
  );

  app.get(
    '/actions',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What the admin did to accounts (rename, suspend, lift, delete, remove a score), newest first',
        querystring: adminListQuerySchema,
        response: { 200: adminActionsSchema, ...adminErrors },
      },
    },
    async (request) => listActions(app.database, request.query),
  );
};
