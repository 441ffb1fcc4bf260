import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/terms-of-service.ts',
  sentences: [],
};
