import { Trash2 } from 'lucide-react';
import { OUTLIER_FLOOR_MARGIN_SECONDS } from '../../../shared/api/limits.ts';
import { formatNumber } from '../../../shared/format.ts';
import { floorSecondsText } from '../../../shared/games/human-pace.ts';
import { type Lang, useMessages } from '../../i18n/i18n.ts';
import { type Outlier, removeScore } from './admin-api.ts';
import { ConfirmDeletion } from './confirm-deletion.tsx';
import { ActionNotice, useConfirmedDeletion } from './confirmed-deletion.tsx';
import { When } from './dashboard-dates.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { gameName } from './game-name.ts';
import { useListNote } from './list-sections.tsx';
import { adminMessages } from './messages.ts';
import { adminQueries, useAdminQuery } from './queries.ts';
import { Empty, ReadProgress } from './read-progress.tsx';
import { ScrollTable, tdClass } from './scroll-table.tsx';

const COLUMNS = [
  ['columnPlayer', ''],
  ['columnGame', ''],
  ['columnTime', 'text-right'],
  ['columnFloor', 'text-right'],
  ['columnMoves', 'text-right'],
  ['columnScore', 'text-right'],
  ['columnWhen', ''],
  ['columnReason', ''],
  ['columnAction', ''],
] as const;

/**
 * A game's time in seconds with one decimal, cut (and its floor rounded up, as the server's messages
 * write it), so that a time shown beside its floor compares with it as the server compared them.
 */
function timeSecondsText(ms: number, lang: Lang): string {
  return formatNumber(Math.floor(ms / 100) / 10, lang, 1);
}

/**
 * Verified games whose time on the server's clock is near the human floor of their moves (shown
 * side by side) or in the best 0.1% of their game, each with a button that removes
 * its score after a confirmation. A removal reads every admin list again (totals and users change).
 */
export function OutliersSection({
  adminKey,
  onUnauthorized,
}: {
  adminKey: string;
  onUnauthorized: () => void;
}) {
  const { lang, text } = useMessages(adminMessages);
  const listNote = useListNote();
  const read = useAdminQuery(adminQueries(adminKey).outliers, onUnauthorized);
  const outliers = read.data;
  const namesOf = (outlier: Outlier) => ({
    score: formatNumber(outlier.score, lang),
    player: outlier.player.username,
    game: gameName(outlier.gameId),
  });
  const removal = useConfirmedDeletion({
    run: (outlier: Outlier) => removeScore(adminKey, outlier.scoreId),
    doneText: (outlier) => text('removed', namesOf(outlier)),
    failedText: (reason) => text('removeFailed', { reason }),
    onUnauthorized,
  });
  const asked = removal.asked;

  const reasonsText = (outlier: Outlier) =>
    outlier.reasons
      .map((reason) =>
        reason === 'floor'
          ? text('reasonFloor', { margin: formatNumber(OUTLIER_FLOOR_MARGIN_SECONDS, lang) })
          : text('reasonTop'),
      )
      .join('; ');
  // The server's own time of the game (its whole seconds for a score stored before it kept one).
  const timeText = (outlier: Outlier) =>
    text('seconds', {
      count:
        outlier.elapsedMs === null
          ? formatNumber(outlier.timeSeconds, lang)
          : timeSecondsText(outlier.elapsedMs, lang),
    });
  const floorText = (outlier: Outlier) =>
    outlier.floorMs === null
      ? '—'
      : text('seconds', { count: formatNumber(Number(floorSecondsText(outlier.floorMs)), lang, 1) });

  return (
    <Section title={text('outliers')}>
      <p className={`mt-1 ${mutedClass}`}>{listNote(text('outliersIntro'), outliers?.length ?? 0)}</p>
      <ActionNotice notice={removal.notice} noticeRef={removal.noticeRef} />
      <ReadProgress query={read} loading={text('outliersLoading')} failure={text('outliersFailed')} />
      {outliers && outliers.length === 0 && <Empty>{text('noOutliers')}</Empty>}
      {outliers && outliers.length > 0 && (
        <ScrollTable label={text('outliers')} columns={COLUMNS}>
          <tbody>
            {outliers.map((outlier) => (
              <tr key={outlier.scoreId}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {outlier.player.username} <span className={mutedClass}>#{outlier.player.id}</span>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{gameName(outlier.gameId)}</td>
                <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>
                  {timeText(outlier)}
                </td>
                <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>
                  {floorText(outlier)}
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>
                  {formatNumber(outlier.movesShown, lang)}
                </td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatNumber(outlier.score, lang)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <When iso={outlier.completedAt} />
                </td>
                <td className={`${tdClass} min-w-48`}>{reasonsText(outlier)}</td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className="button-secondary whitespace-nowrap"
                    aria-label={text('removeScoreOf', namesOf(outlier))}
                    disabled={removal.pending}
                    onClick={(event) => removal.ask(outlier, event.currentTarget)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {text('removeScore')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <ConfirmDeletion
        open={asked !== null}
        pending={removal.pending}
        title={text('confirmTitle')}
        description={
          asked
            ? text('confirmText', {
                ...namesOf(asked),
                score: asked.score,
                time: text('seconds', { count: formatNumber(asked.timeSeconds, lang) }),
                moves: asked.movesShown,
              })
            : ''
        }
        action={text('removeScore')}
        acting={text('removing')}
        onConfirm={removal.confirm}
        onDismiss={removal.dismiss}
        returnFocus={removal.returnFocus}
      />
    </Section>
  );
}
