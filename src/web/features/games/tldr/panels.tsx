import { BarChart3, CircleHelp, Palette, Share2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatClock, formatPoints } from '../../../../shared/format.ts';
import { currentStreakOn, type TldrStats, winPercent } from '../../../../shared/games/tldr/stats.ts';
import { Tile } from './board.tsx';
import { fill, type TldrText } from './text.ts';

const cardClass =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ResultPanelProps {
  text: TldrText;
  heading: string;
  summary: string;
  timeSeconds: number;
  score: number;
  countdown: string;
  note: string | null;
  onShare: () => void;
  extra?: ReactNode;
}

/** The end of the day's game: the outcome, time and score, the countdown to the next word, Share. */
export function ResultPanel({
  text,
  heading,
  summary,
  timeSeconds,
  score,
  countdown,
  note,
  onShare,
  extra,
}: ResultPanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mx-auto w-full max-w-lg rounded-xl border-2 border-indigo-200 bg-indigo-50 p-4 text-center dark:border-indigo-800 dark:bg-indigo-950"
    >
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-base" data-testid="tldr-summary">
        {summary}
      </p>
      <dl className="mt-3 flex justify-center gap-6">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{text.yourTime}</dt>
          <dd className="font-mono text-lg font-semibold tabular-nums">{formatClock(timeSeconds)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{text.yourScore}</dt>
          <dd className="font-mono text-lg font-semibold tabular-nums">{formatPoints(score)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{text.nextWord}</dt>
          <dd className="font-mono text-lg font-semibold tabular-nums">
            <span role="timer">{countdown}</span>
          </dd>
        </div>
      </dl>
      {note && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{note}</p>}
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text.nextWordNote}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button type="button" className="button-primary" onClick={onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          {text.share}
        </button>
        {extra}
      </div>
    </section>
  );
}

export function HelpCard({ text, highContrast }: { text: TldrText; highContrast: boolean }) {
  const correctColour = highContrast ? text.orange : text.green;
  const presentColour = highContrast ? text.blue : text.yellow;
  const examples = [
    { letter: 'P', look: 'correct' as const, line: fill(text.helpCorrect, { colour: correctColour }) },
    { letter: 'L', look: 'present' as const, line: fill(text.helpPresent, { colour: presentColour }) },
    { letter: 'Z', look: 'absent' as const, line: text.helpAbsent },
  ];
  return (
    <Card title={text.helpTitle} icon={<CircleHelp aria-hidden="true" className="size-5" />}>
      <div className="space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>{text.help1}</p>
        <p>{text.help2}</p>
        <ul className="space-y-2">
          {examples.map(({ letter, look, line }) => (
            <li key={look} className="flex items-center gap-3">
              <Tile
                letter={letter}
                look={look}
                size="small"
                highContrast={highContrast}
                label={`${text.exampleWord}: ${letter}, ${text.state[look]}`}
              />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        <p>{text.help3}</p>
      </div>
    </Card>
  );
}

export function StatsCard({
  text,
  stats,
  today,
}: {
  text: TldrText;
  stats: TldrStats;
  today: string | null;
}) {
  const most = Math.max(1, ...stats.distribution);
  const figures = [
    { label: text.played, value: stats.played },
    { label: text.winPercent, value: winPercent(stats) },
    { label: text.currentStreak, value: today ? currentStreakOn(stats, today) : stats.currentStreak },
    { label: text.longestStreak, value: stats.longestStreak },
  ];
  return (
    <Card title={text.statsTitle} icon={<BarChart3 aria-hidden="true" className="size-5" />}>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{text.distribution}</h3>
      <ol className="space-y-1 text-sm">
        {stats.distribution.map((count, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per number of guesses
            key={index}
            className="flex items-center gap-2"
          >
            <span className="sr-only">{fill(text.distributionRow, { guesses: index + 1, count })}</span>
            <span aria-hidden="true" className="w-3 font-mono">
              {index + 1}
            </span>
            <span aria-hidden="true" className="flex-1">
              <span
                className="block rounded bg-indigo-700 px-2 text-right font-semibold text-white dark:bg-indigo-400 dark:text-slate-950"
                style={{ width: `${Math.max(8, (count / most) * 100)}%` }}
              >
                {count}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{text.statsNote}</p>
    </Card>
  );
}

export function SettingsCard({
  text,
  highContrast,
  onChange,
}: {
  text: TldrText;
  highContrast: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <Card title={text.settingsTitle} icon={<Palette aria-hidden="true" className="size-5" />}>
      <div className="flex items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={highContrast}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-indigo-700 dark:accent-indigo-400"
        />
        <label htmlFor={id}>{text.highContrast}</label>
      </div>
    </Card>
  );
}
