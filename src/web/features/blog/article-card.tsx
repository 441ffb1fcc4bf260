import { ExternalLink } from '../../components/ui/links.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import type { BlogArticle } from './articles.ts';
import { articleMessages, blogMessages } from './messages.ts';

const CATEGORY_BADGE: Record<BlogArticle['category'], string> = {
  Research: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/70 dark:text-indigo-200',
  'Brain Health': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/70 dark:text-emerald-200',
  Psychology: 'bg-amber-100 text-amber-900 dark:bg-amber-900/70 dark:text-amber-100',
  Technology: 'bg-sky-100 text-sky-900 dark:bg-sky-900/70 dark:text-sky-100',
};

/** One linked article: category, title, our summary, where and when it was published. */
export function ArticleCard({ article, featured = false }: { article: BlogArticle; featured?: boolean }) {
  const { text, lang } = useMessages(blogMessages);
  const { texts } = useMessages(articleMessages);
  // Our summary, date and read time in the page's language; the English as the list gives them.
  const own = texts[article.id] ?? article;
  // The publisher's title stays as published, in English.
  const titleLang = lang === 'en' ? undefined : 'en';
  const headingId = `article-${article.id}`;
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${
        featured
          ? 'border-indigo-300 sm:p-7 dark:border-indigo-700'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {featured && (
          <span className="rounded-full bg-indigo-700 px-2.5 py-1 text-white dark:bg-indigo-400 dark:text-slate-950">
            {text('featured')}
          </span>
        )}
        <span className={`rounded-full px-2.5 py-1 ${CATEGORY_BADGE[article.category]}`}>
          {text(`category.${article.category}`)}
        </span>
      </p>
      <Heading
        id={headingId}
        lang={titleLang}
        className={`mt-3 font-semibold text-slate-900 dark:text-white ${featured ? 'text-2xl' : 'text-lg'}`}
      >
        {article.title}
      </Heading>
      <p
        className={`mt-2 flex-1 leading-relaxed text-slate-700 dark:text-slate-300 ${featured ? 'text-base' : 'text-sm'}`}
      >
        {own.excerpt}
      </p>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-800 dark:text-slate-200">{article.source}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {own.date}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {own.readTime}
      </p>
      <p className="mt-4">
        <ExternalLink
          href={article.url}
          className={featured ? 'button-primary' : 'button-secondary'}
          icon="size-4"
        >
          {text('readFull')}
          <span className="sr-only">
            : <span lang={titleLang}>{article.title}</span>
          </span>
        </ExternalLink>
      </p>
    </article>
  );
}
