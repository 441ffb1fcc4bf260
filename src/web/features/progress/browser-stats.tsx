import { useEffect, useState } from 'react';
import { currentStreakOn, parseStats, type TldrStats, winPercent } from '../../../shared/games/tldr/stats.ts';
import { statsKey } from '../../../shared/games/tldr/storage.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ProgressSection, textClass } from './game-section.tsx';
import { progressMessages } from './messages.ts';
import { TldrFigures } from './tldr-figures.tsx';

interface Recorded {
  kind: 'guest' | 'account';
  stats: TldrStats;
}

/** What TL;DR kept in this browser's storage, as a guest and for this player; none when storage is refused. */
function readRecorded(userId: number | null): Recorded[] {
  try {
    const storage = window.localStorage;
    const recorded: Recorded[] = [
      { kind: 'guest', stats: parseStats(storage.getItem(statsKey(null))) },
      ...(userId === null
        ? []
        : [{ kind: 'account' as const, stats: parseStats(storage.getItem(statsKey(userId))) }]),
    ];
    return recorded.filter(({ stats }) => stats.played > 0);
  } catch {
    return [];
  }
}

/**
 * TL;DR's statistics that this browser recorded by itself, shown apart from the account's and never
 * added to them: they may count the same days, and only the server's are the account's. Nothing shows
 * when the browser kept none.
 */
export function BrowserStats({
  userId,
  game,
  today,
}: {
  userId: number | null;
  game: string;
  today: string;
}) {
  const { text } = useMessages(progressMessages);
  // Storage exists only in the browser, once the page has hydrated.
  const [recorded, setRecorded] = useState<Recorded[]>([]);
  useEffect(() => setRecorded(readRecorded(userId)), [userId]);
  if (recorded.length === 0) return null;
  return (
    <ProgressSection id="progress-browser" title={text('browserTitle')}>
      <p className={`mt-2 ${textClass}`}>
        {text(userId === null ? 'browserGuestText' : 'browserText', { game })}
      </p>
      {recorded.map(({ kind, stats }) => (
        <div key={kind} className="mt-4">
          <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">
            {text(kind === 'guest' ? 'browserGuest' : 'browserAccount')}
          </h3>
          <TldrFigures
            headingLevel={4}
            stats={{ ...stats, winPercent: winPercent(stats), currentStreak: currentStreakOn(stats, today) }}
          />
        </div>
      ))}
    </ProgressSection>
  );
}
