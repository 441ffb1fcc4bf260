import type { MetaFunction } from 'react-router';
import { MemoryMatchGame } from '../../features/games/memory-match/memory-match-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'memoryMatch');

export default function MemoryMatchPage() {
  return <MemoryMatchGame scores={useSubmitScore()} />;
}
