import { describe, expect, it } from 'vitest';
import {
  appendPracticeLetters,
  choosePracticeHardMode,
  foldSpanish,
  isPracticeGame,
  type PracticeGame,
  playPracticeGuess,
  practiceLetters,
  practiceStatus,
} from './practice.ts';

const everyWord = () => true;

describe('accents and ñ in Spanish practice', () => {
  it('ignores accents and the diaeresis, so a typed "arbol" matches "árbol"', () => {
    expect(foldSpanish('árbol')).toBe(foldSpanish('arbol'));
    expect(foldSpanish('camión')).toBe('CAMION');
    expect(foldSpanish('pingüino')).toBe('PINGUINO');
    expect(foldSpanish('ÁÉÍÓÚ')).toBe('AEIOU');
  });

  it('keeps ñ as a letter of its own, never an n', () => {
    expect(foldSpanish('mañana')).toBe('MAÑANA');
    expect(foldSpanish('MAÑANA')).toBe('MAÑANA');
    // ñ written as n followed by a combining tilde is the same letter.
    expect(foldSpanish('man\u0303ana')).toBe('MAÑANA');
    expect(foldSpanish('mañana')).not.toBe(foldSpanish('manana'));
  });

  it('types Ñ only in Spanish, and drops what is not a letter', () => {
    expect(practiceLetters('ñandú 1!', 'es')).toBe('ÑANDU');
    expect(practiceLetters('ñandú 1!', 'en')).toBe('AND');
    expect(appendPracticeLetters('CARI', 'ñosos', 'es')).toBe('CARIÑO');
    expect([...appendPracticeLetters('', 'ññññññññ', 'es')]).toHaveLength(6);
  });
});

describe('a practice game', () => {
  const game: PracticeGame = { answer: 'MAÑANA', guesses: [], hardMode: false };

  it('scores guesses with the ranked game’s clues and ends when found', () => {
    const first = playPracticeGuess(game, 'MANANA', everyWord);
    expect(first).toMatchObject({ outcome: 'wrong' });
    if (first.outcome !== 'wrong') throw new Error('scored');
    // The N in third place is not the answer's Ñ.
    expect(first.states).toEqual(['correct', 'correct', 'absent', 'correct', 'correct', 'correct']);
    const won = playPracticeGuess(first.game, 'MAÑANA', everyWord);
    expect(won).toMatchObject({ outcome: 'won' });
    if (won.outcome !== 'won') throw new Error('won');
    expect(practiceStatus(won.game)).toBe('won');
    expect(playPracticeGuess(won.game, 'MAÑANA', everyWord)).toEqual({ outcome: 'over' });
  });

  it('refuses a short row and a word not in the dictionary without using an attempt', () => {
    expect(playPracticeGuess(game, 'MAÑAN', everyWord)).toEqual({ outcome: 'incomplete' });
    expect(playPracticeGuess(game, 'ZZZZZZ', (word) => word !== 'ZZZZZZ')).toEqual({
      outcome: 'not-in-word-list',
    });
  });

  it('is lost after six wrong guesses', () => {
    let played: PracticeGame = { answer: 'GARDEN', guesses: [], hardMode: false };
    for (const guess of ['PLANET', 'SILVER', 'ORANGE', 'BUTTER', 'MARKET', 'POCKET']) {
      const outcome = playPracticeGuess(played, guess, everyWord);
      if (!('game' in outcome)) throw new Error(outcome.outcome);
      played = outcome.game;
    }
    expect(practiceStatus(played)).toBe('lost');
  });

  it('in hard mode refuses a guess that leaves out a revealed hint and names it', () => {
    const hard = { answer: 'GARDEN', guesses: ['GRAVEL'], hardMode: true };
    // GRAVEL: G and E in place; R and A elsewhere.
    expect(playPracticeGuess(hard, 'PLANET', everyWord)).toEqual({
      outcome: 'hint-not-used',
      hint: { kind: 'place', position: 1, letter: 'G' },
    });
    expect(playPracticeGuess(hard, 'GOBLET', everyWord)).toEqual({
      outcome: 'hint-not-used',
      hint: { kind: 'letter', letter: 'R', count: 1 },
    });
    expect(playPracticeGuess(hard, 'GARDEN', everyWord)).toMatchObject({ outcome: 'won' });
    expect(playPracticeGuess({ ...hard, hardMode: false }, 'PLANET', everyWord)).toMatchObject({
      outcome: 'wrong',
    });
  });

  it('lets hard mode change only before the first guess', () => {
    expect(choosePracticeHardMode(game, true)).toEqual({ ...game, hardMode: true });
    expect(choosePracticeHardMode({ ...game, guesses: ['MANANA'] }, true)).toBeNull();
  });

  it('reads back only games the rules could have produced', () => {
    expect(isPracticeGame({ answer: 'MAÑANA', guesses: ['CARIÑO'], hardMode: true }, 'es')).toBe(true);
    expect(isPracticeGame({ answer: 'MAÑANA', guesses: [], hardMode: false }, 'en')).toBe(false);
    expect(isPracticeGame({ answer: 'GARDEN', guesses: ['GARDEN', 'PLANET'], hardMode: false }, 'en')).toBe(
      false,
    );
    expect(isPracticeGame({ answer: 'GARDEN', guesses: 'GARDEN', hardMode: false }, 'en')).toBe(false);
    expect(isPracticeGame(null, 'en')).toBe(false);
  });
});
