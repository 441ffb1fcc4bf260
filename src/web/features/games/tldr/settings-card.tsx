import { Palette } from 'lucide-react';
import { useId } from 'react';
import { useMessages } from '../../../i18n/i18n.ts';
import { tldrMessages } from './messages.ts';
import { SideCard } from './side-card.tsx';

/** The game's settings: high-contrast colours. */
export function SettingsCard({
  highContrast,
  onChange,
}: {
  highContrast: boolean;
  onChange: (on: boolean) => void;
}) {
  const { text } = useMessages(tldrMessages);
  const id = useId();
  return (
    <SideCard title={text('settingsTitle')} icon={<Palette aria-hidden="true" className="size-5" />}>
      <div className="flex items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={highContrast}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-indigo-700 dark:accent-indigo-400"
        />
        <label htmlFor={id}>{text('highContrast')}</label>
      </div>
    </SideCard>
  );
}
