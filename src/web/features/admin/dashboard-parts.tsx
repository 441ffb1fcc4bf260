import type { UseQueryResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { formatDate } from '../../i18n/dates.ts';
import { type Lang, useI18n, useMessages } from '../../i18n/i18n.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api.ts';
import { adminMessages } from './messages.ts';

export const mutedClass = 'text-sm text-slate-700 dark:text-slate-300';
const thClass =
  'border-b border-slate-300 px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900 dark:border-slate-600 dark:text-white';
/** A button in a table's row: a secondary button, narrower, so that a row's buttons fit beside its data. */
export const rowButtonClass = 'button-secondary whitespace-nowrap px-2.5';
export const tdClass =
  'border-b border-slate-200 px-3 py-2 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200';

/**
 * A date and time in the visitor's short format for the page's language, in the browser's time zone:
 * 28/11/26, 15:04 on a Spanish page, 11/28/26, 3:04 PM on an English one in the US.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : formatDate(date, lang, { dateStyle: 'short', timeStyle: 'short' });
}

/** A calendar day written as YYYY-MM-DD (a Pacific day) in the visitor's short format; as given when it is not one. */
export function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, lang, { dateStyle: 'short', timeZone: 'UTC' });
}

export function When({ iso }: { iso: string }) {
  const { lang } = useI18n();
  return <time dateTime={iso}>{formatDateTime(iso, lang)}</time>;
}

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

export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-800 dark:text-slate-200">{children}</p>;
}

/** A dashboard section headed by `title`; `actions` sit beside the heading. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="mt-8">
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

type AdminMessageKey = Extract<keyof (typeof adminMessages)['en'], string>;

/** A table's columns: the message key of each heading, and its alignment class. */
export type Columns = readonly (readonly [AdminMessageKey, string])[];

/**
 * A table that scrolls sideways on narrow screens, reachable with the keyboard when it does, with a
 * heading row for `columns`.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: Columns;
  children: ReactNode;
}) {
  const { text } = useMessages(adminMessages);
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {columns.map(([heading, align]) => (
              <th key={heading} scope="col" className={`${thClass} ${align}`}>
                {text(heading)}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}

/**
 * Asks before a deletion. The dialog stays open while the deletion is under way (`pending`) and closes
 * once the server has answered; `returnFocus` then puts the focus where the page continues.
 */
export function ConfirmDeletion({
  action,
  acting,
  onConfirm,
  ...rest
}: {
  open: boolean;
  pending: boolean;
  title: string;
  description: string;
  action: string;
  acting: string;
  onConfirm: () => void;
  onDismiss: () => void;
  returnFocus: () => void;
}) {
  const { text } = useMessages(adminMessages);
  return (
    <ConfirmDialog
      {...rest}
      cancelLabel={text('cancel')}
      confirmLabel={action}
      pendingLabel={acting}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      danger
      onSubmit={onConfirm}
    />
  );
}
