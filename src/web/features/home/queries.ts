import { siteStatsAnswer } from '../../lib/answers/stats.ts';
import { apiGet } from '../../lib/api.ts';
import { readKeys, useRead } from '../../lib/reads.ts';

const loadStats = () => apiGet('/api/stats', siteStatsAnswer);

/** The community figures. */
export function useStats() {
  return useRead(readKeys.stats, loadStats);
}
