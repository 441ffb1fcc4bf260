import type { AnyGameEngine } from './engine.ts';
import { memoryMatchEngine } from './memory-match/engine.ts';
import { numberPuzzleEngine } from './number-puzzle/engine.ts';
import type { GameId } from './registry.ts';
import { tldrEngine } from './tldr/engine.ts';
import { wordScrambleEngine } from './word-scramble/engine.ts';

/**
 * Each registered game's engine, by id: what the server deals and replays ranked games with. A game
 * of the registry without an engine here does not compile. Kept apart from the registry so that pages
 * which only name the games do not download their rules (see `registry.ts`).
 */
export const GAME_ENGINES = {
  1: memoryMatchEngine,
  2: numberPuzzleEngine,
  3: wordScrambleEngine,
  4: tldrEngine,
} as const satisfies Record<GameId, AnyGameEngine>;
