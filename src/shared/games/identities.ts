/**
 * Every game's identity, named once in its folder (`<slug>/identity.ts`): id, slug, name,
 * description, address and icon. This module is part of every page's first script (the shell names
 * the games and links to them); the rest of a game's definition (`registry.ts`) is for the games' own
 * pages, the server and the build.
 */
import { memoryMatchIdentity } from './memory-match/identity.ts';
import { numberPuzzleIdentity } from './number-puzzle/identity.ts';
import { tldrIdentity } from './tldr/identity.ts';
import { wordScrambleIdentity } from './word-scramble/identity.ts';

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_IDENTITIES = [
  memoryMatchIdentity,
  numberPuzzleIdentity,
  wordScrambleIdentity,
  tldrIdentity,
] as const;

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
