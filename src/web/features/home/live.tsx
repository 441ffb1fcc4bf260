import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { type GameId, gameIdentity } from '../../../shared/games/identity.ts';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { textIn, useI18n } from '../../i18n/i18n.ts';
import { homeMessages } from './messages.ts';
import { useStats, useUserScores } from './queries.ts';
import { StatsTiles } from './stats-tiles.tsx';

/** A game card's bar is full at this many games played. */
const PROGRESS_GOAL = 20;

/**
 * A game card's decorative icon, drawn from the game's path data. Its tile has a fixed size, so
 * it can arrive after the first paint.
 */
export function GameIcon({ gameId }: { gameId: GameId }) {
  return <LineIcon paths={gameIdentity(gameId).icon} className="size-6" />;
}

/** The hero draws the line (`render` gets undefined while loading, null on failure); this part reads the figure. */
type Render<T> = (value: T) => ReactNode;

export function PlayerCount({ render }: { render: Render<string | null | undefined> }) {
  const stats = useStats();
  if (stats.status === 'error') return render(null);
  return render(stats.data ? formatNumber(stats.data.totalUsers) : undefined);
}

export function CommunityStats() {
  const { t } = useI18n();
  const stats = useStats();
  if (stats.status === 'error') {
    return (
      // The message covers the tiles rather than replacing them, so the block keeps its size.
      <div className="relative">
        <StatsTiles values={['–', '–', '–', '–']} />
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-white/95 p-4 text-center dark:bg-slate-950/95"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">{t('stats.error')}</p>
          <RetryButton onRetry={() => stats.refetch()} compact />
        </div>
      </div>
    );
  }
  const data = stats.data;
  return (
    <StatsTiles
      values={
        data && [
          formatNumber(data.totalUsers),
          formatNumber(data.gamesPlayed),
          formatNumber(data.totalScores),
          data.avgTime,
        ]
      }
    />
  );
}

interface ProgressProps {
  userId: number;
  gameId: GameId;
  gameName: string;
}

export function CardProgress({ userId, gameId, gameName }: ProgressProps) {
  const { t, lang } = useI18n();
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
        {textIn(homeMessages, lang, 'progressError')}
        <RetryButton onRetry={() => scores.refetch()} compact />
      </div>
    );
  }
  const played = scores.data?.[String(gameId)]?.gamesPlayed ?? 0;
  const text = t('games.progress', { played, goal: PROGRESS_GOAL });
  return (
    <div>
      <p aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('games.progressLabel', { game: gameName })}
        aria-valuemin={0}
        aria-valuemax={PROGRESS_GOAL}
        aria-valuenow={Math.min(played, PROGRESS_GOAL)}
        aria-valuetext={text}
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
