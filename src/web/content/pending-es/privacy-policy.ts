import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/privacy-policy.ts',
  sentences: [],
};
