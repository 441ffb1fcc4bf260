import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
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

/** A link to another site: it opens in a new tab and says so to screen readers as well as with an icon. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {children}
      <ExternalIcon aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
