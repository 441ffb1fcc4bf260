/** A boxed aside: a summary, a caution or a worked example. */
export function Callout({
  title,
  tone = 'info',
  headingLevel = 3,
  children,
}: {
  title: string;
  tone?: 'info' | 'caution' | undefined;
  /** 2 when the box stands on its own rather than inside a section. */
  headingLevel?: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const colours =
    tone === 'caution'
      ? 'border-amber-300 bg-amber-50 dark:border-amber-700/70 dark:bg-amber-950/40'
      : 'border-indigo-200 bg-indigo-50 dark:border-indigo-800/70 dark:bg-indigo-950/40';
  return (
    <div className={`mt-6 max-w-3xl rounded-xl border p-5 ${colours}`}>
      <Heading className="font-semibold text-slate-900 dark:text-white">{title}</Heading>
      <div className="mt-2 space-y-3 leading-relaxed text-slate-800 dark:text-slate-200 [&_strong]:font-semibold">
        {children}
      </div>
    </div>
  );
}
