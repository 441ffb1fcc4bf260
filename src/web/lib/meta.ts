import type { MetaDescriptor } from 'react-router';
import { type Lang, tableIn, textIn } from '../i18n/catalog.ts';
import { langOfLocation } from '../i18n/i18n.ts';
import { shellMessages } from '../i18n/messages.ts';
import { pageMetaMessages } from '../routes/messages.ts';
import { PATHS } from './paths.ts';

/** The public address of the site, for canonical and Open Graph links (set SITE_URL when building). */
const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');

/** A page whose title, description and keywords are in `pageMetaMessages` under this key. */
export type PageKey = keyof typeof PATHS | 'notFound';

/** Open Graph's names of the two languages. */
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_ES' };

/** A page's public address in a language: the spec's `?lang=es` for Spanish. */
function addressIn(path: string, lang: Lang): string {
  const url = `${SITE_URL}${path}`;
  return lang === 'en' ? url : `${url}?lang=es`;
}

/**
 * Title, description, keywords, canonical link, language alternates (each language's address, both
 * ways) and Open Graph tags of a page, in the language of the location it is rendered for: the
 * prerender's `/es/...` copy or the browser's `?lang=es` (decision 022). The 404 page has no address
 * of its own: no canonical link or alternates, and it is not indexed.
 */
export function pageMeta(
  location: { pathname: string; search: string },
  key: PageKey,
  { noIndex = false }: { noIndex?: boolean } = {},
): MetaDescriptor[] {
  const lang = langOfLocation(location);
  const { title, description, keywords } = tableIn(pageMetaMessages, lang)[key];
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: textIn(shellMessages, lang, 'brand') },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALE[lang] },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (key === 'notFound') {
    tags.push({ name: 'robots', content: 'noindex' });
    return tags;
  }
  const path = PATHS[key];
  tags.push(
    { tagName: 'link', rel: 'canonical', href: addressIn(path, lang) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: addressIn(path, 'en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: addressIn(path, 'es') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn(path, 'en') },
    { property: 'og:url', content: addressIn(path, lang) },
    { property: 'og:locale:alternate', content: OG_LOCALE[lang === 'en' ? 'es' : 'en'] },
  );
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
