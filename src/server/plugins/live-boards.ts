import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LiveHub } from '../lib/live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live boards' streams of this instance and the events that feed them (modules/live). */
    liveBoards: LiveHub;
    /**
     * A write of this instance changed the top 30 of these games' boards (committed): drops this
     * instance's cached boards of them at once and sends their new rows to every instance's live
     * streams. Every board-changing write calls it after its commit (other instances' caches are told
     * by the notification in the write's own statement).
     */
    boardsChanged: (gameIds: Iterable<number>) => void;
  }
}

/**
 * Starts the live boards' feed (a LISTEN) with the app. When the server stops, every stream is ended
 * before the server waits for its connections to close (`preClose`: an open stream would hold it
 * until the force-exit), and the feed stops once the events being written are stored (`onClose`).
 */
const liveBoards: FastifyPluginAsync<{ streamsPerAddress: number }> = async (app, options) => {
  const hub = new LiveHub(app.database, app.log, {
    streamsPerAddress: options.streamsPerAddress,
    now: () => app.now(),
  });
  await hub.start();
  app.decorate('liveBoards', hub);
  app.decorate('boardsChanged', (gameIds: Iterable<number>) => {
    for (const gameId of new Set(gameIds)) {
      app.boardCache?.invalidate(gameId);
      hub.publish(gameId);
    }
  });
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());
};

export const liveBoardsPlugin = fp(liveBoards, {
  name: 'live-boards',
  fastify: '5.x',
  dependencies: ['database', 'clock', 'board-cache'],
});
