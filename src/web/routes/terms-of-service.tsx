import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { TERMS_OF_SERVICE } from '../content/terms-of-service.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'terms');

export default function TermsOfServicePage() {
  return <ContentPageView content={TERMS_OF_SERVICE} />;
}
