import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.privacy,
    title: 'Privacy Policy',
    description: 'What Brain Training Puzzles stores about you, why, and how to have it removed.',
    keywords: 'privacy policy, data protection',
  });

export default function PrivacyPolicyPage() {
  return (
    <PageIntro title="Privacy Policy">
      <p>
        This page explains what this site stores about you and why: your username and e-mail address if you
        create an account, the scores you submit, messages you send us and records of donations.
      </p>
    </PageIntro>
  );
}
