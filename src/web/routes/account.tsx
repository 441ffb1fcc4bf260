import { lazy, Suspense } from 'react';
import type { MetaFunction } from 'react-router';
import type { SignInDialog } from '../components/layout/site-header.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.account,
    title: 'Your Account: Sign-ins, Your Data, Username and E-mail',
    description:
      'See where you are signed in to Brain Training Puzzles, download your data, change your username or e-mail address, or delete your account.',
    noIndex: true,
  });

// The same sign-in dialog as the header's, for a visitor who comes here signed out: its code is
// fetched when they point at or focus Sign In.
const loadAuthDialog = () => import('../features/auth/auth-dialog.tsx');
const AuthDialog = lazy(loadAuthDialog);
const signInDialog: SignInDialog = {
  preload: () => void loadAuthDialog(),
  render: (open, onOpenChange) => (
    <Suspense fallback={null}>
      <AuthDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ),
};

export default function AccountRoute() {
  return <AccountPage signInDialog={signInDialog} />;
}
