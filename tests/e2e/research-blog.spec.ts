import { expect, type Page, test } from '@playwright/test';
import { ARTICLES, CATEGORIES, FEATURED_ARTICLE } from '../../src/web/features/blog/articles.ts';
import { ALL_STUDIES } from '../../src/web/features/research/studies.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { expectEachAnswers200 } from './support/pages.ts';
import { gotoHydrated, sendMarkerRequest } from './support/site.ts';

const PAGES = [
  {
    path: PATHS.research,
    title: 'Research on Brain Training',
    heading: 'What the research says about brain training',
    description: /far transfer/,
  },
  { path: PATHS.blog, title: 'Brain Training Blog', heading: 'Blog', description: /reading list/ },
] as const;

/** Every link of the page whose address leaves the site. */
function externalLinks(page: Page) {
  return page.locator('a[href^="http"]');
}

// axe checks these pages, in both themes, with the other routes in accessibility.spec.ts.
for (const target of PAGES) {
  test.describe(`${target.path}`, () => {
    test('has its heading, title, description and canonical link', async ({ page }) => {
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(page).toHaveTitle(target.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        target.description,
      );
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${target.path}$`),
      );
    });

    test('every link inside the site answers 200 and every in-page anchor has its target', async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, target.path);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const inSite = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
      expect(inSite.length).toBeGreaterThan(5);
      await expectEachAnswers200(request, inSite);
      for (const anchor of hrefs.filter((href) => href.startsWith('#'))) {
        await expect(page.locator(anchor), anchor).toHaveCount(1);
      }
    });

    test('external links open in a new tab without access to this page and say so', async ({ page }) => {
      await gotoHydrated(page, target.path);
      const links = externalLinks(page);
      const count = await links.count();
      expect(count).toBeGreaterThan(2);
      for (let index = 0; index < count; index++) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
      }
    });
  });
}

test.describe('research page', () => {
  test('summarises every study with its citation and its checked source link', async ({ page }) => {
    await gotoHydrated(page, PATHS.research);
    for (const id of ['key-studies', 'meta-analyses', 'frontiers', 'limitations']) {
      await expect(page.locator(`section[aria-labelledby="${id}"]`)).toBeVisible();
    }
    for (const study of ALL_STUDIES) {
      const card = page.getByRole('article', { name: study.name, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByText(study.citation, { exact: true })).toBeVisible();
      const source = card.getByRole('link', { name: /Read the source/ });
      if (study.url) await expect(source).toHaveAttribute('href', study.url);
      else await expect(source).toHaveCount(0);
    }
  });

  test('states that far transfer is limited and that the games are no treatment', async ({ page }) => {
    await gotoHydrated(page, PATHS.research);
    await expect(page.getByText(/Broad "far transfer" is limited and disputed/)).toBeVisible();
    await expect(
      page.getByText(/No game on this site has been shown to prevent, treat or diagnose/),
    ).toBeVisible();
  });

  test('Start Research-Based Training goes to the home page', async ({ page }) => {
    await gotoHydrated(page, PATHS.research);
    await page.getByRole('link', { name: 'Start Research-Based Training' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
    ).toBeVisible();
  });
});

test.describe('blog page', () => {
  const readLinks = (page: Page) => page.getByRole('link', { name: /^Read Full Article/ });

  /** The titles of the articles on screen, in order. */
  const shownTitles = (page: Page) =>
    page
      .locator('#main article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('h2, h3')?.textContent?.trim() ?? ''));

  test('shows all ten articles under All, the featured one first', async ({ page }) => {
    await gotoHydrated(page, PATHS.blog);
    const filter = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filter.getByRole('button')).toHaveText([...CATEGORIES]);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(readLinks(page)).toHaveCount(10);
    expect(await shownTitles(page)).toEqual(ARTICLES.map((article) => article.title));
    await expect(
      page.getByRole('article', { name: FEATURED_ARTICLE.title }).getByText('Featured'),
    ).toBeVisible();
    for (const article of ARTICLES) {
      await expect(readLinks(page).filter({ hasText: article.title })).toHaveAttribute('href', article.url);
    }
  });

  test('each category shows the featured article and exactly that category’s articles', async ({ page }) => {
    await gotoHydrated(page, PATHS.blog);
    const filter = page.getByRole('group', { name: 'Filter articles by category' });
    for (const category of [...CATEGORIES.slice(1), 'All'] as const) {
      await filter.getByRole('button', { name: category, exact: true }).click();
      for (const other of CATEGORIES) {
        await expect(filter.getByRole('button', { name: other, exact: true })).toHaveAttribute(
          'aria-pressed',
          String(other === category),
        );
      }
      const expected = [
        FEATURED_ARTICLE.title,
        ...ARTICLES.slice(1)
          .filter((article) => category === 'All' || article.category === category)
          .map((article) => article.title),
      ];
      expect(expected.length).toBeGreaterThan(category === 'All' ? 9 : 1);
      await expect.poll(() => shownTitles(page)).toEqual(expected);
      await expect(page.locator('#main').getByRole('status')).toContainText(String(expected.length - 1));
    }
  });

  test('links to our own topics, and to no sister site when none is configured', async ({ page }) => {
    await gotoHydrated(page, PATHS.blog);
    const topics = page.getByRole('navigation', { name: 'Explore More Topics' });
    for (const [name, path] of [
      ['Brain Health', PATHS.brainHealth],
      ['Research', PATHS.research],
      ['Brain Science', PATHS.brainScience],
      ['Training Tips', PATHS.trainingTips],
      ['Game Guides', PATHS.gameGuides],
    ] as const) {
      await expect(topics.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }
    // The build under test is made without SISTER_SITE_URL (decision 020).
    await expect(page.getByRole('complementary', { name: 'A little wisdom every day' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /daily wisdom|sister site/i })).toHaveCount(0);
  });

  test('Subscribe sends nothing and says the newsletter is not running', async ({ page }) => {
    // Every request of the page, bar the tab icon, which the browser fetches when it sees fit.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/favicon.svg') requests.push(request.url());
    });
    await page.clock.install();
    await gotoHydrated(page, PATHS.blog);
    // Whatever the page fetches by itself as it starts is fetched by then.
    await page.waitForLoadState('networkidle');
    // Everything the page sent while it started is listed before this one.
    const started = await sendMarkerRequest(page);
    const email = page.getByLabel('E-mail address');
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByRole('group', { name: 'Filter articles by category' })
      .getByRole('button', { name: 'Research' })
      .click();
    await expect(email).toHaveValue('not an address');
    await expect(page.getByText(/nothing you type here is sent or stored/)).toBeVisible();
    // Whatever the clicks started, at once or on a timer in the next seconds, is sent by now.
    await page.clock.runFor(5_000);
    const marker = await sendMarkerRequest(page);
    expect(requests.slice(requests.indexOf(started) + 1)).toEqual([marker]);
  });
});
