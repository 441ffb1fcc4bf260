/**
 * Every game of the site, as its folder defines it (`<slug>/definition.ts`, made by `defineGame`):
 * identity, rules and scoring, engine, API schemas, how the server deals it and what it can do. The
 * API's unions (`api/plays.ts`), the server's tables, the browser's types and the build's page list
 * are read from this list. The browser never imports it at run time: a game's page reads its own
 * identity (`<slug>/identity.ts`), and the shell reads `identities.ts`, so that no page carries
 * another game's rules or any game's engine and answer lists.
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
export type GameId = RegisteredGame['identity']['id'];

/** The definition of a game the site knows, by any number (a stored id of a game since removed gives none). */
export function gameWithId(id: number): AnyGameDefinition | undefined {
  return GAME_REGISTRY.find((candidate) => candidate.identity.id === id);
}
