import { useId } from 'react';
import type { Difficulty } from '../../../../shared/games/word-scramble/scoring.ts';
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
