import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { type Lang, useMessages } from '../../i18n/i18n.ts';
import { type ContactMessage, type Donation, LIST_LIMIT } from './admin-api.ts';
import { When } from './dashboard-dates.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { replyLink } from './mailto.ts';
import { adminMessages } from './messages.ts';
import { Empty, ReadProgress } from './read-progress.tsx';
import { ScrollTable, tdClass } from './scroll-table.tsx';

/** "Newest first", and that only the latest are shown when the list is as long as the server gives. */
export function useListNote(): (list: string, count: number) => string {
  const { text } = useMessages(adminMessages);
  return (list, count) =>
    text('sentenceEnd', {
      sentence: count >= LIST_LIMIT ? text('latestShown', { list, limit: LIST_LIMIT }) : list,
    });
}

export function MessagesSection({ read }: { read: UseQueryResult<ContactMessage[]> }) {
  const { text } = useMessages(adminMessages);
  const listNote = useListNote();
  const ids = useId();
  const messages = read.data;
  return (
    <Section title={text('messages')}>
      <ReadProgress query={read} loading={text('messagesLoading')} failure={text('messagesFailed')} />
      {messages && messages.length === 0 && <Empty>{text('noMessages')}</Empty>}
      {messages && messages.length > 0 && (
        <>
          <p className={`mt-1 ${mutedClass}`}>{listNote(text('newestFirst'), messages.length)}</p>
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
                    {text('from')} {message.name} &lt;
                    <a
                      className="text-indigo-700 underline dark:text-indigo-300"
                      href={replyLink(message.email, message.subject)}
                    >
                      {message.email}
                    </a>
                    &gt; · <When iso={message.createdAt} /> ·{' '}
                    {text(message.forwarded ? 'forwarded' : 'storedOnly')}
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

/** An amount with its currency's code, such as 1,250.50 USD (1250,50 USD in Spanish); as given when it is no number. */
function money(amount: string, currency: string, lang: Lang): string {
  const value = Number(amount);
  return `${Number.isFinite(value) ? formatNumber(value, lang, 2) : amount}\u00a0${currency}`;
}

const DONATION_COLUMNS = [
  ['columnStarted', ''],
  ['columnOrder', ''],
  ['columnAmount', 'text-right'],
  ['columnStatus', ''],
  ['columnCaptured', ''],
] as const;

export function DonationsSection({ read }: { read: UseQueryResult<Donation[]> }) {
  const { text, lang } = useMessages(adminMessages);
  const listNote = useListNote();
  const donations = read.data;
  return (
    <Section title={text('donations')}>
      <ReadProgress query={read} loading={text('donationsLoading')} failure={text('donationsFailed')} />
      {donations && donations.length === 0 && <Empty>{text('noDonations')}</Empty>}
      {donations && donations.length > 0 && (
        <>
          <p className={`mt-1 ${mutedClass}`}>{listNote(text('donationsIntro'), donations.length)}</p>
          <ScrollTable label={text('donations')} columns={DONATION_COLUMNS}>
            <tbody>
              {donations.map((donation) => (
                <tr key={donation.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <When iso={donation.createdAt} />
                  </td>
                  <td className={`${tdClass} font-mono`}>{donation.orderId}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {money(donation.amount, donation.currency, lang)}
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
