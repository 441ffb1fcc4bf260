import type { MemorySymbol } from '../../../../shared/games/memory-match/engine.ts';
import type { Lang } from '../../../i18n/i18n.ts';

type CardState = 'hidden' | 'face-up' | 'matched';

interface MemoryText {
  title: string;
  intro: string;
  keys: string;
  scoring: string;
  board: string;
  pairsFound: (found: number, total: number) => string;
  symbols: Record<MemorySymbol, string>;
  card: (number: number, symbol: string | null, state: CardState) => string;
  turned: (number: number, symbol: string) => string;
  match: (symbol: string, found: number, total: number) => string;
  mismatch: (first: string, second: string) => string;
  dealt: string;
  resultTitle: string;
  result: (clock: string, moves: number, score: string) => string;
  finalScore: string;
  submitFailed: string;
}

const en: MemoryText = {
  title: 'Memory Match',
  intro:
    'Sixteen cards hide eight pairs of symbols. Turn two cards at a time: a matching pair stays face up, a mismatch turns back after a second. The timer starts with your first card.',
  keys: 'Keyboard: Tab or the arrow keys move between cards; Enter or Space turns a card.',
  scoring:
    'While you play, the score falls by 10 points a second and 50 a move. The leaderboard score is 5,000 minus 15 points a second plus 100 for each pair found.',
  board: 'Cards',
  pairsFound: (found, total) => `Pairs found: ${found} of ${total}`,
  symbols: {
    brain: 'brain',
    target: 'target',
    fire: 'fire',
    star: 'star',
    dice: 'dice',
    palette: 'palette',
    'music-note': 'music note',
    lightning: 'lightning',
  },
  card: (number, symbol, state) =>
    state === 'hidden'
      ? `Card ${number}, hidden`
      : `Card ${number}, ${symbol}, ${state === 'matched' ? 'matched' : 'face up'}`,
  turned: (number, symbol) => `Card ${number}: ${symbol}.`,
  match: (symbol, found, total) => `Match: ${symbol}! ${found} of ${total} pairs found.`,
  mismatch: (first, second) => `No match: ${first} and ${second}. The cards turn back.`,
  dealt: 'New game: sixteen cards, all face down.',
  resultTitle: 'All pairs found!',
  result: (clock, moves, score) =>
    `All pairs found in ${clock} with ${moves} ${moves === 1 ? 'move' : 'moves'}. Score: ${score}.`,
  finalScore: 'Final score',
  submitFailed: 'Your score could not be submitted.',
};

const es: MemoryText = {
  title: 'Memory Match',
  intro:
    'Dieciséis cartas esconden ocho parejas de símbolos. Gira dos cartas cada vez: una pareja que coincide queda boca arriba y, si no coinciden, se vuelven a girar al cabo de un segundo. El cronómetro arranca con la primera carta.',
  keys: 'Teclado: Tab o las flechas mueven entre las cartas; Intro o Espacio giran una carta.',
  scoring:
    'Durante la partida, la puntuación baja 10 puntos por segundo y 50 por movimiento. La puntuación de la clasificación es 5.000 menos 15 puntos por segundo más 100 por cada pareja encontrada.',
  board: 'Cartas',
  pairsFound: (found, total) => `Parejas encontradas: ${found} de ${total}`,
  symbols: {
    brain: 'cerebro',
    target: 'diana',
    fire: 'fuego',
    star: 'estrella',
    dice: 'dado',
    palette: 'paleta',
    'music-note': 'nota musical',
    lightning: 'rayo',
  },
  card: (number, symbol, state) =>
    state === 'hidden'
      ? `Carta ${number}, oculta`
      : `Carta ${number}, ${symbol}, ${state === 'matched' ? 'emparejada' : 'boca arriba'}`,
  turned: (number, symbol) => `Carta ${number}: ${symbol}.`,
  match: (symbol, found, total) => `¡Pareja: ${symbol}! ${found} de ${total} parejas encontradas.`,
  mismatch: (first, second) => `No coinciden: ${first} y ${second}. Las cartas se vuelven a girar.`,
  dealt: 'Nueva partida: dieciséis cartas, todas boca abajo.',
  resultTitle: '¡Todas las parejas encontradas!',
  result: (clock, moves, score) =>
    `Todas las parejas encontradas en ${clock} con ${moves} ${moves === 1 ? 'movimiento' : 'movimientos'}. Puntuación: ${score}.`,
  finalScore: 'Puntuación final',
  submitFailed: 'No se pudo enviar tu puntuación.',
};

export function memoryText(lang: Lang): MemoryText {
  return lang === 'es' ? es : en;
}
