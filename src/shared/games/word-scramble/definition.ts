import { asRecorded, defineGame } from '../define-game.ts';
import { randomSeed } from '../random.ts';
import { wordScrambleMoveSchema, wordScrambleRevealSchema, wordScrambleViewSchema } from './api.ts';
import { keyedWordOrder, randomWordOrder } from './daily-order.ts';
import { type WordScrambleReveal, wordScrambleEngine } from './engine.ts';
import { playerSeedKey, wordsForGame } from './game.ts';
import { wordScrambleIdentity } from './identity.ts';
import {
  DIFFICULTY_BONUS,
  WORD_SCRAMBLE_MOVES_PER_PLAY,
  WORD_SCRAMBLE_SCORING,
  WORDS_PER_GAME,
  wordScrambleMaxScore,
} from './scoring.ts';

/**
 * Word Scramble: five words a game. A signed-in player's words of a day follow their own order of the
 * difficulty's list, drawn with the server's secret (the spec's daily order); a guest's are drawn at random.
 */
export const wordScramble = defineGame({
  identity: wordScrambleIdentity,
  rules: { scoring: WORD_SCRAMBLE_SCORING, wordsPerGame: WORDS_PER_GAME, difficultyBonus: DIFFICULTY_BONUS },
  bounds: { movesPerPlay: WORD_SCRAMBLE_MOVES_PER_PLAY, maxScore: wordScrambleMaxScore },
  movesShown: asRecorded,
  pageBudgetKb: 128,
  engine: wordScrambleEngine,
  api: { move: wordScrambleMoveSchema, view: wordScrambleViewSchema, reveal: wordScrambleRevealSchema },
  capabilities: { difficulty: true, onceADay: false, sharedDaily: false, dailyOrder: true },
  deal({ userId, day, difficulty }, { random, keyedRandom, gamesBefore }) {
    const level = difficulty ?? 'easy';
    const words =
      userId === null
        ? wordsForGame(randomWordOrder(level, random), 0)
        : wordsForGame(keyedWordOrder(keyedRandom, playerSeedKey(userId), day, level), gamesBefore);
    const state = wordScrambleEngine.deal(randomSeed(random), { difficulty: level, words }, random);
    return { options: { difficulty: level, gameNumber: userId === null ? null : gamesBefore }, state };
  },
  refusal(step) {
    const reveal = step as WordScrambleReveal;
    if (reveal.kind === 'over') return { code: 'PLAY_OVER' };
    if (reveal.kind === 'empty') return { code: 'ILLEGAL_MOVE', message: 'An answer must have letters' };
    return null;
  },
});
