import { MEMORY_PAIRS } from './scoring.ts';

/** The eight symbols of the deck, each on two cards. */
export const MEMORY_SYMBOLS = [
  'brain',
  'target',
  'fire',
  'star',
  'dice',
  'palette',
  'music-note',
  'lightning',
] as const;

export type MemorySymbol = (typeof MEMORY_SYMBOLS)[number];

/** A matching pair stays face up this long before it is marked matched. */
export const MATCH_DELAY_MS = 500;
/** A mismatched pair stays face up this long before both cards turn back. */
export const MISMATCH_DELAY_MS = 1000;

export interface MemoryCard {
  /** The card's place on the board, 0 to 15; cards never move. */
  id: number;
  symbol: MemorySymbol;
  isFlipped: boolean;
  isMatched: boolean;
}

/** idle until the first card is turned, playing until the last pair is matched, then done. */
type MemoryStatus = 'idle' | 'playing' | 'done';

/** Two turned cards waiting for their outcome: matched after 0.5 s, or turned back after 1 s. */
interface PendingPair {
  outcome: 'match' | 'mismatch';
  cardIds: readonly [number, number];
  /** When the outcome applies, on the same clock as the `now` passed to `turnCard`. */
  resolveAt: number;
}

export interface MemoryGame {
  cards: readonly MemoryCard[];
  status: MemoryStatus;
  /** Pairs turned so far: a move is one pair of cards turned, matching or not. */
  moves: number;
  pairsFound: number;
  pending: PendingPair | null;
}

/** What one action did, so the screen can start the clock, announce it and submit at the end. */
export type MemoryEvent =
  | { type: 'ignored'; reason: 'locked' | 'face-up' | 'matched' | 'done' | 'no-such-card' }
  | { type: 'turned'; card: MemoryCard; startedGame: boolean }
  | { type: 'pair'; outcome: 'match' | 'mismatch'; cards: readonly [MemoryCard, MemoryCard] }
  | { type: 'matched'; cards: readonly [MemoryCard, MemoryCard]; pairsFound: number; finished: boolean }
  | { type: 'turned-back'; cards: readonly [MemoryCard, MemoryCard] }
  | { type: 'nothing-due' };

export interface MemoryStep {
  game: MemoryGame;
  event: MemoryEvent;
}

/** Sixteen cards, each symbol twice, shuffled (Fisher-Yates) with the given random source in [0, 1). */
export function dealCards(random: () => number): MemoryCard[] {
  const symbols: MemorySymbol[] = MEMORY_SYMBOLS.flatMap((symbol) => [symbol, symbol]);
  for (let index = symbols.length - 1; index > 0; index--) {
    const other = Math.min(index, Math.floor(random() * (index + 1)));
    [symbols[index], symbols[other]] = [symbols[other] as MemorySymbol, symbols[index] as MemorySymbol];
  }
  return symbols.map((symbol, id) => ({ id, symbol, isFlipped: false, isMatched: false }));
}

export function newMemoryGame(random: () => number): MemoryGame {
  return { cards: dealCards(random), status: 'idle', moves: 0, pairsFound: 0, pending: null };
}

/** The cards face up and not yet matched (at most two). */
export function faceUpCards(game: MemoryGame): MemoryCard[] {
  return game.cards.filter((card) => card.isFlipped && !card.isMatched);
}

/**
 * Turns a card face up at time `now` (milliseconds on any clock). The first card turned starts the
 * game; the second card of a pair makes a move and schedules its outcome. While a pair waits for its
 * outcome the board is locked, so no more than two cards are ever face up.
 */
export function turnCard(game: MemoryGame, cardId: number, now: number): MemoryStep {
  const card = game.cards[cardId];
  if (!card) return { game, event: { type: 'ignored', reason: 'no-such-card' } };
  if (game.status === 'done') return { game, event: { type: 'ignored', reason: 'done' } };
  if (game.pending) return { game, event: { type: 'ignored', reason: 'locked' } };
  if (card.isMatched) return { game, event: { type: 'ignored', reason: 'matched' } };
  if (card.isFlipped) return { game, event: { type: 'ignored', reason: 'face-up' } };

  const turned: MemoryCard = { ...card, isFlipped: true };
  const cards = game.cards.map((candidate) => (candidate.id === cardId ? turned : candidate));
  const startedGame = game.status === 'idle';
  const status: MemoryStatus = 'playing';
  const first = game.cards.find((candidate) => candidate.isFlipped && !candidate.isMatched);
  if (!first) {
    return { game: { ...game, cards, status }, event: { type: 'turned', card: turned, startedGame } };
  }
  const outcome = first.symbol === turned.symbol ? 'match' : 'mismatch';
  const pending: PendingPair = {
    outcome,
    cardIds: [first.id, turned.id],
    resolveAt: now + (outcome === 'match' ? MATCH_DELAY_MS : MISMATCH_DELAY_MS),
  };
  return {
    game: { ...game, cards, status, moves: game.moves + 1, pending },
    event: { type: 'pair', outcome, cards: [first, turned] },
  };
}

/**
 * Applies the waiting pair's outcome once its time has come: a match becomes matched (and the last
 * match finishes the game, reported once as `finished`), a mismatch turns face down again.
 */
export function resolvePair(game: MemoryGame, now: number): MemoryStep {
  const pending = game.pending;
  if (!pending || now < pending.resolveAt) return { game, event: { type: 'nothing-due' } };
  const [firstId, secondId] = pending.cardIds;
  const inPair = (card: MemoryCard) => card.id === firstId || card.id === secondId;
  const isMatch = pending.outcome === 'match';
  const cards = game.cards.map((card) =>
    inPair(card) ? { ...card, isFlipped: isMatch, isMatched: isMatch } : card,
  );
  const pair = [cards[firstId], cards[secondId]] as [MemoryCard, MemoryCard];
  if (!isMatch) {
    return { game: { ...game, cards, pending: null }, event: { type: 'turned-back', cards: pair } };
  }
  const pairsFound = game.pairsFound + 1;
  const finished = pairsFound === MEMORY_PAIRS;
  return {
    game: { ...game, cards, pending: null, pairsFound, status: finished ? 'done' : game.status },
    event: { type: 'matched', cards: pair, pairsFound, finished },
  };
}

export function isLocked(game: MemoryGame): boolean {
  return game.pending !== null;
}
