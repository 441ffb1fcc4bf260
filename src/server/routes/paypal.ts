import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common.ts';
import {
  captureResponseSchema,
  createOrderBodySchema,
  orderIdParamsSchema,
  orderResponseSchema,
  setupResponseSchema,
} from '../../shared/api/paypal.ts';
import type { Deps } from '../deps.ts';
import { fixedError, HttpError } from '../errors.ts';
import { type PayPalClient, PayPalError } from '../services/paypal-client.ts';

function requirePayPal(deps: Deps): PayPalClient {
  if (!deps.paypal) throw fixedError(503, 'PAYMENTS_NOT_CONFIGURED');
  return deps.paypal;
}

/** PayPal's own failures become 502 (or 503 when it cannot be reached), with its message. */
async function viaPayPal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PayPalError) {
      if (error.status === 404) throw fixedError(404, 'UNKNOWN_ORDER');
      if (error.status === 422)
        throw new HttpError(422, 'PAYMENT_REFUSED', `PayPal refused the request: ${error.message}`);
      throw new HttpError(
        error.status === 503 ? 503 : 502,
        'PAYMENT_PROVIDER_ERROR',
        `PayPal error: ${error.message}`,
      );
    }
    throw error;
  }
}

const paypalErrors = {
  400: errorSchema,
  404: errorSchema,
  422: errorSchema,
  502: errorSchema,
  503: errorSchema,
};

export const paypalRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/paypal/setup',
    {
      config: { rateLimit: deps.limits.general },
      schema: {
        tags: ['donations'],
        summary: "A client token for PayPal's JavaScript SDK",
        response: { 200: setupResponseSchema, ...paypalErrors },
      },
    },
    async () => {
      const paypal = requirePayPal(deps);
      return { clientToken: await viaPayPal(() => paypal.clientToken()), clientId: paypal.clientId };
    },
  );

  app.post(
    '/paypal/order',
    {
      config: { rateLimit: deps.limits.general },
      schema: {
        tags: ['donations'],
        summary: 'Create a donation order (USD, 1.00 to 10,000.00)',
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, ...paypalErrors },
      },
    },
    async (request) => {
      const paypal = requirePayPal(deps);
      const { amount, currency, intent } = request.body;
      const order = await viaPayPal(() => paypal.createOrder(amount, currency, randomUUID()));
      await deps.database.query(
        `INSERT INTO donations (order_id, amount, currency, intent, status) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (order_id) DO NOTHING`,
        [order.id, amount, currency, intent, order.status],
      );
      return order;
    },
  );

  app.post(
    '/paypal/order/:orderId/capture',
    {
      config: { rateLimit: deps.limits.general },
      schema: {
        tags: ['donations'],
        summary: 'Capture an approved donation order; repeating it returns the same capture',
        params: orderIdParamsSchema,
        response: { 200: captureResponseSchema, ...paypalErrors },
      },
    },
    async (request) => {
      const paypal = requirePayPal(deps);
      const { orderId } = request.params;
      const known = await deps.database.query<{ status: string; amount: string; currency: string }>(
        'SELECT status, amount, currency FROM donations WHERE order_id = $1',
        [orderId],
      );
      const donation = known.rows[0];
      if (!donation) throw fixedError(404, 'UNKNOWN_ORDER');
      if (donation.status === 'COMPLETED') {
        return { id: orderId, status: donation.status, amount: donation.amount, currency: donation.currency };
      }
      const capture = await viaPayPal(() => paypal.captureOrder(orderId));
      await deps.database.query(
        `UPDATE donations SET status = $2, capture_id = $3, capture = $4,
                captured_at = CASE WHEN $2 = 'COMPLETED' THEN coalesce(captured_at, now()) ELSE captured_at END
          WHERE order_id = $1`,
        [orderId, capture.status, capture.captureId, JSON.stringify(withoutPayerDetails(capture.raw))],
      );
      return {
        id: orderId,
        status: capture.status,
        amount: capture.amount ?? donation.amount,
        currency: capture.currency ?? donation.currency,
      };
    },
  );
};

/**
 * PayPal's capture confirmation without who paid (name, e-mail, account, shipping address): the
 * site needs the payment's record, not the payer's identity.
 */
function withoutPayerDetails(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const {
    payer: _payer,
    payment_source: _source,
    purchase_units: units,
    ...rest
  } = raw as Record<string, unknown>;
  if (!Array.isArray(units)) return rest;
  return {
    ...rest,
    purchase_units: units.map((unit: unknown) => {
      if (!unit || typeof unit !== 'object') return unit;
      const { shipping: _shipping, ...kept } = unit as Record<string, unknown>;
      return kept;
    }),
  };
}
