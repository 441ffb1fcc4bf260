import type { MetaFunction } from 'react-router';
import { PageIntro } from '../../components/page/page-intro.tsx';
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
  return (
    <PageIntro title="Number Puzzle">
      <p>
        Fifteen numbered tiles and one blank share a four-by-four grid. Slide a tile next to the blank into
        it, and bring the tiles back into order from 1 to 15 with the blank in the last square.
      </p>
      <p>
        Choose easy, medium or hard to decide how thoroughly the tiles are shuffled. Every puzzle can be
        solved, and the timer starts with your first move.
      </p>
    </PageIntro>
  );
}
