import { expect, type Page, type Request, test } from '@playwright/test';
import { FIXED_ERROR_MESSAGES } from '../../src/shared/api/errors.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import {
  emailFor,
  gotoHydrated,
  sendMarkerRequest,
  signInCode,
  signUpThroughApi,
  toast,
  uniqueUsername,
} from './support/site.ts';

/** The specification's pause in typing after which the username's availability is checked. */
const CHECK_DELAY_MS = 500;
/** A pause between two keys that is shorter than that. */
const KEY_PAUSE_MS = 400;

const banner = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');

async function openDialog(page: Page) {
  await banner(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function switchToSignUp(page: Page) {
  await dialog(page)
    .getByRole('button', { name: /sign up/i })
    .click();
  await expect(dialog(page).getByLabel('Username')).toBeVisible();
}

/** Each validation message is its own toast; the next one must not be confused with the last. */
async function expectToast(page: Page, title: string, description: string) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(description);
  // The page behind a modal dialog takes no pointer input, so the next message simply replaces this one.
}

/** Matches the page's POST to an API path (to read the body it sent). */
const postTo = (pathname: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === pathname;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
});

test('sign up, sign out and log in again', async ({ page }) => {
  const username = uniqueUsername('signup');
  const email = emailFor(username);

  await openDialog(page);
  await switchToSignUp(page);
  await dialog(page).getByLabel('Username').fill(username);
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await dialog(page).getByLabel('Email').fill(`  ${email}  `);
  const signUpRequest = page.waitForRequest(postTo('/api/users'));
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  // The page's language goes with the sign-up: the site's own e-mails to the player are written in it.
  expect((await signUpRequest).postDataJSON()).toEqual({ username, email, lang: 'en' });

  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(toast(page, 'Account created!')).toContainText(username);
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page).getByText(username, { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeHidden();

  // The session survives a reload: the stored user is restored and the server still knows it.
  await page.reload();
  await expect(banner(page).getByText(username, { exact: true })).toBeVisible();

  // The page shows the visitor signed out at once and tells the server meanwhile; the session is asked
  // about once the server has answered.
  const signedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/logout',
  );
  await banner(page)
    .getByRole('button', { name: `${username}, account menu` })
    .click();
  await banner(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(banner(page).getByText(username, { exact: true })).toBeHidden();
  await signedOut;
  const me = await page.request.get('/api/auth/me');
  expect(me.status(), 'the server session ends with the sign-out').toBe(401);

  await openDialog(page);
  await dialog(page).getByLabel('Email').fill(email.toUpperCase());
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(toast(page, 'Welcome back!')).toContainText(`Logged in as ${username}`);
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page).getByText(username, { exact: true })).toBeVisible();
});

/** What the dialog says after a login from a browser without the account's credential, whatever the address. */
const CODE_SENT_TEXT =
  'If an account uses this address, we have e-mailed it a code. No account yet? Sign up.';
const codeSentText = (page: Page) => dialog(page).getByText('If an account uses this address');

/** Another code than the one given (one digit changed), so that it is surely wrong. */
const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

test('a browser the account has not used signs in with the code e-mailed to it', async ({
  page,
  request,
}) => {
  // Signed up elsewhere: the API request context keeps its cookies apart from this page's browser.
  const user = await signUpThroughApi(request);

  await openDialog(page);
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(codeSentText(page)).toHaveText(CODE_SENT_TEXT);
  const field = dialog(page).getByLabel('Sign-in code');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  const first = await signInCode(user.email);

  // A wrong code is answered beside the field, with the tries left.
  await field.fill(wrongCode(first));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('This code is not right: 4 tries left.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A new code replaces the first one.
  await dialog(page).getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog(page)).toContainText('A new code is on its way');
  const second = await signInCode(user.email, 2);
  await field.fill(second);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Welcome back!')).toContainText(`Logged in as ${user.username}`);
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page).getByText(user.username, { exact: true })).toBeVisible();

  // The browser is known now: after signing out, the address alone signs in again.
  await banner(page)
    .getByRole('button', { name: `${user.username}, account menu` })
    .click();
  await banner(page).getByRole('button', { name: 'Sign Out' }).click();
  await openDialog(page);
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!').last()).toContainText(`Logged in as ${user.username}`);
  await expect(dialog(page)).toBeHidden();
});

test('the code step speaks Spanish, and Back returns to the address', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await gotoHydrated(page, `${PATHS.home}?lang=es`);
  await banner(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await dialog(page).getByLabel('Correo electrónico').fill(user.email);
  const loginRequest = page.waitForRequest(postTo('/api/auth/login'));
  await dialog(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  expect((await loginRequest).postDataJSON()).toEqual({ email: user.email, lang: 'es' });
  await expect(dialog(page).getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(dialog(page).getByText('Si esta dirección pertenece a una cuenta')).toHaveText(
    'Si esta dirección pertenece a una cuenta, le hemos enviado un código por correo. ¿Aún no tienes cuenta? Regístrate.',
  );
  const code = await signInCode(user.email);
  await dialog(page).getByLabel('Código de inicio de sesión').fill(wrongCode(code));
  const verifyRequest = page.waitForRequest(postTo('/api/auth/verify'));
  await dialog(page).getByRole('button', { name: 'Verificar' }).click();
  expect((await verifyRequest).postDataJSON()).toEqual({
    email: user.email,
    code: wrongCode(code),
    lang: 'es',
  });
  await expect(dialog(page).getByRole('alert')).toHaveText('El código no es correcto: te quedan 4 intentos.');
  await dialog(page).getByRole('button', { name: 'Volver' }).click();
  await expect(dialog(page).getByLabel('Correo electrónico')).toHaveValue(user.email);
  await expect(dialog(page).getByLabel('Código de inicio de sesión')).toBeHidden();
});

test('an unknown email is asked for a code like any other, and can sign up from there', async ({ page }) => {
  await openDialog(page);
  const email = emailFor(uniqueUsername('nobody'));
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  // The same step as for an account: the page does not learn whether the address has one.
  await expect(dialog(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(codeSentText(page)).toHaveText(CODE_SENT_TEXT);
  await expect(dialog(page).getByLabel('Sign-in code')).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(dialog(page).getByLabel('Username')).toBeFocused();
  await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('log-in form validation messages', async ({ page }) => {
  await openDialog(page);
  const submit = dialog(page).getByRole('button', { name: 'Sign In' });

  await submit.click();
  await expectToast(page, 'Missing information', 'Please enter your email address');

  await dialog(page).getByLabel('Email').fill('   ');
  await submit.click();
  await expectToast(page, 'Missing information', 'Please enter your email address');

  await dialog(page).getByLabel('Email').fill('not-an-email');
  await submit.click();
  await expectToast(page, 'Invalid email', 'Please enter a valid email address');
  await expect(dialog(page)).toBeVisible();
});

test('sign-up form validation messages', async ({ page }) => {
  // The page's clock stands still, so the availability check (which starts once typing has paused)
  // cannot disable the submit button in the middle of a click here, however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openDialog(page);
  await switchToSignUp(page);
  const submit = dialog(page).getByRole('button', { name: 'Create Account' });

  await submit.click();
  await expectToast(page, 'Missing information', 'Please enter both username and email');

  await dialog(page).getByLabel('Username').fill(uniqueUsername('half'));
  await submit.click();
  await expectToast(page, 'Missing information', 'Please enter both username and email');

  await dialog(page).getByLabel('Email').fill('someone@');
  await submit.click();
  await expectToast(page, 'Invalid email', 'Please enter a valid email address');

  // An address that would add fields to the admin's reply link is refused before it is sent.
  await dialog(page).getByLabel('Email').fill('x@y.com?bcc=someone%40example.org');
  await submit.click();
  await expectToast(page, 'Invalid email', 'Email address must not contain ?, & or %');

  await dialog(page).getByLabel('Username').fill('ab');
  await dialog(page)
    .getByLabel('Email')
    .fill(emailFor(uniqueUsername('short')));
  await submit.click();
  await expectToast(page, 'Username too short', 'Username must be at least 3 characters long');

  // Trimmed before it is counted: two letters in spaces are still too short.
  await dialog(page).getByLabel('Username').fill('  ab  ');
  await submit.click();
  await expectToast(page, 'Username too short', 'Username must be at least 3 characters long');
  await expect(dialog(page)).toBeVisible();
});

test('switching between log-in and sign-up clears the form', async ({ page }) => {
  await openDialog(page);
  await dialog(page).getByLabel('Email').fill('someone@example.com');
  await switchToSignUp(page);
  await expect(dialog(page).getByLabel('Email')).toHaveValue('');
  await dialog(page).getByLabel('Username').fill(uniqueUsername('switch'));
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: /sign in/i })
    .click();
  await switchToSignUp(page);
  await expect(dialog(page).getByLabel('Username')).toHaveValue('');
  await expect(dialog(page).getByText('Username is available')).toBeHidden();
});

test('the availability check waits until typing stops', async ({ page }) => {
  const checked: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/users\/check\/([^?]+)/.exec(request.url());
    if (match?.[1]) checked.push(decodeURIComponent(match[1]));
  });
  // The page's clock stands still and moves only when the test moves it, so the pauses between keys
  // are exactly as long as the test says, however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openDialog(page);
  await switchToSignUp(page);
  const username = uniqueUsername('typing');
  const field = dialog(page).getByLabel('Username');

  await field.pressSequentially(username.slice(0, 2));
  // Well past the delay after the last key: a check for these two letters would have been sent by now.
  await page.clock.runFor(CHECK_DELAY_MS + 300);
  await sendMarkerRequest(page);
  expect(checked, 'no check for fewer than 3 characters').toEqual([]);

  // Each key comes a little sooner than the delay after the one before: together far longer than
  // the delay, yet typing never pauses long enough for a check.
  for (const key of username.slice(2)) {
    await field.pressSequentially(key);
    await page.clock.runFor(KEY_PAUSE_MS);
  }
  await sendMarkerRequest(page);
  expect(checked, 'no check while typing goes on').toEqual([]);

  await page.clock.runFor(CHECK_DELAY_MS - KEY_PAUSE_MS);
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  expect(checked, 'one check, for the whole name, once typing paused').toEqual([username]);
});

test('a taken username is reported and blocks sign-up', async ({ page }) => {
  const taken = await signUpThroughApi(page.context().request);
  // The player of this page is someone else: the account above was only made to take the name.
  await page.context().clearCookies();
  // The availability check starts once typing has paused for a moment. The page's clock stands still
  // until the form has been sent, so that it is sent before that check, however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);

  await openDialog(page);
  await switchToSignUp(page);
  const submit = dialog(page).getByRole('button', { name: 'Create Account' });
  await dialog(page)
    .getByLabel('Email')
    .fill(emailFor(uniqueUsername('late')));

  // Sent before the check has answered: the server refuses the name.
  await dialog(page).getByLabel('Username').fill(taken.username.toUpperCase());
  await submit.click();
  const refused = toast(page, FIXED_ERROR_MESSAGES.USERNAME_TAKEN);
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(/Username taken|Registration failed/);
  await expect(dialog(page).getByText('Username is already taken', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.clock.resume();

  // Typed and checked: the field says so and submit stays disabled.
  await dialog(page).getByLabel('Username').fill(uniqueUsername('free'));
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await expect(submit).toBeEnabled();
  await dialog(page).getByLabel('Username').fill(taken.username);
  await expect(dialog(page).getByText('Username is already taken', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();

  // A taken e-mail address is refused too, with the server's reason.
  await dialog(page).getByLabel('Username').fill(uniqueUsername('dupmail'));
  await expect(dialog(page).getByText('Username is available')).toBeVisible();
  await dialog(page).getByLabel('Email').fill(taken.email);
  await submit.click();
  await expect(toast(page, 'Registration failed')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});
