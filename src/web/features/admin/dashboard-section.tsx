import { type ReactNode, useId } from 'react';

/** Secondary text of the dashboard: notes, counts, loading lines. */
export const mutedClass = 'text-sm text-slate-700 dark:text-slate-300';

/** A dashboard section headed by `title`; `actions` sit beside the heading. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="mt-8">
      {actions ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
