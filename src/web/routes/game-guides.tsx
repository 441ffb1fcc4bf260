import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { GAME_GUIDES } from '../content/game-guides.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.gameGuides,
    title: 'Game Guides and Strategies',
    description:
      'How Memory Match, Number Puzzle, Word Scramble and TL;DR score, the strategies that raise your score, and a weekly training schedule.',
    keywords:
      'game guides, puzzle strategies, memory match tips, sliding puzzle strategy, word scramble tips, six-letter word game, training schedule',
  });

export default function GameGuidesPage() {
  return <ContentPageView content={GAME_GUIDES} />;
}
