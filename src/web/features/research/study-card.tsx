import { ExternalLink } from '../../components/ui/links.tsx';
import type { Study } from './studies.ts';

/** One study: its name, citation, finding and, when we have checked its address, a link to it. */
export function StudyCard({ study }: { study: Study }) {
  const headingId = `study-${study.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {study.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{study.citation}</p>
      <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{study.finding}</p>
      {study.takeaway && (
        <p className="mt-3 border-l-4 border-indigo-300 pl-3 text-sm leading-relaxed text-slate-700 dark:border-indigo-500 dark:text-slate-300">
          {study.takeaway}
        </p>
      )}
      {study.url && (
        <p className="mt-3">
          <ExternalLink
            href={study.url}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
            icon="size-4"
          >
            Read the source<span className="sr-only">: {study.name}</span>
          </ExternalLink>
        </p>
      )}
    </article>
  );
}
