import { useMutation } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { isUnauthorized, refreshAdminReads } from './queries.ts';
import { queryClient } from './query-client.ts';
import { useReadFailure } from './read-progress.tsx';

/** What the last action in a section did, in a sentence: read out politely, or as an alert when it failed. */
export type ActionNoticeState = { kind: 'done' | 'failed'; text: string };

/** The sentence saying what the section's last action did; the focus goes to it once its row is gone. */
export function ActionNotice({
  notice,
  noticeRef,
}: {
  notice: ActionNoticeState | null;
  noticeRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p
      ref={noticeRef}
      tabIndex={-1}
      role={notice?.kind === 'failed' ? 'alert' : 'status'}
      className={`text-sm outline-none ${notice ? 'mt-2' : ''} ${
        notice?.kind === 'failed' ? 'text-red-800 dark:text-red-300' : 'text-slate-800 dark:text-slate-200'
      }`}
    >
      {notice?.text}
    </p>
  );
}

/**
 * A row's deletion asked for and confirmed in a dialog: which row is asked about, the request, the
 * sentence that says what happened, and where the focus returns (the row's button while it is there,
 * the sentence once the row is gone). Every admin list is read again afterwards, since a deletion
 * changes the totals, the boards and the other lists, or the list was out of date.
 */
export function useConfirmedDeletion<Item>({
  run,
  doneText,
  failedText,
  onUnauthorized,
}: {
  run: (item: Item) => Promise<unknown>;
  doneText: (item: Item) => string;
  failedText: (reason: string) => string;
  onUnauthorized: () => void;
}) {
  const readFailure = useReadFailure();
  const [asked, setAsked] = useState<Item | null>(null);
  const [notice, setNotice] = useState<ActionNoticeState | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const deletion = useMutation(
    {
      mutationFn: run,
      onSuccess: (_deleted, item) => setNotice({ kind: 'done', text: doneText(item) }),
      onError: (error) => {
        if (isUnauthorized(error)) {
          onUnauthorized();
          return;
        }
        setNotice({ kind: 'failed', text: failedText(readFailure(error)) });
      },
      onSettled: () => {
        setAsked(null);
        refreshAdminReads();
      },
    },
    queryClient,
  );
  return {
    asked,
    notice,
    setNotice,
    noticeRef,
    opener,
    pending: deletion.isPending,
    /** Opens the confirmation for `item`, remembering the button to give the focus back to. */
    ask(item: Item, button: HTMLElement) {
      opener.current = button;
      setNotice(null);
      setAsked(item);
    },
    confirm() {
      if (asked !== null) deletion.mutate(asked);
    },
    dismiss() {
      setAsked(null);
    },
    returnFocus() {
      if (notice) noticeRef.current?.focus();
      else if (opener.current?.isConnected) opener.current.focus();
    },
  };
}
