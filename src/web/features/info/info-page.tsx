import type { ReactNode } from 'react';
import { SiteLink } from '../../components/ui/links.tsx';
import type { SitePath } from '../../lib/paths.ts';

interface RelatedPage {
  to: SitePath;
  label: string;
  text: string;
}

/**
 * The frame of an information page: one heading, an opening paragraph, the page's sections and a list
 * of related pages. The text is English until it is translated, and says so to assistive technology.
 */
export function InfoPage({
  title,
  lead,
  children,
  related,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  related: RelatedPage[];
}) {
  return (
    <article lang="en" className="prose-page">
      <h1>{title}</h1>
      <p className="text-lg">{lead}</p>
      {children}
      <nav
        aria-labelledby="related-pages"
        className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800"
      >
        <h2 id="related-pages" className="!mt-0">
          Related pages
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {related.map((page) => (
            <li
              key={page.to}
              className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <SiteLink to={page.to}>{page.label}</SiteLink>
              <span className="mt-1 block text-sm">{page.text}</span>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** A titled part of a page; its id lets a table of contents link to it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list in the page's text style. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="mb-4 list-disc space-y-2 pl-6 marker:text-slate-500">{children}</ul>;
}

/** "On this page": links to the sections of a long page. */
export function Contents({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav
      aria-labelledby="contents-title"
      className="my-6 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="contents-title" className="!mt-0 !mb-2 !text-base">
        On this page
      </h2>
      <ol className="list-decimal space-y-1 pl-6 sm:columns-2 sm:gap-8">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}-title`}
              className="text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
