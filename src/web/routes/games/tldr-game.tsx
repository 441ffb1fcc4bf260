import type { MetaFunction } from 'react-router';
import { TldrScreen } from '../../features/games/tldr/tldr-screen.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';
import { PATHS } from '../../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.tldr,
    title: 'TL;DR: The Daily Six-Letter Word Game',
    description:
      'Guess the daily six-letter word in six attempts with colour-coded clues. A new word every day at midnight Pacific time.',
    keywords: 'daily word game, six letter word, word guessing game, TL;DR',
  });

export default function TldrGamePage() {
  return <TldrScreen scores={useSubmitScore()} />;
}
