import { Suspense } from 'react';
import type { SignInDialog } from './components/layout/site-header.tsx';
import { lazyPart } from './lib/lazy-part.ts';

const loadAuthDialog = () => import('./features/auth/auth-dialog.tsx');
// On a Spanish page the dialog shows once its texts' Spanish is there too, never first in English.
const AuthDialog = lazyPart(() => loadAuthDialog().then((module) => module.default));

/**
 * The sign-in dialog of the header and of the pages a signed-out visitor is asked to sign in on: its
 * code is fetched when the visitor points at or focuses Sign In, before the click.
 */
export const signInDialog: SignInDialog = {
  preload: () => void loadAuthDialog(),
  render: (open, onOpenChange, mode) => (
    <Suspense fallback={null}>
      <AuthDialog open={open} onOpenChange={onOpenChange} mode={mode} />
    </Suspense>
  ),
};
