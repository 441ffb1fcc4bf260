import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/blog.ts',
  sentences: [],
};
