import { isGameId } from '../../../shared/games/catalog.ts';
import { gameIdentity } from '../../../shared/games/identities.ts';

/** A game's name, or its number for an id the site does not know (a game since removed). */
export function gameName(gameId: number): string {
  return isGameId(gameId) ? gameIdentity(gameId).name : `#${gameId}`;
}
