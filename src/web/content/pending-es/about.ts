// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the page's placeholders, as its source writes them
import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/about.ts',
  sentences: [
    {
      en: 'and refuses a time more than 2 seconds from its own or any other score (it always stores its own), and any game faster',
      es: 'y rechaza un tiempo que se aparte más de 2 segundos del suyo o cualquier otra puntuación (siempre guarda la suya), y cualquier partida más rápida',
    },
    {
      en: 'Brain Training Puzzles is a small, free site of four quick puzzle games (matching pairs, sliding tiles, unscrambling words and a daily word), with friendly leaderboards and plain-spoken guides to what puzzles can and cannot do for you.',
      es: 'Rompecabezas para el Cerebro es un sitio pequeño y gratuito de cuatro juegos rápidos (emparejar cartas, deslizar fichas, ordenar letras y una palabra diaria), con clasificaciones amistosas y guías claras sobre lo que los rompecabezas pueden y no pueden hacer por ti.',
    },
    {
      en: 'Brain Training Puzzles is run by ${operator.name}, who can be reached ${reachOperator(operator)}.',
      es: 'Rompecabezas para el Cerebro lo gestiona ${operator.name}, con quien puedes contactar ${reachOperator(operator)}.',
    },
  ],
};
