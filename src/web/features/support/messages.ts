import { defineMessages } from '../../i18n/i18n.ts';

/**
 * What the Support page says once PayPal has answered a payment: the payment's own status decides,
 * so a payment under review or refused is never thanked as received.
 */
export const donationResultMessages = defineMessages(
  {
    completedTitle: 'Thank you for your donation!',
    completed: 'Your gift of {amount} helps keep Brain Training Puzzles free for everyone.',
    pendingTitle: 'Thank you! Your payment is pending',
    pending:
      'PayPal has not completed your payment of {amount} yet: it is pending, as happens while PayPal reviews a payment. Its outcome will show in your PayPal account; there is nothing more to do here.',
    declinedTitle: 'Your payment did not go through',
    declined:
      'PayPal declined the payment of {amount}, so you were not charged. Please try again, with another card or account if it happens again.',
    another: 'Make another donation',
    tryAgain: 'Try again',
  },
  {
    completedTitle: '¡Gracias por tu donación!',
    completed: 'Tu donativo de {amount} ayuda a que Brain Training Puzzles siga siendo gratis para todos.',
    pendingTitle: '¡Gracias! Tu pago está pendiente',
    pending:
      'PayPal aún no ha completado tu pago de {amount}: está pendiente, como ocurre mientras PayPal revisa un pago. Verás el resultado en tu cuenta de PayPal; no tienes que hacer nada más aquí.',
    declinedTitle: 'Tu pago no se ha realizado',
    declined:
      'PayPal ha rechazado el pago de {amount}, así que no se te ha cobrado nada. Inténtalo de nuevo, con otra tarjeta u otra cuenta si vuelve a ocurrir.',
    another: 'Hacer otra donación',
    tryAgain: 'Intentarlo de nuevo',
  },
);

/** How the page tells a payment's status: taken, not taken yet, or not taken. */
export function paymentOutcome(status: string): 'completed' | 'pending' | 'declined' {
  if (status === 'COMPLETED') return 'completed';
  if (status === 'DECLINED' || status === 'FAILED') return 'declined';
  return 'pending';
}
