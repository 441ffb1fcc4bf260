import { asRecorded, defineGame } from '../define-game.ts';
import { tldrMoveSchema, tldrRevealSchema, tldrViewSchema } from './api.ts';
import { rankedWordPick, sharedWordPick } from './daily-words.ts';
import { type TldrReveal, type TldrState, tldrEngine } from './engine.ts';
import { hintText } from './hard-mode.ts';
import { tldrIdentity } from './identity.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_MOVES_PER_PLAY,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrMaxScore,
} from './scoring.ts';

/**
 * TL;DR: a six-letter word in six attempts, once a day (decision 017). A signed-in player's ranked
 * game is their own word of the day; the word of the day everyone shares is played unranked (guests
 * always play it), and stored when first dealt so that the archive never changes.
 */
export const tldr = defineGame({
  identity: tldrIdentity,
  rules: { scoring: TLDR_SCORING, maxAttempts: TLDR_MAX_ATTEMPTS, wordLength: TLDR_WORD_LENGTH },
  bounds: { movesPerPlay: TLDR_MOVES_PER_PLAY, maxScore: tldrMaxScore },
  movesShown: asRecorded,
  pageBudgetKb: 138,
  engine: tldrEngine,
  api: { move: tldrMoveSchema, view: tldrViewSchema, reveal: tldrRevealSchema },
  capabilities: { difficulty: false, onceADay: true, sharedDaily: true, dailyOrder: false },
  async deal({ userId, day, ranked }, { keyedRandom, sharedOfDay, meaningOf }) {
    const shared = await sharedOfDay(sharedWordPick(keyedRandom, day));
    const answer = userId === null || !ranked ? shared : rankedWordPick(keyedRandom, userId, day, shared);
    return { options: {}, state: tldrEngine.deal(0, { day, answer, meaning: meaningOf(answer) }) };
  },
  outcome(state) {
    const game = state as TldrState;
    return game.status === 'playing' ? null : { guesses: game.guesses.length, won: game.status === 'won' };
  },
  refusal(step) {
    const reveal = step as TldrReveal;
    if (reveal.kind === 'typed' || reveal.kind === 'unchanged') {
      return { code: 'ILLEGAL_MOVE', message: 'Send whole guesses' };
    }
    if (reveal.kind !== 'refused' || reveal.reason === 'not-in-word-list') return null;
    if (reveal.reason === 'over') return { code: 'PLAY_OVER' };
    if (reveal.reason === 'hard-mode-locked') return { code: 'HARD_MODE_LOCKED' };
    if (reveal.reason === 'hint-not-used') {
      const { kind: _kind, ...hint } = reveal.hint;
      return { code: 'HINT_NOT_USED', message: hintText(reveal.hint), fields: { hint } };
    }
    return { code: 'ILLEGAL_MOVE', message: 'A guess must be six letters' };
  },
});
