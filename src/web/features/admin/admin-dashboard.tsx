import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { type AdminStats, adminGet, savedKey } from './admin-api.ts';
import { Dashboard } from './dashboard.tsx';
import { INVALID_KEY, LockScreen } from './lock-screen.tsx';
import { readFailure } from './use-admin-read.ts';

type Lock =
  | { state: 'locked'; checking: boolean; problem: string | null; focusKey?: boolean }
  | { state: 'unlocked'; key: string; stats: AdminStats };

const LOCKED: Lock = { state: 'locked', checking: false, problem: null };

/** Locked until the server accepts the key (GET /api/admin/stats with the admin-key header). */
export function AdminDashboard() {
  const [lock, setLock] = useState<Lock>(LOCKED);

  const verify = useCallback(async (key: string, typed: boolean) => {
    setLock({ state: 'locked', checking: true, problem: null });
    try {
      // The check is a read of the statistics, which the dashboard then shows without reading them again.
      const { body: stats } = await adminGet<AdminStats>('/api/admin/stats', key);
      savedKey.write(key);
      setLock({ state: 'unlocked', key, stats });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        savedKey.clear();
        if (typed) {
          setLock({ state: 'locked', checking: false, problem: INVALID_KEY });
          window.alert(INVALID_KEY);
        } else {
          setLock({
            state: 'locked',
            checking: false,
            problem: 'The saved admin key is no longer accepted. Enter the key again.',
          });
        }
        return;
      }
      const problem =
        error instanceof ApiError && error.status === 429
          ? (error.serverMessage ?? 'Too many wrong admin keys. Please try again later.')
          : readFailure(error);
      setLock({ state: 'locked', checking: false, problem });
    }
  }, []);

  // A key accepted earlier in this tab opens the dashboard again after a reload, once the server agrees.
  useEffect(() => {
    const key = savedKey.read();
    if (key) void verify(key, false);
  }, [verify]);

  const lockNow = useCallback(() => {
    savedKey.clear();
    setLock({ state: 'locked', checking: false, problem: null, focusKey: true });
  }, []);

  const keyRefused = useCallback(() => {
    savedKey.clear();
    setLock({
      state: 'locked',
      checking: false,
      problem: 'The admin key is no longer accepted. Enter it again to continue.',
      focusKey: true,
    });
  }, []);

  if (lock.state === 'unlocked') {
    return (
      <Dashboard adminKey={lock.key} initialStats={lock.stats} onLock={lockNow} onUnauthorized={keyRefused} />
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
