import { formatNumber } from '../../../shared/format.ts';
import { HUMAN_PACE } from '../../../shared/games/human-pace.ts';
import {
  MEMORY_PAIRS,
  MEMORY_SCORING,
  memoryDisplayedScore,
  memorySubmittedScore,
} from '../../../shared/games/memory-match/scoring.ts';
import {
  NUMBER_PUZZLE_SCORING,
  numberPuzzleScore,
  SHUFFLE_MOVES,
} from '../../../shared/games/number-puzzle/scoring.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrScore,
} from '../../../shared/games/tldr/scoring.ts';
import {
  DIFFICULTY_BONUS,
  WORD_SCRAMBLE_SCORING,
  WORDS_PER_GAME,
  wordScrambleScore,
} from '../../../shared/games/word-scramble/scoring.ts';

/**
 * The figures the content pages quote, taken from the games' own rules so that every rule a page
 * states and every worked example on it is what the games really score.
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

/** A count spelled out at the start of a sentence. */
function capitalised(value: number): string {
  const word = spelled(value);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A whole or half quantity in words, such as "two and a half". */
function spelledHalves(value: number): string {
  const whole = Math.floor(value);
  return value - whole === 0.5 ? `${spelled(whole)} and a half` : spelled(whole);
}

/** TL;DR's time part loses one point per second. */
const TLDR_POINTS_PER_SECOND = 1;
/** The detour of the Number Puzzle guide, in moves. */
const DETOUR_MOVES = 4;

export const MEMORY = {
  pairs: spelled(MEMORY_PAIRS),
  cards: spelled(MEMORY_PAIRS * 2),
  pairCount: String(MEMORY_PAIRS),
  cardCount: String(MEMORY_PAIRS * 2),
  base: points(MEMORY_SCORING.base),
  shownPerSecond: points(MEMORY_SCORING.displayedPerSecond),
  shownPerMove: points(MEMORY_SCORING.displayedPerMove),
  boardPerSecond: points(MEMORY_SCORING.submittedPerSecond),
  boardPerPair: points(MEMORY_SCORING.submittedPerPair),
  /** 70 seconds and 14 moves, as shown during play and as sent to the leaderboard. */
  exampleShown: points(memoryDisplayedScore(70, 14)),
  exampleBoard: points(memorySubmittedScore(70, MEMORY_PAIRS)),
  exampleBoardFaster: points(memorySubmittedScore(60, MEMORY_PAIRS)),
};

const moveInSeconds = NUMBER_PUZZLE_SCORING.perMove / NUMBER_PUZZLE_SCORING.perSecond;

export const NUMBER_PUZZLE = {
  shuffles: SHUFFLE_MOVES,
  base: points(NUMBER_PUZZLE_SCORING.base),
  perSecond: points(NUMBER_PUZZLE_SCORING.perSecond),
  perMove: points(NUMBER_PUZZLE_SCORING.perMove),
  /** What one move costs, in seconds of play. */
  moveInSeconds: spelledHalves(moveInSeconds),
  detourMoves: spelled(DETOUR_MOVES),
  detourSeconds: spelledHalves(DETOUR_MOVES * moveInSeconds),
  /** 90 seconds and 60 moves, then the same time with 20 fewer moves. */
  example: points(numberPuzzleScore(90, 60)),
  exampleFewerMoves: points(numberPuzzleScore(90, 40)),
};

export const WORD_SCRAMBLE = {
  words: spelled(WORDS_PER_GAME),
  /** The words of a game at the start of a sentence. */
  wordsCapitalised: capitalised(WORDS_PER_GAME),
  base: points(WORD_SCRAMBLE_SCORING.base),
  perSecond: points(WORD_SCRAMBLE_SCORING.perSecond),
  perWord: points(WORD_SCRAMBLE_SCORING.perWord),
  perStreakWord: points(WORD_SCRAMBLE_SCORING.perStreakPoint),
  /** The bonuses in seconds of play, rounded. */
  mediumBonusSeconds: String(Math.round(DIFFICULTY_BONUS.medium / WORD_SCRAMBLE_SCORING.perSecond)),
  hardBonusSeconds: String(Math.round(DIFFICULTY_BONUS.hard / WORD_SCRAMBLE_SCORING.perSecond)),
  mediumBonus: points(DIFFICULTY_BONUS.medium),
  hardBonus: points(DIFFICULTY_BONUS.hard),
  /** A clean game of five on Hard in two minutes. */
  exampleHard: points(wordScrambleScore(120, WORDS_PER_GAME, WORDS_PER_GAME, 'hard')),
};

export const TLDR = {
  letters: spelled(TLDR_WORD_LENGTH),
  attempts: spelled(TLDR_MAX_ATTEMPTS),
  win: points(TLDR_SCORING.win),
  perAttemptSaved: points(TLDR_SCORING.perRemainingAttempt),
  timePoints: points(TLDR_SCORING.timePoints),
  /** When the time points run out. */
  timeMinutes: spelled(TLDR_SCORING.timePoints / TLDR_POINTS_PER_SECOND / 60),
  /** What a minute of thought costs at most. */
  minuteCost: points(60 * TLDR_POINTS_PER_SECOND),
  /** A saved attempt, in seconds of thought. */
  attemptInSeconds: points(TLDR_SCORING.perRemainingAttempt / TLDR_POINTS_PER_SECOND),
  /** A win with the third guess after two minutes, and a win with the fourth after one minute. */
  exampleThirdGuess: points(tldrScore(true, 3, 120)),
  exampleFourthGuessFaster: points(tldrScore(true, 4, 60)),
};

/** The human floor's minimum per move, as the server holds it (`human-pace.ts`), in a page's words. */
export const FLOOR_PACE = `at least ${HUMAN_PACE.keystrokeMs} ms for each key press or tap, ${HUMAN_PACE.reactionMs} ms to react to something newly shown and ${HUMAN_PACE.tileSlideMs} ms for each tile slide`;
