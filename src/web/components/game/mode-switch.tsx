import { useId } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { gameChromeMessages } from './messages.ts';
import type { PlayMode } from './play-mode.ts';

const OPTION =
  'block rounded-md px-3 py-1 text-sm font-medium text-slate-700 peer-checked:bg-indigo-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 hover:bg-slate-200 peer-checked:hover:bg-indigo-700 dark:text-slate-200 dark:peer-checked:bg-indigo-400 dark:peer-checked:text-slate-950 dark:hover:bg-slate-800 dark:peer-checked:hover:bg-indigo-400';

/**
 * The choice above a game's board between the ranked game and practice (two radio buttons named by
 * a legend), and in practice the untimed switch. On a phone the legend is read out but not shown, so
 * that the choice and the switch share one line and the board stays on the screen.
 */
export function ModeSwitch({
  mode,
  onModeChange,
  untimed,
  onUntimedChange,
}: {
  mode: PlayMode;
  onModeChange: (mode: PlayMode) => void;
  untimed: boolean;
  onUntimedChange: (untimed: boolean) => void;
}) {
  const { text } = useMessages(gameChromeMessages);
  const name = useId();
  const untimedNote = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only float-left mr-1 text-sm font-semibold text-slate-800 sm:not-sr-only dark:text-slate-200">
          {text('mode')}
        </legend>
        <div className="flex rounded-lg border border-slate-300 bg-slate-50 p-1 dark:border-slate-600 dark:bg-slate-900">
          {(['ranked', 'practice'] as const).map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option}
                checked={mode === option}
                onChange={() => onModeChange(option)}
                className="peer sr-only"
              />
              <span className={OPTION}>{text(option)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'practice' && (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            role="switch"
            checked={untimed}
            aria-checked={untimed}
            onChange={(event) => onUntimedChange(event.target.checked)}
            aria-describedby={untimedNote}
            className="size-4 accent-indigo-700 dark:accent-indigo-400"
          />
          {text('untimed')}
          <span id={untimedNote} className="sr-only">
            {text('untimedNote')}
          </span>
        </label>
      )}
    </div>
  );
}
