import type { MetaFunction } from 'react-router';
import { AccountPage } from '../features/account/account-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { signInDialog } from '../sign-in-dialog.tsx';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'account', { noIndex: true });

export default function AccountRoute() {
  return <AccountPage signInDialog={signInDialog} />;
}
