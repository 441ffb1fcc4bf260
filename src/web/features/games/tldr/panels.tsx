import { BarChart3, CircleHelp, Palette } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatNumber } from '../../../../shared/format.ts';
import { HUMAN_PACE } from '../../../../shared/games/human-pace.ts';
import { TLDR_SCORING } from '../../../../shared/games/tldr/scoring.ts';
import { currentStreakOn, type TldrStats, winPercent } from '../../../../shared/games/tldr/stats.ts';
import { ruleNumbers } from '../../../components/game/messages.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { Tile } from './board.tsx';
import { tldrMessages } from './messages.ts';

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

export function HelpCard({ highContrast }: { highContrast: boolean }) {
  const { lang, text } = useMessages(tldrMessages);
  const correctColour = highContrast ? text('orange') : text('green');
  const presentColour = highContrast ? text('blue') : text('yellow');
  const examples = [
    { letter: 'P', look: 'correct' as const, line: text('helpCorrect', { colour: correctColour }) },
    { letter: 'L', look: 'present' as const, line: text('helpPresent', { colour: presentColour }) },
    { letter: 'Z', look: 'absent' as const, line: text('helpAbsent') },
  ];
  return (
    <Card title={text('helpTitle')} icon={<CircleHelp aria-hidden="true" className="size-5" />}>
      <div className="space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>{text('help1')}</p>
        <p>{text('help2')}</p>
        <ul className="space-y-2">
          {examples.map(({ letter, look, line }) => (
            <li key={look} className="flex items-center gap-3">
              <Tile
                letter={letter}
                look={look}
                size="small"
                highContrast={highContrast}
                label={`${text('exampleWord')}: ${letter}, ${text(`state.${look}`)}`}
              />
              <span>{line}</span>
            </li>
          ))}
        </ul>
        <p>
          {text(
            'help3',
            ruleNumbers(lang, {
              ...TLDR_SCORING,
              keystrokeMs: HUMAN_PACE.keystrokeMs,
              reactionMs: HUMAN_PACE.reactionMs,
            }),
          )}
        </p>
      </div>
    </Card>
  );
}

export function StatsCard({ stats, today }: { stats: TldrStats; today: string | null }) {
  const { lang, text } = useMessages(tldrMessages);
  const most = Math.max(1, ...stats.distribution);
  const figures = [
    { label: text('played'), value: formatNumber(stats.played, lang) },
    { label: text('winPercent'), value: winPercent(stats) },
    { label: text('currentStreak'), value: today ? currentStreakOn(stats, today) : stats.currentStreak },
    { label: text('longestStreak'), value: stats.longestStreak },
  ];
  return (
    <Card title={text('statsTitle')} icon={<BarChart3 aria-hidden="true" className="size-5" />}>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{text('distribution')}</h3>
      <ol className="space-y-1 text-sm">
        {stats.distribution.map((count, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per number of guesses
            key={index}
            className="flex items-center gap-2"
          >
            <span className="sr-only">{text('distributionRow', { guesses: index + 1, count })}</span>
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
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{text('statsNote')}</p>
    </Card>
  );
}

export function SettingsCard({
  highContrast,
  onChange,
}: {
  highContrast: boolean;
  onChange: (on: boolean) => void;
}) {
  const { text } = useMessages(tldrMessages);
  const id = useId();
  return (
    <Card title={text('settingsTitle')} icon={<Palette aria-hidden="true" className="size-5" />}>
      <div className="flex items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={highContrast}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-indigo-700 dark:accent-indigo-400"
        />
        <label htmlFor={id}>{text('highContrast')}</label>
      </div>
    </Card>
  );
}
