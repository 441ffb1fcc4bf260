import type { MetaFunction } from 'react-router';
import { AdminDashboard } from '../features/admin/admin-dashboard.tsx';
import { adminMessages } from '../features/admin/messages.ts';
import { useMessages } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'admin', { noIndex: true });

export default function AdminPage() {
  const { text } = useMessages(adminMessages);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {text('title')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text('intro')}</p>
      <AdminDashboard />
    </div>
  );
}
