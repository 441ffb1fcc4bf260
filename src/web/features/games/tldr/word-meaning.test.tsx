import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import type { WordMeaning as Meaning } from '../../../../shared/games/word-meaning.ts';
import { loadSpanish } from '../../../i18n/catalog.ts';
import { WordMeaning, type WordMeaningProps } from './word-meaning.tsx';

const ABACUS: Meaning = {
  partOfSpeech: 'noun',
  definition: 'a calculator that performs arithmetic functions by sliding counters on rods',
  baseForm: null,
};
const ADDING: Meaning = { partOfSpeech: 'verb', definition: 'make an addition (to)', baseForm: 'add' };

function show(props: WordMeaningProps, lang: 'en' | 'es' = 'en') {
  render(
    <MemoryRouter initialEntries={[lang === 'es' ? '/games/tldr-game?lang=es' : '/games/tldr-game']}>
      <WordMeaning {...props} />
    </MemoryRouter>,
  );
  return screen.getByTestId('word-meaning');
}

beforeAll(async () => {
  await loadSpanish();
});

describe("a TL;DR word's meaning", () => {
  test('shows the part of speech, the definition and the credit', () => {
    const shown = show({ status: 'read', meaning: ABACUS });
    expect(screen.getByRole('heading', { name: 'Meaning' })).toBeTruthy();
    expect(shown.textContent).toContain(`noun: ${ABACUS.definition}`);
    expect(shown.textContent).toContain('Meaning from WordNet.');
    expect(shown.querySelector('[lang]')).toBeNull();
  });

  test('names the base form whose meaning it is', () => {
    expect(show({ status: 'read', meaning: ADDING }).textContent).toContain(
      'verb, form of ADD: make an addition (to)',
    );
  });

  test('on a Spanish page, says the meaning is in English and marks the English text as such', () => {
    const shown = show({ status: 'read', meaning: ADDING }, 'es');
    expect(screen.getByRole('heading', { name: 'Significado (en inglés)' })).toBeTruthy();
    expect(shown.textContent).toContain('verbo, forma de ADD: make an addition (to)');
    expect(shown.textContent).toContain('Significado tomado de WordNet, un diccionario en inglés.');
    const english = [...shown.querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(english).toEqual(['ADD', 'make an addition (to)']);
  });

  test.each([
    ['en', { status: 'read', meaning: null }, 'We have no meaning for this word.'],
    ['es', { status: 'read', meaning: null }, 'No tenemos el significado de esta palabra.'],
    ['en', { status: 'unavailable' }, 'The meaning of the word needs a connection: it could not be read.'],
    [
      'es',
      { status: 'unavailable' },
      'El significado de la palabra necesita conexión: no se ha podido leer.',
    ],
    ['en', { status: 'spanish-word' }, 'Meanings are given for English words only.'],
    ['es', { status: 'spanish-word' }, 'Solo damos el significado de las palabras en inglés.'],
  ] as const)('in %s, %o says plainly that no meaning is shown', (lang, props, sentence) => {
    const shown = show(props, lang);
    expect(shown.textContent).toContain(sentence);
    expect(screen.getByRole('heading', { name: lang === 'en' ? 'Meaning' : 'Significado' })).toBeTruthy();
    expect(shown.textContent).not.toMatch(/WordNet/);
    expect(shown.querySelector('[lang]')).toBeNull();
  });
});
