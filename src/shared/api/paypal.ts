import { z } from 'zod';

const DONATION_MIN = 1;
const DONATION_MAX = 10_000;

/** USD with at most two decimals, from 1.00 to 10,000.00, given as a number or a string. */
const donationAmountSchema = z
  .union([z.number(), z.string().trim().max(20)], { error: 'Amount must be a number' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be a number with at most two decimals' });
      return z.NEVER;
    }
    const amount = Number(text);
    if (amount < DONATION_MIN || amount > DONATION_MAX) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be from 1.00 to 10,000.00' });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

export const createOrderBodySchema = z.strictObject({
  amount: donationAmountSchema,
  currency: z.literal('USD', { error: 'Currency must be USD' }),
  intent: z
    .enum(['CAPTURE', 'capture'], { error: 'Intent must be CAPTURE' })
    .transform(() => 'CAPTURE' as const),
});

export const setupResponseSchema = z.object({ clientToken: z.string(), clientId: z.string() });
export const orderResponseSchema = z.object({ id: z.string(), status: z.string() });
export const captureResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export const orderIdParamsSchema = z.strictObject({
  orderId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Order id is not valid'),
});
