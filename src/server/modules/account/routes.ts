import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountSchema,
  deviceIdParamsSchema,
  EMAIL_CHANGE_CODE_SENT,
  emailChangeSchema,
  emailChangeVerifySchema,
  sessionIdParamsSchema,
  signedOutOthersSchema,
  usernameChangeSchema,
} from '../../../shared/api/account.ts';
import { signInCodeErrorSchema } from '../../../shared/api/auth.ts';
import { errorSchema, messageSchema } from '../../../shared/api/common.ts';
import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES } from '../../../shared/api/limits.ts';
import { userSchema } from '../../../shared/api/users.ts';
import { accountLanguage } from '../../db/account-language.ts';
import { fixedError, unauthorized } from '../../lib/errors.ts';
import { codeMatches, hashCode, randomCode, tooManyCodes, wrongCode } from '../../lib/one-time-codes.ts';
import { profiledUsername } from '../../lib/usernames/identifier-profile.ts';
import {
  accountState,
  applyEmailChange,
  emailTakenByOther,
  exportAccount,
  storeEmailChange,
} from './queries.ts';

const usernameBody = usernameChangeSchema.extend({ username: profiledUsername });
const personal = { 401: errorSchema, 429: errorSchema };

/** The signed-in player's own account (under /api/account); every answer is personal (no-store). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the player's own: without a session, nothing about them is revealed.
  app.addHook('preHandler', app.requireUser);
  /** The key of the stored hashes of codes that prove a new address, for this use alone. */
  const codeKey = createHmac('sha256', app.serverSecret).update('e-mail change codes').digest();

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { rateLimit: app.rateLimits.checks },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account: its address, sessions and remembered browsers',
        description:
          'Sessions and remembered browsers (device credentials) are listed with the short name of the ' +
          'browser and system they were made in, when they were made and last used, and which one is this ' +
          "request's; never a secret. `emailProvenAt` is when a code sent to the address was last used.",
        response: { 200: accountSchema, ...personal },
      },
    },
    async (request) => {
      const [state, sessions, devices] = await Promise.all([
        accountState(app.database, request.user.id),
        app.sessions.list(request, request.user.id),
        app.deviceCredentials.list(request, request.user.id),
      ]);
      if (!state) throw unauthorized();
      return {
        user: request.user,
        emailProvenAt: state.emailProvenAt?.toISOString() ?? null,
        sessions,
        devices,
      };
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      schema: {
        tags: ['account'],
        summary: 'End one of the signed-in account’s sessions',
        description: "Ending this request's own session signs this browser out (its cookie is cleared).",
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema, ...personal },
      },
    },
    async (request, reply) => {
      const ended = await app.sessions.endById(request, reply, request.user.id, request.params.sessionId);
      if (!ended) throw fixedError(404, 'SESSION_NOT_FOUND');
      return { message: 'Session ended.' };
    },
  );

  app.delete(
    '/devices/:deviceId',
    {
      schema: {
        tags: ['account'],
        summary: 'Forget one of the browsers that sign in to the account with the address alone',
        description: 'That browser then needs an e-mailed code to sign in again; its sessions are not ended.',
        params: deviceIdParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema, ...personal },
      },
    },
    async (request) => {
      if (!(await app.deviceCredentials.forget(request.user.id, request.params.deviceId)))
        throw fixedError(404, 'DEVICE_NOT_FOUND');
      return { message: 'This browser will need a code to sign in again.' };
    },
  );

  app.post(
    '/sign-out-others',
    {
      schema: {
        tags: ['account'],
        summary: "Sign out everywhere else: end every session and remembered browser but this request's",
        response: { 200: signedOutOthersSchema, ...personal },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { sessionsEnded, devicesEnded } = await app.database.transaction(async (tx) => ({
        sessionsEnded: await app.sessions.endOthers(request, userId, true, tx),
        devicesEnded: await app.deviceCredentials.forgetOthers(request, userId, true, tx),
      }));
      return { message: 'Signed out everywhere else.', sessionsEnded, devicesEnded };
    },
  );

  app.get(
    '/export',
    {
      config: { rateLimit: app.rateLimits.checks },
      schema: {
        tags: ['account'],
        summary: 'Everything the site holds about the signed-in account, as one JSON file',
        description:
          'The account, its sessions and remembered browsers (never their secrets), every score, every ' +
          "game dealt to it with each move and the server's time of it (never a game's hidden state), " +
          'per-game statistics and leaderboard entries. Sent as an attachment.',
        response: { 200: accountExportSchema, ...personal },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const [held, sessions, devices] = await Promise.all([
        exportAccount(app.database, userId, app.now()),
        app.sessions.list(request, userId),
        app.deviceCredentials.list(request, userId),
      ]);
      if (!held) throw unauthorized();
      const withoutCurrent = <T extends { current: boolean }>({ current: _, ...entry }: T) => entry;
      reply.header('content-disposition', `attachment; filename="brain-training-account-${userId}.json"`);
      return { ...held, sessions: sessions.map(withoutCurrent), devices: devices.map(withoutCurrent) };
    },
  );

  app.put(
    '/username',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['account'],
        summary: 'Change the username (the same rules as at sign-up)',
        description:
          'The leaderboards show the new name at once. 409 USERNAME_TAKEN when another account has the ' +
          'name, in any case, or a name that looks the same.',
        body: usernameBody,
        response: { 200: userSchema, 400: errorSchema, 409: errorSchema, ...personal },
      },
    },
    async (request) => {
      const renamed = await app.accounts.rename(request.user.id, request.body.username);
      if (!renamed) throw unauthorized();
      return renamed.user;
    },
  );

  app.post(
    '/email',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['account'],
        summary: 'Ask to change the e-mail address: a code is e-mailed to the new one',
        description:
          `The code (valid ${SIGN_IN_CODE_MINUTES} minutes, ${SIGN_IN_CODE_TRIES} tries) goes to the new ` +
          'address; POST /api/account/email/verify then changes it. A new request replaces a waiting one. ' +
          'Codes are limited per account and hour like sign-in codes.',
        body: emailChangeSchema,
        response: { 202: messageSchema, 400: errorSchema, 409: errorSchema, 503: errorSchema, ...personal },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const email = request.body.email;
      if (email === user.email) throw fixedError(400, 'EMAIL_UNCHANGED');
      if (await emailTakenByOther(app.database, email, user.id)) throw fixedError(409, 'EMAIL_TAKEN');
      await app.enforceLimit(
        'sign-in-codes:account',
        String(user.id),
        app.rateLimits.codesPerAccount,
        tooManyCodes,
      );
      const code = randomCode();
      const now = app.now();
      const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
      const change = { userId: user.id, newEmail: email, codeHash: hashCode(codeKey, user.id, code) };
      await storeEmailChange(app.database, change, now, expiresAt);
      try {
        const lang = await accountLanguage(app.database, user.id, request.body.lang);
        await app.mailer.sendEmailChangeCode({ userId: user.id, email, lang }, code);
      } catch (error) {
        const { code: mailCode, responseCode } = error as { code?: string; responseCode?: number };
        request.log.warn(
          { err: { code: mailCode, responseCode }, userId: user.id },
          'e-mail change code not sent',
        );
        throw fixedError(503, 'SIGN_IN_CODE_UNDELIVERED');
      }
      return reply.code(202).send({ message: EMAIL_CHANGE_CODE_SENT });
    },
  );

  app.post(
    '/email/verify',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['account'],
        summary: 'Change the e-mail address with the code e-mailed to the new one',
        description:
          'Answers the account with its new address, now proven; a notice goes to the old address. ' +
          'The new address must be the one the code was sent to.',
        body: emailChangeVerifySchema,
        response: { 200: userSchema, 400: signInCodeErrorSchema, 409: errorSchema, ...personal },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { email, code } = request.body;
      const checked = await applyEmailChange(
        app.database,
        {
          userId,
          newEmail: email,
          matches: (hash) => codeMatches(codeKey, userId, code, hash),
          tries: SIGN_IN_CODE_TRIES,
        },
        app.now(),
      );
      switch (checked.kind) {
        case 'none':
          throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
        case 'expired':
          throw fixedError(400, 'SIGN_IN_CODE_EXPIRED');
        case 'used-up':
          throw fixedError(400, 'SIGN_IN_CODE_USED_UP');
        case 'wrong':
          throw wrongCode(checked.triesLeft);
      }
      const before = checked.before;
      if (before)
        app.mailer.sendLater(async () => {
          try {
            const lang = await accountLanguage(app.database, userId, request.body.lang);
            await app.mailer.sendEmailChangedNotice({ userId, email: before, lang }, email);
          } catch (error) {
            // A mail server's refusal often quotes the address, so its words stay out of the log.
            const { code: mailCode, responseCode } = error as { code?: string; responseCode?: number };
            request.log.warn(
              { err: { code: mailCode, responseCode }, userId },
              'e-mail change notice not sent',
            );
          }
        });
      return checked.user;
    },
  );
};
