import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatClock, formatPoints } from '../../../shared/format.ts';
import type { GameChromeText } from './text.ts';

export interface FinishedGame {
  seconds: number;
  moves: number;
  score: number;
  /** Whether the score was sent (false for a guest). */
  sent: boolean;
}

interface ResultPanelProps {
  /** Unique on the page: names the panel through its heading. */
  id: string;
  title: string;
  scoreLabel: string;
  /** Shown when the submission failed. */
  failedText: string;
  result: FinishedGame;
  submission: { isSuccess: boolean; isError: boolean };
  chrome: GameChromeText;
  onPlayAgain: () => void;
}

/**
 * The panel of a finished game: time, moves, score, what became of the score, and Play Again.
 * Focus moves to its heading when it appears, so the keyboard follows the end of the game.
 */
export function ResultPanel({
  id,
  title,
  scoreLabel,
  failedText,
  result,
  submission,
  chrome,
  onPlayAgain,
}: ResultPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  let status: string;
  if (!result.sent) status = chrome.notSubmitted;
  else if (submission.isSuccess) status = chrome.submitted;
  else if (submission.isError) status = failedText;
  else status = chrome.submitting;
  const figures = [
    { label: chrome.time, value: formatClock(result.seconds) },
    { label: chrome.moves, value: String(result.moves) },
    { label: scoreLabel, value: formatPoints(result.score) },
  ];
  return (
    <section
      aria-labelledby={id}
      className="mt-5 rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-700 dark:bg-emerald-950"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-emerald-900 outline-none dark:text-emerald-100"
      >
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-xs text-slate-700 dark:text-slate-300">{figure.label}</dt>
            <dd className="font-mono text-lg font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{status}</p>
      {!result.sent && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{chrome.signInToSave}</p>
      )}
      <button type="button" onClick={onPlayAgain} className="button-primary mt-4">
        <RotateCcw aria-hidden="true" className="size-4" />
        {chrome.playAgain}
      </button>
    </section>
  );
}
