import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { fetchStats, savedKey } from './admin-api.ts';
import { LockScreen } from './lock-screen.tsx';
import { adminMessages } from './messages.ts';
import { adminStatsKey, forgetAdminReads, isUnauthorized } from './queries.ts';
import { queryClient } from './query-client.ts';
import { useReadFailure } from './read-progress.tsx';

/** The dashboard's code, fetched as a key is checked: a visitor without the key never loads it. */
const loadDashboard = () => import('./dashboard.tsx');
const Dashboard = lazy(() => loadDashboard().then((module) => ({ default: module.Dashboard })));

type Lock =
  | { state: 'locked'; checking: boolean; problem: string | null; focusKey?: boolean }
  | { state: 'unlocked'; key: string };

const LOCKED: Lock = { state: 'locked', checking: false, problem: null };

/** Locked until the server accepts the key (GET /api/admin/stats with the admin-key header). */
export function AdminDashboard() {
  return (
    <QueryClientProvider client={queryClient}>
      <KeyGate />
    </QueryClientProvider>
  );
}

function KeyGate() {
  const { text, lang } = useMessages(adminMessages);
  const readFailure = useReadFailure();
  const [lock, setLock] = useState<Lock>(LOCKED);

  // Whatever the dashboard read is dropped from the cache as soon as it is locked.
  useEffect(() => {
    if (lock.state === 'locked') forgetAdminReads();
  }, [lock.state]);

  const verify = async (key: string, typed: boolean) => {
    setLock({ state: 'locked', checking: true, problem: null });
    // Fetched while the server checks the key; a failure shows when the dashboard is shown.
    loadDashboard().catch(() => undefined);
    try {
      // The check is a read of the statistics, which the dashboard then shows without reading them again.
      const stats = await fetchStats(key);
      savedKey.write(key);
      queryClient.setQueryData(adminStatsKey, stats);
      setLock({ state: 'unlocked', key });
    } catch (error) {
      if (isUnauthorized(error)) {
        savedKey.clear();
        if (typed) {
          const invalid = textIn(apiErrorMessages, lang, 'ADMIN_KEY_INVALID');
          setLock({ state: 'locked', checking: false, problem: invalid });
          window.alert(invalid);
        } else {
          setLock({ state: 'locked', checking: false, problem: text('savedKeyRefused') });
        }
        return;
      }
      const problem =
        error instanceof ApiError && error.status === 429
          ? (apiErrorText(error, lang) ?? textIn(apiErrorMessages, lang, 'ADMIN_KEY_LOCKED'))
          : readFailure(error);
      setLock({ state: 'locked', checking: false, problem });
    }
  };
  const verifyRef = useRef(verify);
  verifyRef.current = verify;

  // A key accepted earlier in this tab opens the dashboard again after a reload, once the server agrees.
  useEffect(() => {
    const key = savedKey.read();
    if (key) void verifyRef.current(key, false);
  }, []);

  const lockNow = useCallback(() => {
    savedKey.clear();
    setLock({ state: 'locked', checking: false, problem: null, focusKey: true });
  }, []);

  const keyRefusedText = text('keyRefused');
  const keyRefused = useCallback(() => {
    savedKey.clear();
    setLock({ state: 'locked', checking: false, problem: keyRefusedText, focusKey: true });
  }, [keyRefusedText]);

  if (lock.state === 'unlocked') {
    return (
      <Suspense
        fallback={<p className="mt-8 text-slate-700 dark:text-slate-300">{text('statisticsLoading')}</p>}
      >
        <Dashboard adminKey={lock.key} onLock={lockNow} onUnauthorized={keyRefused} />
      </Suspense>
    );
  }
  return (
    <LockScreen
      checking={lock.checking}
      problem={lock.problem}
      focusKey={lock.focusKey ?? false}
      onSubmit={(key) => void verify(key, true)}
    />
  );
}
