import { canTurn, type MemoryBoard, resolveShowing } from './memory-board.ts';

/**
 * The pause of a turned pair, numbered by the move it makes (1 for the game's first pair), or null
 * when no pair is on show. It starts when the pair's second card is turned here and lasts, once the
 * server's answer has come, until the pair's outcome is due (0.5 s for a match, 1 s for a mismatch).
 */
export function pairPause(board: MemoryBoard): number | null {
  if (board.showing) return board.moves;
  const faceUp = board.cards.filter((card) => card.isFlipped && !card.isMatched).length;
  return faceUp >= 2 ? board.moves + 1 : null;
}

/**
 * Whether the board takes no card at time `now` (ms, the clock the pair was timed on): from the
 * moment a pair's second card is turned up to, not including, the moment its outcome is due.
 */
export function isLockedAt(board: MemoryBoard, now: number): boolean {
  if (board.showing) return now < board.showing.dueAt;
  return pairPause(board) !== null;
}

/** The board at time `now`: a pair whose outcome is due has taken it, even if its timer has not run yet. */
export function boardAt(board: MemoryBoard, now: number): MemoryBoard {
  return board.showing && now >= board.showing.dueAt ? resolveShowing(board) : board;
}

/** Whether a card is face down, so that it could be turned once no pair is on show. */
function isFaceDown(board: MemoryBoard, id: number): boolean {
  const card = board.cards[id];
  return card !== undefined && !card.isFlipped && !card.isMatched;
}

/**
 * What a click (or Enter, or Space) on a card does at time `now`:
 * - 'turn': the card turns, on `board` (the board at `now`, a due pair's outcome applied first);
 * - 'locked': a face-down card while a pair is on show: nothing happens, now or later, and `tell`
 *   is the pause to tell the player about ("Wait for the pair to turn"), or null when this pause was
 *   already told (`told`: the last pause told), so that it is said once per pause;
 * - 'ignored': a card that cannot be turned at all (face up, matched, the game over).
 */
type TurnDecision =
  | { type: 'turn'; board: MemoryBoard }
  | { type: 'locked'; board: MemoryBoard; tell: number | null }
  | { type: 'ignored'; board: MemoryBoard };

export function decideTurn(current: MemoryBoard, id: number, now: number, told: number | null): TurnDecision {
  const board = boardAt(current, now);
  if (isLockedAt(board, now)) {
    if (!isFaceDown(board, id)) return { type: 'ignored', board };
    const pause = pairPause(board);
    return { type: 'locked', board, tell: pause === told ? null : pause };
  }
  return canTurn(board, id) ? { type: 'turn', board } : { type: 'ignored', board };
}
