import type { MetaFunction } from 'react-router';
import { PageIntro } from '../../components/page/page-intro.tsx';
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
  return (
    <PageIntro title="TL;DR">
      <p>
        Guess the six-letter word of the day in six attempts. After each guess the tiles show which letters
        are in the right place, which are in the word but elsewhere, and which are not in it at all.
      </p>
      <p>Everyone gets the same word, and a new one arrives at midnight Pacific time.</p>
    </PageIntro>
  );
}
