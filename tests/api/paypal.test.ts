// Donations through PayPal: what the client sees, what reached PayPal (a local stub of its REST API)
// and what the donations table holds.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { type PayPalStub, startPayPalStub } from '../helpers/paypal-stub.ts';

const VALID_ORDER = { amount: 5, currency: 'USD', intent: 'CAPTURE' };

const INVALID_ORDERS: Array<[string, unknown]> = [
  ['amount below the minimum', { ...VALID_ORDER, amount: 0.99 }],
  ['amount as text below the minimum', { ...VALID_ORDER, amount: '0.99' }],
  ['amount zero', { ...VALID_ORDER, amount: 0 }],
  ['amount above the maximum', { ...VALID_ORDER, amount: 10000.01 }],
  ['amount as text above the maximum', { ...VALID_ORDER, amount: '10000.01' }],
  ['three decimals', { ...VALID_ORDER, amount: 5.123 }],
  ['three decimals as text', { ...VALID_ORDER, amount: '5.123' }],
  ['text that is not a number', { ...VALID_ORDER, amount: 'abc' }],
  ['negative amount', { ...VALID_ORDER, amount: -5 }],
  ['negative amount as text', { ...VALID_ORDER, amount: '-5.00' }],
  ['empty amount', { ...VALID_ORDER, amount: '' }],
  ['exponent notation', { ...VALID_ORDER, amount: '1e3' }],
  ['amount null', { ...VALID_ORDER, amount: null }],
  ['amount as an array', { ...VALID_ORDER, amount: [5] }],
  ['missing amount', { currency: 'USD', intent: 'CAPTURE' }],
  ['currency EUR', { ...VALID_ORDER, currency: 'EUR' }],
  ['currency in lower case', { ...VALID_ORDER, currency: 'usd' }],
  ['missing currency', { amount: 5, intent: 'CAPTURE' }],
  ['intent AUTHORIZE', { ...VALID_ORDER, intent: 'AUTHORIZE' }],
  ['missing intent', { amount: 5, currency: 'USD' }],
  ['an extra field', { ...VALID_ORDER, note: 'hi' }],
];

const MALFORMED_ORDER_IDS = [
  'bad_id',
  'has%20space',
  '..%2F..%2Fv1%2Foauth2%2Ftoken',
  'X'.repeat(65),
  '%00',
  'id;drop',
];

function createOrder(app: FastifyInstance, payload: unknown) {
  return app.inject({ method: 'POST', url: '/paypal/order', payload: payload as object });
}

function capture(app: FastifyInstance, orderId: string) {
  return app.inject({ method: 'POST', url: `/paypal/order/${orderId}/capture` });
}

function expectJsonError(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
  return body as { message: string };
}

interface DonationRow {
  order_id: string;
  amount: string;
  currency: string;
  intent: string;
  status: string;
  capture_id: string | null;
  captured_at: Date | null;
}

async function donationRows(pool: Queryable): Promise<DonationRow[]> {
  const result = await pool.query<DonationRow>(
    'SELECT order_id, amount::text AS amount, currency, intent, status, capture_id, captured_at FROM donations ORDER BY id',
  );
  return result.rows;
}

async function adminDonations(app: FastifyInstance) {
  const response = await app.inject({
    url: '/api/admin/donations',
    headers: { 'admin-key': TEST_ADMIN_KEY },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{
    orderId: string;
    amount: string;
    currency: string;
    status: string;
    capturedAt: string | null;
  }>;
}

describe('donations while PayPal is not configured', () => {
  let t: TestApp;
  let pool: Queryable;
  beforeAll(async () => {
    t = await startTestApp();
    pool = t.database.handle;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers setup with 503 and a message', async () => {
    const body = expectJsonError(await t.app.inject('/paypal/setup'), 503);
    expect(body.message).toMatch(/not available/i);
  });

  it('answers a valid order with 503 and stores nothing', async () => {
    expectJsonError(await createOrder(t.app, VALID_ORDER), 503);
    expectJsonError(await createOrder(t.app, { ...VALID_ORDER, amount: '25.50' }), 503);
    expect(await donationRows(pool)).toEqual([]);
  });

  it('answers a capture with 503', async () => {
    expectJsonError(await capture(t.app, 'ABC123'), 503);
  });

  it.each(INVALID_ORDERS)('refuses an order with %s (400)', async (_name, payload) => {
    expectJsonError(await createOrder(t.app, payload), 400);
  });

  it.each(MALFORMED_ORDER_IDS)('refuses to capture the malformed order id %s (400)', async (orderId) => {
    expectJsonError(await capture(t.app, orderId), 400);
  });
});

describe('donations through PayPal', () => {
  let stub: PayPalStub;
  let t: TestApp;
  let pool: Queryable;
  beforeAll(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ env: stub.env() });
    pool = t.database.handle;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('gives the client token and client id for the JavaScript SDK', async () => {
    const response = await t.app.inject('/paypal/setup');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      clientToken: expect.stringMatching(/^stub-client-token-/),
      clientId: stub.clientId,
    });

    const [tokenRequest] = stub.requestsTo(/^\/v1\/oauth2\/token$/);
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${stub.clientId}:${stub.clientSecret}`).toString('base64')}`,
    );
    const [generate] = stub.requestsTo(/^\/v1\/identity\/generate-token$/);
    expect(generate?.headers.authorization).toMatch(/^Bearer A21AA/);
  });

  it('reuses its access token instead of asking PayPal for one per request', async () => {
    // The first request gets the token (unless a test before this one already did).
    expect((await t.app.inject('/paypal/setup')).statusCode).toBe(200);
    const before = stub.requestsTo(/oauth2/).length;
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject('/paypal/setup')).statusCode).toBe(200);
    expect(stub.requestsTo(/oauth2/).length).toBe(before);
  });

  it.each(INVALID_ORDERS)('refuses an order with %s (400) without calling PayPal', async (_name, payload) => {
    const before = stub.requestsTo(/^\/v2\/checkout\/orders$/).length;
    const rowsBefore = (await donationRows(pool)).length;
    expectJsonError(await createOrder(t.app, payload), 400);
    expect(stub.requestsTo(/^\/v2\/checkout\/orders$/).length).toBe(before);
    expect((await donationRows(pool)).length).toBe(rowsBefore);
  });

  it.each([
    [5, '5.00'],
    ['25.50', '25.50'],
    [1, '1.00'],
    ['7.5', '7.50'],
    [10000, '10000.00'],
    ['10000.00', '10000.00'],
  ])('creates a PayPal order for %j as %s and records it', async (amount, value) => {
    const response = await createOrder(t.app, { amount, currency: 'USD', intent: 'CAPTURE' });
    expect(response.statusCode).toBe(200);
    const order = response.json() as { id: string; status: string };
    expect(order.status).toBe('CREATED');
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);

    const sent = stub.requestsTo(/^\/v2\/checkout\/orders$/).at(-1);
    expect(sent?.headers.authorization).toMatch(/^Bearer /);
    expect(sent?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value } }],
    });
    expect(stub.orders.get(order.id)?.amount).toEqual({ currency_code: 'USD', value });

    const rows = await donationRows(pool);
    expect(rows.find((row) => row.order_id === order.id)).toMatchObject({
      amount: value,
      currency: 'USD',
      intent: 'CAPTURE',
      status: 'CREATED',
      capture_id: null,
      captured_at: null,
    });
    const listed = (await adminDonations(t.app)).find((row) => row.orderId === order.id);
    expect(listed).toMatchObject({ amount: value, currency: 'USD', status: 'CREATED', capturedAt: null });
  });

  it('captures an order once; a repeat answers the same without a second capture at PayPal', async () => {
    const order = (await createOrder(t.app, { amount: '25.50', currency: 'USD', intent: 'CAPTURE' })).json();
    const capturesBefore = stub.requestsTo(/\/capture$/).length;

    const first = await capture(t.app, order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: order.id, status: 'COMPLETED', amount: '25.50', currency: 'USD' });

    const row = (await donationRows(pool)).find((r) => r.order_id === order.id);
    expect(row?.status).toBe('COMPLETED');
    expect(row?.captured_at).toBeInstanceOf(Date);
    expect(row?.capture_id).toMatch(/^[A-Z0-9]{17}$/);
    // PayPal's confirmation is kept without the payer's name, e-mail, account or address.
    const stored = await pool.query<{ capture: string }>(
      'SELECT capture::text AS capture FROM donations WHERE order_id = $1',
      [order.id],
    );
    const confirmation = stored.rows[0]?.capture ?? '';
    expect(confirmation).toContain('COMPLETED');
    expect(confirmation).not.toMatch(/Pat|Payer|pat\.payer|PAYERID|Main St/);
    const listed = (await adminDonations(t.app)).find((r) => r.orderId === order.id);
    expect(listed?.status).toBe('COMPLETED');
    expect(listed?.capturedAt).toBe(row?.captured_at?.toISOString());

    const second = await capture(t.app, order.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(stub.orders.get(order.id)?.captureCount).toBe(1);
    expect(stub.requestsTo(/\/capture$/).length - capturesBefore).toBe(1);
    const after = (await donationRows(pool)).find((r) => r.order_id === order.id);
    expect(after?.captured_at?.toISOString()).toBe(row?.captured_at?.toISOString());
  });

  it('captures only once when the same order is captured twice at the same moment', async () => {
    const order = (await createOrder(t.app, { amount: 10, currency: 'USD', intent: 'CAPTURE' })).json();
    const [a, b] = await Promise.all([capture(t.app, order.id), capture(t.app, order.id)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(a?.json()).toEqual({ id: order.id, status: 'COMPLETED', amount: '10.00', currency: 'USD' });
    expect(b?.json()).toEqual(a?.json());
    expect(stub.orders.get(order.id)?.captureCount).toBe(1);
  });

  it('sends PayPal a request id with each capture so that PayPal can recognise a repeat', async () => {
    const order = (await createOrder(t.app, VALID_ORDER)).json();
    await capture(t.app, order.id);
    const sent = stub.requestsTo(new RegExp(`/${order.id}/capture$`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['paypal-request-id']).toBeTruthy();
  });

  it('answers 404 for an order it never created, without asking PayPal', async () => {
    const before = stub.requestsTo(/\/capture$/).length;
    const body = expectJsonError(await capture(t.app, 'UNKNOWNORDER12345'), 404);
    expect(body.message).toMatch(/order/i);
    expect(stub.requestsTo(/\/capture$/).length).toBe(before);
  });

  it.each(MALFORMED_ORDER_IDS)('answers 400 for the malformed order id %s', async (orderId) => {
    const before = stub.requests.length;
    expectJsonError(await capture(t.app, orderId), 400);
    expect(stub.requests.length).toBe(before);
  });

  it('answers 502 when PayPal fails a capture, marks nothing completed, and captures on a later try', async () => {
    const order = (await createOrder(t.app, { amount: 3, currency: 'USD', intent: 'CAPTURE' })).json();
    stub.failWith(500, /\/capture$/);
    try {
      const failed = expectJsonError(await capture(t.app, order.id), 502);
      expect(failed.message).toMatch(/paypal/i);
    } finally {
      stub.heal();
    }
    const row = (await donationRows(pool)).find((r) => r.order_id === order.id);
    expect(row).toMatchObject({ status: 'CREATED', captured_at: null, capture_id: null });
    const listed = (await adminDonations(t.app)).find((r) => r.orderId === order.id);
    expect(listed).toMatchObject({ status: 'CREATED', capturedAt: null });

    const retried = await capture(t.app, order.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'COMPLETED', amount: '3.00' });
    expect(stub.orders.get(order.id)?.captureCount).toBe(1);
  });

  it('passes on a capture PayPal refuses (422) as 422, and marks nothing completed', async () => {
    const order = (await createOrder(t.app, VALID_ORDER)).json();
    stub.failWith(422, /\/capture$/);
    try {
      expectJsonError(await capture(t.app, order.id), 422);
    } finally {
      stub.heal();
    }
    expect((await donationRows(pool)).find((r) => r.order_id === order.id)).toMatchObject({
      status: 'CREATED',
      captured_at: null,
    });
  });

  it('answers 404 when PayPal no longer knows an order it created, and marks nothing completed', async () => {
    const order = (await createOrder(t.app, VALID_ORDER)).json();
    stub.orders.delete(order.id);
    expectJsonError(await capture(t.app, order.id), 404);
    expect((await donationRows(pool)).find((r) => r.order_id === order.id)).toMatchObject({
      status: 'CREATED',
      captured_at: null,
    });
  });

  it('answers a repeated capture from the records on another server instance too', async () => {
    const order = (await createOrder(t.app, { amount: 42, currency: 'USD', intent: 'CAPTURE' })).json();
    const first = await capture(t.app, order.id);
    expect(first.statusCode).toBe(200);
    const other = await startTestApp({ database: t.database, env: stub.env() });
    try {
      const again = await capture(other.app, order.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    } finally {
      await other.close();
    }
    expect(stub.orders.get(order.id)?.captureCount).toBe(1);
  });

  it.each([
    ['PENDING', 1],
    ['DECLINED', 0],
  ] as const)(
    'stores and answers a %s payment as PayPal reports it in the capture, not as completed',
    async (status, taken) => {
      const order = (await createOrder(t.app, { amount: 12, currency: 'USD', intent: 'CAPTURE' })).json();
      stub.captureStatus(status);
      let first: Awaited<ReturnType<typeof capture>>;
      try {
        first = await capture(t.app, order.id);
      } finally {
        stub.captureStatus('COMPLETED');
      }
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ id: order.id, status, amount: '12.00', currency: 'USD' });
      const row = (await donationRows(pool)).find((r) => r.order_id === order.id);
      expect(row).toMatchObject({ status, captured_at: null });
      const listed = (await adminDonations(t.app)).find((r) => r.orderId === order.id);
      expect(listed).toMatchObject({ status, capturedAt: null });
      expect(stub.orders.get(order.id)?.captureCount).toBe(taken);

      // A repeat asks PayPal again with the same request id and gets the same answer: still not completed.
      const again = await capture(t.app, order.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await donationRows(pool)).find((r) => r.order_id === order.id)?.status).toBe(status);
    },
  );

  it('answers 502 when PayPal fails to create an order, and records nothing', async () => {
    const rowsBefore = await donationRows(pool);
    stub.failWith(500, /^\/v2\/checkout\/orders$/);
    try {
      expectJsonError(await createOrder(t.app, VALID_ORDER), 502);
    } finally {
      stub.heal();
    }
    expect(await donationRows(pool)).toEqual(rowsBefore);
  });

  it('answers 502 when PayPal fails to give a client token', async () => {
    stub.failWith(500, /generate-token/);
    try {
      expectJsonError(await t.app.inject('/paypal/setup'), 502);
    } finally {
      stub.heal();
    }
    expect((await t.app.inject('/paypal/setup')).statusCode).toBe(200);
  });

  it('keeps working after PayPal revokes its access token', async () => {
    expect((await t.app.inject('/paypal/setup')).statusCode).toBe(200);
    stub.revokeTokens();
    const response = await t.app.inject('/paypal/setup');
    expect(response.statusCode).toBe(200);
    expect(response.json().clientToken).toMatch(/^stub-client-token-/);
    const order = await createOrder(t.app, VALID_ORDER);
    expect(order.statusCode).toBe(200);
  });
});

describe('PayPal access tokens on a cold start', () => {
  let stub: PayPalStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ env: stub.env() });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('asks PayPal for one access token when several requests arrive together', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => t.app.inject('/paypal/setup')));
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect(stub.requestsTo(/^\/v1\/oauth2\/token$/)).toHaveLength(1);
  });
});

describe('PayPal with wrong credentials', () => {
  let stub: PayPalStub;
  let t: TestApp;
  let pool: Queryable;
  beforeAll(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({ env: { ...stub.env(), PAYPAL_CLIENT_SECRET: 'not-the-secret' } });
    pool = t.database.handle;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('answers setup and orders with a 5xx JSON message and keeps serving', async () => {
    const setup = await t.app.inject('/paypal/setup');
    expect(setup.statusCode).toBeGreaterThanOrEqual(500);
    const body = expectJsonError(setup, setup.statusCode);
    expect(body.message).not.toContain('not-the-secret');

    const order = await createOrder(t.app, VALID_ORDER);
    expect(order.statusCode).toBeGreaterThanOrEqual(500);
    expectJsonError(order, order.statusCode);
    expect(await donationRows(pool)).toEqual([]);
    expect(stub.requestsTo(/^\/v2\//)).toEqual([]);

    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expectJsonError(await createOrder(t.app, { ...VALID_ORDER, amount: 0.5 }), 400);
  });
});

describe('PayPal out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    const stub = await startPayPalStub();
    const env = stub.env();
    await stub.close();
    t = await startTestApp({ env });
  });
  afterAll(async () => t.close());

  it('answers 503 with a message', async () => {
    expectJsonError(await t.app.inject('/paypal/setup'), 503);
    expectJsonError(await createOrder(t.app, VALID_ORDER), 503);
  });
});

describe('donation calls per address', () => {
  let stub: PayPalStub;
  let t: TestApp;
  let pool: Queryable;
  beforeAll(async () => {
    stub = await startPayPalStub();
    t = await startTestApp({
      env: { ...stub.env(), RATE_LIMIT: 'on', RATE_LIMIT_DONATIONS_PER_HOUR: '3' },
    });
    pool = t.database.handle;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const from = (remoteAddress: string) => ({
    order: () => t.app.inject({ method: 'POST', url: '/paypal/order', remoteAddress, payload: VALID_ORDER }),
    capture: (orderId: string) =>
      t.app.inject({ method: 'POST', url: `/paypal/order/${orderId}/capture`, remoteAddress }),
  });

  it('refuses the fourth order in an hour from one address with 429, before calling PayPal', async () => {
    const client = from('192.0.2.40');
    for (let i = 0; i < 3; i += 1) expect((await client.order()).statusCode).toBe(200);
    const ordersBefore = stub.requestsTo(/^\/v2\/checkout\/orders$/).length;
    const rowsBefore = (await donationRows(pool)).length;
    const refused = await client.order();
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many/),
    });
    expectJsonError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(stub.requestsTo(/^\/v2\/checkout\/orders$/).length).toBe(ordersBefore);
    expect((await donationRows(pool)).length).toBe(rowsBefore);
    expect((await from('192.0.2.41').order()).statusCode).toBe(200);
  });

  it('refuses the fourth capture in an hour from one address with 429', async () => {
    const orderId = (await from('192.0.2.42').order()).json().id as string;
    const client = from('192.0.2.43');
    for (let i = 0; i < 3; i += 1) expect((await client.capture(orderId)).statusCode).toBe(200);
    expectJsonError(await client.capture(orderId), 429);
  });
});
