import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, toast } from './support/site.ts';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';
const THANKS = "Thank you for your message. We'll get back to you soon.";
const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;

const field = (page: Page, label: (typeof FIELDS)[number]) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send/ });

async function fillForm(page: Page, subject: string) {
  await field(page, 'Name').fill('Ada Tester');
  await field(page, 'Email').fill('ada.tester@example.com');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Hello team,\nthe number puzzle is great.');
}

test('a message is sent, the form clears, and the admin dashboard lists it', async ({ page }) => {
  // Two pages and an unlock.
  test.slow();
  await gotoHydrated(page, PATHS.contact);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const subject = `Feedback ${randomBytes(4).toString('hex')}`;
  await fillForm(page, subject);

  // The request is held until the form has been seen in its sending state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await sendButton(page).click();
  for (const label of FIELDS) await expect(field(page, label)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveText('Sending…');
  release();

  await expect(toast(page, 'Message Sent!')).toBeVisible();
  await expect(toast(page, 'Message Sent!')).toContainText(THANKS);
  for (const label of FIELDS) {
    await expect(field(page, label)).toBeEnabled();
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(field(page, 'Name')).toBeFocused();

  await page.unroute('**/api/contact');
  await gotoHydrated(page, PATHS.admin);
  await page.getByLabel('Admin key').fill(ADMIN_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const messages = page.getByRole('region', { name: 'Contact messages' });
  const message = messages.getByRole('article', { name: subject });
  await expect(message).toBeVisible();
  await expect(message).toContainText('Ada Tester');
  await expect(message).toContainText('ada.tester@example.com');
  await expect(message).toContainText('the number puzzle is great.');
});

test('a server error shows its code’s text, or the fallback text without one', async ({ page }) => {
  await gotoHydrated(page, PATHS.contact);
  await fillForm(page, 'Server error path');

  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'The message store is down for maintenance.' }),
    }),
  );
  await sendButton(page).click();
  // The text is the code's, in the page's language, whatever the server's message says.
  await expect(toast(page, 'Internal server error')).toBeVisible();
  // Nothing was sent, so nothing is cleared.
  await expect(field(page, 'Subject')).toHaveValue('Server error path');
  await expect(field(page, 'Subject')).toBeEnabled();
  await expect(sendButton(page)).toBeFocused();

  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
  await sendButton(page).click();
  await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
});

test('a network failure says to check the connection', async ({ page }) => {
  await gotoHydrated(page, PATHS.contact);
  await fillForm(page, 'Network failure path');
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await sendButton(page).click();
  await expect(
    toast(page, 'Unable to send message. Please check your connection and try again.'),
  ).toBeVisible();
  await expect(field(page, 'Message')).toHaveValue('Hello team,\nthe number puzzle is great.');
});

test('a field the server refuses is named in the page’s words', async ({ page }) => {
  await gotoHydrated(page, PATHS.contact);
  await fillForm(page, 'Blank name');
  // Spaces satisfy the browser's "required" but not the server, which trims them.
  await field(page, 'Name').fill('   ');
  await sendButton(page).click();
  await expect(toast(page, 'Please fill in the Name field.')).toBeVisible();
});

test('a Spanish page says which field is missing in Spanish, not in the browser’s own words', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await gotoHydrated(page, `${PATHS.contact}?lang=es`);
  // The browser's own checks are off: their bubbles would speak the browser's language.
  await expect(page.locator('form[novalidate]')).toHaveCount(1);
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(toast(page, 'Rellena el campo Correo electrónico.')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeFocused();
  await page.getByLabel('Correo electrónico', { exact: true }).fill('ana-en-ejemplo');
  await page.getByLabel('Asunto', { exact: true }).fill('Hola');
  await page.getByLabel('Mensaje', { exact: true }).fill('Hola equipo');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(toast(page, 'Escribe una dirección de correo válida.')).toBeVisible();
  expect(sent).toEqual([]);
});

test('an address with ?, & or % is refused in the page’s language before anything is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent.push(request.url());
  });
  await gotoHydrated(page, PATHS.contact);
  await fillForm(page, 'Crafted address');
  await field(page, 'Email').fill('ann&bcc=eve@example.com');
  await sendButton(page).click();
  await expect(toast(page, 'Email address must not contain ?, & or %')).toBeVisible();

  await gotoHydrated(page, `${PATHS.contact}?lang=es`);
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('ana?bcc=eve@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill('Hola');
  await page.getByLabel('Mensaje', { exact: true }).fill('Hola equipo');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(toast(page, 'La dirección de correo no puede contener ?, & ni %')).toBeVisible();
  expect(sent).toEqual([]);
});

test('the honeypot field is hidden from people and assistive technology', async ({ page }) => {
  await gotoHydrated(page, PATHS.contact);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('textbox', { name: /website/i })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  // Every field a person sees is labelled and required.
  for (const label of FIELDS) await expect(field(page, label)).toHaveAttribute('required', '');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
});
