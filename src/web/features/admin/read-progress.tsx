import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api.ts';
import { mutedClass } from './dashboard-section.tsx';
import { adminMessages } from './messages.ts';

/** A message for a failed admin read that an administrator can act on. */
export function useReadFailure(): (error: unknown) => string {
  const { text, lang } = useMessages(adminMessages);
  return (error) => {
    if (error instanceof ApiError) {
      const message = apiErrorText(error, lang);
      return message
        ? text('answered', { status: error.status, message })
        : text('answeredBare', { status: error.status });
    }
    if (error instanceof UnexpectedAnswerError) return text('unreadable');
    return text('unreachable');
  };
}

/**
 * A section's state before its data is there: the failure with a retry, or the loading line while no
 * earlier data is shown.
 */
export function ReadProgress({
  query,
  loading,
  failure,
}: {
  query: Pick<UseQueryResult<unknown>, 'isError' | 'isPending' | 'error'> & {
    refetch: () => Promise<unknown>;
  };
  loading: string;
  failure: string;
}) {
  const readFailure = useReadFailure();
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mt-3 rounded-md border border-red-700 p-3 text-sm text-red-800 dark:border-red-400 dark:text-red-300"
      >
        <p>
          {failure} {readFailure(query.error)}
        </p>
        <RetryButton onRetry={() => void query.refetch()} className="mt-2" />
      </div>
    );
  }
  if (query.isPending) return <p className={`mt-3 ${mutedClass}`}>{loading}</p>;
  return null;
}

/** What a section shows when its read found nothing. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-800 dark:text-slate-200">{children}</p>;
}
