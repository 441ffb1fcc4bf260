import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { expectEachAnswers200 } from './support/pages.ts';
import { gotoHydrated } from './support/site.ts';

const PAGES = [
  {
    path: PATHS.gameGuides,
    heading: 'Game Guides',
    title: 'Game Guides and Strategies',
    description: /Memory Match, Number Puzzle, Word Scramble and TL;DR/,
  },
  {
    path: PATHS.brainScience,
    heading: 'Brain Science',
    title: 'The Science of the Brain',
    description: /what studies say brain games can and cannot do/,
  },
  {
    path: PATHS.trainingTips,
    heading: 'Training Tips',
    title: 'Brain Training Tips',
    description: /a five-week plan, mindset advice and tips for each of our four puzzle games/,
  },
] as const;

const GAMES = [
  { name: 'Memory Match', path: PATHS.memoryMatch },
  { name: 'Number Puzzle', path: PATHS.numberPuzzle },
  { name: 'Word Scramble', path: PATHS.wordScramble },
  { name: 'TL;DR', path: PATHS.tldr },
] as const;

/** The distinct addresses inside the site that the page's main content links to. */
async function inSiteLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('#')[0] ?? href))];
}

// axe checks these pages, in both themes, with the other routes in accessibility.spec.ts.
for (const content of PAGES) {
  test.describe(`${content.path}`, () => {
    test('has its heading, title, description, canonical link and working links', async ({ page }) => {
      await gotoHydrated(page, content.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      await expect(page).toHaveTitle(content.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        content.description,
      );
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${content.path}$`),
      );

      const links = await inSiteLinks(page);
      expect(links.length).toBeGreaterThan(2);
      await expectEachAnswers200(page.request, links);
      const contents = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
      expect(await contents.count()).toBeGreaterThan(3);
      for (const target of await contents.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        await expect(page.locator(`main ${target}`), `${target}`).toHaveCount(1);
      }
    });
  });
}

test.describe('game guides', () => {
  test('each game’s guide links to its game', async ({ page }) => {
    await gotoHydrated(page, PATHS.gameGuides);
    for (const game of GAMES) {
      const guide = page.getByRole('region', { name: game.name, exact: true });
      await expect(guide.getByRole('heading', { level: 2, name: game.name, exact: true })).toBeVisible();
      await expect(guide.getByRole('heading', { name: 'How it scores' })).toBeVisible();
      await expect(guide.getByRole('link', { name: `Play ${game.name}` })).toHaveAttribute('href', game.path);
    }
    await page
      .getByRole('region', { name: 'Number Puzzle', exact: true })
      .getByRole('link', { name: 'Play Number Puzzle' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.numberPuzzle}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the training schedule gives the session length, frequency and target accuracy', async ({ page }) => {
    const schedule = page.getByRole('region', { name: 'Your training schedule' });
    await gotoHydrated(page, PATHS.gameGuides);
    await expect(schedule.getByText('15–30', { exact: true })).toBeVisible();
    await expect(schedule.getByText('3–5', { exact: true })).toBeVisible();
    await expect(schedule.getByText('70–80%', { exact: true })).toBeVisible();
    await expect(schedule.getByText(/rules of thumb/)).toBeVisible();
  });

  test('in Spanish, the schedule is written the Spanish way and the choice carries through the links', async ({
    page,
  }) => {
    await gotoHydrated(page, `${PATHS.gameGuides}?lang=es`);
    await expect(page.getByRole('link', { name: 'Jugar a Memory Match' })).toHaveAttribute(
      'href',
      `${PATHS.memoryMatch}?lang=es`,
    );
    const schedule = page.getByRole('region', { name: 'Tu plan de práctica' });
    await expect(schedule.getByText('15–30', { exact: true })).toBeVisible();
    await expect(schedule.getByText('70–80\u00a0%', { exact: true })).toBeVisible();
    await expect(schedule.getByText(/reglas prácticas/)).toBeVisible();
  });

  test('Start Training Now goes to the home page', async ({ page }) => {
    await gotoHydrated(page, PATHS.gameGuides);
    await page.getByRole('link', { name: 'Start Training Now' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
    ).toBeVisible();
  });

  test('Back returns to the previous page of the site', async ({ page }) => {
    await gotoHydrated(page, PATHS.faq);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Game Guides' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Game Guides' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.faq}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Game Guides' })).toHaveCount(0);
  });

  test('Back on a page opened directly goes home', async ({ page }) => {
    await gotoHydrated(page, PATHS.gameGuides);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
    ).toBeVisible();
  });
});

// The build under test is made without SISTER_SITE_URL (decision 020), so no page shows or links a
// sister site: not its card, and not the footer's link.
async function expectNoSisterSite(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#sister-site-title')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /sister site|Visit .*opens in a new tab/i })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'About' })).toHaveCount(0);
}

test.describe('brain science', () => {
  test('covers the evidence, principles, outlook and sources, without a sister site, and Home', async ({
    page,
  }) => {
    await gotoHydrated(page, PATHS.brainScience);
    for (const name of [
      'The brain changes with use',
      'Practice effects: getting better at what you do',
      'Near and far transfer',
      'Exercise, sleep and an engaged life',
      'Training principles that follow from the evidence',
      'The limits of the evidence',
      'Future outlook',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/do not prevent, treat or diagnose any condition/)).toBeVisible();
    const sources = page.getByRole('region', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(5);
    for (const href of await sources.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^https:\/\/(doi\.org|pubmed\.ncbi\.nlm\.nih\.gov)\//);
    }

    await expectNoSisterSite(page);
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
    ).toBeVisible();
  });
});

test.describe('training tips', () => {
  test('covers timing, challenge, consistency, variety, the plan, mindset and each game', async ({
    page,
  }) => {
    await gotoHydrated(page, PATHS.trainingTips);
    for (const name of [/^Timing/, /^Challenge level/, /^Consistency/, /^Variety/, /^Mindset/]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const plan = page
      .getByRole('region', { name: 'Your 3-phase plan' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(plan).toHaveCount(3);
    await expect(plan.nth(0)).toContainText('Weeks 1–2');
    await expect(plan.nth(1)).toContainText('Weeks 3–4');
    await expect(plan.nth(2)).toContainText('Week 5 onwards');

    const tips = page.getByRole('region', { name: 'Tips for each game' });
    for (const game of GAMES) {
      await expect(tips.getByRole('heading', { level: 3, name: game.name, exact: true })).toBeVisible();
      await expect(tips.getByRole('link', { name: `Play ${game.name}` })).toHaveAttribute('href', game.path);
    }
    await expectNoSisterSite(page);
  });
});
