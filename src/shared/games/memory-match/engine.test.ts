import { describe, expect, it } from 'vitest';
import { memoryMatchEngine as engine, type MemoryMatchState } from './engine.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from './game.ts';
import { MEMORY_PAIRS, memoryDisplayedScore, memorySubmittedScore } from './scoring.ts';

const START = 1_000_000;

/** The places of each symbol's two cards, read from the secret state. */
function pairsOf(state: MemoryMatchState): [number, number][] {
  const places = new Map<string, number[]>();
  for (const card of state.game.cards) places.set(card.symbol, [...(places.get(card.symbol) ?? []), card.id]);
  return [...places.values()] as [number, number][];
}

describe('the Memory Match engine', () => {
  it('deals the same deck from the same seed, and another from another seed', () => {
    expect(engine.deal(7, {}).game.cards).toEqual(engine.deal(7, {}).game.cards);
    expect(engine.deal(7, {}).game.cards).not.toEqual(engine.deal(8, {}).game.cards);
  });

  it('shows no symbol of a face-down card, and reveals the symbol of a card turned', () => {
    const state = engine.deal(1, {});
    expect(engine.view(state).cards.every((card) => card.symbol === null)).toBe(true);
    const step = engine.move(state, { type: 'turn', card: 3 }, { at: START });
    expect(step.reveal).toMatchObject({
      type: 'turned',
      card: { id: 3, symbol: state.game.cards[3]?.symbol },
    });
    expect(engine.view(step.state).cards[3]?.symbol).toBe(state.game.cards[3]?.symbol);
    expect(engine.view(step.state).cards.filter((card) => card.symbol !== null)).toHaveLength(1);
    expect(engine.status(state)).toBe('ready');
    expect(engine.status(step.state)).toBe('playing');
  });

  it('turns a mismatched pair back once its delay is due, and not before', () => {
    const state = engine.deal(2, {});
    const [[a], [b]] = pairsOf(state) as [[number, number], [number, number]];
    let current = engine.move(state, { type: 'turn', card: a }, { at: START }).state;
    const pair = engine.move(current, { type: 'turn', card: b }, { at: START + 100 });
    expect(pair.reveal).toMatchObject({ type: 'pair', outcome: 'mismatch' });
    current = pair.state;
    expect(engine.view(current).resolveAt).toBe(START + 100 + MISMATCH_DELAY_MS);
    expect(engine.move(current, { type: 'resolve' }, { at: START + 200 }).reveal).toEqual({
      type: 'nothing-due',
    });
    const back = engine.move(current, { type: 'resolve' }, { at: START + 100 + MISMATCH_DELAY_MS });
    expect(back.reveal).toMatchObject({ type: 'turned-back' });
    expect(engine.view(back.state).cards.every((card) => card.symbol === null)).toBe(true);
  });

  it('replays a whole game from its moves and times: the clock runs from the first card to the last match', () => {
    let state = engine.deal(3, {});
    let at = START;
    for (const [first, second] of pairsOf(state)) {
      state = engine.move(state, { type: 'turn', card: first }, { at }).state;
      state = engine.move(state, { type: 'turn', card: second }, { at: at + 400 }).state;
      expect(engine.result(state)).toBeNull();
      at += 400 + MATCH_DELAY_MS;
      state = engine.move(state, { type: 'resolve' }, { at }).state;
      at += 1_000;
    }
    expect(engine.status(state)).toBe('over');
    const seconds = Math.floor((at - 1_000 - START) / 1000);
    expect(engine.result(state)).toEqual({
      timeSeconds: seconds,
      score: memorySubmittedScore(seconds, MEMORY_PAIRS),
      moves: MEMORY_PAIRS,
    });
    // The clock stands still once the game is over.
    expect(engine.seconds(state, at + 60_000)).toBe(seconds);
    expect(engine.score(state, at + 60_000)).toBe(memorySubmittedScore(seconds, MEMORY_PAIRS));
  });

  it('shows the live score while in play: 10 points a second and 50 a move off 5,000', () => {
    const state = engine.deal(4, {});
    const [[a], [b]] = pairsOf(state) as [[number, number], [number, number]];
    let current = engine.move(state, { type: 'turn', card: a }, { at: START }).state;
    current = engine.move(current, { type: 'turn', card: b }, { at: START + 500 }).state;
    expect(engine.seconds(current, START + 12_300)).toBe(12);
    expect(engine.score(current, START + 12_300)).toBe(memoryDisplayedScore(12, 1));
  });

  it('deals from a random source when one is given, whatever the seed', () => {
    const source = () => 0.5;
    expect(engine.deal(1, {}, source).game.cards).toEqual(engine.deal(2, {}, source).game.cards);
  });

  it('resolves a turned pair by the clock alone (advance), at the moment it fell due', () => {
    let state = engine.deal(3, {});
    let at = START;
    for (const [first, second] of pairsOf(state)) {
      state = engine.advance(state, at);
      state = engine.move(state, { type: 'turn', card: first }, { at }).state;
      state = engine.move(state, { type: 'turn', card: second }, { at: at + 300 }).state;
      expect(engine.advance(state, at + 300 + MATCH_DELAY_MS - 1)).toBe(state);
      at += 300 + MATCH_DELAY_MS + 700;
    }
    expect(engine.status(state)).toBe('playing');
    const over = engine.advance(state, at + 60_000);
    expect(engine.status(over)).toBe('over');
    // The last match fell due 0.5 s after its second card, not when the server noticed it.
    const seconds = Math.floor((at - 700 - START) / 1000);
    expect(engine.result(over)?.timeSeconds).toBe(seconds);
    expect(engine.scoreFor(over, 25)).toBe(memorySubmittedScore(25, MEMORY_PAIRS));
  });

  it('refuses a turn while a pair is showing and not yet due', () => {
    const state = engine.deal(5, {});
    const [[a], [b]] = pairsOf(state) as [[number, number], [number, number]];
    let current = engine.move(state, { type: 'turn', card: a }, { at: START }).state;
    current = engine.move(current, { type: 'turn', card: b }, { at: START + 100 }).state;
    const early = engine.move(
      engine.advance(current, START + 500),
      { type: 'turn', card: a },
      { at: START + 500 },
    );
    expect(early.reveal).toEqual({ type: 'ignored', reason: 'locked' });
  });
});
