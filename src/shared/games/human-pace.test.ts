import { describe, expect, it } from 'vitest';
import { floorSecondsText, HUMAN_PACE } from './human-pace.ts';
import { memoryFloor } from './memory-match/engine.ts';
import {
  MATCH_DELAY_MS,
  MISMATCH_DELAY_MS,
  newMemoryGame,
  resolvePair,
  turnCard,
} from './memory-match/game.ts';
import { numberPuzzleFloor } from './number-puzzle/engine.ts';
import { seededRandom } from './random.ts';
import { tldrFloor } from './tldr/engine.ts';
import { wordScrambleFloor } from './word-scramble/engine.ts';

describe('the human floors', () => {
  it('are the fastest play on record: a reaction, a keystroke, a tile slide', () => {
    expect(HUMAN_PACE).toEqual({ reactionMs: 100, keystrokeMs: 55, tileSlideMs: 30 });
  });

  it("count a Memory Match's card turns after the first and the time each pair shows", () => {
    let game = newMemoryGame(seededRandom(7));
    expect(memoryFloor(game)).toEqual({ ms: 0, moves: 0 });
    // A mismatch, then a match, each resolved when due.
    const first = game.cards[0];
    const other = game.cards.find((card) => card.symbol !== first?.symbol) as { id: number };
    const partner = game.cards.find((card) => card.id !== 0 && card.symbol === first?.symbol) as {
      id: number;
    };
    game = turnCard(game, 0, 0).game;
    expect(memoryFloor(game)).toEqual({ ms: 0, moves: 1 });
    game = turnCard(game, other.id, 100).game;
    expect(memoryFloor(game).ms).toBe(HUMAN_PACE.keystrokeMs + MISMATCH_DELAY_MS);
    game = resolvePair(game, 1100).game;
    game = turnCard(turnCard(game, 0, 1200).game, partner.id, 1300).game;
    expect(memoryFloor(game)).toEqual({
      ms: 3 * HUMAN_PACE.keystrokeMs + MISMATCH_DELAY_MS + MATCH_DELAY_MS,
      moves: 4,
    });
  });

  it('count the slides after the first, the letters of the words found and the guesses', () => {
    expect(numberPuzzleFloor(0).ms).toBe(0);
    expect(numberPuzzleFloor(34)).toEqual({ ms: 33 * HUMAN_PACE.tileSlideMs, moves: 34 });
    expect(wordScrambleFloor([])).toEqual({ ms: 0, moves: 0 });
    expect(wordScrambleFloor(['CAT', 'HOUSE'])).toEqual({
      ms: 8 * HUMAN_PACE.keystrokeMs + HUMAN_PACE.reactionMs,
      moves: 8,
    });
    expect(tldrFloor(1).ms).toBe(6 * HUMAN_PACE.keystrokeMs);
    expect(tldrFloor(3).ms).toBe(18 * HUMAN_PACE.keystrokeMs + 2 * HUMAN_PACE.reactionMs);
  });

  it('are written in seconds with one decimal, rounded up', () => {
    expect(floorSecondsText(4501)).toBe('4.6');
    expect(floorSecondsText(4500)).toBe('4.5');
    expect(floorSecondsText(0)).toBe('0.0');
  });
});
