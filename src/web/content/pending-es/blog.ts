import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/blog.ts',
  sentences: [
    {
      en: 'A little wisdom every day',
      es: 'Un poco de sabiduría cada día',
    },
    {
      en: 'Our sister site shares a short piece of wisdom each day: a pause for reflection between puzzles.',
      es: 'Nuestro sitio hermano comparte cada día una breve reflexión: una pausa para pensar entre rompecabezas.',
    },
    {
      en: 'Visit our daily wisdom site',
      es: 'Visita nuestro sitio de sabiduría diaria',
    },
  ],
};
