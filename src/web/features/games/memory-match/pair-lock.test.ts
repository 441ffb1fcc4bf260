import { describe, expect, it } from 'vitest';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../../../shared/games/memory-match/game.ts';
import { applyReveal, type BoardCard, boardFromView, type MemoryBoard, turnHere } from './memory-board.ts';
import { boardAt, decideTurn, isLockedAt, pairPause } from './pair-lock.ts';

const ANSWER_AT = 10_000;

function dealt(): MemoryBoard {
  const cards: BoardCard[] = Array.from({ length: 16 }, (_, id) => ({
    id,
    symbol: null,
    isFlipped: false,
    isMatched: false,
  }));
  return boardFromView({ cards, moves: 0, pairsFound: 0, resolveAt: null }, 0);
}

/** Cards 0 and 1 turned here, the second one's answer (a match or a mismatch) come at ANSWER_AT. */
function pairAnswered(outcome: 'match' | 'mismatch'): MemoryBoard {
  const first = applyReveal(
    turnHere(dealt(), 0),
    { type: 'turned', card: { id: 0, symbol: 'star' }, startedGame: true },
    ANSWER_AT - 300,
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
    ANSWER_AT,
  );
}

describe.each([
  { outcome: 'match', delay: MATCH_DELAY_MS },
  { outcome: 'mismatch', delay: MISMATCH_DELAY_MS },
] as const)('the pause after a $outcome ($delay ms from the answer)', ({ outcome, delay }) => {
  const board = pairAnswered(outcome);
  const moments = { start: ANSWER_AT, middle: ANSWER_AT + delay / 2, 'last moment': ANSWER_AT + delay - 1 };

  it.each(Object.entries(moments))('locks the board at its %s: a face-down card does not turn', (_, at) => {
    expect(isLockedAt(board, at)).toBe(true);
    const decision = decideTurn(board, 5, at, null);
    expect(decision.type).toBe('locked');
    // Nothing is kept to be played later: the board is as it was.
    expect(decision.board).toBe(board);
  });

  it('takes a card the moment the pair resolves, before its timer has run', () => {
    const at = ANSWER_AT + delay;
    expect(isLockedAt(board, at)).toBe(false);
    const decision = decideTurn(board, 5, at, 1);
    expect(decision.type).toBe('turn');
    expect(decision.board.showing).toBeNull();
    const [first, second] = decision.board.cards;
    const resolved = outcome === 'match' ? { isFlipped: true, isMatched: true } : { isFlipped: false };
    expect(first).toMatchObject(resolved);
    expect(second).toMatchObject(resolved);
  });

  it('tells the player to wait once per pause', () => {
    const first = decideTurn(board, 5, ANSWER_AT, null);
    expect(first).toMatchObject({ type: 'locked', tell: 1 });
    expect(decideTurn(board, 6, ANSWER_AT + delay / 2, 1)).toMatchObject({ type: 'locked', tell: null });
    expect(decideTurn(board, 5, ANSWER_AT + delay - 1, 1)).toMatchObject({ type: 'locked', tell: null });
  });
});

describe('the board a pair locks', () => {
  it('is locked from the second card turned here, before the server has answered it', () => {
    const first = applyReveal(
      turnHere(dealt(), 0),
      { type: 'turned', card: { id: 0, symbol: 'star' }, startedGame: true },
      0,
    );
    expect(pairPause(first)).toBeNull();
    expect(isLockedAt(first, 0)).toBe(false);
    const waiting = turnHere(first, 1);
    expect(pairPause(waiting)).toBe(1);
    // Whatever the clock says: its pause is timed only once the answer has come.
    expect(isLockedAt(waiting, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(decideTurn(waiting, 5, 0, null)).toMatchObject({ type: 'locked', tell: 1 });
  });

  it('lets a second card turn while the first one waits for its answer', () => {
    const turning = turnHere(dealt(), 0);
    expect(isLockedAt(turning, 0)).toBe(false);
    expect(decideTurn(turning, 1, 0, null).type).toBe('turn');
  });

  it('numbers each pause by its move, so that the next pause is told again', () => {
    const matched = boardAt(pairAnswered('match'), ANSWER_AT + MATCH_DELAY_MS);
    const next = applyReveal(
      turnHere(matched, 2),
      { type: 'turned', card: { id: 2, symbol: 'fire' }, startedGame: false },
      0,
    );
    expect(decideTurn(turnHere(next, 3), 5, 0, 1)).toMatchObject({ type: 'locked', tell: 2 });
  });

  it('ignores a card on show (face up or matched) without a word', () => {
    const board = pairAnswered('match');
    expect(decideTurn(board, 0, ANSWER_AT, null)).toMatchObject({ type: 'ignored' });
    const matched = boardAt(board, ANSWER_AT + MATCH_DELAY_MS);
    expect(decideTurn(matched, 1, ANSWER_AT + MATCH_DELAY_MS, null)).toMatchObject({ type: 'ignored' });
  });

  it('leaves a board without a due pair as it is', () => {
    const board = pairAnswered('mismatch');
    expect(boardAt(board, ANSWER_AT + MISMATCH_DELAY_MS - 1)).toBe(board);
    expect(boardAt(dealt(), ANSWER_AT)).toEqual(dealt());
  });
});
