import type { MetaFunction } from 'react-router';
import { NumberPuzzleGame } from '../../features/games/number-puzzle/number-puzzle-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';
import { PATHS } from '../../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.numberPuzzle,
    title: 'Number Puzzle: Free 15-Tile Sliding Puzzle',
    description:
      'Slide the numbered tiles back into order from 1 to 15. A free sliding puzzle in three difficulties with a timer, move counter and leaderboard.',
    keywords: '15 puzzle, sliding puzzle, number puzzle, logic game',
  });

export default function NumberPuzzlePage() {
  return <NumberPuzzleGame scores={useSubmitScore()} />;
}
