import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { type GameId, gameIdentity } from '../../../shared/games/identities.ts';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { useStats } from './queries.ts';
import { StatsTiles } from './stats-tiles.tsx';

/**
 * A game card's decorative icon, drawn from the game's path data. Its tile has a fixed size, so
 * it can arrive after the first paint.
 */
export function GameIcon({ gameId }: { gameId: GameId }) {
  return <LineIcon paths={gameIdentity(gameId).icon} className="size-6" />;
}

/** The hero draws the line (`render` gets undefined while loading, null on failure); this part reads the figure. */
type Render<T> = (value: T) => ReactNode;

/** Every account counts in the hero's line; the Active Players tile counts only the last 30 days'. */
export function PlayerCount({ render }: { render: Render<number | null | undefined> }) {
  const stats = useStats();
  if (stats.status === 'error') return render(null);
  return render(stats.data?.totalUsers);
}

export function CommunityStats() {
  const { t, lang } = useI18n();
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
          formatNumber(data.activePlayers, lang),
          formatNumber(data.gamesPlayed, lang),
          formatNumber(data.totalScores, lang),
          data.avgTime,
        ]
      }
    />
  );
}
