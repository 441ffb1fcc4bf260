import { defineGame } from '../define-game.ts';
import { memoryMatchMoveSchema, memoryMatchRevealSchema, memoryMatchViewSchema } from './api.ts';
import { memoryMatchEngine } from './engine.ts';
import type { MemoryEvent } from './game.ts';
import { memoryMatchIdentity } from './identity.ts';
import { memoryMovesShown } from './moves.ts';
import { MEMORY_MOVES_PER_PLAY, MEMORY_PAIRS, MEMORY_SCORING, memoryMaxScore } from './scoring.ts';

const WHY_NOT = {
  matched: 'is already matched',
  'face-up': 'is already face up',
  'no-such-card': 'does not exist',
} as const;

/** Memory Match: eight pairs of cards, dealt face down by the server; each card turned shows its symbol. */
export const memoryMatch = defineGame({
  identity: memoryMatchIdentity,
  rules: { pairs: MEMORY_PAIRS, scoring: MEMORY_SCORING },
  bounds: { movesPerPlay: MEMORY_MOVES_PER_PLAY, maxScore: memoryMaxScore },
  movesShown: memoryMovesShown,
  pageBudgetKb: 130,
  engine: memoryMatchEngine,
  api: { move: memoryMatchMoveSchema, view: memoryMatchViewSchema, reveal: memoryMatchRevealSchema },
  capabilities: { difficulty: false, onceADay: false, sharedDaily: false, dailyOrder: false },
  deal: (_request, { random }) => ({ options: {}, state: memoryMatchEngine.deal(0, {}, random) }),
  refusal(step) {
    const reveal = step as MemoryEvent;
    if (reveal.type !== 'ignored') return null;
    if (reveal.reason === 'locked') return { code: 'PAIR_SHOWING' };
    if (reveal.reason === 'done') return { code: 'PLAY_OVER' };
    return { code: 'ILLEGAL_MOVE', message: `That card ${WHY_NOT[reveal.reason]}` };
  },
});
