import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { TERMS_OF_SERVICE } from '../content/terms-of-service.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.terms,
    title: 'Terms of Service',
    description:
      'The terms for using Brain Training Puzzles: a free service, accounts, fair play on the leaderboards, suspensions and appeals, donations, no medical claims and our liability.',
    keywords: 'terms of service, terms of use, fair play, leaderboard rules, donations',
  });

export default function TermsOfServicePage() {
  return <ContentPageView content={TERMS_OF_SERVICE} />;
}
