import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usernameChangeSchema } from '../../../shared/api/account.ts';
import {
  adminAccountSchema,
  adminActionsSchema,
  adminListQuerySchema,
  scoreIdParamsSchema,
  suspensionBodySchema,
  userIdParamsSchema,
} from '../../../shared/api/admin.ts';
import { errorSchema } from '../../../shared/api/common.ts';
import { submittedScoreSchema } from '../../../shared/api/scores.ts';
import { userSchema } from '../../../shared/api/users.ts';
import { fixedError } from '../../lib/errors.ts';
import { profiledUsername } from '../../lib/usernames/identifier-profile.ts';
import { liftSuspension, listActions, recordAction, suspendAccount } from './accounts.ts';
import { adminErrors } from './responses.ts';

const renameBody = usernameChangeSchema.extend({ username: profiledUsername });

/**
 * What the admin does to accounts and scores (remove a score; delete, rename, suspend an account or
 * lift its suspension), each recorded, and the record of it.
 */
export const adminActionRoutes: FastifyPluginAsyncZod = async (app) => {
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
      if (removed.boardChanged) app.boardsChanged([removed.score.gameId]);
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
      const deleted = await app.accounts.delete(request.params.userId);
      if (!deleted) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
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
      const renamed = await app.accounts.rename(userId, request.body.username);
      if (!renamed) throw fixedError(404, 'ACCOUNT_NOT_FOUND');
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
      app.boardsChanged(suspended.boardGames);
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
      app.boardsChanged(lifted.boardGames);
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
