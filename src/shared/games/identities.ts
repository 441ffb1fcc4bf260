/**
 * Every game's identity (`<folder>/identity.ts`: id, slug, name, description, address and icon), read
 * from the registry, the one list of the games. This module is part of every page's first script (the
 * shell names the games and links to them), so the browser's build gives it a registry of the
 * identities alone (`scripts/game-identities-plugin.ts`): no page carries a game's rules, engine or
 * answer lists through it. The server, the prerender and the tests read the whole registry.
 */
import type { GameIdentity } from './define-game.ts';
import { GAME_REGISTRY } from './registry.ts';

/** The identities of a list of games, in its order. */
type IdentitiesOf<Games extends readonly { identity: GameIdentity }[]> = {
  readonly [Index in keyof Games]: Games[Index]['identity'];
};

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_IDENTITIES = GAME_REGISTRY.map((game) => game.identity) as unknown as IdentitiesOf<
  typeof GAME_REGISTRY
>;

export type GameId = (typeof GAME_IDENTITIES)[number]['id'];

/** The games' ids, in order. */
export const GAME_IDS: readonly GameId[] = GAME_IDENTITIES.map((game) => game.id);

/** A game's identity by id. */
export function gameIdentity<Id extends GameId>(
  id: Id,
): Extract<(typeof GAME_IDENTITIES)[number], { id: Id }> {
  const game = GAME_IDENTITIES.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`No game with id ${id}`);
  return game as Extract<(typeof GAME_IDENTITIES)[number], { id: Id }>;
}
