/** What TL;DR sends and takes through the plays API (docs/verified-games.md): the answer only at the end. */
import { z } from 'zod';
import { GUESS_MAX } from '../define-game.ts';
import { wordMeaningSchema } from '../word-meaning.ts';

const letterStateSchema = z.enum(['correct', 'present', 'absent']);

/**
 * `start`: the first letter typed (it starts the clock); `hard-mode`: hard mode on or off, before
 * the first guess; `guess`: a whole six-letter row, which the server checks against the dictionary
 * (and in hard mode against the hints revealed) and scores.
 */
export const tldrMoveSchema = z.union([
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('hard-mode'), on: z.boolean() }),
  z.strictObject({ type: z.literal('guess'), word: z.string().max(GUESS_MAX) }),
]);

/**
 * Every scored row; the answer only once the game is over.
 * @public
 */
export const tldrViewSchema = z.object({
  day: z.string(),
  rows: z.array(z.object({ guess: z.string(), states: z.array(letterStateSchema) })),
  current: z.string(),
  status: z.enum(['playing', 'won', 'lost']),
  answer: z.string().nullable(),
  /** The answer's meaning in English (WordNet), once the game is over; null before, and when none is known. */
  meaning: wordMeaningSchema.nullable(),
  /** Every revealed hint must be used in later guesses (chosen before the first guess). */
  hardMode: z.boolean(),
});

/**
 * The clues of a scored guess, or a word the dictionary does not hold (it uses no attempt).
 * @public
 */
export const tldrRevealSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('started') }),
  z.object({ kind: z.literal('hard-mode'), on: z.boolean() }),
  z.object({
    kind: z.literal('scored'),
    guess: z.string(),
    clues: z.array(letterStateSchema),
    verdict: z.enum(['wrong', 'won', 'lost']),
  }),
  z.object({ kind: z.literal('refused'), reason: z.literal('not-in-word-list') }),
]);
