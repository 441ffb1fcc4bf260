import { expect, type Page, test } from '@playwright/test';
import { ASSESSMENT_QUESTIONS } from '../../src/shared/assessment/questions.ts';
import { LIST_SHOWN_MS } from '../../src/web/features/assessment/assessment-state.ts';
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
const listCountdown = (page: Page) => page.getByRole('timer', { name: 'Seconds until the list is hidden' });
/** The list a memory question shows before it asks (named by what to remember). */
const list = (page: Page) => page.getByRole('main').getByRole('list', { name: /^Remember these/ });
const ready = (page: Page) => page.getByRole('button', { name: "I'm ready" });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
/** The numbers of questions (1 to 5) that show a list first: the memory questions. */
const WITH_LIST = new Set(
  ASSESSMENT_QUESTIONS.flatMap((question, index) => (question.type === 'memory' ? [index + 1] : [])),
);
const results = (page: Page) => page.getByRole('region', { name: 'Your Results' });
const areas = (page: Page) => page.getByRole('region', { name: 'Scores by Area' });
const recommendations = (page: Page) => page.getByRole('region', { name: 'Recommendations' });

/** The row of one area in the results: its name, percentage and level. */
function area(page: Page, name: string) {
  return areas(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/**
 * Hides a memory question's list with I'm ready and checks that the question is then asked without it:
 * no list, no countdown of the list, the question's own countdown and its options.
 */
async function readList(page: Page) {
  await expect(list(page)).toBeVisible();
  await expect(countdown(page)).toHaveCount(0);
  await expect(option(page, 'A')).toHaveCount(0);
  await ready(page).click();
  await expect(list(page)).toHaveCount(0);
  await expect(listCountdown(page)).toHaveCount(0);
  await expect(countdown(page)).toBeVisible();
  await expect(option(page, 'A')).toBeVisible();
}

/** Answers questions `first` to 5 with the given letters, hiding each memory question's list first. */
async function answerAll(page: Page, letters: readonly string[], first = 1) {
  for (const [index, letter] of letters.entries()) {
    await expect(position(page)).toHaveText(`Question ${first + index} of 5`);
    if (WITH_LIST.has(first + index)) await readList(page);
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
  await expect(
    page.getByText(
      `The memory questions first show a list for ${LIST_SHOWN_MS / 1000} seconds, then hide it and ask about it; their time starts once the list is hidden.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/personalised recommendations/)).toBeVisible();
  await expect(page.getByText(/games to practise the areas/)).toHaveCount(0);
  await expect(page.getByText(/not a medical diagnostic tool/)).toBeVisible();

  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(position(page)).toHaveText('Question 1 of 5');
  await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
    'aria-valuetext',
    'Question 1 of 5',
  );
  // The list comes alone, with the seconds before it is hidden; the question is not asked yet.
  await expect(heading(page)).toHaveText('Remember these seven numbers, in order.');
  await expect(list(page).getByRole('listitem')).toHaveText(['7', '3', '9', '2', '8', '5', '1']);
  await expect(listCountdown(page)).toHaveText(/^[1-5]s$/);
  await expect(countdown(page)).toHaveCount(0);
  await expect(page.getByText('Which number was in 4th place?')).toHaveCount(0);
  await ready(page).click();
  await expect(heading(page)).toHaveText('Which number was in 4th place?');
  await expect(list(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('7', { exact: true })).toHaveCount(0);
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
  const announcer = page.getByTestId('game-announcer');
  const lists: Record<number, string> = { 1: '7, 3, 9, 2, 8, 5, 1', 5: 'CAT, DOG, BIRD, FISH, HORSE' };
  for (const [index, letter] of RIGHT.entries()) {
    await expect(position(page)).toHaveText(`Question ${index + 1} of 5`);
    if (WITH_LIST.has(index + 1)) {
      // The list is read out as it appears; I'm ready is the next stop of the Tab key.
      await expect(announcer).toHaveText(`Question ${index + 1} of 5. ${lists[index + 1]}.`);
      await expect(heading(page)).toHaveText(/^Remember these/);
      await expect(heading(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ready(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(list(page)).toHaveCount(0);
      await expect(announcer).toHaveText('The list is hidden.');
    } else {
      await expect(announcer).toHaveText(`Question ${index + 1} of 5`);
    }
    await expect(heading(page)).not.toHaveText(/^Remember these/);
    await expect(heading(page)).toBeFocused();
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
  await expect(recommendations(page)).toContainText(
    'For each one, here is a game that uses the same kind of skill, if you would like to practise it.',
  );
  await expect(recommendations(page)).toContainText(
    'Practising a game has not been shown to improve that skill in daily life.',
  );
  await expect(recommendations(page)).not.toContainText(/exercises|trains/);
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
  await expect(
    page.getByText(/Las preguntas de memoria muestran primero una lista durante 5 segundos/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar evaluación' }).click();
  await expect(page.locator('p', { hasText: /^Pregunta 1 de 5$/ })).toBeVisible();
  await expect(heading(page)).toHaveText('Recuerda estos siete números, en orden.');
  await expect(page.getByRole('timer', { name: 'Segundos hasta que se oculte la lista' })).toHaveText('5s');
  const readyEs = page.getByRole('button', { name: 'Ya lo tengo' });
  await readyEs.click();
  await expect(heading(page)).toHaveText('¿Qué número estaba en 4.º lugar?');
  await expect(page.getByRole('timer', { name: 'Segundos restantes' })).toHaveText('15s');
  for (const [index, letter] of ['A', 'A', 'B', 'B', 'B'].entries()) {
    await expect(page.locator('p', { hasText: /^Pregunta \d de 5$/ })).toHaveText(
      `Pregunta ${index + 1} de 5`,
    );
    if (index === 4) {
      await expect(heading(page)).toHaveText('Recuerda estas cinco palabras.');
      await readyEs.click();
      await expect(heading(page)).toHaveText('¿Cuál de estas palabras no estaba en la lista?');
    }
    await option(page, letter).click();
  }

  const summary = page.getByRole('region', { name: 'Tus resultados' });
  await expect(summary).toContainText('60');
  await expect(summary).toContainText('Bueno');
  const byArea = page.getByRole('region', { name: 'Puntuación por área' });
  for (const label of ['Promedio', 'Necesita mejorar', 'Excelente']) {
    await expect(byArea.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const advice = page.getByRole('region', { name: 'Recomendaciones' });
  await expect(advice).toContainText(
    'No se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
  );
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

  // Nobody presses I'm ready: the list hides by itself once its seconds are up, and only then does
  // the question's own countdown start, with all its 15 seconds.
  await expect(position(page)).toHaveText('Question 1 of 5');
  await expect(listCountdown(page)).toHaveText('5s');
  await page.clock.runFor(1000);
  await expect(listCountdown(page)).toHaveText('4s');
  await expect(list(page)).toBeVisible();
  await page.clock.runFor(LIST_SHOWN_MS - 1000);
  await expect(list(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText('Which number was in 4th place?');
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

    test('a memory question, its list and then the question, has no axe violations', async ({ page }) => {
      // A fixed Date holds the countdowns still while axe's own timers run.
      await page.clock.setFixedTime(new Date('2026-03-02T10:00:00Z'));
      await gotoHydrated(page, PATHS.assessment);
      await page.getByRole('button', { name: 'Begin Assessment' }).click();
      await expect(position(page)).toHaveText('Question 1 of 5');
      await expect(list(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expect(list(page)).toBeVisible();
      await ready(page).click();
      await expect(countdown(page)).toHaveText('15s');
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
