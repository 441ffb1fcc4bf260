import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { FAQ } from '../content/faq.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'faq');

export default function FaqPage() {
  return <ContentPageView content={FAQ} />;
}
