import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { ADMIN_KEY, type PayPalSite, serveFakePayPalSdk, startPayPalSite } from './support/paypal-site.ts';
import { gotoHydrated, sendMarkerRequest, storeTheme } from './support/site.ts';

const PRESETS = ['$3', '$5', '$10', '$25'];

const preset = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });
const customAmount = (page: Page) => page.getByLabel('Custom amount');
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with PayPal (test double)' });
const donateButton = (page: Page) => page.getByRole('button', { name: 'Donate with PayPal' });

/** Whether a request goes to PayPal: any host of paypal.com or paypalobjects.com. */
const isPayPalHost = (url: string) => /(^|\.)paypal(objects)?\.com$/.test(new URL(url).hostname);

/** Opens the Support page and chooses to donate, which loads PayPal's script and shows its buttons. */
async function openAndChoosePayPal(page: Page, url: string) {
  await gotoHydrated(page, url);
  await donateButton(page).click();
  await expect(payButton(page)).toBeVisible();
}

async function expectPressed(page: Page, pressed: string | null) {
  for (const label of PRESETS) {
    await expect(preset(page, label)).toHaveAttribute('aria-pressed', String(label === pressed));
  }
}

test('without PayPal configured the page says donations are unavailable and shows no payment button', async ({
  page,
}) => {
  const paypalRequests: string[] = [];
  page.on('request', (request) => {
    if (isPayPalHost(request.url())) paypalRequests.push(request.url());
  });
  await gotoHydrated(page, PATHS.support);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Donations are unavailable right now' })).toBeVisible();
  await expect(page.getByText('not set up to take payments')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What your donation pays for' })).toBeVisible();
  for (const label of PRESETS) await expect(preset(page, label)).toHaveCount(0);
  await expect(customAmount(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /paypal/i })).toHaveCount(0);
  await sendMarkerRequest(page);
  expect(paypalRequests).toEqual([]);
});

test.describe('with PayPal configured (a local stand-in for its API)', () => {
  // One site for the group (starting it takes a while), its tests one after another in one worker;
  // each starts from a fresh stub, so none depends on another's orders, failures or payment status.
  test.describe.configure({ mode: 'default' });
  let site: PayPalSite;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    site = await startPayPalSite();
  });
  test.beforeEach(() => {
    site.stub.reset();
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await site?.stop();
  });

  test('the page requests nothing from PayPal until the visitor chooses to donate, then loads its script', async ({
    page,
  }) => {
    // Every request of the page from its first, its frames' and workers' included.
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(request.url()));
    const sdkRequests = await serveFakePayPalSdk(page);
    await gotoHydrated(page, `${site.url}${PATHS.support}`);
    await expect(page.getByText('You are giving $5.00.')).toBeVisible();
    await preset(page, '$10').click();
    await customAmount(page).fill('12');
    await expect(donateButton(page)).toBeVisible();
    await expect(page.getByText('Nothing is loaded from PayPal until you choose to donate')).toBeVisible();
    // Requests made before the marker have all been reported by the time the marker is.
    const marker = await sendMarkerRequest(page);
    expect(requests).toContain(marker);
    expect(requests.filter(isPayPalHost)).toEqual([]);
    await expect(page.locator('script[src*="paypal"], link[href*="paypal"]')).toHaveCount(0);
    await expect(payButton(page)).toHaveCount(0);

    await donateButton(page).click();
    await expect(payButton(page)).toBeVisible();
    await expect(donateButton(page)).toHaveCount(0);
    expect(sdkRequests).toHaveLength(1);
    expect(requests.filter(isPayPalHost)).toEqual(sdkRequests);
  });

  test('presets, a custom amount and the minimum decide whether the payment button shows', async ({
    page,
  }) => {
    const sdkRequests = await serveFakePayPalSdk(page);
    await gotoHydrated(page, `${site.url}${PATHS.support}`);
    await expect(donateButton(page)).toBeVisible();
    await customAmount(page).fill('0.5');
    await expect(donateButton(page)).toHaveCount(0);
    await preset(page, '$5').click();
    await donateButton(page).click();
    await expect(payButton(page)).toBeVisible();
    expect(sdkRequests).toHaveLength(1);
    const sdkUrl = new URL(sdkRequests[0] ?? '');
    expect(sdkUrl.searchParams.get('client-id')).toBe(site.stub.clientId);
    expect(sdkUrl.searchParams.get('currency')).toBe('USD');
    expect(sdkUrl.searchParams.get('intent')).toBe('capture');
    // PayPal's buttons speak the page's language.
    expect(sdkUrl.searchParams.get('locale')).toBe('en_US');

    await expectPressed(page, '$5');
    await expect(page.getByText('You are giving $5.00.')).toBeVisible();
    await preset(page, '$25').click();
    await expectPressed(page, '$25');
    await expect(page.getByText('You are giving $25.00.')).toBeVisible();

    await expect(customAmount(page)).toHaveAttribute('min', '1');
    await expect(customAmount(page)).toHaveAttribute('step', '0.01');
    await expect(page.getByText('minimum $1.00', { exact: true })).toBeVisible();
    await customAmount(page).fill('7.5');
    await expectPressed(page, null);
    await expect(page.getByText('You are giving $7.50.')).toBeVisible();
    await expect(payButton(page)).toBeVisible();

    await preset(page, '$3').click();
    await expect(customAmount(page)).toHaveValue('');
    await expectPressed(page, '$3');

    await customAmount(page).fill('0.99');
    await expect(page.getByText('The minimum donation is $1.00.')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await customAmount(page).fill('1');
    await expect(payButton(page)).toBeVisible();
    await customAmount(page).fill('12.345');
    await expect(page.getByText('Enter an amount in dollars and cents, such as 7.50.')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await customAmount(page).fill('10000.01');
    await expect(page.getByText('The largest donation accepted here is $10,000.00.')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await customAmount(page).fill('');
    await expect(
      page.getByText('Choose an amount or enter your own to see the payment button.'),
    ).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
  });

  test('a donation is ordered and captured by the server for the chosen amount', async ({ page }) => {
    // Two pages and an unlock.
    test.slow();
    await serveFakePayPalSdk(page);
    await openAndChoosePayPal(page, `${site.url}${PATHS.support}`);
    await customAmount(page).fill('7.50');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByText('Your gift of $7.50 helps keep Brain Training Puzzles free')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeFocused();

    const created = site.stub.requestsTo(/^\/v2\/checkout\/orders$/);
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '7.50' } }],
    });
    const orders = [...site.stub.orders.values()];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'COMPLETED', captureCount: 1 });
    const orderId = orders[0]?.id ?? '';

    await page.getByRole('button', { name: 'Make another donation' }).click();
    await expect(customAmount(page)).toBeFocused();
    await expect(customAmount(page)).toHaveValue('7.50');
    await expect(payButton(page)).toBeVisible();

    // The dashboard of that site lists the captured donation.
    await gotoHydrated(page, `${site.url}${PATHS.admin}`);
    await page.getByLabel('Admin key').fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Unlock' }).click();
    const row = page.getByRole('region', { name: 'Donations' }).getByRole('row').filter({ hasText: orderId });
    // The admin writes an amount with its currency's code, by the site's number rule (decision 019).
    await expect(row).toContainText('7.50\u00a0USD');
    await expect(row).toContainText('COMPLETED');
  });

  test('a payment PayPal holds as pending or declines is never thanked as received, in English and Spanish', async ({
    page,
  }) => {
    // Three payments on two pages.
    test.slow();
    await serveFakePayPalSdk(page);
    const thanked = page.getByRole('heading', { name: 'Thank you for your donation!' });
    site.stub.captureStatus('PENDING');
    await openAndChoosePayPal(page, `${site.url}${PATHS.support}`);
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your payment is pending' })).toBeFocused();
    await expect(page.getByText('PayPal has not completed your payment of $5.00 yet')).toBeVisible();
    await expect(thanked).toHaveCount(0);

    site.stub.captureStatus('DECLINED');
    await page.getByRole('button', { name: 'Make another donation' }).click();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeFocused();
    await expect(page.getByText('so you were not charged')).toBeVisible();
    await expect(thanked).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(payButton(page)).toBeVisible();

    await gotoHydrated(page, `${site.url}${PATHS.support}?lang=es`);
    await expect(page.getByText('No se carga nada de PayPal hasta que decides donar')).toBeVisible();
    await page.getByRole('button', { name: 'Donar con PayPal' }).click();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Tu pago no se ha realizado' })).toBeVisible();
    await expect(page.getByText('así que no se te ha cobrado nada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentarlo de nuevo' })).toBeVisible();
    site.stub.captureStatus('PENDING');
    await page.getByRole('button', { name: 'Intentarlo de nuevo' }).click();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: '¡Gracias! Tu pago está pendiente' })).toBeVisible();
  });

  test('when PayPal cannot be reached the page says so instead of showing a button', async ({ page }) => {
    await serveFakePayPalSdk(page);
    site.stub.failWith(503, /generate-token/);
    await gotoHydrated(page, `${site.url}${PATHS.support}`);
    await expect(page.getByRole('heading', { name: 'Donations are unavailable right now' })).toBeVisible();
    await expect(page.getByText('The payment service could not be reached.')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await expect(donateButton(page)).toHaveCount(0);
  });

  test('when PayPal’s script cannot load, the page says so and can try again', async ({ page }) => {
    let failing = true;
    await serveFakePayPalSdk(page, { fail: () => failing });
    await gotoHydrated(page, `${site.url}${PATHS.support}`);
    await donateButton(page).click();
    await expect(page.getByRole('alert')).toContainText("PayPal's payment button could not be loaded");
    await expect(payButton(page)).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(payButton(page)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the donation form has no axe violations in the ${theme} theme`, async ({ browser }) => {
      // Two full axe runs.
      test.slow();
      const context = await browser.newContext({
        colorScheme: theme,
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await storeTheme(page, theme);
      await serveFakePayPalSdk(page);
      await gotoHydrated(page, `${site.url}${PATHS.support}`);
      await expect(donateButton(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await donateButton(page).click();
      await expect(payButton(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await customAmount(page).fill('0.5');
      await expect(page.getByText('The minimum donation is $1.00.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
