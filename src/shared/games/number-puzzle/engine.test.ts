import { describe, expect, it } from 'vitest';
import { type Board, moveTile, SOLVED_BOARD } from './board.ts';
import { numberPuzzleEngine as engine, type NumberPuzzleState } from './engine.ts';
import { numberPuzzleScore, SHUFFLE_MOVES } from './scoring.ts';

const START = 5_000_000;

/** A puzzle two moves from solved: tile 15 then tile 11 slid away from their places. */
function twoAway(): NumberPuzzleState {
  const board = moveTile(moveTile(SOLVED_BOARD, 14) as Board, 10) as Board;
  return {
    game: { difficulty: 'easy', board, moves: 0, status: 'ready' },
    clock: { startedAt: null, endedAt: null },
  };
}

describe('the Number Puzzle engine', () => {
  it('deals the same shuffle from the same seed and difficulty', () => {
    const easy = engine.deal(11, { difficulty: 'easy' });
    expect(easy.game.board).toEqual(engine.deal(11, { difficulty: 'easy' }).game.board);
    expect(engine.deal(11, { difficulty: 'hard' }).game.board).not.toEqual(easy.game.board);
    expect(engine.view(easy)).toMatchObject({ difficulty: 'easy', moves: 0, solved: false });
    expect(engine.status(easy)).toBe('ready');
    expect(SHUFFLE_MOVES.easy).toBe(25);
  });

  it('moves by square or by arrow direction, and reveals which tile moved', () => {
    const state = twoAway();
    const click = engine.move(state, { type: 'tile', index: 14 }, { at: START });
    expect(click.reveal).toMatchObject({ type: 'moved', tile: 11, startedGame: true });
    expect(engine.status(click.state)).toBe('playing');
    const stuck = engine.move(click.state, { type: 'tile', index: 0 }, { at: START + 10 });
    expect(stuck.reveal).toEqual({ type: 'ignored', reason: 'not-movable' });
    expect(stuck.state).toBe(click.state);
    const arrow = engine.move(click.state, { type: 'slide', direction: 'down' }, { at: START + 10 });
    expect(arrow.reveal).toMatchObject({ type: 'moved', tile: 11 });
  });

  it('stops the clock on the solving move, with at least one second, and scores 10 a second and 25 a move', () => {
    let state = engine.move(twoAway(), { type: 'tile', index: 14 }, { at: START }).state;
    expect(engine.seconds(state, START + 7_900)).toBe(7);
    expect(engine.score(state, START + 7_900)).toBe(numberPuzzleScore(7, 1));
    state = engine.move(state, { type: 'slide', direction: 'left' }, { at: START + 300 }).state;
    expect(engine.view(state)).toMatchObject({ board: SOLVED_BOARD, moves: 2, solved: true });
    expect(engine.status(state)).toBe('over');
    expect(engine.result(state)).toEqual({ timeSeconds: 1, score: numberPuzzleScore(1, 2), moves: 2 });
    expect(engine.seconds(state, START + 99_000)).toBe(1);
    expect(engine.scoreFor(state, 9)).toBe(numberPuzzleScore(9, 2));
    expect(engine.advance(state, START + 99_000)).toBe(state);
  });
});
