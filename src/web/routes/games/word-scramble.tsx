import type { MetaFunction } from 'react-router';
import { PageIntro } from '../../components/page/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { PATHS } from '../../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.wordScramble,
    title: 'Word Scramble: Free Word Unscrambling Game',
    description:
      'Unscramble five words with the help of a hint. A free word game in three difficulties with streaks, a timer and a leaderboard.',
    keywords: 'word scramble, anagram game, word puzzle, vocabulary game',
  });

export default function WordScramblePage() {
  return (
    <PageIntro title="Word Scramble">
      <p>
        Each game gives you five scrambled words, each with a hint. Type the word you see hidden in the
        letters; a correct answer adds to your streak, a wrong one resets it.
      </p>
      <p>
        Stuck on a word? Rescramble the letters for a fresh look. Harder levels bring longer words and a
        bigger bonus.
      </p>
    </PageIntro>
  );
}
