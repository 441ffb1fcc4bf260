import type { MetaFunction } from 'react-router';
import { MemoryMatchGame } from '../../features/games/memory-match/memory-match-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
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
  return <MemoryMatchGame scores={useSubmitScore()} />;
}
