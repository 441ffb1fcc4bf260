import type { MetaFunction } from 'react-router';
import { WordScrambleGame } from '../../features/games/word-scramble/word-scramble-game.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'wordScramble');

export default function WordScramblePage() {
  return <WordScrambleGame scores={useSubmitScore()} />;
}
