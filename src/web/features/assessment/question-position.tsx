import { Eye, Timer } from 'lucide-react';

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
export function QuestionPosition({ index, total, position, progressLabel, timer }: QuestionPositionProps) {
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
