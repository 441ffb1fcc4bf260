import type { Source } from '../../content/content-types.ts';

/** The numbered list of sources at the foot of a page. */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <ol className="max-w-3xl list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700 marker:text-slate-500 dark:text-slate-300 dark:marker:text-slate-400">
      {sources.map((source) => (
        <li key={source.id} id={`source-${source.id}`}>
          {source.citation}{' '}
          <a
            href={source.url}
            className="break-words text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {source.url.replace(/^https:\/\//, '')}
          </a>
        </li>
      ))}
    </ol>
  );
}
