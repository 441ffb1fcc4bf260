// Decision 022: a page in Spanish shows no English. Every English text of the site's catalogs that the
// Spanish does not also say (four words or twenty characters or more, so not a name or a word both
// languages share) is looked for in every Spanish page, in its text and in the names and hints of its
// elements, and in the states where English could hide: the sign-in dialog, a signed-in player's
// account page, menu and deletion dialog, their progress page with its tables open, the phone menu, the assessment's questions and a game's
// feedback. A function of a catalog is read with a sample number
// for each of its arguments, and the text around the number is looked for (support/english-texts.ts).
import { expect, type Page, test } from '@playwright/test';
import { ALL_PATHS, GAME_PATHS, PATHS } from '../../src/web/lib/paths.ts';
import { historyFixture, progressFixture } from '../helpers/progress-fixture.ts';
import { englishOnlyTexts } from './support/english-texts.ts';
import { gotoHydrated, showHomeBoards, signUpThroughApi, storeSignedInUser } from './support/site.ts';

/**
 * English a Spanish page may show, and why. Empty as it should stay: a study's or an article's title
 * quoted in both languages, a name, or the link to the English page ("View in English", in English in
 * both catalogs) is said by the Spanish too, and so is not looked for.
 */
const ALLOWED = new Map<string, string>();

const ENGLISH = await englishOnlyTexts();

/** The pages that read the API after they are shown; the others are whole once hydrated. */
const READING = new Set<string>([
  PATHS.home,
  ...Object.values(GAME_PATHS),
  PATHS.research,
  PATHS.account,
  PATHS.progress,
  PATHS.admin,
  PATHS.support,
]);

/**
 * The English texts the page shows now: a sentence anywhere in its visible text (as `innerText` has
 * it, so hidden parts are left out) or in an element's accessible name, description, placeholder or
 * alternative text; a phrase as the whole of one of those or of a visible element's text.
 */
async function englishShown(page: Page): Promise<string[]> {
  const { text, wholes } = await page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'placeholder', 'alt', 'title'];
    const names = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap(
      (element) => attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    const elements = [...document.body.querySelectorAll('*')].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element.textContent.length < 80 && element.checkVisibility(),
    );
    const wholes = [document.title, ...names, ...elements.map((element) => element.textContent)];
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, hidden parts left out.
    const shown = document.body.innerText;
    return { text: [shown, ...wholes].join('\n'), wholes };
  });
  const normalize = (shown: string) => shown.replace(/\s+/g, ' ').trim().toLowerCase();
  const pageText = normalize(text);
  const whole = new Set(wholes.map(normalize));
  return [
    ...[...ENGLISH.sentences].filter(([english]) => pageText.includes(english)),
    ...[...ENGLISH.phrases].filter(([english]) => whole.has(english)),
  ]
    .filter(([english]) => !ALLOWED.has(english))
    .map(([english, where]) => `${where}: "${english}"`);
}

async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishShown(page)).toEqual([]);
}

test('the catalogs give English texts to look for', () => {
  // A walk that found nothing would pass every page below.
  expect(ENGLISH.sentences.size).toBeGreaterThan(500);
  expect(ENGLISH.phrases.size).toBeGreaterThan(100);
});

test('the English FAQ shows them: the check finds English sentences and phrases where there are some', async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.faq);
  const found = await englishShown(page);
  expect(found.length).toBeGreaterThan(20);
  // The header's button, a phrase.
  expect(found.filter((line) => line.endsWith('"sign in"'))).toHaveLength(1);
});

for (const path of [...ALL_PATHS, '/nope']) {
  test(`${path}?lang=es shows no English`, async ({ page }) => {
    await gotoHydrated(page, `${path}?lang=es`);
    // What loads after hydration is there too: the home page's boards, as a visitor scrolls to them,
    // and what the pages that read the API show once they have read it.
    if (path === PATHS.home) await showHomeBoards(page, 'Clasificaciones');
    if (READING.has(path)) await page.waitForLoadState('networkidle');
    await expectNoEnglish(page);
  });
}

test('the sign-in dialog in Spanish, and its sign-up step, show no English', async ({ page }) => {
  await gotoHydrated(page, `${PATHS.home}?lang=es`);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoEnglish(page);
  // Sent empty, it says what is missing.
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Falta información')).toBeVisible();
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: /regístrate|crear cuenta/i }).click();
  await expect(dialog.getByRole('textbox')).toHaveCount(2);
  await expectNoEnglish(page);
});

test('a signed-in player’s account page, account menu and deletion dialog in Spanish show no English', async ({
  page,
}) => {
  // Signed up with the page's own requests, so that the browser holds the session the page reads with.
  await storeSignedInUser(page, await signUpThroughApi(page.request));
  await gotoHydrated(page, `${PATHS.account}?lang=es`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /, menú de la cuenta$/ })
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectNoEnglish(page);
  await page.keyboard.press('Escape');
  // The deletion's confirmation, whose texts come with it.
  await page.getByRole('main').getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await expectNoEnglish(page);
});

test('a signed-in player’s progress page in Spanish, every part filled and its tables open, shows no English', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  // Every part of the page shown, whatever this run's database holds for a new player.
  await page.route(`**/api/users/${player.id}/progress`, (route) => route.fulfill({ json: progressFixture }));
  await page.route(`**/api/users/${player.id}/history**`, (route) =>
    route.fulfill({ json: historyFixture(3, 30, 27) }),
  );
  await gotoHydrated(page, `${PATHS.progress}?lang=es`);
  await expect(page.getByRole('main').getByRole('table').first()).toBeAttached();
  const summaries = page.getByRole('main').locator('details:not([open]) > summary');
  for (let count = await summaries.count(); count > 0; count -= 1) await summaries.first().click();
  await expectNoEnglish(page);
});

test('the phone menu in Spanish shows no English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `${PATHS.faq}?lang=es`);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú' })).toBeVisible();
  await expectNoEnglish(page);
});

test('the assessment in Spanish, once begun, shows no English', async ({ page }) => {
  await gotoHydrated(page, `${PATHS.assessment}?lang=es`);
  await page.getByRole('button', { name: 'Comenzar evaluación' }).click();
  await expect(page.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  await expectNoEnglish(page);
});

test('a game in Spanish, with a wrong answer given, shows no English', async ({ page }) => {
  await gotoHydrated(page, `${PATHS.wordScramble}?lang=es`);
  const answer = page.getByRole('textbox').first();
  await answer.fill('zzzz');
  await answer.press('Enter');
  await expect(page.getByText('¡Inténtalo de nuevo!').first()).toBeVisible();
  await expectNoEnglish(page);
});
