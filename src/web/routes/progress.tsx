import { Suspense } from 'react';
import type { MetaFunction } from 'react-router';
import type { SignInDialog } from '../components/layout/site-header.tsx';
import { ProgressPage } from '../features/progress/progress-page.tsx';
import { lazyPart } from '../lib/lazy-part.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'progress', { noIndex: true });

// The same sign-in dialog as the header's, for a visitor who comes here signed out: its code is
// fetched when they point at or focus Sign In.
const loadAuthDialog = () => import('../features/auth/auth-dialog.tsx');
const AuthDialog = lazyPart(() => loadAuthDialog().then((module) => module.default));
const signInDialog: SignInDialog = {
  preload: () => void loadAuthDialog(),
  render: (open, onOpenChange) => (
    <Suspense fallback={null}>
      <AuthDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ),
};

export default function ProgressRoute() {
  return <ProgressPage signInDialog={signInDialog} />;
}
