import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BRAIN_SCIENCE } from '../content/brain-science.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'brainScience');

export default function BrainSciencePage() {
  return <ContentPageView content={BRAIN_SCIENCE} />;
}
