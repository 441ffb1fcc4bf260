import type { LetterState } from './clues.ts';
import { TLDR_MAX_ATTEMPTS } from './scoring.ts';

const SQUARES: Record<'normal' | 'high-contrast', Record<LetterState, string>> = {
  normal: { correct: '🟩', present: '🟨', absent: '⬛' },
  'high-contrast': { correct: '🟧', present: '🟦', absent: '⬛' },
};

/** Which of the day's two words was played: the player's own ranked word, or the shared word of the day. */
type SharedWord = 'ranked' | 'daily';

/** The languages the share text is written in. */
type ShareLang = 'en' | 'es';

const WORD_NAMES: Record<ShareLang, Record<SharedWord, string>> = {
  en: { ranked: 'my ranked word', daily: 'word of the day' },
  es: { ranked: 'mi palabra clasificatoria', daily: 'palabra del día' },
};

/**
 * The text a player shares: the day, which word it was (their own ranked word or the word of the
 * day, in their language), the attempts (X when lost, followed by * for a game in hard mode, as
 * other word games mark it) and one row of coloured squares per guess, in the colours the player
 * sees. It never contains a letter of the guesses.
 */
export function shareText(options: {
  day: string;
  word: SharedWord;
  lang: ShareLang;
  won: boolean;
  rows: readonly (readonly LetterState[])[];
  highContrast: boolean;
  hardMode: boolean;
}): string {
  const squares = SQUARES[options.highContrast ? 'high-contrast' : 'normal'];
  const tally = `${options.won ? options.rows.length : 'X'}/${TLDR_MAX_ATTEMPTS}${options.hardMode ? '*' : ''}`;
  const grid = options.rows.map((states) => states.map((state) => squares[state]).join('')).join('\n');
  return `TL;DR ${options.day} (${WORD_NAMES[options.lang][options.word]}) ${tally}\n\n${grid}`;
}
