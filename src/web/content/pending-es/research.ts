import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/research.ts',
  sentences: [],
};
