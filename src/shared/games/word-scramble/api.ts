/** What Word Scramble sends and takes through the plays API (docs/verified-games.md): only the word in play. */
import { z } from 'zod';
import { difficultySchema, GUESS_MAX } from '../define-game.ts';

/** `start`: the first letter typed; `guess`: an answer for the word shown; `rescramble`: new letters. */
export const wordScrambleMoveSchema = z.union([
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('guess'), text: z.string().max(GUESS_MAX) }),
  z.strictObject({ type: z.literal('rescramble') }),
]);

const scrambleSchema = z.object({ scrambled: z.string(), hint: z.string() });

/**
 * Only the word in play, scrambled, with its hint; the words solved so far are shown.
 * @public
 */
export const wordScrambleViewSchema = z.object({
  difficulty: difficultySchema,
  word: scrambleSchema.nullable(),
  solved: z.array(z.string()),
  total: z.number().int(),
  streak: z.number().int(),
});

/**
 * A right answer names the word and brings the next scramble and hint (null after the last word).
 * @public
 */
export const wordScrambleRevealSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('correct'),
    word: z.string(),
    finished: z.boolean(),
    next: scrambleSchema.nullable(),
  }),
  z.object({ kind: z.literal('wrong') }),
  z.object({ kind: z.literal('started') }),
  z.object({ kind: z.literal('rescrambled'), scrambled: z.string() }),
]);
