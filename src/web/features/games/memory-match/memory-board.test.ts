import { describe, expect, it } from 'vitest';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../../../shared/games/memory-match/game.ts';
import {
  applyReveal,
  type BoardCard,
  boardFromView,
  canTurn,
  FACE_DOWN_BOARD,
  isCleared,
  type MemoryBoard,
  resolveShowing,
  turnApplied,
  turnHere,
} from './memory-board.ts';

const hidden = (id: number): BoardCard => ({ id, symbol: null, isFlipped: false, isMatched: false });
const view = (cards: BoardCard[] = Array.from({ length: 16 }, (_, id) => hidden(id)), moves = 0) => ({
  cards,
  moves,
  pairsFound: cards.filter((card) => card.isMatched).length / 2,
  resolveAt: null,
});

function turnPair(board: MemoryBoard, outcome: 'match' | 'mismatch', at: number): MemoryBoard {
  const first = applyReveal(
    turnHere(board, 0),
    { type: 'turned', card: { id: 0, symbol: 'star' }, startedGame: true },
    at,
  );
  return applyReveal(
    turnHere(first, 1),
    {
      type: 'pair',
      outcome,
      cards: [
        { id: 0, symbol: 'star' },
        { id: 1, symbol: outcome === 'match' ? 'star' : 'fire' },
      ],
    },
    at,
  );
}

describe('the board a browser shows for a server-dealt Memory Match', () => {
  it('turns a card face up at once and names its symbol when the answer comes', () => {
    const board = boardFromView(view(), 0);
    const turning = turnHere(board, 3);
    expect(turning.cards[3]).toEqual({ id: 3, symbol: null, isFlipped: true, isMatched: false });
    expect(turning.turning).toEqual([3]);
    expect(canTurn(turning, 3)).toBe(false);
    const shown = applyReveal(
      turning,
      { type: 'turned', card: { id: 3, symbol: 'dice' }, startedGame: true },
      100,
    );
    expect(shown.cards[3]?.symbol).toBe('dice');
    expect(shown.turning).toEqual([]);
    expect(shown.showing).toBeNull();
  });

  it('lets two cards be turned before either answer comes, and no third', () => {
    const board = turnHere(turnHere(boardFromView(view(), 0), 0), 5);
    expect(board.turning).toEqual([0, 5]);
    expect(canTurn(board, 7)).toBe(false);
  });

  it('times a pair from the answer: a match shows 0.5 s, a mismatch 1 s, and the board is locked meanwhile', () => {
    const match = turnPair(boardFromView(view(), 0), 'match', 1000);
    expect(match.showing).toEqual({ outcome: 'match', cards: [0, 1], dueAt: 1000 + MATCH_DELAY_MS });
    expect(match.moves).toBe(1);
    expect(canTurn(match, 2)).toBe(false);
    const mismatch = turnPair(boardFromView(view(), 0), 'mismatch', 1000);
    expect(mismatch.showing?.dueAt).toBe(1000 + MISMATCH_DELAY_MS);
  });

  it('keeps a match face up and matched, and turns a mismatch back without its symbols', () => {
    const matched = resolveShowing(turnPair(boardFromView(view(), 0), 'match', 0));
    expect(matched.cards.slice(0, 2).every((card) => card.isMatched && card.symbol === 'star')).toBe(true);
    expect(matched.pairsFound).toBe(1);
    expect(canTurn(matched, 2)).toBe(true);
    const back = resolveShowing(turnPair(boardFromView(view(), 0), 'mismatch', 0));
    expect(back.cards.slice(0, 2)).toEqual([hidden(0), hidden(1)]);
    expect(back.pairsFound).toBe(0);
  });

  it('is cleared with the eighth pair', () => {
    const cards = Array.from({ length: 16 }, (_, id) => ({
      id,
      symbol: id < 14 ? ('star' as const) : null,
      isFlipped: id < 14,
      isMatched: id < 14,
    }));
    const board = boardFromView(view(cards, 7), 0);
    expect(isCleared(board)).toBe(false);
    const last = applyReveal(
      turnHere(
        applyReveal(
          turnHere(board, 14),
          { type: 'turned', card: { id: 14, symbol: 'dice' }, startedGame: false },
          0,
        ),
        15,
      ),
      {
        type: 'pair',
        outcome: 'match',
        cards: [
          { id: 14, symbol: 'dice' },
          { id: 15, symbol: 'dice' },
        ],
      },
      0,
    );
    expect(isCleared(resolveShowing(last))).toBe(true);
  });

  it('shows sixteen face-down cards before the deal', () => {
    expect(FACE_DOWN_BOARD.cards).toHaveLength(16);
    expect(FACE_DOWN_BOARD.cards.every((card) => !card.isFlipped && card.symbol === null)).toBe(true);
  });

  it('shows a pair the server still shows when the board is read again for its whole delay from then', () => {
    const pair = (second: 'star' | 'fire') =>
      view().cards.map((card) =>
        card.id < 2 ? { ...card, isFlipped: true, symbol: card.id === 0 ? ('star' as const) : second } : card,
      );
    expect(boardFromView(view(pair('star'), 1), 500).showing).toEqual({
      outcome: 'match',
      cards: [0, 1],
      dueAt: 500 + MATCH_DELAY_MS,
    });
    expect(boardFromView(view(pair('fire'), 1), 500).showing).toEqual({
      outcome: 'mismatch',
      cards: [0, 1],
      dueAt: 500 + MISMATCH_DELAY_MS,
    });
  });

  it('tells whether a turn whose answer was lost is already in the play read again', () => {
    const before = view();
    expect(turnApplied(before, 4, before)).toBe(false);
    const up = view(
      before.cards.map((card) => (card.id === 4 ? { ...card, isFlipped: true, symbol: 'fire' } : card)),
    );
    expect(turnApplied(up, 4, before)).toBe(true);
    // The second card of a mismatch the server has already turned back: the move count tells.
    expect(turnApplied(view(before.cards, 1), 4, before)).toBe(true);
  });
});
