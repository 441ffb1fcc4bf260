import type { MetaFunction } from 'react-router';
import { WordScrambleGame } from '../../features/games/word-scramble/word-scramble-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
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
  return <WordScrambleGame scores={useSubmitScore()} />;
}
