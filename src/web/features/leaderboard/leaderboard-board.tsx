import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { LeaderboardPeriod } from '../../../shared/api/leaderboard.ts';
import { formatNumber } from '../../../shared/format.ts';
import type { GameId } from '../../../shared/games/catalog.ts';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { useI18n, useMessages } from '../../i18n/i18n.ts';
import { resetNote } from './board-format.ts';
import { EntryRow, OwnNote, ROW } from './board-rows.tsx';
import { announce, onBoardNews } from './live-news.ts';
import { boardMessages } from './messages.ts';
import { useLeaderboard, useOwnRank } from './queries.ts';

/** Rows shown before the player asks for the whole top 30. */
const PREVIEW_ROWS = 5;
/** How long a row that just arrived on a live board stays highlighted. */
const HIGHLIGHT_MS = 4000;

/**
 * The live boards: their stream's code is fetched and started once a board has loaded (one stream
 * for all the boards of the page and all the browser's tabs), and stopped when the boards are gone.
 */
function useLiveBoards(loaded: boolean): void {
  useEffect(() => {
    if (!loaded) return;
    let leave: (() => void) | undefined;
    let gone = false;
    import('./live-boards.ts')
      .then((module) => {
        if (!gone) leave = module.startLiveBoards();
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      leave?.();
    };
  }, [loaded]);
}

/**
 * The usernames of the entries that just arrived on this board, highlighted for a moment; each
 * arrival is read out through the section's polite live region.
 */
function useBoardNews(gameId: number, gameName: string, period: LeaderboardPeriod): ReadonlySet<string> {
  const { lang, text } = useMessages(boardMessages);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const words = useRef({ lang, text });
  words.current = { lang, text };
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onBoardNews((news) => {
      if (news.gameId !== gameId || news.period !== period) return;
      const best = news.entries[0];
      if (!best) return;
      const { lang: language, text: say } = words.current;
      announce(
        say('liveNews', { game: gameName, name: best.username, points: formatNumber(best.score, language) }),
      );
      setFresh(new Set(news.entries.map((entry) => entry.username)));
      clearTimeout(timer);
      timer = setTimeout(() => setFresh(new Set()), HIGHLIGHT_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [gameId, gameName, period]);
  return fresh;
}
const PERIODS: readonly LeaderboardPeriod[] = ['month', 'all'];

interface BoardProps {
  gameId: GameId;
  gameName: string;
  userId: number | null;
}

export default function LeaderboardBoard({ gameId, gameName, userId }: BoardProps) {
  const { t } = useI18n();
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (value: LeaderboardPeriod) => `${baseId}-tab-${value}`;
  const panelId = (value: LeaderboardPeriod) => `${baseId}-panel-${value}`;

  // The WAI-ARIA tabs pattern with automatic activation: arrows, Home and End move and select.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = PERIODS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setPeriod(PERIODS[target] as LeaderboardPeriod);
    tabRefs.current[target]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('board.period', { game: gameName })}
        className="grid h-10 grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {PERIODS.map((value, index) => {
          const selected = value === period;
          return (
            <button
              key={value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(value)}
              aria-selected={selected}
              aria-controls={panelId(value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setPeriod(value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={TAB}
            >
              {t(value === 'month' ? 'board.month' : 'board.all')}
            </button>
          );
        })}
      </div>
      {PERIODS.map((value) =>
        value === period ? (
          <div
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets Tab reach a panel whose first content is not focusable
            tabIndex={0}
            className="mt-3 rounded-md"
          >
            <BoardTable gameId={gameId} gameName={gameName} userId={userId} period={value} />
          </div>
        ) : null,
      )}
    </div>
  );
}

const TAB =
  'rounded-md text-sm font-medium text-slate-700 hover:text-slate-900 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm dark:text-slate-300 dark:hover:text-white dark:aria-selected:bg-slate-950 dark:aria-selected:text-white';

const PLACEHOLDER = 'block h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700';

function BoardTable({ gameId, gameName, userId, period }: BoardProps & { period: LeaderboardPeriod }) {
  const { t, lang, text } = useMessages(boardMessages);
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  const board = useLeaderboard(gameId, period);
  const own = useOwnRank(userId, gameId, period);
  useLiveBoards(board.status === 'success');
  const fresh = useBoardNews(gameId, gameName, period);

  const entries = board.data ?? [];
  const shown = expanded ? entries : entries.slice(0, PREVIEW_ROWS);
  const ownEntry = own.data ?? null;
  const ownIsShown = ownEntry !== null && shown.some((entry) => entry.username === ownEntry.username);

  let body: ReactNode;
  if (board.status === 'pending') {
    body = Array.from({ length: PREVIEW_ROWS }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <tr key={index} className={ROW}>
        <td colSpan={5} className="px-1">
          <span aria-hidden="true" className={PLACEHOLDER} />
        </td>
      </tr>
    ));
  } else if (board.status === 'error') {
    body = (
      <tr className="h-[13.75rem]">
        <td colSpan={5} className="text-center">
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('board.error')}</p>
          <RetryButton onRetry={board.refetch} compact />
        </td>
      </tr>
    );
  } else if (entries.length === 0) {
    body = (
      <tr className="h-[13.75rem]">
        <td colSpan={5} className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t('board.empty')}
        </td>
      </tr>
    );
  } else {
    const rows: ReactNode[] = shown.map((entry) => (
      <EntryRow
        key={entry.rank}
        entry={entry}
        isOwn={ownEntry !== null && entry.username === ownEntry.username}
        isFresh={fresh.has(entry.username)}
      />
    ));
    // A short board keeps the room of five rows, so that a row that arrives live moves nothing.
    if (!expanded) {
      for (let index = shown.length; index < PREVIEW_ROWS; index += 1) {
        rows.push(
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row holds nothing to reach; it only keeps the board's room
          <tr key={`empty-${index}`} aria-hidden="true" className={ROW}>
            <td colSpan={5} />
          </tr>,
        );
      }
    }
    body = rows;
  }

  let ownRow: ReactNode = null;
  if (board.status !== 'success' || entries.length === 0) ownRow = null;
  else if (userId === null) ownRow = <OwnNote text={text('signInHint')} />;
  else if (own.status === 'pending') ownRow = <OwnNote text={<span className={`${PLACEHOLDER} w-1/2`} />} />;
  else if (own.status === 'error')
    ownRow = (
      <OwnNote
        text={
          <span className="flex items-center justify-between gap-2">
            {t('board.error')}
            <RetryButton onRetry={own.refetch} compact />
          </span>
        }
      />
    );
  else if (ownEntry === null) ownRow = <OwnNote text={text('noOwnEntry')} />;
  else if (!ownIsShown) ownRow = <EntryRow entry={ownEntry} isOwn label={t('board.yourRank')} />;

  return (
    <>
      <table
        id={tableId}
        aria-busy={board.status === 'pending'}
        className="w-full table-fixed border-collapse text-sm"
      >
        <caption className="sr-only">
          {gameName}: {t(period === 'month' ? 'board.month' : 'board.all')}
        </caption>
        <thead>
          <tr className="h-8 text-left text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            <th scope="col" className="w-8 px-1 sm:w-9">
              <span aria-hidden="true">#</span>
              <span className="sr-only">{t('board.rank')}</span>
            </th>
            <th scope="col" className="px-1">
              {t('board.player')}
            </th>
            <th scope="col" className="w-[4.5rem] px-1 sm:w-24">
              {t('board.date')}
            </th>
            <th scope="col" className="w-14 px-1 text-right">
              {t('board.time')}
            </th>
            <th scope="col" className="w-[4.75rem] px-1 text-right sm:w-24">
              {t('board.score')}
            </th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
        <tfoot className="border-t-2 border-slate-200 dark:border-slate-700">
          {ownRow ?? (
            <tr className="h-11">
              <td colSpan={5} />
            </tr>
          )}
        </tfoot>
      </table>
      <div className="mt-2 flex min-h-12 items-start justify-between gap-3">
        <p className="pt-1 text-xs text-slate-600 dark:text-slate-400">
          {period === 'month' && resetNote(lang, t)}
        </p>
        {entries.length > PREVIEW_ROWS && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={tableId}
            onClick={() => setExpanded((value) => !value)}
            className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {expanded ? text('showFewer') : text('showAll', { count: entries.length })}
          </button>
        )}
      </div>
    </>
  );
}
