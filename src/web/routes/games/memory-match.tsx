import type { MetaFunction } from 'react-router';
import { PageIntro } from '../../components/page/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { PATHS } from '../../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.memoryMatch,
    title: 'Memory Match: Free Card Matching Brain Game',
    description:
      'Flip cards two at a time and find all eight matching pairs. A free memory game with a timer, move counter and monthly leaderboard.',
    keywords: 'memory game, card matching, concentration game, brain training',
  });

export default function MemoryMatchPage() {
  return (
    <PageIntro title="Memory Match">
      <p>
        Sixteen face-down cards hide eight pairs of symbols. Turn two cards at a time: a matching pair stays
        face up, a mismatch turns back after a second. Find all eight pairs in as few moves and seconds as you
        can.
      </p>
      <p>
        The timer starts with your first card. Signed-in players have their score submitted to the Memory
        Match leaderboard when the board is cleared.
      </p>
    </PageIntro>
  );
}
