import { describe, expect, it } from 'vitest';
import { scoreGuess } from './clues.ts';
import { shareText } from './share.ts';

describe('share text', () => {
  const rows = ['SPEEDS', 'ERASED'].map((guess) => scoreGuess(guess, 'ERASED'));

  it('gives the day, the attempts and one row of squares per guess, without letters', () => {
    const text = shareText({ day: '2026-11-22', won: true, rows, highContrast: false });
    expect(text).toBe('TL;DR 2026-11-22 2/6\n\n🟨⬛🟨🟨🟨⬛\n🟩🟩🟩🟩🟩🟩');
    expect(text.split('\n\n')[1]).not.toMatch(/[A-Z]/i);
  });

  it('shows X for a lost game', () => {
    const lost = Array.from({ length: 6 }, () => scoreGuess('SPEEDS', 'ERASED'));
    expect(shareText({ day: '2026-11-22', won: false, rows: lost, highContrast: false })).toMatch(
      /^TL;DR 2026-11-22 X\/6\n\n/,
    );
  });

  it('uses orange and blue in high-contrast mode', () => {
    const text = shareText({ day: '2026-11-22', won: true, rows, highContrast: true });
    expect(text).toBe('TL;DR 2026-11-22 2/6\n\n🟦⬛🟦🟦🟦⬛\n🟧🟧🟧🟧🟧🟧');
  });
});
