import type { GameIdentity } from './define-game.ts';
import { GAME_IDS, type GameId } from './identities.ts';

export { GAME_IDS, type GameId };

/** A game's public identity, as the API lists it. */
export type GameInfo = Pick<GameIdentity, 'id' | 'slug' | 'name' | 'description'>;

/** What GET /api/games lists of a game: its identity without its address and icon. */
export function gameInfo({ id, slug, name, description }: GameIdentity): GameInfo {
  return { id, slug, name, description };
}

/** Numbers as a sentence lists them: "1", "1 and 4", "1, 2, 3 or 4". */
export function listedNumbers(numbers: readonly number[], last: 'and' | 'or' = 'or'): string {
  return numbers.length < 2
    ? numbers.join('')
    : `${numbers.slice(0, -1).join(', ')} ${last} ${numbers.at(-1)}`;
}

export function isGameId(value: number): value is GameId {
  return (GAME_IDS as readonly number[]).includes(value);
}
