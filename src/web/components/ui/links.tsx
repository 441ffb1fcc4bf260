import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import type { SitePath } from '../../lib/paths.ts';

const LINK_CLASS =
  'font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

/** A link to another page of the site that keeps the chosen language. */
export function SiteLink({ to, children }: { to: SitePath; children: ReactNode }) {
  const { href } = useI18n();
  return (
    <Link to={href(to)} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/**
 * A link to another site: it opens in a new tab and says so to screen readers, and with an icon unless
 * `icon` is false. By default it is styled as a link in running text; `className` and `icon` (the icon's
 * classes) let a button or a card style it.
 */
export function ExternalLink({
  href,
  className = LINK_CLASS,
  icon = 'ml-1 inline size-3.5 align-baseline',
  children,
}: {
  href: string;
  className?: string;
  icon?: string | false;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon !== false && <ExternalIcon aria-hidden="true" className={icon} />}
      <span className="sr-only"> {t('common.newTab')}</span>
    </a>
  );
}
