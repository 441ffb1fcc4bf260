import type { Queryable } from '../../db/database.ts';
import type { PayPalCapture, PayPalOrder } from './paypal-client.ts';

interface StoredDonation {
  status: string;
  amount: string;
  currency: string;
}

/** Records a new order once; a repeated order id leaves the first record as it is. */
export async function recordOrder(
  pool: Queryable,
  order: PayPalOrder,
  details: { amount: string; currency: string; intent: string },
): Promise<void> {
  await pool.query(
    `INSERT INTO donations (order_id, amount, currency, intent, status) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id) DO NOTHING`,
    [order.id, details.amount, details.currency, details.intent, order.status],
  );
}

export async function findDonation(pool: Queryable, orderId: string): Promise<StoredDonation | undefined> {
  const known = await pool.query<StoredDonation>(
    'SELECT status, amount, currency FROM donations WHERE order_id = $1',
    [orderId],
  );
  return known.rows[0];
}

/** Stores PayPal's answer to a capture, without who paid; the first completion time is kept. */
export async function recordCapture(pool: Queryable, orderId: string, capture: PayPalCapture): Promise<void> {
  await pool.query(
    `UPDATE donations SET status = $2, capture_id = $3, capture = $4,
            captured_at = CASE WHEN $2 = 'COMPLETED' THEN coalesce(captured_at, now()) ELSE captured_at END
      WHERE order_id = $1`,
    [orderId, capture.status, capture.captureId, JSON.stringify(withoutPayerDetails(capture.raw))],
  );
}

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
