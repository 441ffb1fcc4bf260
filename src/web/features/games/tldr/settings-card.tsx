import { Settings } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '../../../i18n/i18n.ts';
import { tldrMessages } from './messages.ts';
import { SideCard } from './side-card.tsx';

/** The game's settings: high-contrast colours, and hard mode (which a game with a guess keeps). */
export function SettingsCard({
  highContrast,
  onChange,
  hardMode,
  hardModeLocked,
  onHardModeChange,
}: {
  highContrast: boolean;
  onChange: (on: boolean) => void;
  hardMode: boolean;
  hardModeLocked: boolean;
  onHardModeChange: (on: boolean) => void;
}) {
  const { text } = useMessages(tldrMessages);
  const id = useId();
  const hardId = useId();
  return (
    <SideCard title={text('settingsTitle')} icon={<Settings aria-hidden="true" className="size-5" />}>
      <div className="space-y-3 text-sm">
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            checked={highContrast}
            onChange={(event) => onChange(event.target.checked)}
            className="size-5 shrink-0 accent-indigo-700 dark:accent-indigo-400"
          />
          <label htmlFor={id}>{text('highContrast')}</label>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={hardId}
            type="checkbox"
            role="switch"
            checked={hardMode}
            aria-checked={hardMode}
            disabled={hardModeLocked}
            aria-describedby={`${hardId}-note`}
            onChange={(event) => onHardModeChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-indigo-700 disabled:opacity-60 dark:accent-indigo-400"
          />
          <div>
            <label htmlFor={hardId} className="font-medium">
              {text('hardMode')}
            </label>
            <p
              id={`${hardId}-note`}
              className="text-slate-600 dark:text-slate-400"
              data-testid="tldr-hard-mode-note"
            >
              {text(hardModeLocked ? 'hardModeLocked' : 'hardModeText')}
            </p>
          </div>
        </div>
      </div>
    </SideCard>
  );
}
