import { randomBytes, randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, toast } from './support/site.ts';

const dialog = (page: Page) => page.getByRole('dialog');

async function openSignUp(page: Page, labels: { signIn: string; toSignUp: RegExp }) {
  await page.getByRole('banner').getByRole('button', { name: labels.signIn }).click();
  await dialog(page).getByRole('button', { name: labels.toSignUp }).click();
}

test('a name of 50 characters outside the Basic Multilingual Plane is typed whole and accepted', async ({
  page,
}) => {
  // 50 CJK ideographs of Extension B: 100 UTF-16 units, 50 characters; the last two make it unique.
  const name =
    '\u{20000}'.repeat(48) +
    String.fromCodePoint(0x20001 + randomInt(40_000)) +
    String.fromCodePoint(0x20001 + randomInt(40_000));
  await gotoHydrated(page, '/');
  await openSignUp(page, { signIn: 'Sign In', toSignUp: /sign up/i });
  const username = dialog(page).getByLabel('Username');
  await username.fill(name);
  await expect(username).toHaveValue(name);
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await dialog(page)
    .getByLabel('Email')
    .fill(`astral-${randomBytes(5).toString('hex')}@example.com`);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(toast(page, 'Account created!')).toContainText(name);
});

test('a name of invisible characters is refused with a message in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/?lang=es');
  await openSignUp(page, { signIn: 'Iniciar sesión', toSignUp: /regístrate/i });
  await dialog(page).getByLabel('Nombre de usuario').fill('\u3164\u3164\u3164');
  await dialog(page)
    .getByLabel('Correo electrónico')
    .fill(`filler-${randomBytes(5).toString('hex')}@example.com`);
  await dialog(page).getByRole('button', { name: 'Crear cuenta' }).click();
  const refused = toast(page, 'Nombre de usuario no permitido');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('caracteres invisibles');
  await expect(dialog(page)).toBeVisible();
});
