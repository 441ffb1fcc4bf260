import { ExternalLink } from '../../components/ui/links.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { researchMessages, type StudyTexts } from './messages.ts';
import type { Study } from './studies.ts';

/**
 * One study: its heading, citation, finding and, when we have checked its address, a link to it.
 * A published title and citation stay in English, marked as such on a Spanish page.
 */
export function StudyCard({ study }: { study: Study }) {
  const { lang, text, texts } = useMessages(researchMessages);
  const ours: StudyTexts = texts.studies[study.id];
  const english = lang === 'es' ? 'en' : undefined;
  const heading = study.title ?? ours.name;
  const headingId = `study-${study.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {study.title ? <span lang={english}>{study.title}</span> : ours.name}
      </h3>
      <p
        lang={study.citation ? english : undefined}
        className="mt-1 text-sm text-slate-600 dark:text-slate-400"
      >
        {study.citation ?? ours.citation}
      </p>
      <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{ours.finding}</p>
      {ours.takeaway && (
        <p className="mt-3 border-l-4 border-indigo-300 pl-3 text-sm leading-relaxed text-slate-700 dark:border-indigo-500 dark:text-slate-300">
          {ours.takeaway}
        </p>
      )}
      {study.url && (
        <p className="mt-3">
          <ExternalLink
            href={study.url}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
            icon="size-4"
          >
            {text('readSource')}
            <span className="sr-only">
              : <span lang={study.title ? english : undefined}>{heading}</span>
            </span>
          </ExternalLink>
        </p>
      )}
    </article>
  );
}
