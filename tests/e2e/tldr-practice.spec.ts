import { expect, type Page, test } from '@playwright/test';
import { archiveDays, dayBeforeTodayPacific } from '../../src/shared/games/tldr/archive-days.ts';
import { pacificDay } from '../../src/shared/time.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, toast } from './support/site.ts';

// TL;DR practice is played in the browser alone. The test server's first word of the day is today's
// (its database is new), so it has no past day to give: the archive's two answers (its first day,
// and a past day's word) are answered here as the server answers them (tests/api/server-clock.test.ts
// checks the server's side: never today's word, always a past day's).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The page's clock stands at the moment the days below are worked out (its timers still run), so a
// run that crosses Pacific midnight cannot see one day here and the next in the page.
const NOW = new Date();
const YESTERDAY = dayBeforeTodayPacific(NOW);
const FIRST_DAY = archiveDays(NOW, '2000-01-01')[3] as string;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});
const ANSWER = 'GARDEN';
const MEANING = {
  partOfSpeech: 'noun',
  definition: 'a plot of ground where plants are cultivated',
  baseForm: null,
};

/** Answers the archive's requests, and notes every request to the plays and scores API. */
async function serveArchive(page: Page): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/plays') || pathname.startsWith('/api/scores'))
      sent.push(`${request.method()} ${pathname}`);
  });
  await page.route('**/api/plays/tldr/archive', (route) => route.fulfill({ json: { firstDay: FIRST_DAY } }));
  await page.route(`**/api/plays/tldr/answers/${YESTERDAY}`, (route) =>
    route.fulfill({ json: { day: YESTERDAY, answer: ANSWER, meaning: MEANING } }),
  );
  return sent;
}

async function guess(page: Page, word: string) {
  await page.keyboard.type(word.toLowerCase());
  await page.keyboard.press('Enter');
}

test('an archive day is played to the end in the browser, in hard mode, and is kept as done', async ({
  page,
}) => {
  const sent = await serveArchive(page);
  await gotoHydrated(page, `${PATHS.tldr}?practice=archive`);
  const picker = page.getByRole('combobox', { name: 'Past day' });
  await expect(picker.getByRole('option')).toHaveCount(4);
  // Today is never offered: the newest day is yesterday in Pacific time.
  await expect(picker.getByRole('option').first()).toHaveText(YESTERDAY);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?day=${YESTERDAY}$`));
  await expect(page.getByTestId('tldr-word')).toHaveText(`Word of the day of ${YESTERDAY} (practice)`);

  await page.getByRole('switch', { name: 'Hard mode' }).check();
  await expect(page.getByTestId('tldr-hard-mode')).toBeVisible();
  // Keys typed in the switch belong to it: the player moves on to the board.
  await page.getByRole('group', { name: 'Guesses' }).click();
  await guess(page, 'GRAVEL');
  await expect(page.getByRole('img', { name: 'Row 1, letter 1: G, correct' })).toBeVisible();
  // Hard mode refuses a guess that leaves out a revealed hint, naming it, and uses no attempt.
  await page.keyboard.press('Backspace');
  await guess(page, 'PLANET');
  await expect(page.getByTestId('tldr-message')).toHaveText('The 1st letter must be G');
  await expect(page.getByRole('img', { name: /^Row 2, letter 1: P, not submitted/ })).toBeVisible();
  for (let letter = 0; letter < 6; letter += 1) await page.keyboard.press('Backspace');
  await guess(page, ANSWER);

  const panel = page.getByTestId('practice-result');
  await expect(panel.getByRole('heading', { name: 'Congratulations!' })).toBeFocused();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${ANSWER} in 2 of 6.`);
  await expect(panel).toContainText('Practice: not sent, and not counted in any statistics or streak.');
  // The meaning came with the day's answer.
  await expect(panel).toContainText(MEANING.definition);
  await panel.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Copied to clipboard').first()).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared.split('\n')[0]).toBe(`TL;DR ${YESTERDAY} (word of the day) 2/6*`);

  // Back in the picker, the day says it is done and plays offline.
  await page.goto(`${PATHS.tldr}?practice=archive`);
  await expect(picker.getByRole('option').first()).toHaveText(`${YESTERDAY} · solved · plays offline`);
  // Only the archive's two reads went out: no play was dealt, no move and no score sent.
  expect([...new Set(sent)].sort()).toEqual([
    `GET /api/plays/tldr/answers/${YESTERDAY}`,
    'GET /api/plays/tldr/archive',
  ]);
});

test('a day that is not over yet is refused in words, with the picker beside it', async ({ page }) => {
  const sent = await serveArchive(page);
  // The page opens as prerendered (today's game), then shows practice: with no error on the way.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const today = pacificDay(NOW);
  await gotoHydrated(page, `${PATHS.tldr}?day=${today}`);
  await expect(page.getByTestId('tldr-message')).toHaveText(
    `${today} is not over yet in Pacific time: its word is given once the day has ended. Pick a past day above.`,
  );
  await expect(page.getByRole('combobox', { name: 'Past day' })).toBeVisible();
  expect(sent).toEqual(['GET /api/plays/tldr/archive']);
  expect(errors).toEqual([]);
});

test('the Spanish practice word on the Spanish page: Ñ on the keyboard, accents not typed', async ({
  page,
}) => {
  const sent = await serveArchive(page);
  // The word dealt is random; this one is set before the page opens, as a kept game would be.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'brain-training:tldr:practice-es',
      JSON.stringify({
        game: { answer: 'CAMION', shown: 'camión', guesses: [], hardMode: false },
        finished: 0,
      }),
    );
  });
  await gotoHydrated(page, `${PATHS.tldr}?lang=es&practice=spanish`);
  await expect(page.getByTestId('tldr-word')).toHaveText('Palabra de práctica en español');
  const keyboard = page.getByRole('group', { name: 'Teclado' });
  await expect(keyboard.getByRole('button')).toHaveCount(29);
  // MAÑANA, with the on-screen Ñ.
  for (const key of ['M', 'A', 'Ñ', 'A', 'N', 'A'])
    await keyboard.getByRole('button', { name: key, exact: true }).click();
  await keyboard.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('img', { name: 'Fila 1, letra 3: Ñ, ausente' })).toBeVisible();
  await expect(keyboard.getByRole('button', { name: 'Ñ, ausente' })).toBeVisible();
  // "camion", typed without its accent, is CAMIÓN.
  await guess(page, 'camion');
  const panel = page.getByTestId('practice-result');
  await expect(panel.getByRole('heading', { name: '¡Enhorabuena!' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toContainText('CAMIÓN');
  await expect(panel).toContainText('Solo damos el significado de las palabras en inglés.');
  await expect(page.getByRole('img', { name: 'Fila 2, letra 5: O, correcta' })).toBeVisible();
  expect(sent).toEqual([]);
});
