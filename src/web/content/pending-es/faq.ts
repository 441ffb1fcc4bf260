import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/faq.ts',
  sentences: [
    {
      en: 'At the end you see a score per area and, for each area with a low score, a game that uses the same kind of skill, if you would like to practise it; practising a game has not been shown to improve that skill in daily life.',
      es: 'Al final verás una puntuación por área y, para cada área con una puntuación baja, un juego que usa el mismo tipo de habilidad, por si quieres practicarla; no se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
    },
  ],
};
