import type { MetaFunction } from 'react-router';
import { NumberPuzzleGame } from '../../features/games/number-puzzle/number-puzzle-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'numberPuzzle');

export default function NumberPuzzlePage() {
  return <NumberPuzzleGame scores={useSubmitScore()} />;
}
