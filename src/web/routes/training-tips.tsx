import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { TRAINING_TIPS } from '../content/training-tips.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'trainingTips');

export default function TrainingTipsPage() {
  return <ContentPageView content={TRAINING_TIPS} />;
}
