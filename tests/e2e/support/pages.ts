import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from './site.ts';

/** The WCAG rule sets the content pages are checked against. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per element axe finds at fault, so that a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} - ${node.failureSummary ?? ''}`),
  );
}

/** Makes every page opened from now on start in the given theme, as if the visitor had chosen it. */
export async function storeTheme(target: Page | BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await target.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  );
}

/** The page shows the theme that was stored for it. */
export async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
}

/** Every one of these addresses of the site answers 200. */
export async function expectEachAnswers200(request: APIRequestContext, hrefs: string[]): Promise<void> {
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
}
