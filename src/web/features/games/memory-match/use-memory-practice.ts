import { useCallback, useEffect, useRef, useState } from 'react';
import { type MemoryMatchState, memoryMatchEngine } from '../../../../shared/games/memory-match/engine.ts';
import { MEMORY_SYMBOLS } from '../../../../shared/games/memory-match/game.ts';
import { MEMORY_PAIRS, memoryDisplayedScore } from '../../../../shared/games/memory-match/scoring.ts';
import { useTicker } from '../../../components/game/play-clock.ts';
import {
  clockAfterAway,
  isClock,
  keepPractice,
  readPractice,
} from '../../../components/game/practice-store.ts';
import type { RevealOf } from '../../../lib/plays.ts';
import type { MemoryBoard } from './memory-board.ts';
import type { MemoryMatchEvents, MemoryMatchPlay, MemoryResult } from './use-memory-match.ts';

const KEPT_AS = 'memory-match';

function dealHere(): MemoryMatchState {
  return memoryMatchEngine.deal(0, {}, Math.random);
}

function isCard(value: unknown, id: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    card.id === id &&
    (MEMORY_SYMBOLS as readonly unknown[]).includes(card.symbol) &&
    typeof card.isFlipped === 'boolean' &&
    typeof card.isMatched === 'boolean'
  );
}

/** Whether a stored value is a game in progress: sixteen cards, each symbol twice, not all matched. */
function isGameInProgress(value: unknown): value is MemoryMatchState {
  if (typeof value !== 'object' || value === null) return false;
  const { game, clock } = value as Record<string, unknown>;
  if (typeof game !== 'object' || game === null || !isClock(clock)) return false;
  const { cards, status, moves, pairsFound, pending } = game as Record<string, unknown>;
  if (!Array.isArray(cards) || cards.length !== MEMORY_PAIRS * 2 || !cards.every(isCard)) return false;
  const symbols = cards.map((card: { symbol: string }) => card.symbol);
  if (!MEMORY_SYMBOLS.every((symbol) => symbols.filter((other) => other === symbol).length === 2))
    return false;
  const pendingValid =
    pending === null ||
    (typeof pending === 'object' &&
      Array.isArray((pending as Record<string, unknown>).cardIds) &&
      typeof (pending as Record<string, unknown>).resolveAt === 'number');
  return (
    (status === 'idle' || status === 'playing') &&
    Number.isInteger(moves) &&
    Number.isInteger(pairsFound) &&
    pendingValid
  );
}

/** A resumed game as it stood when the page went away: its clock and pair pause moved on by the time away. */
function afterAway(state: MemoryMatchState, awayMs: number): MemoryMatchState {
  const { pending } = state.game;
  return {
    game: pending
      ? { ...state.game, pending: { ...pending, resolveAt: pending.resolveAt + awayMs } }
      : state.game,
    clock: clockAfterAway(state.clock, awayMs),
  };
}

/** The board as the screen shows it, from the whole game this browser holds. */
function boardOf(state: MemoryMatchState): MemoryBoard {
  const view = memoryMatchEngine.view(state);
  const pending = state.game.pending;
  return {
    cards: view.cards,
    moves: view.moves,
    pairsFound: view.pairsFound,
    turning: [],
    showing: pending ? { outcome: pending.outcome, cards: pending.cardIds, dueAt: pending.resolveAt } : null,
  };
}

/**
 * A practice Memory Match, dealt and played in this browser with the shared rules (no request to
 * the server): the same board, pair pauses and announcements as a ranked game, never submitted; a
 * game in progress is kept for a reload of the tab.
 * Untimed, the clock is neither shown nor read, and the result has no time and no score (the
 * score is counted from the time).
 */
export function useMemoryPractice(untimed: boolean, events: MemoryMatchEvents): MemoryMatchPlay {
  const [state, setStateValue] = useState(
    () => readPractice(KEPT_AS, isGameInProgress, afterAway) ?? dealHere(),
  );
  const latest = useRef(state);
  const setState = useCallback((next: MemoryMatchState) => {
    latest.current = next;
    setStateValue(next);
  }, []);
  const [result, setResult] = useState<MemoryResult | null>(null);
  // A game is untimed once the switch was on at any moment after its clock started; switched on
  // before the first card, then off again, it is timed.
  const untimedGame = useRef(false);
  if (untimed && state.clock.startedAt !== null) untimedGame.current = true;
  const untimedNow = useRef(untimed);
  untimedNow.current = untimed;
  const toldPause = useRef<number | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const settle = useCallback(
    (now: number): MemoryMatchState => {
      const next = memoryMatchEngine.advance(latest.current, now);
      if (next === latest.current) return next;
      setState(next);
      const ended = memoryMatchEngine.result(next);
      if (ended) {
        const timed = !untimedGame.current && !untimedNow.current;
        const finished: MemoryResult = {
          timeSeconds: timed ? ended.timeSeconds : null,
          moves: ended.moves,
          score: timed ? ended.score : null,
          server: null,
          offline: false,
        };
        setResult(finished);
        eventsRef.current.onFinish(finished);
      }
      return next;
    },
    [setState],
  );

  useEffect(() => keepPractice(KEPT_AS, state.game.status === 'done' ? null : state), [state]);

  const dueAt = state.game.pending?.resolveAt ?? null;
  useEffect(() => {
    if (dueAt === null) return;
    const id = window.setTimeout(() => settle(Math.max(Date.now(), dueAt)), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(id);
  }, [dueAt, settle]);

  const turn = (card: number) => {
    const now = Date.now();
    const current = settle(now);
    const step = memoryMatchEngine.move(current, { type: 'turn', card }, { at: now });
    if (step.reveal.type === 'ignored') {
      const waiting = step.reveal.reason === 'locked' && toldPause.current !== current.game.moves;
      if (waiting) {
        toldPause.current = current.game.moves;
        eventsRef.current.onLocked();
      }
      return;
    }
    setState(step.state);
    if (step.reveal.type === 'turned' || step.reveal.type === 'pair') {
      eventsRef.current.onReveal(step.reveal as RevealOf<1>, step.state.game.pairsFound);
    }
  };

  const newGame = useCallback(async () => {
    untimedGame.current = false;
    toldPause.current = null;
    setResult(null);
    setState(dealHere());
    return true;
  }, [setState]);

  const hidden = untimed || untimedGame.current;
  const running = !hidden && state.clock.startedAt !== null && state.clock.endedAt === null;
  const now = useTicker(running);
  const seconds = memoryMatchEngine.seconds(state, Math.max(now, state.clock.startedAt ?? 0));
  const board = boardOf(state);
  return {
    board,
    paused: state.game.pending !== null,
    isTurning: () => false,
    seconds: hidden ? null : seconds,
    score: result ? result.score : hidden ? null : memoryDisplayedScore(seconds, board.moves),
    result,
    sent: false,
    dealt: true,
    dealError: null,
    refusal: null,
    connection: 'ok',
    newGame,
    turn,
  };
}
