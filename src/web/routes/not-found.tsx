import type { MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () => [
  { title: 'Page Not Found' },
  { name: 'description', content: 'This address does not lead to a page of Brain Training Puzzles.' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundPage() {
  const { t, href } = useI18n();
  return (
    <article className="prose-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.hint')}</p>
      <p>
        <Link
          to={href(PATHS.home)}
          className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
        >
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
