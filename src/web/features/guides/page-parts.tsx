import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The frame of a long content page: a heading with its lead, an optional table of contents, then the
 * sections. The text of these pages is English in both languages of the site, so the article says so.
 */
export function ContentPage({
  eyebrow,
  title,
  lead,
  contents,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  contents?: Array<{ id: string; label: string }>;
  children: ReactNode;
}) {
  return (
    <article lang="en" className="mx-auto max-w-4xl px-4 pt-10 pb-6 sm:pt-14">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <div className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {lead}
        </div>
        {contents && contents.length > 0 && (
          <nav aria-label="On this page" className="mt-6">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">On this page</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {contents.map((item) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-700 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:bg-slate-900"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {children}
    </article>
  );
}

/** A top-level part of a content page, reachable from the table of contents by its id. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-12">
      <h2
        id={`${id}-title`}
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.7rem] dark:text-white"
      >
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Running text with comfortable line length and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700 dark:text-slate-300 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white">
      {children}
    </div>
  );
}

/** A bulleted list in the running text. */
export function Bullets({ children }: { children: ReactNode }) {
  return (
    <ul className="max-w-3xl list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-indigo-600 dark:text-slate-300 dark:marker:text-indigo-400 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white">
      {children}
    </ul>
  );
}

/** A boxed aside: a summary, a caution or a worked example. */
export function Callout({
  title,
  tone = 'info',
  headingLevel = 3,
  children,
}: {
  title: string;
  tone?: 'info' | 'caution';
  /** 2 when the box stands on its own rather than inside a section. */
  headingLevel?: 2 | 3;
  children: ReactNode;
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

/** A card in a grid of cards, with a small heading. */
export function Card({
  title,
  titleId,
  icon,
  children,
  footer,
}: {
  title: ReactNode;
  titleId?: string;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {icon && (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
            {icon}
          </span>
        )}
        <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
      </div>
      <div className="mt-3 flex-1 space-y-3 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white">
        {children}
      </div>
      {footer && <div className="mt-4">{footer}</div>}
    </div>
  );
}

/** A large figure with its label, for the rules of thumb. */
export function Figure({ value, unit, label }: { value: string; unit: string; label: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-baseline gap-1.5">
        <span className="text-3xl font-extrabold tracking-tight text-indigo-700 tabular-nums dark:text-indigo-300">
          {value}
        </span>
        <span className="font-semibold text-slate-800 dark:text-slate-200">{unit}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{label}</p>
    </div>
  );
}

/** The call to play one game, at the foot of its guide or tips. */
export function PlayLink({ to, label }: { to: string; label: string }) {
  const { href } = useI18n();
  return (
    <Link to={href(to)} className="button-primary">
      {label}
    </Link>
  );
}

/** A button-styled link to the home page. */
export function HomeButton() {
  const { t, href } = useI18n();
  return (
    <Link to={href(PATHS.home)} className="button-secondary">
      <House aria-hidden="true" className="size-4" />
      {t('common.home')}
    </Link>
  );
}

/** The row of actions that closes a content page, labelled in the visitor's language. */
export function PageActions({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  return (
    <div
      lang={lang}
      className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-8 dark:border-slate-800"
    >
      {children}
    </div>
  );
}
