import { formatNumber } from '../../../shared/format.ts';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { textIn } from '../../i18n/catalog.ts';
import { type Lang, useMessages } from '../../i18n/i18n.ts';
import { REFUSAL_DAYS, type Refusal } from './admin-api.ts';
import { formatDay } from './dashboard-dates.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { gameName } from './game-name.ts';
import { adminMessages } from './messages.ts';
import { adminQueries, useAdminQuery } from './queries.ts';
import { Empty, ReadProgress } from './read-progress.tsx';
import { ScrollTable, tdClass } from './scroll-table.tsx';

const COLUMNS = [
  ['columnDay', ''],
  ['columnGame', ''],
  ['columnReason', ''],
  ['columnRefused', 'text-right'],
] as const;

type ErrorText = keyof (typeof apiErrorMessages)['en'];

function isErrorText(code: string): code is ErrorText {
  return Object.hasOwn(apiErrorMessages.en, code);
}

/** What a refusal's code means, in the page's language, when the site knows the code. */
function meaning(code: string, lang: Lang): string | null {
  return isErrorText(code) ? textIn(apiErrorMessages, lang, code) : null;
}

/**
 * How many score submissions the server refused on each of the last days, by game and reason (the
 * error code it answered, with what it means): a game below its human floor, a time far from the
 * server's, a score submitted twice, ...
 */
export function RefusalsSection({
  adminKey,
  onUnauthorized,
}: {
  adminKey: string;
  onUnauthorized: () => void;
}) {
  const { lang, text } = useMessages(adminMessages);
  const read = useAdminQuery(adminQueries(adminKey).refusals, onUnauthorized);
  const refusals = read.data;
  const days = REFUSAL_DAYS;
  return (
    <Section title={text('refusals')}>
      <p className={`mt-1 ${mutedClass}`}>{text('refusalsIntro', { days })}</p>
      <ReadProgress query={read} loading={text('refusalsLoading')} failure={text('refusalsFailed')} />
      {refusals && refusals.length === 0 && <Empty>{text('noRefusals', { days })}</Empty>}
      {refusals && refusals.length > 0 && (
        <ScrollTable label={text('refusals')} columns={COLUMNS}>
          <tbody>
            {refusals.map((refusal: Refusal) => {
              const explained = meaning(refusal.code, lang);
              return (
                <tr key={`${refusal.day}|${refusal.gameId}|${refusal.code}`}>
                  <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                    <time dateTime={refusal.day}>{formatDay(refusal.day, lang)}</time>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{gameName(refusal.gameId)}</td>
                  <td className={`${tdClass} min-w-64`}>
                    <code className="font-mono text-xs">{refusal.code}</code>
                    {explained && <span className={`block ${mutedClass}`}>{explained}</span>}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {formatNumber(refusal.count, lang)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
