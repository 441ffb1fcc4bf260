// Decision 022: every page is served prerendered in Spanish from its first byte at `?lang=es`, with
// its Spanish title, description and language alternates, and hydrates without a mismatch and
// without rendering its text again; the server remembers a choice of Spanish.
import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { pageMetaMessages } from '../../src/web/routes/messages.ts';
import { gotoHydrated } from './support/site.ts';

type PageKey = keyof typeof PATHS;
const SPANISH = pageMetaMessages.es as NonNullable<typeof pageMetaMessages.es>;

/** The attribute of the first tag of a kind that has another attribute with a value, in raw HTML. */
function attributeOf(html: string, tag: RegExp, attribute: string): string | undefined {
  const found = html.match(tag)?.[0];
  return found?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1];
}

/** The text of a piece of HTML, entities of the prerender decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

test.describe('the HTML the server sends for ?lang=es, before any script runs', () => {
  for (const key of Object.keys(PATHS) as PageKey[]) {
    const path = PATHS[key];
    test(`${path}: lang="es", its Spanish title, description and main heading, and alternates both ways`, async ({
      request,
    }) => {
      const [english, spanish] = await Promise.all(
        [path, `${path}?lang=es`].map(async (address) => {
          const response = await request.get(address);
          expect(response.status(), address).toBe(200);
          return response.text();
        }),
      );
      const html = spanish as string;
      expect(html).toMatch(/<html lang="es"/);
      expect(textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(SPANISH[key].title);
      expect(textOf(attributeOf(html, /<meta name="description"[^>]*>/, 'content') ?? '')).toBe(
        SPANISH[key].description,
      );
      for (const [lang, address] of [
        ['en', path],
        ['es', `${path}?lang=es`],
      ] as const) {
        for (const page of [html, english as string]) {
          const href = attributeOf(page, new RegExp(`<link[^>]*hrefLang="${lang}"[^>]*>`), 'href') ?? '';
          expect(new URL(href).pathname + new URL(href).search, lang).toBe(address);
        }
      }
      const canonical = attributeOf(html, /<link rel="canonical"[^>]*>/, 'href') ?? '';
      expect(new URL(canonical).search).toBe('?lang=es');
      // A main heading, in Spanish where the page's name is not a game's or the same word in both
      // languages (Blog; the admin's lock screen names the dashboard in English in both).
      const heading = (page: string) => textOf(page.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
      expect(heading(html)).not.toBe('');
      if (!['memoryMatch', 'numberPuzzle', 'wordScramble', 'tldr', 'admin', 'blog'].includes(key)) {
        expect(heading(html)).not.toBe(heading(english as string));
      }
    });
  }

  test('an unknown address in Spanish answers 404 with the Spanish 404 page', async ({ request }) => {
    for (const address of ['/nope?lang=es', '/games/tldr?lang=es', '/es/nope']) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<html lang="es"/);
      expect(textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(SPANISH.notFound.title);
    }
  });

  test('a Spanish copy’s own address leads to the address the site links', async ({ request }) => {
    const response = await request.get('/es/faq', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/faq?lang=es');
  });
});

/**
 * Opens a page and records, from before its first script, every change to the text of the page's main
 * content until it is hydrated and a moment after; and every error the page reports (React reports a
 * hydration mismatch as one).
 */
async function openWatched(page: Page, address: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { textChanges: string[] }).textChanges = changes;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const inMain =
          (record.target as Element).closest?.('#main') ?? record.target.parentElement?.closest('#main');
        if (!inMain) continue;
        if (record.type === 'characterData') changes.push(`text: ${record.target.textContent}`);
        else for (const node of record.addedNodes) changes.push(`added: ${node.textContent?.slice(0, 60)}`);
      }
    });
    // From the end of parsing (the parser's own insertions are no render), before hydration begins.
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document, { subtree: true, childList: true, characterData: true }),
    );
  });
  await gotoHydrated(page, address);
  // Effects that would render again run right after hydration.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const changes = await page.evaluate(() => (window as unknown as { textChanges: string[] }).textChanges);
  return { errors, changes };
}

test.describe('a Spanish page hydrates as it was prerendered', () => {
  for (const path of [
    PATHS.faq,
    PATHS.privacy,
    PATHS.about,
    PATHS.gameGuides,
    PATHS.research,
    PATHS.contact,
  ]) {
    test(`${path}?lang=es: no error, and not one text of its content rendered again`, async ({ page }) => {
      const { errors, changes } = await openWatched(page, `${path}?lang=es`);
      expect(errors).toEqual([]);
      expect(changes).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }

  test('an English page too', async ({ page }) => {
    const { errors, changes } = await openWatched(page, PATHS.faq);
    expect(errors).toEqual([]);
    expect(changes).toEqual([]);
  });
});

test('a choice of Spanish is remembered: a page opened without a language comes in Spanish, until English is chosen', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATHS.faq}?lang=es`);
  await gotoHydrated(page, PATHS.about);
  await expect(page).toHaveURL(/\/about\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The switch tells the server in the background (HEAD), which forgets the choice.
  const told = page.waitForResponse((response) => response.request().method() === 'HEAD');
  await page.getByRole('banner').getByRole('link', { name: 'View in English' }).first().click();
  await told;
  await expect(page).toHaveURL(/\/about\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await gotoHydrated(page, PATHS.faq);
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
