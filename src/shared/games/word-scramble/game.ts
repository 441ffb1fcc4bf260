import { shuffled } from '../random.ts';
import { type Difficulty, WORDS_PER_GAME, wordScrambleScore } from './scoring.ts';
import type { HintedWord } from './words.ts';

/** A word of the game in play: the word, its hint and the letters as currently shown. */
export interface WordEntry extends HintedWord {
  scrambled: string;
}

export interface WordScrambleState {
  difficulty: Difficulty;
  words: readonly WordEntry[];
  /** Index of the word being guessed; equals the number of words solved. */
  current: number;
  solved: readonly string[];
  streak: number;
  status: 'playing' | 'finished';
}

export type GuessOutcome =
  | { kind: 'empty' }
  | { kind: 'correct'; word: string; finished: boolean }
  | { kind: 'wrong' }
  | { kind: 'over' };

/** Whose daily order it is: the signed-in player, or every guest alike. */
export function playerSeedKey(userId: number | null | undefined): string {
  return typeof userId === 'number' ? `user:${userId}` : 'guest';
}

/** The words of the game with this number (0 first): the next five of the order, wrapping around. */
export function wordsForGame(order: readonly HintedWord[], gameNumber: number): HintedWord[] {
  const start = gameNumber * WORDS_PER_GAME;
  return Array.from({ length: WORDS_PER_GAME }, (_, offset) => {
    const entry = order[(start + offset) % order.length];
    if (!entry) throw new Error('The word order is empty');
    return entry;
  });
}

/** Guesses are compared trimmed and in upper case. */
export function normalizeGuess(guess: string): string {
  return guess.trim().toUpperCase();
}

function swapped(letters: string, first: number, second: number): string {
  const chars = [...letters];
  [chars[first], chars[second]] = [chars[second] as string, chars[first] as string];
  return chars.join('');
}

/**
 * The word's letters in a new order that is neither the word itself nor any of `avoid` (the
 * scramble on screen). Random shuffles are tried first; should they keep landing on a forbidden order
 * (short words with repeated letters have few orders), a swap of two different letters settles it.
 */
export function scrambleWord(word: string, random: () => number, avoid: readonly string[] = []): string {
  const forbidden = new Set([word, ...avoid]);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = shuffled([...word], random).join('');
    if (!forbidden.has(candidate)) return candidate;
  }
  const base = avoid[0] ?? word;
  const length = base.length;
  const offset = Math.floor(random() * length);
  for (let step = 0; step < length; step += 1) {
    const first = (offset + step) % length;
    for (let second = 0; second < length; second += 1) {
      if (base[first] === base[second]) continue;
      const candidate = swapped(base, first, second);
      if (!forbidden.has(candidate)) return candidate;
    }
  }
  throw new Error(`The letters of ${word} cannot be rearranged`);
}

/** A new game over these words, each shown scrambled. */
export function newGame(
  words: readonly HintedWord[],
  difficulty: Difficulty,
  random: () => number,
): WordScrambleState {
  return {
    difficulty,
    words: words.map((entry) => ({ ...entry, scrambled: scrambleWord(entry.word, random) })),
    current: 0,
    solved: [],
    streak: 0,
    status: 'playing',
  };
}

/** The word being guessed, or null once the game is over. */
export function currentWord(state: WordScrambleState): WordEntry | null {
  return state.status === 'playing' ? (state.words[state.current] ?? null) : null;
}

/**
 * Checks a guess against the current word. An empty guess changes nothing. `normalize` writes a
 * guess and the word alike before they are compared (practice in Spanish leaves accents out).
 */
export function submitGuess(
  state: WordScrambleState,
  guess: string,
  normalize: (text: string) => string = normalizeGuess,
): { state: WordScrambleState; outcome: GuessOutcome } {
  const entry = currentWord(state);
  if (!entry) return { state, outcome: { kind: 'over' } };
  const normalized = normalize(guess);
  if (normalized === '') return { state, outcome: { kind: 'empty' } };
  if (normalized !== normalize(entry.word))
    return { state: { ...state, streak: 0 }, outcome: { kind: 'wrong' } };
  const solved = [...state.solved, entry.word];
  const finished = solved.length >= state.words.length;
  return {
    state: {
      ...state,
      solved,
      streak: state.streak + 1,
      current: state.current + 1,
      status: finished ? 'finished' : 'playing',
    },
    outcome: { kind: 'correct', word: entry.word, finished },
  };
}

/** Shuffles the current word again into an order different from the word and from what is shown. */
export function rescramble(state: WordScrambleState, random: () => number): WordScrambleState {
  const entry = currentWord(state);
  if (!entry) return state;
  const scrambled = scrambleWord(entry.word, random, [entry.scrambled]);
  return {
    ...state,
    words: state.words.map((word, index) => (index === state.current ? { ...word, scrambled } : word)),
  };
}

/** The score after `seconds` with the words solved and the streak so far. */
export function scoreOf(state: WordScrambleState, seconds: number): number {
  return wordScrambleScore(seconds, state.solved.length, state.streak, state.difficulty);
}
