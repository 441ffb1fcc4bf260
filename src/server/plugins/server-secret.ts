import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { secretInDataFolder } from '../lib/secret-file.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The server's own secret (GAME_SECRET, or the one kept in the data folder): it seeds the daily
     * picks and keys the hashes of sign-in codes. Every instance of one site must share it.
     */
    serverSecret: string;
  }
}

const SECRET_FILE = 'game-secret';

const serverSecret: FastifyPluginAsync<{ configured: string | undefined; dataDir: string }> = async (
  app,
  options,
) => {
  if (options.configured) {
    app.decorate('serverSecret', options.configured);
    return;
  }
  const secret = await secretInDataFolder(options.dataDir, SECRET_FILE);
  if (app.database.kind === 'postgresql') {
    app.log.warn(
      { file: secret.file },
      'GAME_SECRET is not set: the daily picks and sign-in codes use the one in the data folder. Instances that share a database must share GAME_SECRET.',
    );
  }
  app.decorate('serverSecret', secret.value);
};

export const serverSecretPlugin = fp(serverSecret, {
  name: 'server-secret',
  fastify: '5.x',
  dependencies: ['database'],
});
