import { RotateCcw, Send } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ResultFigure {
  label: string;
  value: string;
  /** Marks a figure that counts down on its own (TL;DR's time to the next word). */
  isTimer?: boolean;
}

interface ResultPanelProps {
  title: string;
  /** A label above the title: practice says it is not ranked. */
  badge?: string;
  /** A sentence under the title (TL;DR: the word and the attempts). */
  summary?: string;
  /** What the game tells beside the summary, under it (TL;DR: the word's meaning). */
  details?: ReactNode;
  /** The summary's test id, for the game's own browser tests. */
  summaryTestId?: string;
  /** Time first: tests and readers take the first figure as the game's time. */
  figures: readonly ResultFigure[];
  /** Lines under the figures: what became of the score, and hints such as signing in. */
  notes: readonly (string | null | false | undefined)[];
  /** The buttons: Play Again, Share, Send again. */
  actions: ReactNode;
  /** A line under the buttons. */
  footnote?: string;
  /**
   * Focus moves to the heading when the panel appears at the end of a game, so the keyboard follows
   * it; a page that opens on a finished game leaves the focus alone.
   */
  takeFocus?: boolean;
}

/** The one panel of a finished game, in every game: title, figures, the score's fate and what to do next. */
export function ResultPanel({
  title,
  badge,
  summary,
  summaryTestId,
  details,
  figures,
  notes,
  actions,
  footnote,
  takeFocus = true,
}: ResultPanelProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-700 dark:bg-emerald-950"
    >
      {badge && <p className="mb-1 text-sm font-semibold text-amber-900 dark:text-amber-200">{badge}</p>}
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-emerald-900 outline-none dark:text-emerald-100"
      >
        {title}
      </h2>
      {summary && (
        <p className="mt-1 text-base" data-testid={summaryTestId}>
          {summary}
        </p>
      )}
      {details}
      <dl className="mt-3 grid grid-flow-col auto-cols-fr gap-3 text-center">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-slate-700 dark:text-slate-300">{figure.label}</dt>
            <dd className="font-mono text-lg font-semibold tabular-nums">
              {figure.isTimer ? <span role="timer">{figure.value}</span> : figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {notes.filter(Boolean).map((note, index) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: the notes are fixed lines
          key={index}
          className={`${index === 0 ? 'mt-3' : 'mt-1'} text-sm text-slate-700 dark:text-slate-300`}
        >
          {note}
        </p>
      ))}
      <div className="mt-4 flex flex-wrap gap-3">{actions}</div>
      {footnote && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{footnote}</p>}
    </section>
  );
}

/** The result's Play Again button. */
export function PlayAgainButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="button-primary">
      <RotateCcw aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/**
 * Sends a ranked game's score again after a failure that sending again may mend (no connection, a
 * server error); shown only then, and never pressed for the player: nothing retries by itself.
 */
export function SendAgainButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="button-secondary">
      <Send aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
