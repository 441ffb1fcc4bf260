/** What Memory Match sends and takes through the plays API (docs/verified-games.md): nothing secret. */
import { z } from 'zod';
import { MEMORY_SYMBOLS } from './game.ts';

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
