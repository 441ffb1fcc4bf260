import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { playSchemasOf } from '../../shared/api/plays.ts';
import { type GameInfo, gameInfo, listedNumbers } from '../../shared/games/catalog.ts';
import type { AnyGameDefinition } from '../../shared/games/define-game.ts';
import { GAME_REGISTRY } from '../../shared/games/registry.ts';

/** The games this server deals, verifies and ranks, with the plays API's schemas made from them. */
interface ServerGames {
  list: readonly [AnyGameDefinition, ...AnyGameDefinition[]];
  /** Their ids, in order. */
  ids: readonly number[];
  /** Their public identities, as GET /api/games lists them. */
  infos: readonly GameInfo[];
  /** A game by id, or undefined for an id this server does not know. */
  byId: (id: number) => AnyGameDefinition | undefined;
  /** The ids as a sentence lists them: "1, 2, 3 or 4". */
  idsText: string;
  schemas: ReturnType<typeof playSchemasOf>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: ServerGames;
  }
}

/** The registry's games, or the list a test starts the server with (a game of its own added). */
const games: FastifyPluginAsync<{ games?: readonly [AnyGameDefinition, ...AnyGameDefinition[]] }> = async (
  app,
  options,
) => {
  const list = options.games ?? GAME_REGISTRY;
  const ids = list.map((game) => game.identity.id);
  if (new Set(ids).size !== ids.length) throw new Error(`Two games share an id: ${ids.join(', ')}`);
  // The shared pick of a day is stored by day alone (tldr_daily_words, decision 017): one game may have one.
  if (list.filter((game) => game.capabilities.sharedDaily).length > 1) {
    throw new Error('Only one game can have a shared game of the day: its pick is stored by day alone');
  }
  const byId = new Map(list.map((game) => [game.identity.id, game]));
  app.decorate('games', {
    list,
    ids,
    infos: list.map(({ identity }) => gameInfo(identity)),
    byId: (id: number) => byId.get(id),
    idsText: listedNumbers(ids),
    schemas: playSchemasOf(list),
  });
};

export const gamesPlugin = fp(games, { name: 'games', fastify: '5.x' });
