import { Ban, Download, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { AccountChangeDialog, ChangeButtons, type ChangeKind } from './account-changes.tsx';
import { type AdminUser, deleteUser, fetchAllUsers } from './admin-api.ts';
import { ConfirmDeletion } from './confirm-deletion.tsx';
import { ActionNotice, useConfirmedDeletion } from './confirmed-deletion.tsx';
import { formatDateTime, When } from './dashboard-dates.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { adminMessages, usersCsvMessages } from './messages.ts';
import { adminQueries, useAdminQuery } from './queries.ts';
import { Empty, ReadProgress, useReadFailure } from './read-progress.tsx';
import { rowButtonClass, ScrollTable, tdClass } from './scroll-table.tsx';
import { downloadUsersCsv } from './users-csv.ts';

const SEARCH_DELAY_MS = 250;

const COLUMNS = [
  ['columnId', ''],
  ['columnUsername', ''],
  ['columnStatus', ''],
  ['columnEmail', ''],
  ['columnCreatedAt', ''],
  ['columnGamesPlayed', 'text-right'],
  ['columnTotalScore', 'text-right'],
  ['columnActions', ''],
] as const;

/** Whether the account is suspended, and since when, in words (not by colour alone). */
function AccountStatus({ user }: { user: AdminUser }) {
  const { text, lang } = useMessages(adminMessages);
  if (user.suspendedAt === null) return <span className={mutedClass}>{text('statusActive')}</span>;
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
        <Ban aria-hidden="true" className="size-3.5" />
        {text('statusSuspended')}
      </span>{' '}
      <time dateTime={user.suspendedAt} className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
        {text('suspendedSince', { date: formatDateTime(user.suspendedAt, lang) })}
      </time>
    </>
  );
}

export function UsersSection({ adminKey, onUnauthorized }: { adminKey: string; onUnauthorized: () => void }) {
  const { text, lang } = useMessages(adminMessages);
  const csvHeader = useMessages(usersCsvMessages).texts.header;
  const readFailure = useReadFailure();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const read = useAdminQuery(adminQueries(adminKey).users(query), onUnauthorized);
  const list = read.data;

  const deletion = useConfirmedDeletion({
    run: (user: AdminUser) => deleteUser(adminKey, user.id),
    doneText: (user) => text('deleted', { player: user.username }),
    failedText: (reason) => text('deleteFailed', { reason }),
    onUnauthorized,
  });
  const { asked, setNotice, noticeRef, opener } = deletion;

  // A rename, suspension or lifting: its dialog is mounted afresh for each (`serial`), and stays
  // mounted once closed so that the focus can return.
  const [change, setChange] = useState<{ kind: ChangeKind; user: AdminUser; serial: number } | null>(null);
  const [changeOpen, setChangeOpen] = useState(false);
  const changed = useRef(false);
  const askChange = (kind: ChangeKind, user: AdminUser, button: HTMLElement) => {
    opener.current = button;
    changed.current = false;
    setNotice(null);
    setChange((last) => ({ kind, user, serial: (last?.serial ?? 0) + 1 }));
    setChangeOpen(true);
  };

  // The file holds the users matching what the search box says at the click, also when the list
  // below still shows an earlier search (its delay has not run out, or its answer is on its way).
  const exportCsv = async () => {
    if (!list) return;
    setExportProblem(null);
    const current = search.trim();
    const listShowsBox = current === query && !read.isPlaceholderData;
    if (listShowsBox && list.users.length >= list.total) {
      downloadUsersCsv(list.users, csvHeader);
      return;
    }
    setQuery(current);
    setExporting(true);
    try {
      downloadUsersCsv(await fetchAllUsers(adminKey, current), csvHeader);
    } catch (error) {
      setExportProblem(text('exportFailed', { reason: readFailure(error) }));
    } finally {
      setExporting(false);
    }
  };

  let summary = '';
  if (list) {
    let sentence = query
      ? text('usersMatch', { count: list.total, query })
      : text('userCount', { count: list.total });
    if (list.users.length < list.total) sentence = text('usersShown', { sentence, shown: list.users.length });
    summary = text('sentenceEnd', { sentence });
  }

  return (
    <Section
      title={text('users')}
      actions={
        <button
          type="button"
          className="button-secondary"
          onClick={() => void exportCsv()}
          disabled={!list || read.isFetching || exporting}
        >
          <Download aria-hidden="true" className="size-4" />
          {text(exporting ? 'exporting' : 'exportCsv')}
        </button>
      }
    >
      <div className="mt-3 max-w-md">
        <label
          htmlFor={`${ids}-search`}
          className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {text('search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600 dark:text-slate-400"
          />
          <input
            id={`${ids}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50"
          />
        </div>
      </div>
      <p role="status" className={`mt-2 min-h-5 ${mutedClass}`}>
        {read.isFetching ? text('searching') : summary}
      </p>
      <ActionNotice notice={deletion.notice} noticeRef={noticeRef} />
      {exportProblem && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {exportProblem}
        </p>
      )}
      <ReadProgress query={read} loading={text('usersLoading')} failure={text('usersFailed')} />
      {list && list.users.length === 0 && (
        <Empty>{query ? text('noMatch', { query }) : text('noUsers')}</Empty>
      )}
      {list && list.users.length > 0 && (
        <ScrollTable label={text('users')} columns={COLUMNS}>
          <tbody>
            {list.users.map((user) => (
              <tr key={user.id}>
                <td className={`${tdClass} tabular-nums`}>{user.id}</td>
                <td className={`${tdClass} min-w-36 [overflow-wrap:anywhere]`}>{user.username}</td>
                <td className={`${tdClass} min-w-32`}>
                  <AccountStatus user={user} />
                </td>
                <td className={`${tdClass} min-w-40 [overflow-wrap:anywhere]`}>{user.email ?? '—'}</td>
                <td className={`${tdClass} min-w-28`}>
                  <When iso={user.createdAt} />
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>
                  {formatNumber(user.gamesPlayed, lang)}
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>
                  {formatNumber(user.totalScore, lang)}
                </td>
                <td className={tdClass}>
                  {/* The buttons wrap when the table is wider than the screen. */}
                  <div className="flex min-w-40 flex-wrap gap-1.5">
                    <ChangeButtons
                      user={user}
                      disabled={deletion.pending}
                      onAsk={(kind, button) => askChange(kind, user, button)}
                    />
                    <button
                      type="button"
                      className={rowButtonClass}
                      aria-label={text('deleteAccountOf', { player: user.username })}
                      disabled={deletion.pending}
                      onClick={(event) => deletion.ask(user, event.currentTarget)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {text('deleteAccount')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ConfirmDeletion
        open={asked !== null}
        pending={deletion.pending}
        title={text('deleteConfirmTitle')}
        description={
          asked
            ? text('deleteConfirmText', { player: asked.username, email: asked.email ?? text('noEmail') })
            : ''
        }
        action={text('deleteConfirm')}
        acting={text('deleting')}
        onConfirm={deletion.confirm}
        onDismiss={deletion.dismiss}
        returnFocus={deletion.returnFocus}
      />
      {change && (
        <AccountChangeDialog
          key={change.serial}
          adminKey={adminKey}
          kind={change.kind}
          user={change.user}
          open={changeOpen}
          onClose={() => setChangeOpen(false)}
          onDone={(sentence) => {
            changed.current = true;
            setNotice({ kind: 'done', text: sentence });
            setChangeOpen(false);
          }}
          onUnauthorized={onUnauthorized}
          returnFocus={() => {
            // After a change the row's buttons may be others (Suspend becomes Lift suspension): the
            // focus goes to the sentence that says what was done.
            if (changed.current) noticeRef.current?.focus();
            else if (opener.current?.isConnected) opener.current.focus();
          }}
        />
      )}
    </Section>
  );
}
