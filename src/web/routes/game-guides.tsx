import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { GAME_GUIDES } from '../content/game-guides.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'gameGuides');

export default function GameGuidesPage() {
  return <ContentPageView content={GAME_GUIDES} />;
}
