import { GAME_IDENTITIES, GAME_IDS, type GameId } from './identities.ts';

export { GAME_IDS, type GameId };

/** A game's public identity, as the API lists it. */
export interface GameInfo {
  id: GameId;
  slug: string;
  name: string;
  description: string;
}

/** The games as the API lists them. */
export const GAMES: readonly GameInfo[] = GAME_IDENTITIES.map(({ id, slug, name, description }) => ({
  id,
  slug,
  name,
  description,
}));

/** Numbers as a sentence lists them: "1", "1 and 4", "1, 2, 3 or 4". */
export function listedNumbers(numbers: readonly number[], last: 'and' | 'or' = 'or'): string {
  return numbers.length < 2
    ? numbers.join('')
    : `${numbers.slice(0, -1).join(', ')} ${last} ${numbers.at(-1)}`;
}

export function isGameId(value: number): value is GameId {
  return (GAME_IDS as readonly number[]).includes(value);
}

export function gameById(id: GameId): GameInfo {
  const game = GAMES.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`No game with id ${id}`);
  return game;
}
