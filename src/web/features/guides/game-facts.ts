import { formatNumber } from '../../../shared/format.ts';
import {
  MEMORY_PAIRS,
  memoryDisplayedScore,
  memorySubmittedScore,
} from '../../../shared/games/memory-match/scoring.ts';
import { numberPuzzleScore, SHUFFLE_MOVES } from '../../../shared/games/number-puzzle/scoring.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH, tldrScore } from '../../../shared/games/tldr/scoring.ts';
import {
  DIFFICULTY_BONUS,
  WORDS_PER_GAME,
  wordScrambleScore,
} from '../../../shared/games/word-scramble/scoring.ts';

/**
 * The figures the guides quote, taken from the games' own rules so that the worked examples on the
 * pages are what the games really score.
 */
const points = formatNumber;

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];

/** Small counts read better as words in running text. */
function spelled(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

export const MEMORY = {
  pairs: spelled(MEMORY_PAIRS),
  cards: spelled(MEMORY_PAIRS * 2),
  /** 70 seconds and 14 moves, as shown during play and as sent to the leaderboard. */
  exampleShown: points(memoryDisplayedScore(70, 14)),
  exampleBoard: points(memorySubmittedScore(70, MEMORY_PAIRS)),
  exampleBoardFaster: points(memorySubmittedScore(60, MEMORY_PAIRS)),
};

export const NUMBER_PUZZLE = {
  shuffles: SHUFFLE_MOVES,
  /** 90 seconds and 60 moves, then the same time with 20 fewer moves. */
  example: points(numberPuzzleScore(90, 60)),
  exampleFewerMoves: points(numberPuzzleScore(90, 40)),
};

export const WORD_SCRAMBLE = {
  words: spelled(WORDS_PER_GAME),
  mediumBonus: points(DIFFICULTY_BONUS.medium),
  hardBonus: points(DIFFICULTY_BONUS.hard),
  /** A clean game of five on Hard in two minutes. */
  exampleHard: points(wordScrambleScore(120, WORDS_PER_GAME, WORDS_PER_GAME, 'hard')),
};

export const TLDR = {
  letters: spelled(TLDR_WORD_LENGTH),
  attempts: spelled(TLDR_MAX_ATTEMPTS),
  /** A win with the third guess after two minutes, and a win with the fourth after one minute. */
  exampleThirdGuess: points(tldrScore(true, 3, 120)),
  exampleFourthGuessFaster: points(tldrScore(true, 4, 60)),
};
