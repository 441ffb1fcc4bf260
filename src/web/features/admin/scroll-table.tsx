import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { adminMessages } from './messages.ts';

const thClass =
  'border-b border-slate-300 px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900 dark:border-slate-600 dark:text-white';
/** A button in a table's row: a secondary button, narrower, so that a row's buttons fit beside its data. */
export const rowButtonClass = 'button-secondary whitespace-nowrap px-2.5';
export const tdClass =
  'border-b border-slate-200 px-3 py-2 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200';

type AdminMessageKey = Extract<keyof (typeof adminMessages)['en'], string>;

/** A table's columns: the message key of each heading, and its alignment class. */
export type Columns = readonly (readonly [AdminMessageKey, string])[];

/**
 * A table that scrolls sideways on narrow screens, reachable with the keyboard when it does, with a
 * heading row for `columns`.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: Columns;
  children: ReactNode;
}) {
  const { text } = useMessages(adminMessages);
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {columns.map(([heading, align]) => (
              <th key={heading} scope="col" className={`${thClass} ${align}`}>
                {text(heading)}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}
