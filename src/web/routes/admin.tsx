import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.admin,
    title: 'Admin Dashboard: Site Management for Authorised Administrators',
    description:
      'The management dashboard of Brain Training Puzzles, restricted to authorised administrators.',
    keywords: 'admin dashboard, site management',
    noIndex: true,
  });

export default function AdminPage() {
  return (
    <PageIntro title="Admin Dashboard">
      <p>
        This management dashboard is restricted to authorised administrators and opens with the admin key.
      </p>
    </PageIntro>
  );
}
