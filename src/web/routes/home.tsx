import { type ReactNode, Suspense } from 'react';
import type { MetaFunction } from 'react-router';
import { AdSlot } from '../features/home/ad-slot.tsx';
import { GameCards } from '../features/home/game-cards.tsx';
import { Hero, PlayerLine } from '../features/home/hero.tsx';
import { BoardSkeleton, LeaderboardSection } from '../features/leaderboard/leaderboard-section.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { lazyPart } from '../lib/lazy-part.ts';
import { pageMeta } from '../lib/meta.ts';
import { useAfterHydration } from '../lib/use-after-hydration.ts';
import { useUser } from '../lib/use-user.ts';
import { WhenNearViewport } from '../lib/when-near-viewport.tsx';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'home');

// The data-driven parts (and the query library they need) load after the page is interactive.
const live = () => import('../features/home/live.tsx');
const PlayerCount = lazyPart(() => live().then((module) => module.PlayerCount));
const GameIcon = lazyPart(() => live().then((module) => module.GameIcon));
// A game card's progress is only for a signed-in player, and loads only for one.
const CardProgress = lazyPart(() =>
  import('../features/home/card-progress.tsx').then((module) => module.CardProgress),
);
const CommunityStats = lazyPart(() => live().then((module) => module.CommunityStats));
const LeaderboardBoard = lazyPart(() =>
  import('../features/leaderboard/leaderboard-board.tsx').then((module) => module.default),
);

// The same fixed heights as the community figures' grid, which arrives with the page's data.
const STATS_PLACEHOLDER = (
  <div className="h-[13rem] animate-pulse rounded-xl bg-slate-100 lg:h-[6.5rem] dark:bg-slate-800" />
);

/** Prerendered and hydrated as `fallback`; `children` replace it once hydration is over. */
function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useAfterHydration() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

export default function HomePage() {
  const { t } = useI18n();
  const userId = useUser()?.id ?? null;
  return (
    <>
      <Hero
        playerCount={
          <Deferred fallback={<PlayerLine />}>
            <PlayerCount render={(count) => <PlayerLine count={count} />} />
          </Deferred>
        }
      />
      <GameCards
        icon={(gameId) => (
          <Deferred fallback={null}>
            <GameIcon gameId={gameId} />
          </Deferred>
        )}
        progress={(gameId, name) =>
          userId !== null && (
            <Deferred fallback={null}>
              <CardProgress userId={userId} gameId={gameId} gameName={name} />
            </Deferred>
          )
        }
      />
      <AdSlot />
      <LeaderboardSection
        board={(gameId, name) => (
          <WhenNearViewport fallback={<BoardSkeleton />}>
            <LeaderboardBoard gameId={gameId} gameName={name} userId={userId} />
          </WhenNearViewport>
        )}
      />
      <AdSlot />
      <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id="stats-title" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('stats.title')}
        </h2>
        <Deferred fallback={STATS_PLACEHOLDER}>
          <CommunityStats />
        </Deferred>
      </section>
    </>
  );
}
