import { formatNumber } from '../../../shared/format.ts';
import type { GameId } from '../../../shared/games/identities.ts';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { userScoresAnswer } from '../../lib/answers/users.ts';
import { apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { readKeys, useRead } from '../../lib/reads.ts';
import { progressMessages } from './messages.ts';

/**
 * A game card's progress bar, shown only to a signed-in player: the home page loads this module, with
 * its texts and its read, only for one.
 */

/** A game card's bar is full at this many games played. */
const PROGRESS_GOAL = 20;

/** The player's own scores; a session the server no longer knows reads as no scores yet. */
function useUserScores(userId: number) {
  return useRead(
    readKeys.userScores(userId),
    async () => (await apiGetOrNullWhenSignedOut(`/api/users/${userId}/scores`, userScoresAnswer)) ?? {},
  );
}

interface ProgressProps {
  userId: number;
  gameId: GameId;
  gameName: string;
}

export function CardProgress({ userId, gameId, gameName }: ProgressProps) {
  const { text, lang } = useMessages(progressMessages);
  const scores = useUserScores(userId);
  if (scores.status === 'pending') {
    return (
      <div aria-hidden="true" className="space-y-2 pt-0.5">
        <span className="block h-3 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="block h-2 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />
      </div>
    );
  }
  if (scores.status === 'error') {
    return (
      <div className="flex items-center justify-between gap-2 text-xs text-slate-700 dark:text-slate-300">
        {text('progressError')}
        <RetryButton onRetry={() => scores.refetch()} compact />
      </div>
    );
  }
  const played = scores.data?.[String(gameId)]?.gamesPlayed ?? 0;
  const progress = text('progress', { played: formatNumber(played, lang), goal: PROGRESS_GOAL });
  return (
    <div>
      <p aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
        {progress}
      </p>
      <div
        role="progressbar"
        aria-label={text('progressLabel', { game: gameName })}
        aria-valuemin={0}
        aria-valuemax={PROGRESS_GOAL}
        aria-valuenow={Math.min(played, PROGRESS_GOAL)}
        aria-valuetext={progress}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${Math.min(100, (played / PROGRESS_GOAL) * 100)}%` }}
        />
      </div>
    </div>
  );
}
