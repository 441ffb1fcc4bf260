import { Download, Lock, RefreshCw, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import {
  type AdminStats,
  adminGet,
  type ContactMessage,
  type Donation,
  fetchAllUsers,
  fetchUsers,
} from './admin-api.ts';
import { type Read, readFailure, useAdminRead } from './use-admin-read.ts';
import { downloadUsersCsv } from './users-csv.ts';

const LIST_LIMIT = 200;
const SEARCH_DELAY_MS = 250;

// Built once: the tables format up to a thousand dates on each render.
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dates.format(date);
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

const sectionClass = 'mt-8';
const headingClass = 'text-xl font-semibold text-slate-900 dark:text-white';
const mutedClass = 'text-sm text-slate-700 dark:text-slate-300';
const thClass =
  'border-b border-slate-300 px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900 dark:border-slate-600 dark:text-white';
const tdClass =
  'border-b border-slate-200 px-3 py-2 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200';

function Problem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-3 rounded-md border border-red-700 p-3 text-sm text-red-800 dark:border-red-400 dark:text-red-300"
    >
      <p>{children}</p>
      <button type="button" className="button-secondary mt-2" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

type ReadWithReload<T> = Read<T> & { reload: () => void };

/**
 * A section's state before its data is there: the failure with a retry, or the loading line while no
 * earlier data is shown.
 */
function ReadProgress({
  read,
  what,
  failure,
}: {
  read: ReadWithReload<unknown>;
  what: string;
  failure: string;
}) {
  if (read.state === 'error') {
    return (
      <Problem onRetry={read.reload}>
        {failure} {read.message}
      </Problem>
    );
  }
  if (!read.data && read.state === 'loading') return <p className={`mt-3 ${mutedClass}`}>Loading {what}…</p>;
  return null;
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-slate-800 dark:text-slate-200">{children}</p>;
}

/** A dashboard section headed by `title`; `actions` sit beside the heading. */
function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = (
    <h2 id={id} className={headingClass}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={sectionClass}>
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

/** A table that scrolls sideways on narrow screens, reachable with the keyboard when it does. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full border-collapse text-sm">{children}</table>
    </section>
  );
}

function StatsSection({ read }: { read: ReadWithReload<AdminStats> }) {
  const stats = read.data;
  const tiles: Array<[string, string]> = stats
    ? [
        ['Total users', formatNumber(stats.totalUsers)],
        ['Games played', formatNumber(stats.totalGames)],
        ['Total points', formatNumber(stats.totalScores)],
        ['Avg. session time', stats.avgSessionTime],
      ]
    : [];
  return (
    <Section title="Statistics">
      <ReadProgress read={read} what="statistics" failure="Statistics could not be loaded." />
      {stats && (
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className={mutedClass}>{label}</dt>
              <dd className="text-2xl font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

function UsersSection({
  adminKey,
  round,
  onUnauthorized,
}: {
  adminKey: string;
  round: number;
  onUnauthorized: () => void;
}) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const read = useAdminRead(() => fetchUsers(adminKey, query), [adminKey, query, round], onUnauthorized);
  const list = read.data;

  const exportCsv = async () => {
    if (!list) return;
    setExportProblem(null);
    if (list.users.length >= list.total) {
      downloadUsersCsv(list.users);
      return;
    }
    setExporting(true);
    try {
      downloadUsersCsv(await fetchAllUsers(adminKey, query));
    } catch (error) {
      setExportProblem(`The export failed. ${readFailure(error)}`);
    } finally {
      setExporting(false);
    }
  };

  let summary = '';
  if (list) {
    const count = `${formatNumber(list.total)} ${list.total === 1 ? 'user' : 'users'}`;
    summary = query ? `${count} match “${query}”` : count;
    if (list.users.length < list.total)
      summary += `; the first ${formatNumber(list.users.length)} are shown (the export has them all)`;
    summary += '.';
  }

  return (
    <Section
      title="Users"
      actions={
        <button
          type="button"
          className="button-secondary"
          onClick={() => void exportCsv()}
          disabled={!list || read.state === 'loading' || exporting}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      }
    >
      <div className="mt-3 max-w-md">
        <label
          htmlFor={`${ids}-search`}
          className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          Search by username or e-mail
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
        {read.state === 'loading' ? 'Searching…' : summary}
      </p>
      {exportProblem && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {exportProblem}
        </p>
      )}
      <ReadProgress read={read} what="users" failure="The users could not be loaded." />
      {list && list.users.length === 0 && (
        <Empty>{query ? `No users match “${query}”.` : 'No one has signed up yet.'}</Empty>
      )}
      {list && list.users.length > 0 && (
        <ScrollTable label="Users">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                ID
              </th>
              <th scope="col" className={thClass}>
                Username
              </th>
              <th scope="col" className={thClass}>
                Email
              </th>
              <th scope="col" className={thClass}>
                Created At
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Games Played
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Total Score
              </th>
            </tr>
          </thead>
          <tbody>
            {list.users.map((user) => (
              <tr key={user.id}>
                <td className={`${tdClass} tabular-nums`}>{user.id}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{user.username}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{user.email ?? '—'}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <When iso={user.createdAt} />
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatNumber(user.gamesPlayed)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatNumber(user.totalScore)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

function MessagesSection({ read }: { read: ReadWithReload<ContactMessage[]> }) {
  const ids = useId();
  const messages = read.data;
  return (
    <Section title="Contact messages">
      <ReadProgress read={read} what="messages" failure="The messages could not be loaded." />
      {messages && messages.length === 0 && <Empty>No messages yet.</Empty>}
      {messages && messages.length > 0 && (
        <>
          <p className={`mt-1 ${mutedClass}`}>
            Newest first{messages.length >= LIST_LIMIT ? `; the latest ${LIST_LIMIT} are shown` : ''}.
          </p>
          <ul className="mt-3 grid gap-3">
            {messages.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`${ids}-message-${message.id}`}
                  className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                >
                  <h3
                    id={`${ids}-message-${message.id}`}
                    className="font-semibold break-words text-slate-900 dark:text-white"
                  >
                    {message.subject}
                  </h3>
                  <p className={`mt-1 break-all ${mutedClass}`}>
                    From {message.name} &lt;
                    <a
                      className="text-indigo-700 underline dark:text-indigo-300"
                      href={`mailto:${message.email}`}
                    >
                      {message.email}
                    </a>
                    &gt; · <When iso={message.createdAt} /> ·{' '}
                    {message.forwarded ? 'also e-mailed to the team' : 'stored only'}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">
                    {message.message}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function money(amount: string, currency: string): string {
  try {
    let format = moneyFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      moneyFormats.set(currency, format);
    }
    return format.format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

function DonationsSection({ read }: { read: ReadWithReload<Donation[]> }) {
  const donations = read.data;
  return (
    <Section title="Donations">
      <ReadProgress read={read} what="donations" failure="The donations could not be loaded." />
      {donations && donations.length === 0 && <Empty>No donations yet.</Empty>}
      {donations && donations.length > 0 && (
        <>
          <p className={`mt-1 ${mutedClass}`}>
            Every PayPal order started on the support page, newest first; money was received only for those
            marked COMPLETED{donations.length >= LIST_LIMIT ? `; the latest ${LIST_LIMIT} are shown` : ''}.
          </p>
          <ScrollTable label="Donations">
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Started
                </th>
                <th scope="col" className={thClass}>
                  PayPal order
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Amount
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={thClass}>
                  Captured
                </th>
              </tr>
            </thead>
            <tbody>
              {donations.map((donation) => (
                <tr key={donation.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <When iso={donation.createdAt} />
                  </td>
                  <td className={`${tdClass} font-mono`}>{donation.orderId}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {money(donation.amount, donation.currency)}
                  </td>
                  <td className={tdClass}>{donation.status}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {donation.capturedAt ? <When iso={donation.capturedAt} /> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </Section>
  );
}

/** What an administrator sees once the key is accepted. */
export function Dashboard({
  adminKey,
  initialStats,
  onLock,
  onUnauthorized,
}: {
  adminKey: string;
  /** The statistics read when the key was checked. */
  initialStats: AdminStats;
  onLock: () => void;
  onUnauthorized: () => void;
}) {
  const [round, setRound] = useState(0);
  // The key form the focus was in is gone: the focus moves to what replaced it.
  const opened = useRef<HTMLParagraphElement>(null);
  useEffect(() => opened.current?.focus(), []);
  const stats = useAdminRead(
    async () => (await adminGet<AdminStats>('/api/admin/stats', adminKey)).body,
    [adminKey, round],
    onUnauthorized,
    initialStats,
  );
  const messages = useAdminRead(
    async () => (await adminGet<ContactMessage[]>(`/api/admin/messages?limit=${LIST_LIMIT}`, adminKey)).body,
    [adminKey, round],
    onUnauthorized,
  );
  const donations = useAdminRead(
    async () => (await adminGet<Donation[]>(`/api/admin/donations?limit=${LIST_LIMIT}`, adminKey)).body,
    [adminKey, round],
    onUnauthorized,
  );

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p ref={opened} tabIndex={-1} className="text-sm text-slate-800 outline-none dark:text-slate-200">
          Unlocked for this browser tab. Lock the dashboard before you leave the computer.
        </p>
        <div className="flex gap-2">
          <button type="button" className="button-secondary" onClick={() => setRound((n) => n + 1)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </button>
          <button type="button" className="button-primary" onClick={onLock}>
            <Lock aria-hidden="true" className="size-4" />
            Lock
          </button>
        </div>
      </div>
      <StatsSection read={stats} />
      <UsersSection adminKey={adminKey} round={round} onUnauthorized={onUnauthorized} />
      <MessagesSection read={messages} />
      <DonationsSection read={donations} />
    </div>
  );
}
