import { ArrowRight } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { levelFor } from '../../../shared/assessment/levels.ts';
import { ASSESSMENT_QUESTIONS, DOMAINS } from '../../../shared/assessment/questions.ts';
import { recommendationsFor } from '../../../shared/assessment/recommendations.ts';
import { isCorrect, scoreAssessment } from '../../../shared/assessment/scoring.ts';
import { formatPercent } from '../../../shared/format.ts';
import { gameIdentity } from '../../../shared/games/identities.ts';
import { textIn } from '../../i18n/catalog.ts';
import { type Lang, useI18n } from '../../i18n/i18n.ts';
import { GAME_PATHS, PATHS } from '../../lib/paths.ts';
import { LEVEL_STYLE } from './level-style.ts';
import { assessmentMessages, assessmentText } from './messages.ts';

function LevelBadge({ score, lang }: { score: number; lang: Lang }) {
  const level = levelFor(score);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold sm:text-sm ${LEVEL_STYLE[level.colour].badge}`}
    >
      {assessmentText(lang).levels[level.id]}
    </span>
  );
}

function ScoreBar({ score, className = 'h-2.5' }: { score: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div
        className={`h-full rounded-full ${LEVEL_STYLE[levelFor(score).colour].bar}`}
        style={{ width: `${score}%` }}
      />
    </div>
  );
}

interface AssessmentResultsProps {
  answers: readonly number[];
  /** The results heading, focused when the results appear. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** Overall percentage, the four areas with level and bar, recommendations and the way on to the games. */
export function AssessmentResults({ answers, headingRef }: AssessmentResultsProps) {
  const { href, lang } = useI18n();
  const text = assessmentText(lang);
  const result = scoreAssessment(answers);
  const recommendations = recommendationsFor(result);
  const correctCount = ASSESSMENT_QUESTIONS.filter((question, index) =>
    isCorrect(question, answers[index]),
  ).length;
  const cardClass =
    'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

  return (
    <div className="space-y-6">
      <section aria-labelledby="results-title" className={cardClass}>
        <h2 ref={headingRef} id="results-title" tabIndex={-1} className="text-xl font-semibold outline-none">
          {text.results}
        </h2>
        <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-2">
          <p className="flex flex-col">
            <span className="text-sm text-slate-600 dark:text-slate-300">{text.overall}</span>
            <span className="text-5xl font-bold tracking-tight tabular-nums" data-testid="overall-score">
              {formatPercent(result.overall, lang)}
            </span>
          </p>
          <p className="mb-1.5">
            <LevelBadge score={result.overall} lang={lang} />
          </p>
        </div>
        <ScoreBar score={result.overall} className="mt-4 h-3" />
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {textIn(assessmentMessages, lang, 'correct', {
            count: correctCount,
            total: ASSESSMENT_QUESTIONS.length,
          })}
        </p>
      </section>

      <section aria-labelledby="areas-title" className={cardClass}>
        <h2 id="areas-title" className="text-xl font-semibold">
          {text.areasScores}
        </h2>
        <ul className="mt-4 space-y-5">
          {DOMAINS.map((domain) => (
            <li key={domain}>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-semibold">{text.domainNames[domain]}</span>
                <LevelBadge score={result[domain]} lang={lang} />
              </div>
              <div className="mt-2 flex items-center gap-3">
                <ScoreBar score={result[domain]} className="h-2.5 flex-1" />
                <span className="w-12 text-right font-semibold tabular-nums">
                  {formatPercent(result[domain], lang)}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-slate-600 dark:text-slate-300">{text.legend}</p>
      </section>

      {recommendations.length > 0 && (
        <section aria-labelledby="recommendations-title" className={cardClass}>
          <h2 id="recommendations-title" className="text-xl font-semibold">
            {text.recommendations}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{text.recommendationsIntro}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{text.recommendationsCaveat}</p>
          <ul className="mt-4 space-y-4">
            {recommendations.map((recommendation) => (
              <li
                key={recommendation.domain}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
              >
                <h3 className="font-semibold">{text.domainNames[recommendation.domain]}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {text.tips[recommendation.domain]}
                </p>
                <p className="mt-3 flex flex-wrap gap-2">
                  {recommendation.games.map((gameId) => (
                    <Link
                      key={gameId}
                      to={href(GAME_PATHS[gameId] ?? PATHS.home)}
                      className="button-secondary"
                    >
                      {text.play(gameIdentity(gameId).name)}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
        <strong>{text.noteTitle}</strong> {text.note}
      </p>

      <Link to={href(PATHS.home)} className="button-primary px-6 py-3 text-base">
        {text.startTraining}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
