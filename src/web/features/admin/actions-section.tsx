import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { actionDetail } from './action-detail.ts';
import { ACTIONS_MAX, ACTIONS_STEP, type AdminActionKind } from './admin-api.ts';
import { When } from './dashboard-dates.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { adminMessages } from './messages.ts';
import { adminQueries, useAdminQuery } from './queries.ts';
import { Empty, ReadProgress } from './read-progress.tsx';
import { ScrollTable, tdClass } from './scroll-table.tsx';

const COLUMNS = [
  ['columnWhen', ''],
  ['columnAction', ''],
  ['columnAccount', ''],
  ['columnDetail', ''],
] as const;

const ACTION_NAMES = {
  rename: 'actionRename',
  suspend: 'actionSuspend',
  lift: 'actionLift',
  delete: 'actionDelete',
  'remove-score': 'actionRemoveScore',
} as const satisfies Record<AdminActionKind, string>;

/** What the admin did to accounts and scores (renames, suspensions, lifts, deletions, removed scores), newest first. */
export function ActionsSection({
  adminKey,
  onUnauthorized,
}: {
  adminKey: string;
  onUnauthorized: () => void;
}) {
  const { text } = useMessages(adminMessages);
  const [count, setCount] = useState(ACTIONS_STEP);
  const read = useAdminQuery(adminQueries(adminKey).actions(count), onUnauthorized);
  const actions = read.data;
  // More are asked for while the list is as long as asked; the longer list replaces it once read.
  const growing = read.isPlaceholderData && read.isFetching;
  const more = actions !== undefined && actions.length >= count && count < ACTIONS_MAX;
  return (
    <Section title={text('actions')}>
      <p className={`mt-1 ${mutedClass}`}>{text('actionsIntro')}</p>
      <ReadProgress query={read} loading={text('actionsLoading')} failure={text('actionsFailed')} />
      {actions && actions.length === 0 && <Empty>{text('noActions')}</Empty>}
      {actions && actions.length > 0 && (
        <ScrollTable label={text('actions')} columns={COLUMNS}>
          <tbody>
            {actions.map((action) => (
              <tr key={action.id}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <When iso={action.at} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{text(ACTION_NAMES[action.action])}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {action.username}{' '}
                  <span className={mutedClass}>
                    {action.userId === null ? `(${text('accountGone')})` : `#${action.userId}`}
                  </span>
                </td>
                <td className={`${tdClass} min-w-48 break-words`}>{actionDetail(action, text)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {(more || growing) && (
        <button
          type="button"
          className="button-secondary mt-3"
          disabled={growing}
          onClick={() => setCount((shown) => Math.min(shown + ACTIONS_STEP, ACTIONS_MAX))}
        >
          {growing && (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          )}
          {text(growing ? 'loadingMore' : 'moreActions')}
        </button>
      )}
    </Section>
  );
}
