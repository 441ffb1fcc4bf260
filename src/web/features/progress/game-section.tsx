import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameProgress, Standing } from '../../../shared/api/progress.ts';
import { formatDuration, formatNumber, formatPercent } from '../../../shared/format.ts';
import type { GameIdentity } from '../../../shared/games/define-game.ts';
import { PROGRESS_DAYS } from '../../../shared/progress-span.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ScoreChart, WeekChart } from './charts.tsx';
import { progressMessages } from './messages.ts';

/** Below this many games, a percentile says little, and the page says so. */
const FEW_GAMES = 10;

const cardClass =
  'mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
export const textClass = 'text-sm text-slate-700 dark:text-slate-300';
const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

/** One part of the page, as a card with its heading. */
export function ProgressSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the player's best of the month stands at one level, with how many games it is compared with. */
function StandingLine({ standing, game }: { standing: Standing; game: string }) {
  const { text, lang } = useMessages(progressMessages);
  const values = {
    best: formatNumber(standing.best, lang),
    percent: formatPercent(standing.percentile, lang),
    compared: standing.compared,
    game,
  };
  return (
    <li className={textClass}>
      {standing.difficulty === null
        ? text('standingNoLevel', values)
        : text('standing', { ...values, level: text(`level.${standing.difficulty}`) })}
      {standing.compared < FEW_GAMES && <> {text('standingFew')}</>}
    </li>
  );
}

/** One game's figures, charts and standing; `extra` follows them (TL;DR's statistics). */
export function GameSection({
  game,
  progress,
  today,
  extra,
}: {
  game: GameIdentity;
  progress: GameProgress | undefined;
  today: string;
  extra?: ReactNode;
}) {
  const { text, lang, href } = useMessages(progressMessages);
  const id = `progress-${game.slug}`;
  const played = progress && progress.gamesPlayed > 0;
  const figures = progress && [
    {
      label: text('bestScore'),
      value: progress.bestScore === null ? text('none') : formatNumber(progress.bestScore, lang),
    },
    {
      label: text('bestTime'),
      value: progress.bestTime === null ? text('none') : formatDuration(progress.bestTime),
    },
    { label: text('gamesPlayed'), value: formatNumber(progress.gamesPlayed, lang) },
    { label: text('totalPoints'), value: formatNumber(progress.totalScore, lang) },
  ];
  return (
    <ProgressSection id={id} title={game.name}>
      {played && figures ? (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(({ label, value }) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
              >
                <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="text-xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <ScoreChart
              id={`${id}-scores`}
              game={game.name}
              days={progress.days}
              today={today}
              span={PROGRESS_DAYS}
            />
            <WeekChart id={`${id}-weeks`} game={game.name} weeks={progress.weeks} />
          </div>
          <h3 className="mt-6 text-base font-semibold text-slate-900 dark:text-white">
            {text('standingTitle')}
          </h3>
          {progress.standing.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {progress.standing.map((standing) => (
                <StandingLine key={standing.difficulty ?? 'all'} standing={standing} game={game.name} />
              ))}
            </ul>
          ) : (
            <p className={`mt-2 ${textClass}`}>{text('standingNone', { game: game.name })}</p>
          )}
        </>
      ) : (
        <p className={`mt-3 ${textClass}`}>
          {text('notPlayed', { game: game.name })}{' '}
          <Link to={href(game.path)} className={linkClass}>
            {text('play', { game: game.name })}
          </Link>
        </p>
      )}
      {extra}
    </ProgressSection>
  );
}
