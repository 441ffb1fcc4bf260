import { Fragment, type ReactNode, type Ref } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { storeUser } from '../../lib/user-store.ts';
import { accountPageMessages } from './messages.ts';

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100';

export const textClass = 'text-sm text-slate-700 dark:text-slate-300';

const errorClass = 'text-sm font-medium text-red-700 dark:text-red-400';
const doneClass = 'text-sm font-medium text-green-800 outline-none dark:text-green-400';

/** A text with one `{placeholder}` filled by markup (a name in bold), in the page's language. */
export function withValue(template: string, placeholder: string, value: ReactNode): ReactNode {
  return template.split(`{${placeholder}}`).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, in a fixed order
    <Fragment key={index}>
      {index > 0 && value}
      {part}
    </Fragment>
  ));
}

/** A value within a sentence, such as the player's name or address. */
export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{children}</strong>;
}

/** One part of the account page, as a card with its heading. */
export function AccountSection({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const border =
    tone === 'danger' ? 'border-red-200 dark:border-red-900/70' : 'border-slate-200 dark:border-slate-800';
  return (
    <section
      aria-labelledby={id}
      className={`mt-6 rounded-xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${border}`}
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the last action of a section came to: done (announced politely) or failed (an alert). */
export type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/**
 * Where a section says what its last action came to. The polite region stays mounted so that each
 * new text is announced; `doneRef` lets the section move the focus there once a control it used is gone.
 */
export function OutcomeText({
  outcome,
  doneRef,
  className = 'mt-3',
}: {
  outcome: Outcome;
  doneRef?: Ref<HTMLParagraphElement>;
  className?: string;
}) {
  return (
    <>
      <p ref={doneRef} role="status" tabIndex={-1} className={`${className} ${doneClass} empty:hidden`}>
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className={`${className} ${errorClass}`}>
          {outcome.text}
        </p>
      )}
    </>
  );
}

/**
 * Turns a failed call into words in the page's language. When the server no longer knows the session
 * (401) this browser signs out cleanly, as everywhere on the site, and the page shows its guest view.
 */
export function useFailure() {
  const { text, lang } = useMessages(accountPageMessages);
  /** Signs out here when the failure says the session is gone; true when it did. */
  const signOutIfEnded = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 401) return false;
    storeUser(null);
    toast({ title: text('sessionEndedTitle'), description: text('sessionEnded') });
    return true;
  };
  const failureText = (error: unknown): string => {
    signOutIfEnded(error);
    if (error instanceof ApiError) return apiErrorText(error, lang) ?? error.message;
    return text('offline');
  };
  return { failureText, signOutIfEnded };
}
