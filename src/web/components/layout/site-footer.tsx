import { Link } from 'react-router';
import { type MessageKey, useI18n } from '../../i18n/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { SISTER_SITE } from '../../lib/site-identity.ts';

const GROUPS: Array<{ title: MessageKey; links: Array<[MessageKey, string]> }> = [
  {
    title: 'footer.learn',
    links: [
      ['link.brainHealth', PATHS.brainHealth],
      ['link.gameGuides', PATHS.gameGuides],
      ['link.research', PATHS.research],
      ['link.blog', PATHS.blog],
      ['link.brainScience', PATHS.brainScience],
      ['link.trainingTips', PATHS.trainingTips],
      ['link.assessment', PATHS.assessment],
    ],
  },
  {
    title: 'footer.help',
    links: [
      ['link.faq', PATHS.faq],
      ['link.about', PATHS.about],
      ['link.support', PATHS.support],
      ['link.contact', PATHS.contact],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['link.privacy', PATHS.privacy],
      ['link.terms', PATHS.terms],
    ],
  },
];

export function SiteFooter() {
  const { t, href } = useI18n();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2
              id={`footer-${group.title}`}
              className="mb-3 text-sm font-semibold text-slate-900 uppercase dark:text-white"
            >
              {t(group.title)}
            </h2>
            <ul className="space-y-2">
              {group.links.map(([label, path]) => (
                <li key={path}>
                  <Link
                    to={href(path)}
                    className="text-sm text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
                  >
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {SISTER_SITE && (
          <div>
            <h2 className="mb-3 text-sm font-semibold text-slate-900 uppercase dark:text-white">
              {t('footer.about')}
            </h2>
            <a
              href={SISTER_SITE.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
            >
              {t('footer.sister', { name: SISTER_SITE.name })}{' '}
              <span className="sr-only">{t('common.newTab')}</span>
            </a>
          </div>
        )}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('footer.copyright')}
      </p>
    </footer>
  );
}
