import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/brain-health.ts',
  sentences: [
    {
      en: 'They say that vitamins B and E, polyunsaturated fatty acids (such as omega-3) and multi-complex supplements should not be recommended to reduce the risk of cognitive decline or dementia.',
      es: 'Dicen que no deben recomendarse las vitaminas B y E, los ácidos grasos poliinsaturados (como los omega-3) ni los suplementos multicomplejos para reducir el riesgo de deterioro cognitivo o de demencia.',
    },
    {
      en: 'What research says about practice, sleep, physical activity and the brain.',
      es: 'Lo que dice la investigación sobre la práctica, el sueño, la actividad física y el cerebro.',
    },
  ],
};
