import { Eye, Timer } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

interface QuestionPositionProps {
  /** Zero-based position of the question. */
  index: number;
  total: number;
  /** 'Question N of 5' in the page's language. */
  position: string;
  /** The overall progress bar's name. */
  progressLabel: string;
  /**
   * The countdown beside the position: its name and whole seconds left; `list` for the seconds a
   * memory question's list stays shown (an eye rather than a stopwatch).
   */
  timer: { label: string; remaining: number; urgent: boolean; list?: boolean };
}

/** The top of a question: 'Question N of 5', a seconds countdown and the overall progress bar. */
function QuestionPosition({ index, total, position, progressLabel, timer }: QuestionPositionProps) {
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-slate-700 dark:text-slate-200">{position}</p>
        <div
          role="timer"
          aria-label={timer.label}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-lg font-semibold tabular-nums ${
            timer.urgent
              ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300'
              : 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          {timer.list ? (
            <Eye aria-hidden="true" className="size-5" />
          ) : (
            <Timer aria-hidden="true" className="size-5" />
          )}
          <span>{timer.remaining}s</span>
        </div>
      </div>

      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={position}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 dark:bg-indigo-400"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
    </>
  );
}

/** A bar that shrinks as a countdown runs out (decorative: the countdown above says the same). */
export function TimeBar({ fraction, urgent }: { fraction: number; urgent: boolean }) {
  return (
    <div className="mt-6" aria-hidden="true">
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${
            urgent ? 'bg-red-600 dark:bg-red-500' : 'bg-indigo-600 dark:bg-indigo-400'
          }`}
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The card a question's screens share: the position and countdown at the top, then the heading that
 * names the card (focused when the screen appears), then the screen's own content.
 */
export function QuestionCard({
  headingId,
  heading,
  headingRef,
  children,
  ...position
}: QuestionPositionProps & {
  headingId: string;
  heading: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <QuestionPosition {...position} />
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl leading-snug font-semibold text-slate-900 outline-none sm:text-2xl dark:text-white"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
