import { Sunrise } from 'lucide-react';
import type { Lang } from '../../i18n/i18n.ts';
import type { SisterSite } from '../../lib/site-identity.ts';
import { ExternalLink } from '../ui/links.tsx';
import { useContentMessages } from './use-content-messages.ts';

/**
 * The promotional card for our sister daily-wisdom site `site`; its link opens in a new tab. `context`
 * is the page's line that ties the card to it, in the page's language `lang`.
 */
export function SisterSiteCard({ site, context, lang }: { site: SisterSite; context: string; lang: Lang }) {
  const { text, uiLang } = useContentMessages(lang);
  const visit = (
    <ExternalLink href={site.url} className="button-primary self-start sm:self-center" icon="size-4">
      {text('visitSisterSite', { name: site.name })}
    </ExternalLink>
  );
  return (
    <aside
      aria-labelledby="sister-site-title"
      className="mt-12 overflow-hidden rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 via-white to-indigo-50 p-6 sm:p-8 dark:border-slate-700 dark:from-slate-900 dark:via-slate-900 dark:to-indigo-950/60"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
          <Sunrise aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <p
            lang={uiLang}
            className="text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-200"
          >
            {text('sisterSiteLine')}
          </p>
          <h2 id="sister-site-title" className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
            {site.name}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{context}</p>
        </div>
        {uiLang ? (
          <span lang={uiLang} className="contents">
            {visit}
          </span>
        ) : (
          visit
        )}
      </div>
    </aside>
  );
}
