import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import { proveEmail, renameAccount } from '../modules/account/queries.ts';
import { deleteAccount } from '../modules/users/queries.ts';

/**
 * The accounts' changes that more than one part of the server makes: the player's own deletion and
 * the admin's, and the clean-up's of an inactive account; a rename by the player or the admin; a
 * sign-in by code that proves the address. Each keeps this instance's boards in step (every other
 * instance is notified by the change's own transaction).
 */
interface AccountsRepository {
  /**
   * Deletes an account and everything of it in one transaction (users/queries.ts says what). Null when
   * there is no such account, or when `stillDue`, asked once the account is locked, says no.
   */
  delete(
    userId: number,
    stillDue?: (tx: Queryable) => Promise<boolean>,
  ): Promise<Awaited<ReturnType<typeof deleteAccount>>>;
  /**
   * Gives the account a new name, already checked against the rules (lib/usernames); 409
   * USERNAME_TAKEN when another account has it or one that looks the same; null when there is no
   * such account.
   */
  rename(userId: number, username: string): Promise<Awaited<ReturnType<typeof renameAccount>>>;
  /**
   * Marks the account's address as proven now, inside `tx`; true when it had never been proven
   * before (the first code sign-in, which ends every other session and remembered browser).
   */
  proveEmail(tx: Queryable, userId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

const accounts: FastifyPluginAsync = async (app) => {
  const dropBoards = (gameIds: readonly number[]) => app.boardsChanged(gameIds);
  const repository: AccountsRepository = {
    async delete(userId, stillDue) {
      const deleted = await deleteAccount(app.database, userId, stillDue);
      if (deleted) dropBoards(deleted.boardGames);
      return deleted;
    },
    async rename(userId, username) {
      const renamed = await renameAccount(app.database, userId, username);
      if (renamed) dropBoards(renamed.boardGames);
      return renamed;
    },
    proveEmail: (tx, userId) => proveEmail(tx, userId, app.now()),
  };
  app.decorate('accounts', repository);
};

export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  fastify: '5.x',
  dependencies: ['database', 'clock', 'live-boards'],
});
