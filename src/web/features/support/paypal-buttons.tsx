import { type RefObject, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { captureResponseSchema } from '../../../shared/api/paypal.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { captureResponseAnswer, orderResponseAnswer } from '../../lib/answers/paypal.ts';
import { apiSend } from '../../lib/api.ts';
import { donationMessages } from './messages.ts';
import type { PayPalButtonsInstance, PayPalNamespace } from './paypal-sdk.ts';

export type Capture = z.infer<typeof captureResponseSchema>;

/**
 * PayPal's buttons for the amount in `amount` (read when a payment starts, so a change of amount
 * needs no new buttons). The order is created and captured by our server; the capture result, a
 * cancelled payment and PayPal's errors are only logged, as the specification says.
 */
export function PayPalButtons({
  paypal,
  amount,
  onCaptured,
}: {
  paypal: PayPalNamespace;
  amount: RefObject<string>;
  onCaptured: (capture: Capture) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const captured = useRef(onCaptured);
  captured.current = onCaptured;
  const [failed, setFailed] = useState(false);
  const { text } = useMessages(donationMessages);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let buttons: PayPalButtonsInstance | undefined;
    try {
      buttons = paypal.Buttons({
        style: { layout: 'vertical', color: 'gold', shape: 'rect', label: 'donate', height: 45 },
        createOrder: async () => {
          const order = await apiSend('POST', '/paypal/order', orderResponseAnswer, {
            amount: amount.current,
            currency: 'USD',
            intent: 'CAPTURE',
          });
          return order.id;
        },
        onApprove: async (data) => {
          const capture = await apiSend(
            'POST',
            `/paypal/order/${encodeURIComponent(data.orderID)}/capture`,
            captureResponseAnswer,
          );
          console.info('PayPal capture', capture);
          captured.current(capture);
        },
        onCancel: (data) => console.info('PayPal payment cancelled', data),
        onError: (error) => console.error('PayPal payment error', error),
      });
      buttons.render(element).catch((error: unknown) => {
        console.error('PayPal buttons could not be shown', error);
        setFailed(true);
      });
    } catch (error) {
      console.error('PayPal buttons could not be shown', error);
      setFailed(true);
    }
    return () => {
      buttons?.close?.().catch(() => undefined);
      element.replaceChildren();
    };
  }, [paypal, amount]);

  if (failed) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {text('buttonsFailed')}
      </p>
    );
  }
  return <div ref={container} className="min-h-12" />;
}
