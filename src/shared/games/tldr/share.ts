import type { LetterState } from './clues.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from './scoring.ts';

const SQUARES: Record<'normal' | 'high-contrast', Record<LetterState, string>> = {
  normal: { correct: '🟩', present: '🟨', absent: '⬛' },
  'high-contrast': { correct: '🟧', present: '🟦', absent: '⬛' },
};

/**
 * Which word was played: the player's own ranked word, the shared word of the day (today's, or a past
 * day's in the archive), or a Spanish practice word.
 */
type SharedWord = 'ranked' | 'daily' | 'spanish-practice';

/** The languages the share text is written in. */
type ShareLang = 'en' | 'es';

const WORD_NAMES: Record<ShareLang, Record<SharedWord, string>> = {
  en: { ranked: 'my ranked word', daily: 'word of the day', 'spanish-practice': 'Spanish practice word' },
  es: {
    ranked: 'mi palabra clasificatoria',
    daily: 'palabra del día',
    'spanish-practice': 'palabra de práctica en español',
  },
};

interface ShareTitle {
  day: string;
  word: SharedWord;
  lang: ShareLang;
  won: boolean;
  rows: readonly (readonly LetterState[])[];
  hardMode: boolean;
}

/** The first line of both share texts: the day, the word played and the attempts, as `2/6*` or `X/6`. */
function shareTitle(options: ShareTitle): string {
  const tally = `${options.won ? options.rows.length : 'X'}/${TLDR_MAX_ATTEMPTS}${options.hardMode ? '*' : ''}`;
  return `TL;DR ${options.day} (${WORD_NAMES[options.lang][options.word]}) ${tally}`;
}

/**
 * The text a player shares: the day, which word it was (their own ranked word or the word of the
 * day, in their language), the attempts (X when lost, followed by * for a game in hard mode, as
 * other word games mark it) and one row of coloured squares per guess, in the colours the player
 * sees. It never contains a letter of the guesses.
 */
export function shareText(options: ShareTitle & { highContrast: boolean }): string {
  const squares = SQUARES[options.highContrast ? 'high-contrast' : 'normal'];
  const grid = options.rows.map((states) => states.map((state) => squares[state]).join('')).join('\n');
  return `${shareTitle(options)}\n\n${grid}`;
}

/** What one guess found, in numbers any language can word: the row, letters in place and elsewhere. */
export interface RowTally {
  row: number;
  inPlace: number;
  elsewhere: number;
  /** How many letters a guess has, so that a text can say "all 6". */
  letters: number;
}

/** The tally of each guess, counted from its clues (a repeated letter counts once per clue it got). */
export function rowTallies(rows: readonly (readonly LetterState[])[]): RowTally[] {
  return rows.map((states, index) => ({
    row: index + 1,
    inPlace: states.filter((state) => state === 'correct').length,
    elsewhere: states.filter((state) => state === 'present').length,
    letters: TLDR_WORD_LENGTH,
  }));
}

/**
 * The share text a screen reader reads well, instead of "green square" over and over: the same
 * first line as the grid's, then one line per guess worded by `describeRow` in the page's language
 * (the web's catalogs hold the wording). Like the grid, it never contains a letter of the guesses.
 */
export function accessibleShareText(
  options: ShareTitle & { describeRow: (tally: RowTally) => string },
): string {
  const lines = rowTallies(options.rows).map((tally) => options.describeRow(tally));
  return `${shareTitle(options)}\n\n${lines.join('\n')}`;
}
