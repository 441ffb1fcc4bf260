import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { PRIVACY_POLICY } from '../content/privacy-policy.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.privacy,
    title: 'Privacy Policy',
    description:
      'What Brain Training Puzzles stores about you and why: account, sign-ins, scores, cookies, browser storage, contact messages and donations, how to download it and how to have it removed.',
    keywords: 'privacy policy, data protection, cookies, local storage, data removal',
  });

export default function PrivacyPolicyPage() {
  return <ContentPageView content={PRIVACY_POLICY} />;
}
