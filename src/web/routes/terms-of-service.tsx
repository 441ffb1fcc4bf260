import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.terms,
    title: 'Terms of Service',
    description: 'The terms for using Brain Training Puzzles, its games, leaderboards and accounts.',
    keywords: 'terms of service, terms of use',
  });

export default function TermsOfServicePage() {
  return (
    <PageIntro title="Terms of Service">
      <p>
        These terms cover the use of this free site: playing the games, keeping an account, appearing on the
        leaderboards and contacting us.
      </p>
    </PageIntro>
  );
}
