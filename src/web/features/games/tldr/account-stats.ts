import type { Progress } from '../../../../shared/api/progress.ts';
import { progressAnswer } from '../../../lib/answers/progress.ts';
import { apiGetOrNullWhenSignedOut } from '../../../lib/api.ts';
import { type ReadState, readKeys, useRead } from '../../../lib/reads.ts';

/** The signed-in player's statistics as the server keeps them, or null for a session that ended. */
export type AccountStats = ReadState<Progress | null> & { refetch: () => void };

/**
 * A signed-in player's TL;DR statistics come from the server (their ranked games, on any browser):
 * read once when the page shows them, and again once a ranked game's score is stored.
 */
export function useAccountStats(playerId: number | null): AccountStats | null {
  const read = useRead(
    readKeys.progress(playerId ?? 0),
    () => apiGetOrNullWhenSignedOut(`/api/users/${playerId}/progress`, progressAnswer),
    playerId !== null,
  );
  return playerId === null ? null : read;
}
