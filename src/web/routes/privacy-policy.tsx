import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { PRIVACY_POLICY } from '../content/privacy-policy.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'privacy');

export default function PrivacyPolicyPage() {
  return <ContentPageView content={PRIVACY_POLICY} />;
}
