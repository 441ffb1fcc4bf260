import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { writeOutDay } from '../../i18n/dates.ts';
import { useMessages } from '../../i18n/i18n.ts';
import {
  barGeometry,
  CHART_HEIGHT,
  CHART_WIDTH,
  daySummary,
  lineGeometry,
  weekSummary,
} from './chart-geometry.ts';
import { progressMessages } from './messages.ts';

// The charts draw in the text's colours (currentColor), which follow the light and dark themes.
const chartClass = 'block h-auto w-full overflow-visible text-indigo-700 dark:text-indigo-300';
const gridClass = 'text-slate-300 dark:text-slate-700';
const axisTextClass = 'text-xs tabular-nums text-slate-600 dark:text-slate-300';
export const tableClass = 'w-full text-left text-sm tabular-nums';
export const cellClass = 'border-b border-slate-200 px-1.5 py-1.5 sm:px-2 dark:border-slate-800';
export const headClass = `${cellClass} font-semibold text-slate-900 dark:text-white`;

/** Lines across the chart at the bottom, the middle and the top of its scale. */
function Grid() {
  return (
    <g className={gridClass} stroke="currentColor" strokeWidth={1}>
      {[0, 0.5, 1].map((share) => {
        const y = 6 + (CHART_HEIGHT - 12) * share;
        return <line key={share} x1={0} x2={CHART_WIDTH} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
      })}
    </g>
  );
}

/** The chart's picture: an image whose name is the chart's text summary, drawn over the grid. */
function ChartPicture({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      className={chartClass}
    >
      <Grid />
      {children}
    </svg>
  );
}

/** A chart's figures as a table: a row per day or week, its date first, then its numbers. */
function FigureTable({
  summary,
  dateHeading,
  numberHeadings,
  rows,
}: {
  summary: string;
  dateHeading: string;
  numberHeadings: readonly string[];
  rows: readonly { day: string; numbers: readonly number[] }[];
}) {
  const { lang } = useMessages(progressMessages);
  return (
    <table className={tableClass}>
      <caption className="sr-only">{summary}</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {dateHeading}
          </th>
          {numberHeadings.map((heading) => (
            <th key={heading} scope="col" className={`${headClass} text-right`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {writeOutDay(row.day, lang)}
            </th>
            {row.numbers.map((number, index) => (
              <td key={numberHeadings[index]} className={`${cellClass} text-right`}>
                {formatNumber(number, lang)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A chart's frame: its title, the picture with its scale beside it (top and zero), the span's first and
 * last labels under it, and the same figures as a table for whoever cannot see the picture.
 */
function ChartFrame({
  id,
  title,
  top,
  from,
  to,
  picture,
  table,
}: {
  id: string;
  title: string;
  top: string;
  from: string;
  to: string;
  picture: ReactNode;
  table: ReactNode;
}) {
  const { text } = useMessages(progressMessages);
  return (
    <div className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <div className="mt-2 flex gap-2">
        <div
          aria-hidden="true"
          className={`flex w-10 shrink-0 flex-col justify-between text-right ${axisTextClass}`}
        >
          <span>{top}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          {picture}
          <div aria-hidden="true" className={`mt-1 flex justify-between gap-2 ${axisTextClass}`}>
            <span>{from}</span>
            <span>{to}</span>
          </div>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">
          {text('showTable')}
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </div>
  );
}

/** The best score of each day played among the last `span` days, with how many games each best came from. */
export function ScoreChart({
  id,
  game,
  days,
  today,
  span,
}: {
  id: string;
  game: string;
  days: readonly { day: string; best: number; games: number }[];
  today: string;
  span: number;
}) {
  const { text, lang } = useMessages(progressMessages);
  const { points, path, top, first } = lineGeometry(days, today, span);
  const { daysPlayed, highest } = daySummary(points);
  const short = (day: string) => writeOutDay(day, lang, { year: false });
  const summary = highest
    ? text('scoresSummary', {
        game,
        span,
        days: daysPlayed,
        best: formatNumber(highest.best, lang),
        date: short(highest.day),
      })
    : text('scoresSummaryNone', { game, span });
  const pointLabel = (point: (typeof points)[number]) =>
    text('pointLabel', { date: short(point.day), best: formatNumber(point.best, lang), games: point.games });
  return (
    <ChartFrame
      id={id}
      title={text('scoresTitle')}
      top={formatNumber(top, lang)}
      from={short(first)}
      to={short(today)}
      picture={
        <ChartPicture summary={summary}>
          {path && (
            <path
              d={path}
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          )}
          {points.map((point) => (
            <circle key={point.day} cx={point.x} cy={point.y} r={3.5} fill="currentColor">
              <title>{pointLabel(point)}</title>
            </circle>
          ))}
        </ChartPicture>
      }
      table={
        points.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{text('noDays', { span })}</p>
        ) : (
          <FigureTable
            summary={summary}
            dateHeading={text('day')}
            numberHeadings={[text('best'), text('games')]}
            rows={points.map((point) => ({ day: point.day, numbers: [point.best, point.games] }))}
          />
        )
      }
    />
  );
}

/** How many games were played each week, as bars, the oldest week first. */
export function WeekChart({
  id,
  game,
  weeks,
}: {
  id: string;
  game: string;
  weeks: readonly { weekStart: string; games: number }[];
}) {
  const { text, lang } = useMessages(progressMessages);
  const { bars, top } = barGeometry(weeks);
  const { total, busiest } = weekSummary(weeks);
  const short = (day: string) => writeOutDay(day, lang, { year: false });
  const summary = busiest
    ? text('weeksSummary', {
        game,
        span: weeks.length,
        total,
        most: formatNumber(busiest.games, lang),
        date: short(busiest.weekStart),
      })
    : text('weeksSummaryNone', { game, span: weeks.length });
  return (
    <ChartFrame
      id={id}
      title={text('weeksTitle')}
      top={formatNumber(top, lang)}
      from={bars[0] ? short(bars[0].weekStart) : ''}
      to={bars.at(-1) ? short((bars.at(-1) as (typeof bars)[number]).weekStart) : ''}
      picture={
        <ChartPicture summary={summary}>
          {bars.map((bar) => (
            <rect
              key={bar.weekStart}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={1.5}
              fill="currentColor"
            >
              <title>{text('barLabel', { date: short(bar.weekStart), games: bar.games })}</title>
            </rect>
          ))}
        </ChartPicture>
      }
      table={
        <FigureTable
          summary={summary}
          dateHeading={text('weekOf')}
          numberHeadings={[text('games')]}
          rows={bars.map((bar) => ({ day: bar.weekStart, numbers: [bar.games] }))}
        />
      }
    />
  );
}
