import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  captureResponseSchema,
  createOrderBodySchema,
  orderIdParamsSchema,
  orderResponseSchema,
  setupResponseSchema,
} from '../../../shared/api/paypal.ts';
import type { Config } from '../../config.ts';
import { fixedError, HttpError } from '../../lib/errors.ts';
import { PayPalClient, PayPalError } from './paypal-client.ts';
import { findDonation, recordCapture, recordOrder } from './queries.ts';

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

/** Donations through PayPal (under /paypal); without PayPal credentials every route answers 503. */
export const paypalRoutes: FastifyPluginAsyncZod<{ paypal: Config['paypal'] }> = async (app, options) => {
  const client = options.paypal ? new PayPalClient(options.paypal) : undefined;
  const requirePayPal = (): PayPalClient => {
    if (!client) throw fixedError(503, 'PAYMENTS_NOT_CONFIGURED');
    return client;
  };

  app.get(
    '/setup',
    {
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['donations'],
        summary: "A client token for PayPal's JavaScript SDK",
        response: { 200: setupResponseSchema, ...paypalErrors },
      },
    },
    async () => {
      const paypal = requirePayPal();
      return { clientToken: await viaPayPal(() => paypal.clientToken()), clientId: paypal.clientId };
    },
  );

  // Each order and capture is a call to PayPal and a row: a few per hour are all a donor needs.
  app.post(
    '/order',
    {
      config: { rateLimit: app.rateLimits.donations },
      schema: {
        tags: ['donations'],
        summary: 'Create a donation order (USD, 1.00 to 10,000.00)',
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, ...paypalErrors, 429: errorSchema },
      },
    },
    async (request) => {
      const paypal = requirePayPal();
      const { amount, currency, intent } = request.body;
      const order = await viaPayPal(() => paypal.createOrder(amount, currency, randomUUID()));
      await recordOrder(app.database, order, { amount, currency, intent });
      return order;
    },
  );

  app.post(
    '/order/:orderId/capture',
    {
      config: { rateLimit: app.rateLimits.donations },
      schema: {
        tags: ['donations'],
        summary:
          "Capture an approved donation order; the status is the payment's (COMPLETED, PENDING, DECLINED); repeating it returns the same capture",
        params: orderIdParamsSchema,
        response: { 200: captureResponseSchema, ...paypalErrors, 429: errorSchema },
      },
    },
    async (request) => {
      const paypal = requirePayPal();
      const { orderId } = request.params;
      const donation = await findDonation(app.database, orderId);
      if (!donation) throw fixedError(404, 'UNKNOWN_ORDER');
      if (donation.status === 'COMPLETED') {
        return { id: orderId, status: donation.status, amount: donation.amount, currency: donation.currency };
      }
      const capture = await viaPayPal(() => paypal.captureOrder(orderId));
      await recordCapture(app.database, orderId, capture);
      return {
        id: orderId,
        status: capture.status,
        amount: capture.amount ?? donation.amount,
        currency: capture.currency ?? donation.currency,
      };
    },
  );
};
