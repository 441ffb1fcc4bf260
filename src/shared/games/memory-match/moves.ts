/**
 * The moves a Memory Match player saw from the moves the server recorded for the game: the server
 * records each card turned (one move of the API), while the player's counter counts a move for each
 * pair of cards turned (the engine's `moves`). A finished game turned two cards for each of its moves.
 */
export function memoryMovesShown(cardsTurned: number): number {
  return Math.floor(cardsTurned / 2);
}
