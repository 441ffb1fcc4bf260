import type { MetaDescriptor } from 'react-router';

/** The public address of the site, for canonical and Open Graph links (set SITE_URL when building). */
const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:5000').replace(/\/$/, '');

const SITE_NAME = 'Brain Training Puzzles';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** Pages that should not be listed by search engines (the admin dashboard). */
  noIndex?: boolean;
}

/** Title, description, keywords, canonical link, language alternates and Open Graph tags of a page. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = `${SITE_URL}${page.path}`;
  const spanish = `${url}${url.includes('?') ? '&' : '?'}lang=es`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: spanish },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (page.keywords) tags.push({ name: 'keywords', content: page.keywords });
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
