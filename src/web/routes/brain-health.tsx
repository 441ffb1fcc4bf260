import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BRAIN_HEALTH } from '../content/brain-health.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'brainHealth');

export default function BrainHealthPage() {
  return <ContentPageView content={BRAIN_HEALTH} />;
}
