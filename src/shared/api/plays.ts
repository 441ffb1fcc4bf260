/**
 * Server-dealt games ("plays"): the server deals every game that can be ranked, keeps what the
 * player must not know yet, applies the moves at its own clock and reveals what each one shows.
 * One schema per payload; the moves, views and reveals are those of each game's engine
 * (src/shared/games/<game>/engine.ts), with nothing secret in them. docs/verified-games.md
 * summarises the paths, payloads and error codes.
 */
import { z } from 'zod';
import { GAME_IDS_TEXT, isGameId } from '../games/catalog.ts';
import { MEMORY_SYMBOLS } from '../games/memory-match/game.ts';
import { MAX_MOVES_PER_REQUEST } from './limits.ts';

/** 16 random bytes in base64url: 22 characters, unguessable. */
export const playIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'playId must be a play id of 22 characters');

export const playParamsSchema = z.strictObject({ playId: playIdSchema });

const difficultySchema = z.enum(['easy', 'medium', 'hard']);

/** The games dealt at a difficulty (Number Puzzle, Word Scramble); Memory Match and TL;DR take none. */
const GAMES_WITH_DIFFICULTY: readonly number[] = [2, 3];

/**
 * TL;DR's two words of a day: a signed-in player's own ranked word (the default for them), or the
 * word of the day that everyone shares, played unranked (what guests always play).
 */
const TLDR_WORDS = ['ranked', 'daily'] as const;
export type TldrWord = (typeof TLDR_WORDS)[number];

/**
 * Deal a game: `{gameId: 1}`, `{gameId: 2, difficulty: 'easy'}`, `{gameId: 3, difficulty}`,
 * `{gameId: 4}` (a signed-in player's ranked word, a guest's word of the day) or
 * `{gameId: 4, word: 'daily'}` (the word of the day, unranked).
 */
export const startPlaySchema = z
  .strictObject({
    gameId: z
      .number({ error: 'gameId must be a number' })
      .int('gameId must be a whole number')
      .refine(isGameId, `gameId must be ${GAME_IDS_TEXT}`),
    difficulty: difficultySchema.optional(),
    word: z.enum(TLDR_WORDS).optional(),
  })
  .refine((body) => GAMES_WITH_DIFFICULTY.includes(body.gameId) === (body.difficulty !== undefined), {
    error: 'difficulty is required for games 2 and 3 and not taken by games 1 and 4',
    path: ['difficulty'],
  })
  .refine((body) => body.word === undefined || body.gameId === 4, {
    error: 'word is taken by TL;DR (game 4) only',
    path: ['word'],
  });
/** @public */
export type StartPlay = z.infer<typeof startPlaySchema>;

/** ready until the first move, playing, then over (won or lost: the view tells which). */
const playStatusSchema = z.enum(['ready', 'playing', 'over']);
/** @public */
export type PlayStatus = z.infer<typeof playStatusSchema>;

// ---- Memory Match (game 1) ------------------------------------------------------------------

const memorySymbolSchema = z.enum(MEMORY_SYMBOLS);

/** Turn the card at a place (0 to 15). The server resolves a turned pair itself when it falls due. */
export const memoryMatchMoveSchema = z.strictObject({ type: z.literal('turn'), card: z.number().int() });

/** @public */
export const memoryMatchViewSchema = z.object({
  /** A card's symbol only while it is face up or matched, null when face down. */
  cards: z.array(
    z.object({
      id: z.number().int(),
      symbol: memorySymbolSchema.nullable(),
      isFlipped: z.boolean(),
      isMatched: z.boolean(),
    }),
  ),
  moves: z.number().int(),
  pairsFound: z.number().int(),
  /** When the turned pair's outcome falls due, in milliseconds on the server's clock, or null. */
  resolveAt: z.number().nullable(),
});

const revealedCardSchema = z.object({ id: z.number().int(), symbol: memorySymbolSchema });

/**
 * The turned card's symbol; with the second card of a pair, both cards and whether they match.
 * @public
 */
export const memoryMatchRevealSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('turned'), card: revealedCardSchema, startedGame: z.boolean() }),
  z.object({
    type: z.literal('pair'),
    outcome: z.enum(['match', 'mismatch']),
    cards: z.tuple([revealedCardSchema, revealedCardSchema]),
  }),
]);

// ---- Number Puzzle (game 2) -----------------------------------------------------------------

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

// ---- Word Scramble (game 3) -----------------------------------------------------------------

const GUESS_MAX = 40;

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

// ---- TL;DR (game 4) -------------------------------------------------------------------------

const letterStateSchema = z.enum(['correct', 'present', 'absent']);

/**
 * `start`: the first letter typed (it starts the clock); `guess`: a whole six-letter row, which the
 * server checks against the dictionary and scores.
 */
export const tldrMoveSchema = z.union([
  z.strictObject({ type: z.literal('start') }),
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
});

/**
 * The clues of a scored guess, or a word the dictionary does not hold (it uses no attempt).
 * @public
 */
export const tldrRevealSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('started') }),
  z.object({
    kind: z.literal('scored'),
    guess: z.string(),
    clues: z.array(letterStateSchema),
    verdict: z.enum(['wrong', 'won', 'lost']),
  }),
  z.object({ kind: z.literal('refused'), reason: z.literal('not-in-word-list') }),
]);

/** Whether YYYY-MM-DD names a real calendar day (no 31 November, no 29 February of a common year). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** A past day's answer, for the archive of practice games: only once that Pacific day is over. */
export const tldrPastDayParamsSchema = z.strictObject({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date written YYYY-MM-DD')
    .refine(isCalendarDay, 'day must be a real calendar day'),
});
export const tldrPastAnswerSchema = z.object({ day: z.string(), answer: z.string() });

// ---- Every game -----------------------------------------------------------------------------

/** The moves of any game; the server checks each against its play's own game (422 ILLEGAL_MOVE). */
export const movesRequestSchema = z.strictObject({
  moves: z
    .array(z.union([memoryMatchMoveSchema, numberPuzzleMoveSchema, wordScrambleMoveSchema, tldrMoveSchema]))
    .min(1, 'moves must hold at least one move')
    .max(MAX_MOVES_PER_REQUEST, `moves must hold at most ${MAX_MOVES_PER_REQUEST} moves`),
});
/** @public */
export type MovesRequest = z.infer<typeof movesRequestSchema>;

/**
 * Why a finished game does not go on the board: a guest's game, TL;DR's word of the day, or a game
 * faster than a person can play it (its floor).
 */
const UNRANKED_REASONS = ['guest', 'word-of-the-day', 'below-floor'] as const;
export type UnrankedReason = (typeof UNRANKED_REASONS)[number];

/**
 * A finished game as the server timed and scored it: from the arrival of the move that started the
 * game's clock to the arrival of the move that finished it. `timeSeconds` and `score` are what a
 * submission carries; `floorMs` is the least time a person needs for the moves played.
 */
const playResultSchema = z.object({
  timeSeconds: z.number().int(),
  score: z.number().int(),
  elapsedMs: z.number().int(),
  floorMs: z.number().int(),
  /** Whether a submission of it can go on the board; `unranked` says why not. */
  ranked: z.boolean(),
  unranked: z.enum(UNRANKED_REASONS).nullable(),
});
export type PlayResult = z.infer<typeof playResultSchema>;

const playFields = {
  playId: playIdSchema,
  status: playStatusSchema,
  /** When an unfinished play is deleted (a day after its deal), ISO 8601. */
  expiresAt: z.string(),
  /** Whether the play can be ranked: a signed-in player's game (for TL;DR, their own word). */
  ranked: z.boolean(),
  /** The server's time and score once the game is over (or its end is certain), else null. */
  result: playResultSchema.nullable(),
  /** Whether its score was submitted. */
  submitted: z.boolean(),
};

/** A play as its player may see it: the answer to POST /api/plays and GET /api/plays/:playId. */
export const playSchema = z.discriminatedUnion('gameId', [
  z.object({ ...playFields, gameId: z.literal(1), view: memoryMatchViewSchema }),
  z.object({ ...playFields, gameId: z.literal(2), view: numberPuzzleViewSchema }),
  z.object({ ...playFields, gameId: z.literal(3), view: wordScrambleViewSchema }),
  z.object({ ...playFields, gameId: z.literal(4), view: tldrViewSchema }),
]);
/** @public */
export type Play = z.infer<typeof playSchema>;

const movesFields = {
  status: playStatusSchema,
  /** The server's time and score, once the moves finished the game (or made its end certain). */
  result: playResultSchema.nullable(),
};

/** What the moves did: the play's view and status after them, and what each move revealed, in order. */
export const movesResponseSchema = z.discriminatedUnion('gameId', [
  z.object({
    gameId: z.literal(1),
    ...movesFields,
    view: memoryMatchViewSchema,
    reveals: z.array(memoryMatchRevealSchema),
  }),
  z.object({
    gameId: z.literal(2),
    ...movesFields,
    view: numberPuzzleViewSchema,
    reveals: z.array(numberPuzzleRevealSchema),
  }),
  z.object({
    gameId: z.literal(3),
    ...movesFields,
    view: wordScrambleViewSchema,
    reveals: z.array(wordScrambleRevealSchema),
  }),
  z.object({
    gameId: z.literal(4),
    ...movesFields,
    view: tldrViewSchema,
    reveals: z.array(tldrRevealSchema),
  }),
]);
/** @public */
export type MovesResponse = z.infer<typeof movesResponseSchema>;
