import { expect, type Page, test } from '@playwright/test';
import { GAME_PATHS, PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated, storeTheme } from './support/site.ts';

/** The letter of the right option of each question, and of a wrong one. */
const RIGHT = ['A', 'C', 'B', 'B', 'A'] as const;
const WRONG = ['B', 'A', 'A', 'A', 'B'] as const;
const AREAS = ['Memory', 'Attention', 'Processing Speed', 'Reasoning'] as const;

function option(page: Page, letter: string) {
  return page.getByRole('main').getByRole('button', { name: new RegExp(`^${letter}\\.`) });
}

function position(page: Page) {
  return page.locator('p', { hasText: /^Question \d of 5$/ });
}

const countdown = (page: Page) => page.getByRole('timer', { name: 'Seconds left' });
const results = (page: Page) => page.getByRole('region', { name: 'Your Results' });
const areas = (page: Page) => page.getByRole('region', { name: 'Scores by Area' });
const recommendations = (page: Page) => page.getByRole('region', { name: 'Recommendations' });

/** The row of one area in the results: its name, percentage and level. */
function area(page: Page, name: string) {
  return areas(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Answers questions `first` to 5 with the given letters. */
async function answerAll(page: Page, letters: readonly string[], first = 1) {
  for (const [index, letter] of letters.entries()) {
    await expect(position(page)).toHaveText(`Question ${first + index} of 5`);
    await option(page, letter).click();
  }
}

/**
 * Opens the page with its clock under the test's control and stopped, so that no question runs out
 * of time while a busy machine clicks; `page.clock.runFor` moves it on.
 */
async function openWithClockStopped(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await gotoHydrated(page, PATHS.assessment);
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'));
}

async function begin(page: Page) {
  await openWithClockStopped(page);
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
}

test('the intro explains the four areas, the time and the guidelines', async ({ page }) => {
  await gotoHydrated(page, PATHS.assessment);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cognitive Assessment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of AREAS) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(/about 5-10 minutes/)).toBeVisible();
  await expect(page.getByText(/quiet place/)).toBeVisible();
  await expect(page.getByText(/as quickly/)).toBeVisible();
  await expect(page.getByText(/Each question is timed/)).toBeVisible();
  await expect(page.getByText(/personalised recommendations/)).toBeVisible();
  await expect(page.getByText(/not a medical diagnostic tool/)).toBeVisible();

  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(position(page)).toHaveText('Question 1 of 5');
  await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
    'aria-valuetext',
    'Question 1 of 5',
  );
  await expect(countdown(page)).toHaveText(/^1[45]s$/);
  // The real clock: a few seconds later the countdown has moved on, and the question is still there.
  await expect(countdown(page)).toHaveText('12s');
  await expect(position(page)).toHaveText('Question 1 of 5');
});

test('all correct, answered with the keyboard: 100% and Excellent everywhere, no recommendations', async ({
  page,
}) => {
  await openWithClockStopped(page);
  await page.getByRole('button', { name: 'Begin Assessment' }).focus();
  await page.keyboard.press('Enter');
  for (const [index, letter] of RIGHT.entries()) {
    await expect(position(page)).toHaveText(`Question ${index + 1} of 5`);
    await expect(page.getByTestId('game-announcer')).toHaveText(`Question ${index + 1} of 5`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeFocused();
    for (let tab = 0; tab <= 'ABCD'.indexOf(letter); tab++) await page.keyboard.press('Tab');
    await expect(option(page, letter)).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Your Results' })).toBeFocused();
  await expect(results(page)).toContainText('100%');
  await expect(results(page)).toContainText('Excellent');
  await expect(results(page)).toContainText('5 of 5 answers correct');
  for (const name of AREAS) {
    await expect(area(page, name)).toContainText('100%');
    await expect(area(page, name)).toContainText('Excellent');
  }
  await expect(recommendations(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recommendations' })).toHaveCount(0);
  await expect(page.getByText(/not a validated cognitive test/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await page.getByRole('link', { name: 'Start Training Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
  ).toBeVisible();
});

test('all wrong: 0%, Needs Improvement everywhere and a game for every area', async ({ page }) => {
  await begin(page);
  await answerAll(page, WRONG);

  await expect(results(page)).toContainText('0%');
  await expect(results(page)).toContainText('Needs Improvement');
  await expect(results(page)).toContainText('0 of 5 answers correct');
  for (const name of AREAS) {
    await expect(area(page, name)).toContainText('0%');
    await expect(area(page, name)).toContainText('Needs Improvement');
  }
  const games = [
    ['Memory', 'Memory Match', GAME_PATHS[1]],
    ['Attention', 'TL;DR', GAME_PATHS[4]],
    ['Processing Speed', 'Number Puzzle', GAME_PATHS[2]],
    ['Reasoning', 'Word Scramble', GAME_PATHS[3]],
  ] as const;
  const items = recommendations(page).getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, [areaName, game, path]] of games.entries()) {
    await expect(items.nth(index).getByRole('heading', { level: 3 })).toHaveText(areaName);
    await expect(items.nth(index).getByRole('link', { name: `Play ${game}` })).toHaveAttribute(
      'href',
      path ?? '',
    );
  }

  await recommendations(page).getByRole('link', { name: 'Play Number Puzzle' }).click();
  await expect(page).toHaveURL(new RegExp(`${GAME_PATHS[2]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('in Spanish: the questions, levels and links speak Spanish and keep the language', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await gotoHydrated(page, `${PATHS.assessment}?lang=es`);
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evaluación cognitiva');
  await expect(page.getByText(/No es una herramienta de diagnóstico médico/)).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar evaluación' }).click();
  await expect(page.locator('p', { hasText: /^Pregunta 1 de 5$/ })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Segundos restantes' })).toHaveText('15s');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('siete números');
  for (const letter of ['A', 'A', 'B', 'B', 'B']) await option(page, letter).click();

  const summary = page.getByRole('region', { name: 'Tus resultados' });
  await expect(summary).toContainText('60');
  await expect(summary).toContainText('Bueno');
  const byArea = page.getByRole('region', { name: 'Puntuación por área' });
  for (const label of ['Promedio', 'Necesita mejorar', 'Excelente']) {
    await expect(byArea.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const advice = page.getByRole('region', { name: 'Recomendaciones' });
  await expect(advice.getByRole('heading', { level: 3 })).toHaveText(['Memoria', 'Atención']);
  await expect(advice.getByRole('link', { name: 'Jugar a Memory Match' })).toHaveAttribute(
    'href',
    `${GAME_PATHS[1]}?lang=es`,
  );
  await expect(page.getByRole('link', { name: 'Empieza a entrenar' })).toHaveAttribute('href', '/?lang=es');
  await page.clock.resume();
  expect(await axeViolations(page)).toEqual([]);
});

test('a question whose time runs out counts as wrong, with no message', async ({ page }) => {
  await begin(page);

  await expect(position(page)).toHaveText('Question 1 of 5');
  await expect(countdown(page)).toHaveText('15s');
  await page.clock.runFor(1000);
  await expect(countdown(page)).toHaveText('14s');
  await page.clock.runFor(13_000);
  await expect(countdown(page)).toHaveText('1s');
  await expect(position(page)).toHaveText('Question 1 of 5');
  await page.clock.runFor(1000);

  await expect(position(page)).toHaveText('Question 2 of 5');
  await expect(countdown(page)).toHaveText('20s');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await answerAll(page, RIGHT.slice(1), 2);
  await expect(page.getByRole('heading', { level: 2, name: 'Your Results' })).toBeVisible();

  await expect(results(page)).toContainText('80%');
  await expect(results(page)).toContainText('Excellent');
  await expect(area(page, 'Memory')).toContainText('50%');
  await expect(area(page, 'Memory')).toContainText('Average');
  for (const name of AREAS.slice(1)) {
    await expect(area(page, name)).toContainText('100%');
    await expect(area(page, name)).toContainText('Excellent');
  }
  await expect(recommendations(page).getByRole('listitem')).toHaveCount(1);
  await expect(recommendations(page).getByRole('link', { name: 'Play Memory Match' })).toHaveAttribute(
    'href',
    GAME_PATHS[1] ?? '',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });
    // axe over a whole page takes several seconds on a busy two-core machine.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    test('the intro has no axe violations', async ({ page }) => {
      await gotoHydrated(page, PATHS.assessment);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a question has no axe violations', async ({ page }) => {
      // A fixed Date holds the countdown still while axe's own timers run.
      await page.clock.setFixedTime(new Date('2026-03-02T10:00:00Z'));
      await gotoHydrated(page, PATHS.assessment);
      await page.getByRole('button', { name: 'Begin Assessment' }).click();
      await expect(position(page)).toHaveText('Question 1 of 5');
      expect(await axeViolations(page)).toEqual([]);
      await expect(position(page)).toHaveText('Question 1 of 5');
    });

    test('the results have no axe violations', async ({ page }) => {
      await begin(page);
      // Three right, in a pattern that shows all four levels and their colours, and recommendations.
      await answerAll(page, ['A', 'A', 'B', 'B', 'B']);
      await expect(results(page)).toContainText('60%');
      for (const level of ['Excellent', 'Good', 'Average', 'Needs Improvement']) {
        await expect(page.getByText(level, { exact: true }).first()).toBeVisible();
      }
      await expect(recommendations(page)).toBeVisible();
      // axe waits on timers of its own.
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
