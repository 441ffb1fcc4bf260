import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/brain-health.ts',
  sentences: [],
};
