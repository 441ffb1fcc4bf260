import { describe, expect, it } from 'vitest';
import { scoreGuess } from './clues.ts';
import { accessibleShareText, type RowTally, rowTallies, shareText } from './share.ts';

describe('share text', () => {
  const rows = ['SPEEDS', 'ERASED'].map((guess) => scoreGuess(guess, 'ERASED'));
  const base = {
    day: '2026-11-22',
    word: 'ranked',
    lang: 'en',
    won: true,
    rows,
    highContrast: false,
    hardMode: false,
  } as const;

  it('gives the day, the word played, the attempts and one row of squares per guess, without letters', () => {
    const text = shareText(base);
    expect(text).toBe('TL;DR 2026-11-22 (my ranked word) 2/6\n\n🟨⬛🟨🟨🟨⬛\n🟩🟩🟩🟩🟩🟩');
    expect(text.split('\n\n')[1]).not.toMatch(/[A-Z]/i);
  });

  it('names the word of the day, in English and in Spanish', () => {
    expect(shareText({ ...base, word: 'daily' })).toMatch(/^TL;DR 2026-11-22 \(word of the day\) 2\/6\n\n/);
    expect(shareText({ ...base, word: 'daily', lang: 'es' })).toMatch(
      /^TL;DR 2026-11-22 \(palabra del día\) 2\/6\n\n/,
    );
    expect(shareText({ ...base, lang: 'es' })).toMatch(
      /^TL;DR 2026-11-22 \(mi palabra clasificatoria\) 2\/6\n\n/,
    );
  });

  it('shows X for a lost game', () => {
    const lost = Array.from({ length: 6 }, () => scoreGuess('SPEEDS', 'ERASED'));
    expect(shareText({ ...base, won: false, rows: lost })).toMatch(
      /^TL;DR 2026-11-22 \(my ranked word\) X\/6\n\n/,
    );
  });

  it('uses orange and blue in high-contrast mode', () => {
    const text = shareText({ ...base, highContrast: true });
    expect(text).toBe('TL;DR 2026-11-22 (my ranked word) 2/6\n\n🟦⬛🟦🟦🟦⬛\n🟧🟧🟧🟧🟧🟧');
  });

  it('marks a game played in hard mode with an asterisk after the attempts, won or lost', () => {
    expect(shareText({ ...base, hardMode: true })).toBe(
      'TL;DR 2026-11-22 (my ranked word) 2/6*\n\n🟨⬛🟨🟨🟨⬛\n🟩🟩🟩🟩🟩🟩',
    );
    const lost = Array.from({ length: 6 }, () => scoreGuess('SPEEDS', 'ERASED'));
    expect(shareText({ ...base, won: false, rows: lost, hardMode: true, lang: 'es' })).toMatch(
      /^TL;DR 2026-11-22 \(mi palabra clasificatoria\) X\/6\*\n\n/,
    );
  });

  it('uses the high-contrast squares in hard mode too', () => {
    expect(shareText({ ...base, hardMode: true, highContrast: true })).toBe(
      'TL;DR 2026-11-22 (my ranked word) 2/6*\n\n🟦⬛🟦🟦🟦⬛\n🟧🟧🟧🟧🟧🟧',
    );
  });
});

describe('share text for screen readers', () => {
  const rows = ['SPEEDS', 'EEEEEE', 'ERASED'].map((guess) => scoreGuess(guess, 'ERASED'));
  const describeRow = ({ row, inPlace, elsewhere, letters }: RowTally) =>
    `${row}: ${inPlace} in place, ${elsewhere} elsewhere, of ${letters}`;
  const base = { day: '2026-11-22', word: 'daily', lang: 'en', won: true, rows, hardMode: false } as const;

  it('counts a repeated letter once per clue it got, as the tiles show it', () => {
    // SPEEDS against ERASED: the second S is grey (ERASED has one S), both E's and the D are yellow.
    // EEEEEE against ERASED: two E's in place, and the other four grey.
    expect(rowTallies(rows)).toEqual([
      { row: 1, inPlace: 0, elsewhere: 4, letters: 6 },
      { row: 2, inPlace: 2, elsewhere: 0, letters: 6 },
      { row: 3, inPlace: 6, elsewhere: 0, letters: 6 },
    ]);
  });

  it("gives the grid's first line, then one line per guess worded by the page, without letters", () => {
    const text = accessibleShareText({ ...base, describeRow });
    expect(text).toBe(
      'TL;DR 2026-11-22 (word of the day) 3/6\n\n1: 0 in place, 4 elsewhere, of 6\n2: 2 in place, 0 elsewhere, of 6\n3: 6 in place, 0 elsewhere, of 6',
    );
    expect(text).not.toMatch(/SPEEDS|EEEEEE|ERASED|🟩|🟨|⬛/);
  });

  it('shows X for a lost game, a line for each of its six guesses, and the hard-mode asterisk', () => {
    const lost = Array.from({ length: 6 }, () => scoreGuess('SPEEDS', 'ERASED'));
    const text = accessibleShareText({ ...base, won: false, rows: lost, hardMode: true, describeRow });
    const [title, , ...lines] = text.split('\n');
    expect(title).toBe('TL;DR 2026-11-22 (word of the day) X/6*');
    expect(lines).toEqual([1, 2, 3, 4, 5, 6].map((row) => `${row}: 0 in place, 4 elsewhere, of 6`));
  });

  it("names the word in the page's language and marks hard mode on a won game too", () => {
    expect(accessibleShareText({ ...base, word: 'ranked', lang: 'es', hardMode: true, describeRow })).toMatch(
      /^TL;DR 2026-11-22 \(mi palabra clasificatoria\) 3\/6\*\n\n1: /,
    );
  });
});
