/**
 * Server-dealt games ("plays"): the server deals every game that can be ranked, keeps what the
 * player must not know yet, applies the moves at its own clock and reveals what each one shows.
 * One schema per payload; the moves, views and reveals are those of each game's engine
 * (src/shared/games/<game>/engine.ts), with nothing secret in them. docs/verified-games.md
 * summarises the paths, payloads and error codes.
 */
import { z } from 'zod';
import { listedNumbers } from '../games/catalog.ts';
import { type AnyGameDefinition, difficultySchema } from '../games/define-game.ts';
import { GAME_REGISTRY } from '../games/registry.ts';
import { wordMeaningSchema } from '../games/word-meaning.ts';
import { MAX_MOVES_PER_REQUEST } from './limits.ts';

/** 16 random bytes in base64url: 22 characters, unguessable. */
export const playIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'playId must be a play id of 22 characters');

export const playParamsSchema = z.strictObject({ playId: playIdSchema });

/**
 * The two games of a day of a game with a shared daily game (TL;DR): a signed-in player's own ranked
 * one (the default for them), or the one everyone shares, played unranked (what guests always play).
 */
const TLDR_WORDS = ['ranked', 'daily'] as const;
export type TldrWord = (typeof TLDR_WORDS)[number];

/**
 * Deal a game: `{gameId}`, with `difficulty` for a game dealt at one (Number Puzzle, Word Scramble),
 * and `word: 'daily'` for a shared game of the day played unranked (TL;DR's word of the day; without
 * it a signed-in player gets their own ranked word, a guest the word of the day).
 */
function startPlaySchemaOf(games: readonly AnyGameDefinition[]) {
  const ids = games.map((game) => game.identity.id);
  const withDifficulty = games.filter((game) => game.capabilities.difficulty).map((game) => game.identity.id);
  const withoutDifficulty = ids.filter((id) => !withDifficulty.includes(id));
  const shared = games.filter((game) => game.capabilities.sharedDaily).map((game) => game.identity);
  return z
    .strictObject({
      gameId: z
        .number({ error: 'gameId must be a number' })
        .int('gameId must be a whole number')
        .refine((id) => ids.includes(id), `gameId must be ${listedNumbers(ids, 'or')}`),
      difficulty: difficultySchema.optional(),
      word: z.enum(TLDR_WORDS).optional(),
    })
    .refine((body) => withDifficulty.includes(body.gameId) === (body.difficulty !== undefined), {
      error: `difficulty is required for games ${listedNumbers(withDifficulty, 'and')} and not taken by games ${listedNumbers(withoutDifficulty, 'and')}`,
      path: ['difficulty'],
    })
    .refine((body) => body.word === undefined || shared.some((game) => game.id === body.gameId), {
      error: `word is taken by ${shared.map((game) => `${game.name} (game ${game.id})`).join(', ')} only`,
      path: ['word'],
    });
}

/** ready until the first move, playing, then over (won or lost: the view tells which). */
const playStatusSchema = z.enum(['ready', 'playing', 'over']);
/** @public */
export type PlayStatus = z.infer<typeof playStatusSchema>;

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
export const tldrPastAnswerSchema = z.object({
  day: z.string(),
  answer: z.string(),
  /** The word's meaning in English (WordNet), null when none is known. */
  meaning: wordMeaningSchema.nullable(),
});

/**
 * The range of the practice archive: the first Pacific day whose word of the day was stored (null
 * before any was). The archive offers every day from it to the day before today.
 */
export const tldrArchiveSchema = z.object({ firstDay: z.string().nullable() });
export type TldrArchive = z.infer<typeof tldrArchiveSchema>;

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

type Games = readonly [AnyGameDefinition, ...AnyGameDefinition[]];

/** A play of one game as its player may see it. */
function playVariant<Game extends AnyGameDefinition>(game: Game) {
  return z.object({
    ...playFields,
    gameId: z.literal<Game['identity']['id']>(game.identity.id),
    view: game.api.view as Game['api']['view'],
  });
}

const movesFields = {
  status: playStatusSchema,
  /** The server's time and score, once the moves finished the game (or made its end certain). */
  result: playResultSchema.nullable(),
};

/** What moves of one game did. */
function movesVariant<Game extends AnyGameDefinition>(game: Game) {
  return z.object({
    gameId: z.literal<Game['identity']['id']>(game.identity.id),
    ...movesFields,
    view: game.api.view as Game['api']['view'],
    reveals: z.array(game.api.reveal as Game['api']['reveal']),
  });
}

/** Each game's variant of a payload, in the order of the games: the tuple a discriminated union takes. */
type MovesVariants<T extends Games> = {
  [K in keyof T]: T[K] extends AnyGameDefinition ? ReturnType<typeof movesVariant<T[K]>> : never;
};
type PlayVariants<T extends Games> = {
  [K in keyof T]: T[K] extends AnyGameDefinition ? ReturnType<typeof playVariant<T[K]>> : never;
};

/**
 * The plays API's schemas for a list of games: the site's own (below, exact per game at compile
 * time), or a server's list with games added at start-up (`buildApp({ games })`).
 */
export function playSchemasOf<const T extends Games>(games: T) {
  const moveSchemas = games.map((game) => game.api.move);
  return {
    startPlay: startPlaySchemaOf(games),
    /** The moves of any game; the server checks each against its play's own game (422 ILLEGAL_MOVE). */
    movesRequest: z.strictObject({
      moves: z
        .array(z.union(moveSchemas as unknown as [T[number]['api']['move'], ...T[number]['api']['move'][]]))
        .min(1, 'moves must hold at least one move')
        .max(MAX_MOVES_PER_REQUEST, `moves must hold at most ${MAX_MOVES_PER_REQUEST} moves`),
    }),
    /** A play as its player may see it: the answer to POST /api/plays and GET /api/plays/:playId. */
    play: z.discriminatedUnion('gameId', games.map(playVariant) as unknown as PlayVariants<T>),
    /** What the moves did: the play's view and status after them, and what each move revealed, in order. */
    movesResponse: z.discriminatedUnion('gameId', games.map(movesVariant) as unknown as MovesVariants<T>),
  };
}

const SITE_SCHEMAS = playSchemasOf(GAME_REGISTRY);

export const startPlaySchema = SITE_SCHEMAS.startPlay;
/** @public */
export type StartPlay = z.infer<typeof startPlaySchema>;
export const movesRequestSchema = SITE_SCHEMAS.movesRequest;
/** @public */
export type MovesRequest = z.infer<typeof movesRequestSchema>;
export const playSchema = SITE_SCHEMAS.play;
/** @public */
export type Play = z.infer<typeof playSchema>;
export const movesResponseSchema = SITE_SCHEMAS.movesResponse;
/** @public */
export type MovesResponse = z.infer<typeof movesResponseSchema>;
