import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { expectEachAnswers200 } from './support/pages.ts';
import { expectTheme, gotoHydrated, storeTheme } from './support/site.ts';

interface InfoPage {
  path: string;
  heading: string;
  title: string;
  description: RegExp;
}

const PAGES: InfoPage[] = [
  {
    path: PATHS.privacy,
    heading: 'Privacy Policy',
    title: 'Privacy Policy',
    description: /^What Brain Training Puzzles stores about you and why: .*how to have it removed\.$/,
  },
  {
    path: PATHS.terms,
    heading: 'Terms of Service',
    title: 'Terms of Service',
    description:
      /^The terms for using Brain Training Puzzles: a free service, .*fair play.*donations.*no medical claims/,
  },
  {
    path: PATHS.about,
    heading: 'About Us',
    title: 'About Brain Training Puzzles',
    description: /^What Brain Training Puzzles is, who it is for, and what we stand for/,
  },
  {
    path: PATHS.brainHealth,
    heading: 'Brain Health',
    title: 'Brain Health Guide',
    description:
      /^Habits that support a healthy brain, from the WHO, the U\.S\. National Institute on Aging and the CDC/,
  },
  {
    path: PATHS.faq,
    heading: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions',
    description: /^Answers about the games, accounts, leaderboards, the daily word and your data/,
  },
];

/** The FAQ's questions, the buttons of its accordion. */
function faqQuestions(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button');
}

/**
 * Opens every FAQ answer, so that the links and text inside the answers are in the page too. One click
 * per question from inside the page keeps this quick; opening by pointer and keyboard is tested below.
 */
async function openAllAnswers(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .locator('h3 button[aria-expanded="false"]')
    .evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
  await expect(page.getByRole('main').locator('h3 button[aria-expanded="true"]')).toHaveCount(24);
}

for (const info of PAGES) {
  test.describe(`${info.path}`, () => {
    test('has its heading, title, description and canonical link', async ({ page }) => {
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: info.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(info.title);
      const description = page.locator('head meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute('content', info.description);
      const canonical = page.locator('head link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      const href = await canonical.getAttribute('href');
      expect(new URL(href ?? '').pathname).toBe(info.path);
    });

    test('every link to another page of the site answers 200', async ({ page }) => {
      await gotoHydrated(page, info.path);
      if (info.path === PATHS.faq) await openAllAnswers(page);
      const here = new URL(page.url());
      const hrefs = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const inSite = hrefs.map((href) => new URL(href)).filter((url) => url.origin === here.origin);
      // Links within the page (its table of contents) must lead to a section that exists.
      for (const url of inSite.filter((target) => target.pathname === here.pathname && target.hash)) {
        await expect(page.locator(`[id="${url.hash.slice(1)}"]`), url.hash).toHaveCount(1);
      }
      const pages = [
        ...new Set(
          inSite.filter((url) => url.pathname !== here.pathname).map((url) => `${url.pathname}${url.search}`),
        ),
      ];
      expect(pages.length, 'links to other pages of the site').toBeGreaterThanOrEqual(4);
      await expectEachAnswers200(page.request, pages);
    });
  });
}

test('the brain health page cites three health organisations in new tabs, announced as such', async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.brainHealth);
  const external = page.getByRole('main').locator('a[href^="http"]');
  const hosts = new Set<string>();
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    hosts.add(new URL((await link.getAttribute('href')) ?? '').host);
  }
  expect([...hosts].sort()).toEqual(['www.cdc.gov', 'www.nia.nih.gov', 'www.who.int']);
  await expect(page.getByRole('heading', { level: 2, name: 'Where puzzles fit' })).toBeVisible();
  await expect(page.getByText('Our games are fun practice, not treatment.')).toBeVisible();
});

test.describe('the FAQ', () => {
  test('has 24 questions, each a button that starts closed', async ({ page }) => {
    await gotoHydrated(page, PATHS.faq);
    const questions = faqQuestions(page);
    await expect(questions).toHaveCount(24);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('two questions opened one after the other both stay open with their answers visible', async ({
    page,
  }) => {
    await gotoHydrated(page, PATHS.faq);
    const monthly = page.getByRole('button', { name: 'When does the monthly leaderboard reset?' });
    const word = page.getByRole('button', { name: 'When does the TL;DR word change?' });

    await monthly.click();
    await expect(monthly).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The all-time board never resets.', { exact: false })).toBeVisible();

    // The second one opens from the keyboard.
    await word.focus();
    await page.keyboard.press('Enter');
    await expect(word).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('At midnight Pacific time (the time zone of Los Angeles), every day,', { exact: false }),
    ).toBeVisible();

    // Opening the second did not close the first.
    await expect(monthly).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('The all-time board never resets.', { exact: false })).toBeVisible();

    // And a question closes again on its own.
    await monthly.click();
    await expect(monthly).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('The all-time board never resets.', { exact: false })).toBeHidden();
    await expect(word).toHaveAttribute('aria-expanded', 'true');
  });

  test('answers tell the leaderboard size, that there is no password and when a code is e-mailed', async ({
    page,
  }) => {
    await gotoHydrated(page, PATHS.faq);
    await page.getByRole('button', { name: 'How do the leaderboards work?' }).click();
    await expect(page.getByText(/shows\s+the top 30 players/)).toBeVisible();
    await page.getByRole('button', { name: 'How do I sign in without a password?' }).click();
    const answer = page.getByText(
      /enter the e-mail address of your account\. On the browser you signed up with/,
    );
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('On any other browser we e-mail you a six-digit code');
  });
});

// Each page as it opens is checked by axe in accessibility.spec.ts; the FAQ is checked here once more
// with its answers open, so that the answers' text and links are checked too.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    test(`${PATHS.faq} with every answer open has no axe violations`, async ({ page }) => {
      // axe has a long page to go through.
      test.slow();
      await gotoHydrated(page, PATHS.faq);
      await expectTheme(page, theme);
      await openAllAnswers(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
