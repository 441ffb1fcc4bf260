import type { MetaFunction } from 'react-router';
import { TldrScreen } from '../../features/games/tldr/tldr-screen.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'tldr');

export default function TldrGamePage() {
  return <TldrScreen scores={useSubmitScore()} />;
}
