/** What Number Puzzle sends and takes through the plays API (docs/verified-games.md). */
import { z } from 'zod';
import { difficultySchema } from '../define-game.ts';

/** Slide the tile on a square (0 to 15, reading order), or the tile next to the blank in a direction. */
export const numberPuzzleMoveSchema = z.union([
  z.strictObject({ type: z.literal('tile'), index: z.number().int() }),
  z.strictObject({ type: z.literal('slide'), direction: z.enum(['up', 'down', 'left', 'right']) }),
]);

/**
 * The board is public: the deal shows it whole.
 * @public
 */
export const numberPuzzleViewSchema = z.object({
  difficulty: difficultySchema,
  board: z.array(z.number().int()),
  moves: z.number().int(),
  solved: z.boolean(),
});

/** @public */
export const numberPuzzleRevealSchema = z.object({
  type: z.literal('moved'),
  tile: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  startedGame: z.boolean(),
  solved: z.boolean(),
});
