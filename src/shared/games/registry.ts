/**
 * Every game of the site, as its folder defines it (`<folder>/definition.ts`, made by `defineGame`):
 * identity, rules and scoring, engine, API schemas, how the server deals it and what it can do. This
 * is the one list of the games: one line a game. The API's unions (`api/plays.ts`), the server's
 * games, the browser's types, the build's page list and the shell's identities (`identities.ts`) are
 * read from it. The browser reads it only through `identities.ts`, and its build then keeps each
 * game's identity alone (`scripts/game-identities-plugin.ts`); a game's page reads its own identity
 * (`<folder>/identity.ts`), so that no page carries another game's rules or any game's engine and
 * answer lists.
 */
import type { AnyGameDefinition } from './define-game.ts';
import { memoryMatch } from './memory-match/definition.ts';
import { numberPuzzle } from './number-puzzle/definition.ts';
import { tldr } from './tldr/definition.ts';
import { wordScramble } from './word-scramble/definition.ts';

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_REGISTRY = [memoryMatch, numberPuzzle, wordScramble, tldr] as const satisfies readonly [
  AnyGameDefinition,
  ...AnyGameDefinition[],
];

export type RegisteredGame = (typeof GAME_REGISTRY)[number];

/** The definition of a game the site knows, by any number (a stored id of a game since removed gives none). */
export function gameWithId(id: number): AnyGameDefinition | undefined {
  return GAME_REGISTRY.find((candidate) => candidate.identity.id === id);
}
