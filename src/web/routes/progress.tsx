import type { MetaFunction } from 'react-router';
import { ProgressPage } from '../features/progress/progress-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { signInDialog } from '../sign-in-dialog.tsx';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'progress', { noIndex: true });

export default function ProgressRoute() {
  return <ProgressPage signInDialog={signInDialog} />;
}
