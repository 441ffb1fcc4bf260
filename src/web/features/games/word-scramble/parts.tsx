import { useId } from 'react';
import type { Difficulty } from '../../../../shared/games/word-scramble/scoring.ts';
import { PlayErrorNotice } from '../../../components/game/play-notices.tsx';
import { useMessages } from '../../../i18n/i18n.ts';
import { wordScrambleMessages } from './messages.ts';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** The three difficulties as radio buttons; changing one deals a new game. */
export function DifficultyPicker({
  value,
  onChange,
}: {
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
}) {
  const { text } = useMessages(wordScrambleMessages);
  const noteId = useId();
  return (
    <fieldset aria-describedby={noteId} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="float-left mr-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {text('difficulty')}
      </legend>
      <div className="flex rounded-lg border border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-900">
        {DIFFICULTIES.map((level) => (
          <label key={level} className="cursor-pointer">
            <input
              type="radio"
              name="word-scramble-difficulty"
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="peer sr-only"
            />
            <span className="block rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 peer-checked:bg-indigo-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 hover:bg-slate-200 peer-checked:hover:bg-indigo-700 dark:text-slate-200 dark:peer-checked:bg-indigo-400 dark:peer-checked:text-slate-950 dark:hover:bg-slate-800 dark:peer-checked:hover:bg-indigo-400">
              {text(level)}
            </span>
          </label>
        ))}
      </div>
      <p id={noteId} className="text-sm text-slate-600 dark:text-slate-300">
        {text('difficultyNote')}
      </p>
    </fieldset>
  );
}

/** While the words are being dealt: a line saying so, or why the deal failed with a way to try again. */
export function DealStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { text } = useMessages(wordScrambleMessages);
  if (failed) {
    return <PlayErrorNotice message={text('dealFailed')} actionLabel={text('tryAgain')} onAction={onRetry} />;
  }
  return (
    <p className="rounded-xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {text('loading')}
    </p>
  );
}

export function SolvedWords({ solved }: { solved: readonly string[] }) {
  const { text } = useMessages(wordScrambleMessages);
  return (
    <section aria-labelledby="word-scramble-solved" className="text-sm">
      <h2 id="word-scramble-solved" className="font-semibold text-slate-800 dark:text-slate-200">
        {text('solvedWords')}
      </h2>
      {solved.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">{text('noneSolved')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {solved.map((word) => (
            <li
              key={word}
              className="rounded-full bg-emerald-100 px-3 py-1 font-semibold tracking-wide text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100"
            >
              {word}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
