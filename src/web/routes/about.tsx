import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { ABOUT } from '../content/about.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'about');

export default function AboutPage() {
  return <ContentPageView content={ABOUT} />;
}
