import { describe, expect, it } from 'vitest';
import { scoreGuess } from './clues.ts';
import { shareText } from './share.ts';

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
