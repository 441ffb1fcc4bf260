import { useEffect, useId, useRef, useState } from 'react';
import type { HistoryEntry } from '../../../shared/api/progress.ts';
import { formatDuration, formatNumber } from '../../../shared/format.ts';
import { GAME_IDENTITIES } from '../../../shared/games/identities.ts';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { writeOutDay } from '../../i18n/dates.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { cellClass, headClass, tableClass } from './charts.tsx';
import { ProgressSection, textClass } from './game-section.tsx';
import { progressMessages } from './messages.ts';
import { type HistoryFilter, loadHistory } from './progress-api.ts';

const GAME_NAMES = new Map<number, string>(GAME_IDENTITIES.map((game) => [game.id, game.name]));

interface Pages {
  entries: HistoryEntry[];
  next: number | null;
  status: 'pending' | 'success' | 'error';
  error: unknown;
}

/** A day field's value as the filter takes it: a whole YYYY-MM-DD day, or no bound. */
const dayOrNone = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

const fieldClass =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50';
const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-100';

/**
 * The player's games, newest first, a page at a time ("Show more" reads the page after the last row
 * shown), of every game or of the one chosen, between the days chosen (Pacific days, as the server
 * dates every game). A first day after the last one is said in words and nothing is read.
 */
export function HistorySection({
  userId,
  today,
  failureText,
}: {
  userId: number;
  /** The server's Pacific day: a game of this year is dated without the year. */
  today: string;
  failureText: (error: unknown) => string;
}) {
  const { text, lang } = useMessages(progressMessages);
  const filterId = useId();
  const daysNoteId = useId();
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: HistoryFilter = { gameId, from: dayOrNone(from), to: dayOrNone(to) };
  const rangeWrong = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const [pages, setPages] = useState<Pages>({ entries: [], next: null, status: 'pending', error: undefined });
  // The read that asked last: an answer for an older filter is dropped.
  const asked = useRef(0);

  const read = (before: number | undefined, keep: HistoryEntry[]) => {
    const ticket = ++asked.current;
    setPages((last) => ({ ...last, entries: keep, status: 'pending', error: undefined }));
    loadHistory(userId, { ...filter, before }).then(
      (page) => {
        if (ticket === asked.current)
          setPages({
            entries: [...keep, ...page.scores],
            next: page.next,
            status: 'success',
            error: undefined,
          });
      },
      (error: unknown) => {
        if (ticket === asked.current) setPages((last) => ({ ...last, status: 'error', error }));
      },
    );
  };
  const readRef = useRef(read);
  readRef.current = read;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new player or filter starts the list again
  useEffect(() => {
    if (!rangeWrong) readRef.current(undefined, []);
  }, [userId, gameId, filter.from, filter.to, rangeWrong]);

  return (
    <ProgressSection id="progress-history" title={text('historyTitle')}>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {text('historyFilter')}
        </label>
        <select
          id={filterId}
          value={gameId ?? ''}
          onChange={(event) => setGameId(event.target.value === '' ? undefined : Number(event.target.value))}
          className={fieldClass}
        >
          <option value="">{text('allGames')}</option>
          {GAME_IDENTITIES.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
        <DayField
          label={text('historyFrom')}
          value={from}
          max={today}
          noteId={daysNoteId}
          invalid={rangeWrong}
          onChange={setFrom}
        />
        <DayField label={text('historyTo')} value={to} max={today} noteId={daysNoteId} onChange={setTo} />
      </div>
      <p id={daysNoteId} className={`mt-1 ${textClass}`}>
        {text('historyDays')}
      </p>
      {rangeWrong ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {text('historyRangeWrong', { to: writeOutDay(filter.to as string, lang, { year: true }) })}
        </p>
      ) : (
        <HistoryRows
          pages={pages}
          today={today}
          failureText={failureText}
          onMore={(before, keep) => read(before, keep)}
        />
      )}
    </ProgressSection>
  );
}

/** A labelled day field of the filter (YYYY-MM-DD, or empty for no bound), described by the days' note. */
function DayField({
  label,
  value,
  max,
  noteId,
  invalid = false,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  noteId: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        aria-describedby={noteId}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} dark:[color-scheme:dark]`}
      />
    </span>
  );
}

/** The table of the games read so far, with its loading, empty and failed states and "Show more". */
function HistoryRows({
  pages,
  today,
  failureText,
  onMore,
}: {
  pages: Pages;
  today: string;
  failureText: (error: unknown) => string;
  onMore: (before: number | undefined, keep: HistoryEntry[]) => void;
}) {
  const { text, lang } = useMessages(progressMessages);
  const { entries, next, status } = pages;
  const levelText = (entry: HistoryEntry) => (entry.difficulty ? text(`level.${entry.difficulty}`) : '—');
  const resultText = (entry: HistoryEntry) => {
    if (entry.won === null) return '—';
    return entry.won && entry.guesses !== null ? text('won', { guesses: entry.guesses }) : text('lost');
  };
  return (
    <>
      {entries.length > 0 && (
        <section
          aria-label={text('historyTable')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
          tabIndex={0}
          className="mt-3 overflow-x-auto"
        >
          <table className={tableClass}>
            <caption className="sr-only">{text('historyTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>
                  {text('date')}
                </th>
                <th scope="col" className={headClass}>
                  {text('game')}
                </th>
                <th scope="col" className={headClass}>
                  {text('level')}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {text('score')}
                </th>
                <th scope="col" className={`${headClass} text-right`}>
                  {text('time')}
                </th>
                <th scope="col" className={headClass}>
                  {text('result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={cellClass}>
                    {writeOutDay(entry.day, lang, { year: entry.day.slice(0, 4) !== today.slice(0, 4) })}
                  </td>
                  <td className={cellClass}>{GAME_NAMES.get(entry.gameId) ?? '—'}</td>
                  <td className={cellClass}>{levelText(entry)}</td>
                  <td className={`${cellClass} text-right`}>{formatNumber(entry.score, lang)}</td>
                  <td className={`${cellClass} text-right`}>{formatDuration(entry.timeSeconds)}</td>
                  <td className={cellClass}>{resultText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {status === 'success' && entries.length === 0 && (
        <p className={`mt-3 ${textClass}`}>{text('historyEmpty')}</p>
      )}
      {status === 'pending' && (
        <p role="status" className={`mt-3 ${textClass}`}>
          {entries.length === 0 ? text('historyLoading') : text('loadingMore')}
        </p>
      )}
      {status === 'error' && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {text('historyFailed', { reason: failureText(pages.error) })}
          </p>
          <RetryButton
            onRetry={() => onMore(entries.length === 0 ? undefined : (next ?? undefined), entries)}
          />
        </div>
      )}
      {status === 'success' && next !== null && (
        <button type="button" onClick={() => onMore(next, entries)} className="button-secondary mt-3">
          {text('showMore')}
        </button>
      )}
    </>
  );
}
