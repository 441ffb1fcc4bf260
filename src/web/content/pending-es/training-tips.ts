import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/training-tips.ts',
  sentences: [],
};
