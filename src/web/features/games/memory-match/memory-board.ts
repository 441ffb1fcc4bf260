import type { z } from 'zod';
import type {
  memoryMatchRevealSchema,
  memoryMatchViewSchema,
} from '../../../../shared/games/memory-match/api.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../../../shared/games/memory-match/game.ts';
import { MEMORY_PAIRS } from '../../../../shared/games/memory-match/scoring.ts';

type MemoryMatchView = z.infer<typeof memoryMatchViewSchema>;
type MemoryMatchReveal = z.infer<typeof memoryMatchRevealSchema>;
export type BoardCard = MemoryMatchView['cards'][number];

/** A turned pair on show until its outcome applies: timed from the server's answer, not the click. */
interface ShowingPair {
  outcome: 'match' | 'mismatch';
  cards: readonly [number, number];
  /** When the outcome applies, in ms on the browser's clock. */
  dueAt: number;
}

/**
 * The board as this browser shows it: the server's view, with the cards the player turned whose
 * answer has not come yet (face up, symbol unknown), and the pair on show with its own timing.
 */
export interface MemoryBoard {
  cards: readonly BoardCard[];
  moves: number;
  pairsFound: number;
  /** Cards turned here and sent, waiting for the server to name their symbol, in order. */
  turning: readonly number[];
  showing: ShowingPair | null;
}

/**
 * A freshly dealt board, or one read again from the server. A pair the server still shows there is
 * shown for its whole delay from now: the server's own due time is on its clock, not this browser's,
 * and a card turned before the server has resolved the pair would only be refused.
 */
export function boardFromView(view: MemoryMatchView, now: number): MemoryBoard {
  const up = view.cards.filter((card) => card.isFlipped && !card.isMatched);
  const [first, second] = up;
  const outcome = first?.symbol === second?.symbol ? 'match' : 'mismatch';
  const showing: ShowingPair | null =
    first && second ? { outcome, cards: [first.id, second.id], dueAt: now + pairDelay(outcome) } : null;
  return { cards: view.cards, moves: view.moves, pairsFound: view.pairsFound, turning: [], showing };
}

/** How long a turned pair shows before its outcome applies: 0.5 s for a match, 1 s for a mismatch. */
function pairDelay(outcome: ShowingPair['outcome']): number {
  return outcome === 'match' ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
}

/** Sixteen face-down cards, shown until the deal arrives. */
export const FACE_DOWN_BOARD: MemoryBoard = {
  cards: Array.from({ length: MEMORY_PAIRS * 2 }, (_, id) => ({
    id,
    symbol: null,
    isFlipped: false,
    isMatched: false,
  })),
  moves: 0,
  pairsFound: 0,
  turning: [],
  showing: null,
};

/** Whether the player may turn this card now (the same rules as the engine: two at most, none while a pair shows). */
export function canTurn(board: MemoryBoard, id: number): boolean {
  const card = board.cards[id];
  if (!card || card.isFlipped || card.isMatched || board.showing) return false;
  if (board.pairsFound === MEMORY_PAIRS) return false;
  return board.cards.filter((other) => other.isFlipped && !other.isMatched).length < 2;
}

function withCard(board: MemoryBoard, id: number, change: Partial<BoardCard>): readonly BoardCard[] {
  return board.cards.map((card) => (card.id === id ? { ...card, ...change } : card));
}

/** The card turns face up at once; its symbol comes with the server's answer. */
export function turnHere(board: MemoryBoard, id: number): MemoryBoard {
  return { ...board, cards: withCard(board, id, { isFlipped: true }), turning: [...board.turning, id] };
}

/** What the server's answer to a turn showed: the card's symbol, and with a pair's second card its outcome. */
export function applyReveal(board: MemoryBoard, reveal: MemoryMatchReveal, now: number): MemoryBoard {
  const turned = reveal.type === 'turned' ? reveal.card : reveal.cards[1];
  let cards = board.cards;
  const known = reveal.type === 'turned' ? [reveal.card] : reveal.cards;
  for (const { id, symbol } of known) {
    cards = cards.map((card) => (card.id === id ? { ...card, symbol, isFlipped: true } : card));
  }
  const turning = board.turning.filter((id) => id !== turned.id);
  if (reveal.type === 'turned') return { ...board, cards, turning };
  const dueAt = now + pairDelay(reveal.outcome);
  return {
    ...board,
    cards,
    turning,
    moves: board.moves + 1,
    showing: { outcome: reveal.outcome, cards: [reveal.cards[0].id, reveal.cards[1].id], dueAt },
  };
}

/** The pair on show takes its outcome: matched, or face down again (its symbols leave the page). */
export function resolveShowing(board: MemoryBoard): MemoryBoard {
  const showing = board.showing;
  if (!showing) return board;
  const isMatch = showing.outcome === 'match';
  const cards = board.cards.map((card) =>
    showing.cards.includes(card.id)
      ? { ...card, isFlipped: isMatch, isMatched: isMatch, symbol: isMatch ? card.symbol : null }
      : card,
  );
  return { ...board, cards, showing: null, pairsFound: board.pairsFound + (isMatch ? 1 : 0) };
}

export function isCleared(board: MemoryBoard): boolean {
  return board.pairsFound === MEMORY_PAIRS;
}

/**
 * Whether a turn sent before a lost connection is already in the play read again: the card is face
 * up or matched there, or a pair was completed since (a mismatch the server has turned back).
 */
export function turnApplied(current: MemoryMatchView, card: number, before: MemoryMatchView): boolean {
  const now = current.cards[card];
  return Boolean(now && (now.isFlipped || now.isMatched)) || current.moves > before.moves;
}
