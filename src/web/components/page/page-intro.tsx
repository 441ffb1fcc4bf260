import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

/** A page of the site's layout with its heading and opening text. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  const { t, href } = useI18n();
  return (
    <article className="prose-page">
      <h1>{title}</h1>
      {children}
      <p>
        <Link
          to={href(PATHS.home)}
          className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
        >
          {t('common.home')}
        </Link>
      </p>
    </article>
  );
}
