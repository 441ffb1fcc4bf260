import type { GameId } from '../games/catalog.ts';
import { type AssessmentLang, DOMAIN_NAMES, DOMAINS, type Domain } from './questions.ts';
import type { AssessmentResult } from './scoring.ts';

/** An area scoring below this gets a recommendation. */
const RECOMMENDATION_THRESHOLD = 60;

export interface Recommendation {
  domain: Domain;
  /** The area as the page names it, such as "Processing Speed". */
  area: string;
  /** Games to practise, by id. */
  games: readonly GameId[];
  tips: string;
}

const ADVICE: Record<Domain, { games: readonly GameId[]; tips: string; tipsEs: string }> = {
  memory: {
    games: [1],
    tips: 'Memory Match asks you to hold the places of cards in mind. Say each symbol to yourself as you turn it, and try to beat your move count from the last game.',
    tipsEs:
      'Memory Match te pide recordar dónde está cada carta. Di en voz baja cada símbolo al girarlo e intenta hacer menos movimientos que en la partida anterior.',
  },
  attention: {
    games: [4],
    tips: 'TL;DR rewards noticing every clue: before each guess, check which letters are ruled out and which must go where. A new word comes every day.',
    tipsEs:
      'TL;DR premia fijarse en cada pista: antes de cada intento, repasa qué letras están descartadas y cuáles tienen que ir en un sitio concreto. Cada día hay una palabra nueva.',
  },
  processing: {
    games: [2],
    tips: 'Number Puzzle trains quick pattern spotting: solve the top row first, then the second, and look for the next few moves before you slide a tile.',
    tipsEs:
      'Number Puzzle entrena a ver patrones deprisa: resuelve primero la fila de arriba, luego la segunda, y piensa varios movimientos antes de deslizar una ficha.',
  },
  reasoning: {
    games: [3],
    tips: 'Word Scramble is about testing ideas: try common endings such as -ING or -ED, use the hint to rule words out, and move up a difficulty once easy feels easy.',
    tipsEs:
      'Word Scramble consiste en probar ideas: usa la pista para descartar palabras, fíjate en combinaciones de letras habituales y sube de dificultad cuando el nivel fácil te resulte fácil.',
  },
};

/** One recommendation for each area below 60, in the order memory, attention, processing, reasoning. */
export function recommendationsFor(result: AssessmentResult, lang: AssessmentLang = 'en'): Recommendation[] {
  return DOMAINS.filter((domain) => result[domain] < RECOMMENDATION_THRESHOLD).map((domain) => ({
    domain,
    area: DOMAIN_NAMES[lang][domain],
    games: ADVICE[domain].games,
    tips: lang === 'es' ? ADVICE[domain].tipsEs : ADVICE[domain].tips,
  }));
}
