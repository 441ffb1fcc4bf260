import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.gameGuides,
    title: 'Game Guides and Strategies',
    description:
      'Strategies for Memory Match, Number Puzzle, Word Scramble and TL;DR, and a training schedule that keeps you improving.',
    keywords: 'game guides, puzzle strategies, training schedule',
  });

export default function GameGuidesPage() {
  return (
    <PageIntro title="Game Guides">
      <p>
        Strategies for each of the four games, and a simple schedule for training that keeps you improving.
      </p>
    </PageIntro>
  );
}
