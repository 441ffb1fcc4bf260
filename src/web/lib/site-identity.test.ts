import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '../content/content-types.ts';
import type { Messages } from '../i18n/catalog.ts';

/** Every text of a page, links and all, as one string. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return '';
}

async function pages() {
  vi.resetModules();
  const [{ PRIVACY_POLICY }, { TERMS_OF_SERVICE }, { ABOUT }, { BLOG }, { FOOTER_SISTER_SITE }] =
    await Promise.all([
      import('../content/privacy-policy.ts'),
      import('../content/terms-of-service.ts'),
      import('../content/about.ts'),
      import('../content/blog.ts'),
      import('./site-identity.ts').then((module) => ({ FOOTER_SISTER_SITE: module.SISTER_SITE })),
    ]);
  const text = (page: Messages<ContentPage>) => textOf(page.en);
  return {
    privacy: text(PRIVACY_POLICY),
    terms: text(TERMS_OF_SERVICE),
    about: text(ABOUT),
    blog: text(BLOG),
    sisterSite: FOOTER_SISTER_SITE,
  };
}

describe('the pages built with and without them', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('names the operator on the privacy policy, the terms and the about page when given', async () => {
    vi.stubEnv('OPERATOR_NAME', 'Ada Lovelace Ltd');
    vi.stubEnv('OPERATOR_EMAIL', 'privacy@ada.example');
    vi.stubEnv('OPERATOR_ADDRESS', '1 Analytical Way, London');
    const { privacy, terms, about } = await pages();
    expect(privacy).toContain('Ada Lovelace Ltd runs Brain Training Puzzles and is the controller');
    for (const page of [privacy, terms, about]) {
      expect(page).toContain('Ada Lovelace Ltd');
      expect(page).toContain('privacy@ada.example');
      expect(page).toContain('1 Analytical Way, London');
      expect(page).not.toContain('Operator not configured');
    }
  });

  it('names the processors on the privacy policy when given, and says which are not configured', async () => {
    vi.stubEnv('HOST_PROVIDER_NAME', 'Example Hosting GmbH');
    vi.stubEnv('EMAIL_PROVIDER_NAME', '');
    vi.stubEnv('REDIS_PROVIDER_NAME', 'Example Cache Ltd');
    const { privacy } = await pages();
    expect(privacy).toContain('Example Hosting GmbH hosts the site');
    expect(privacy).toContain('Example Cache Ltd runs the Redis server');
    expect(privacy).toContain(
      "The e-mail provider, which sends the site's e-mails (not configured: set EMAIL_PROVIDER_NAME",
    );
    expect(privacy).not.toContain('HOST_PROVIDER_NAME');
  });

  it('names the governing law on the terms when given', async () => {
    vi.stubEnv('GOVERNING_LAW', 'the laws of Ireland');
    expect((await pages()).terms).toContain('These terms are governed by the laws of Ireland.');
    vi.stubEnv('GOVERNING_LAW', '');
    expect((await pages()).terms).toContain("the law of the place where the site's operator is established");
  });

  it('says plainly that the operator is not configured when not given', async () => {
    vi.stubEnv('OPERATOR_NAME', '');
    vi.stubEnv('OPERATOR_EMAIL', '');
    const { privacy, terms, about } = await pages();
    for (const page of [privacy, terms, about]) expect(page).toContain('Operator not configured');
  });

  it('shows and links no sister site when SISTER_SITE_URL is unset', async () => {
    vi.stubEnv('SISTER_SITE_URL', '');
    const { blog, terms, sisterSite } = await pages();
    expect(sisterSite).toBeUndefined();
    expect(blog).not.toMatch(/sister site|daily wisdom/i);
    expect(terms).not.toMatch(/sister site/);
    expect(terms).toContain('research articles and PayPal');
  });

  it('links the sister site when SISTER_SITE_URL is set', async () => {
    vi.stubEnv('SISTER_SITE_URL', 'https://wisdom.example.org/');
    vi.stubEnv('SISTER_SITE_NAME', 'Daily Wisdom');
    const { blog, terms, sisterSite } = await pages();
    expect(sisterSite).toEqual({ url: 'https://wisdom.example.org/', name: 'Daily Wisdom' });
    expect(blog).toContain('https://wisdom.example.org/');
    expect(terms).toContain('research articles, our sister site Daily Wisdom and PayPal');
  });
});
