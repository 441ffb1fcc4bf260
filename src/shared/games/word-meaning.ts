import { z } from 'zod';

/** The parts of speech a meaning is given for (WordNet's four). */
const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/**
 * A word's meaning, in English, from WordNet: its part of speech and the definition of its most
 * common sense. `baseForm` is the word whose meaning it is when the word played is an inflected form
 * of it (ADDING: add), else null. Given only once a game is over.
 */
export const wordMeaningSchema = z.object({
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
  definition: z.string(),
  baseForm: z.string().nullable(),
});
export type WordMeaning = z.infer<typeof wordMeaningSchema>;
