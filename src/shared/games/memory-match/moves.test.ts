import { describe, expect, it } from 'vitest';
import { memoryMatchEngine } from './engine.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from './game.ts';
import { memoryMovesShown } from './moves.ts';

describe('the moves a Memory Match player saw', () => {
  it('counts a move for each pair of cards turned', () => {
    expect(memoryMovesShown(0)).toBe(0);
    expect(memoryMovesShown(2)).toBe(1);
    expect(memoryMovesShown(26)).toBe(13);
    // A first card turned on its own is not a move yet.
    expect(memoryMovesShown(27)).toBe(13);
  });

  it("gives a whole game's counter from the card turns the server records", () => {
    let state = memoryMatchEngine.deal(7, {});
    let at = 1_000;
    let turns = 0;
    const symbols = state.game.cards.map((card) => card.symbol);
    // Every card against the next unmatched one until its partner is found: mismatches and matches.
    while (memoryMatchEngine.status(state) !== 'over') {
      const open = state.game.cards.filter((card) => !card.isMatched).map((card) => card.id);
      const [first, second] = open as [number, number];
      const partner = open.find((id) => id !== first && symbols[id] === symbols[first]) as number;
      const pick = turns % 4 === 0 ? second : partner;
      for (const card of [first, pick]) {
        state = memoryMatchEngine.move(state, { type: 'turn', card }, { at }).state;
        turns += 1;
      }
      at += symbols[first] === symbols[pick] ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
      state = memoryMatchEngine.advance(state, at);
    }
    const shown = memoryMatchEngine.view(state).moves;
    expect(turns).toBeGreaterThan(16);
    expect(memoryMovesShown(turns)).toBe(shown);
  });
});
