import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/features/research/studies.ts',
  sentences: [],
};
