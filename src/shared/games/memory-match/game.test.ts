import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import {
  dealCards,
  faceUpCards,
  isLocked,
  MATCH_DELAY_MS,
  MEMORY_SYMBOLS,
  type MemoryCard,
  type MemoryGame,
  type MemoryStep,
  MISMATCH_DELAY_MS,
  newMemoryGame,
  resolvePair,
  turnCard,
} from './game.ts';
import { memoryDisplayedScore, memorySubmittedScore } from './scoring.ts';

function pairOf(game: MemoryGame, card: MemoryCard): MemoryCard {
  const other = game.cards.find((candidate) => candidate.symbol === card.symbol && candidate.id !== card.id);
  if (!other) throw new Error('no pair');
  return other;
}

function notMatching(game: MemoryGame, card: MemoryCard): MemoryCard {
  const other = game.cards.find((candidate) => candidate.symbol !== card.symbol && !candidate.isMatched);
  if (!other) throw new Error('no other card');
  return other;
}

/** Turns two cards at `now` and returns the step of the second. */
function turnPair(game: MemoryGame, first: number, second: number, now: number): MemoryStep {
  return turnCard(turnCard(game, first, now).game, second, now);
}

describe('the deal', () => {
  it('has 16 cards with each of the eight symbols twice, all face down', () => {
    const cards = dealCards(seededRandom(1));
    expect(cards).toHaveLength(16);
    expect(MEMORY_SYMBOLS).toHaveLength(8);
    for (const symbol of MEMORY_SYMBOLS) {
      expect(cards.filter((card) => card.symbol === symbol)).toHaveLength(2);
    }
    expect(cards.map((card) => card.id)).toEqual([...Array(16).keys()]);
    expect(cards.every((card) => !card.isFlipped && !card.isMatched)).toBe(true);
  });

  it('is shuffled by the random source it is given', () => {
    const order = (seed: number) => dealCards(seededRandom(seed)).map((card) => card.symbol);
    expect(order(7)).toEqual(order(7));
    expect(order(7)).not.toEqual(order(8));
    const unshuffled = MEMORY_SYMBOLS.flatMap((symbol) => [symbol, symbol]);
    expect(order(7)).not.toEqual(unshuffled);
  });

  it('stays a valid deck even with a random source at its extremes', () => {
    for (const random of [() => 0, () => 0.999999999]) {
      const cards = dealCards(random);
      for (const symbol of MEMORY_SYMBOLS) {
        expect(cards.filter((card) => card.symbol === symbol)).toHaveLength(2);
      }
    }
  });
});

describe('turning cards', () => {
  it('starts idle and the first card turned starts the game', () => {
    const game = newMemoryGame(seededRandom(2));
    expect(game.status).toBe('idle');
    const step = turnCard(game, 3, 0);
    expect(step.event).toMatchObject({ type: 'turned', startedGame: true, card: { id: 3, isFlipped: true } });
    expect(step.game.status).toBe('playing');
    const first = step.game.cards[3] as MemoryCard;
    const second = notMatching(step.game, first);
    const afterMismatch = resolvePair(turnCard(step.game, second.id, 0).game, MISMATCH_DELAY_MS).game;
    const again = turnCard(afterMismatch, 3, 2000);
    expect(again.event).toMatchObject({ type: 'turned', startedGame: false });
  });

  it('ignores a card that is already face up', () => {
    const step = turnCard(newMemoryGame(seededRandom(3)), 5, 0);
    const again = turnCard(step.game, 5, 10);
    expect(again.event).toEqual({ type: 'ignored', reason: 'face-up' });
    expect(again.game).toBe(step.game);
  });

  it('never has more than two cards face up', () => {
    let game = newMemoryGame(seededRandom(4));
    const first = game.cards[0] as MemoryCard;
    const second = notMatching(game, first);
    game = turnPair(game, first.id, second.id, 0).game;
    expect(faceUpCards(game)).toHaveLength(2);
    for (const card of game.cards) game = turnCard(game, card.id, 100).game;
    expect(faceUpCards(game)).toHaveLength(2);
  });

  it('counts one move per pair turned', () => {
    let game = newMemoryGame(seededRandom(5));
    const first = game.cards[0] as MemoryCard;
    game = turnCard(game, first.id, 0).game;
    expect(game.moves).toBe(0);
    game = turnCard(game, notMatching(game, first).id, 0).game;
    expect(game.moves).toBe(1);
    game = resolvePair(game, MISMATCH_DELAY_MS).game;
    game = turnPair(game, first.id, pairOf(game, first).id, 2000).game;
    expect(game.moves).toBe(2);
  });
});

describe('a matching pair', () => {
  it('becomes matched 0.5 s after the second card is turned, not before', () => {
    const game = newMemoryGame(seededRandom(6));
    const first = game.cards[2] as MemoryCard;
    const second = pairOf(game, first);
    const step = turnPair(game, first.id, second.id, 1000);
    expect(step.event).toMatchObject({ type: 'pair', outcome: 'match' });
    expect(MATCH_DELAY_MS).toBe(500);

    const early = resolvePair(step.game, 1000 + MATCH_DELAY_MS - 1);
    expect(early.event).toEqual({ type: 'nothing-due' });
    expect(early.game.cards[first.id]?.isMatched).toBe(false);

    const due = resolvePair(step.game, 1000 + MATCH_DELAY_MS);
    expect(due.event).toMatchObject({ type: 'matched', pairsFound: 1, finished: false });
    expect(due.game.cards[first.id]).toMatchObject({ isFlipped: true, isMatched: true });
    expect(due.game.cards[second.id]).toMatchObject({ isFlipped: true, isMatched: true });
    expect(due.game.pairsFound).toBe(1);
    expect(isLocked(due.game)).toBe(false);
  });

  it('holds the board until it is matched, and a matched card cannot be turned', () => {
    const game = newMemoryGame(seededRandom(9));
    const first = game.cards[0] as MemoryCard;
    const waiting = turnPair(game, first.id, pairOf(game, first).id, 0).game;
    const third = notMatching(waiting, first);
    expect(turnCard(waiting, third.id, 100).event).toEqual({ type: 'ignored', reason: 'locked' });
    const matched = resolvePair(waiting, MATCH_DELAY_MS).game;
    expect(turnCard(matched, first.id, 600).event).toEqual({ type: 'ignored', reason: 'matched' });
  });
});

describe('a mismatched pair', () => {
  it('turns face down 1 s after the second card is turned, not before', () => {
    const game = newMemoryGame(seededRandom(10));
    const first = game.cards[4] as MemoryCard;
    const second = notMatching(game, first);
    const step = turnPair(game, first.id, second.id, 2000);
    expect(step.event).toMatchObject({ type: 'pair', outcome: 'mismatch' });
    expect(MISMATCH_DELAY_MS).toBe(1000);

    const early = resolvePair(step.game, 2000 + MISMATCH_DELAY_MS - 1);
    expect(early.event).toEqual({ type: 'nothing-due' });
    expect(faceUpCards(early.game)).toHaveLength(2);

    const due = resolvePair(step.game, 2000 + MISMATCH_DELAY_MS);
    expect(due.event).toMatchObject({ type: 'turned-back' });
    expect(due.game.cards[first.id]).toMatchObject({ isFlipped: false, isMatched: false });
    expect(due.game.cards[second.id]).toMatchObject({ isFlipped: false, isMatched: false });
    expect(due.game.pairsFound).toBe(0);
  });

  it('locks input while it shows', () => {
    const game = newMemoryGame(seededRandom(11));
    const first = game.cards[0] as MemoryCard;
    const second = notMatching(game, first);
    const showing = turnPair(game, first.id, second.id, 0).game;
    expect(isLocked(showing)).toBe(true);
    const third = showing.cards.find((card) => !card.isFlipped) as MemoryCard;
    const blocked = turnCard(showing, third.id, 500);
    expect(blocked.event).toEqual({ type: 'ignored', reason: 'locked' });
    expect(blocked.game).toBe(showing);

    const unlocked = resolvePair(showing, MISMATCH_DELAY_MS).game;
    expect(isLocked(unlocked)).toBe(false);
    expect(turnCard(unlocked, third.id, 1001).event).toMatchObject({ type: 'turned' });
  });
});

describe('finishing', () => {
  /** Plays a whole game pair by pair, one mismatch first, and collects every event. */
  function playThrough(seed: number) {
    let game = newMemoryGame(seededRandom(seed));
    const events: MemoryStep['event'][] = [];
    let now = 0;
    const record = (step: MemoryStep) => {
      game = step.game;
      events.push(step.event);
    };
    const a = game.cards[0] as MemoryCard;
    record(turnCard(game, a.id, now));
    record(turnCard(game, notMatching(game, a).id, now));
    now += MISMATCH_DELAY_MS;
    record(resolvePair(game, now));
    for (const symbol of MEMORY_SYMBOLS) {
      const [first, second] = game.cards.filter((card) => card.symbol === symbol) as [MemoryCard, MemoryCard];
      record(turnCard(game, first.id, now));
      record(turnCard(game, second.id, now));
      now += MATCH_DELAY_MS;
      record(resolvePair(game, now));
      // Asking again changes nothing: the pair is already resolved.
      record(resolvePair(game, now + 10_000));
    }
    return { game, events };
  }

  it('is done when all eight pairs are matched, and reports it exactly once', () => {
    const { game, events } = playThrough(12);
    expect(game.status).toBe('done');
    expect(game.pairsFound).toBe(8);
    expect(game.moves).toBe(9);
    expect(game.cards.every((card) => card.isMatched && card.isFlipped)).toBe(true);
    const finishes = events.filter((event) => event.type === 'matched' && event.finished);
    expect(finishes).toHaveLength(1);
    expect(events.at(-2)).toMatchObject({ type: 'matched', pairsFound: 8, finished: true });
  });

  it('is not done after seven pairs', () => {
    const { events } = playThrough(13);
    const matches = events.filter((event) => event.type === 'matched');
    expect(matches.slice(0, 7).every((event) => event.type === 'matched' && !event.finished)).toBe(true);
  });

  it('ignores every card once done', () => {
    const { game } = playThrough(14);
    expect(turnCard(game, 0, 99_999).event).toEqual({ type: 'ignored', reason: 'done' });
  });
});

describe('scores', () => {
  it('shows 5000 minus 10 per second and 50 per move during play, never below 0', () => {
    expect(memoryDisplayedScore(12, 9)).toBe(5000 - 120 - 450);
    expect(memoryDisplayedScore(600, 0)).toBe(0);
  });

  it('submits 5000 minus 15 per second plus 100 per pair found, never below 0', () => {
    expect(memorySubmittedScore(30, 8)).toBe(5000 - 450 + 800);
    expect(memorySubmittedScore(10_000, 8)).toBe(0);
  });
});
