import { defineMessages } from '../../i18n/catalog.ts';

/**
 * The donation panel's own words: the amount choice, the choice to donate that loads PayPal's
 * script, and the states on the way to PayPal's buttons.
 */
export const donationMessages = defineMessages(
  {
    checking: 'Checking whether donations are available…',
    unavailableTitle: 'Donations are unavailable right now',
    notConfigured:
      'This site is not set up to take payments at the moment, so there is no payment button to show.',
    unreachable: 'The payment service could not be reached. Please try again later.',
    stillFree: 'The games stay free either way; telling a friend about the site helps too.',
    legend: 'Choose an amount (USD)',
    customAmount: 'Custom amount',
    minimum: 'minimum $1.00',
    giving: 'You are giving {amount}.',
    empty: 'Choose an amount or enter your own to see the payment button.',
    belowMinimum: 'The minimum donation is $1.00.',
    aboveMaximum: 'The largest donation accepted here is $10,000.00.',
    notAmount: 'Enter an amount in dollars and cents, such as 7.50.',
    donate: 'Donate with PayPal',
    beforeDonating:
      "PayPal's payment buttons come from PayPal. Nothing is loaded from PayPal until you choose to donate; then PayPal receives your network address and may set its own cookies, under its own privacy statement.",
    loading: 'Loading PayPal…',
    ready: "PayPal's payment buttons are ready below.",
    loadFailed:
      "PayPal's payment button could not be loaded. Check your connection, or allow paypal.com if a blocker is on, then try again.",
    retry: 'Try again',
    buttonsFailed: 'The PayPal payment button could not be shown. Please try again later.',
  },
  {
    checking: 'Comprobando si se aceptan donaciones…',
    unavailableTitle: 'Ahora mismo no se aceptan donaciones',
    notConfigured:
      'Este sitio no está preparado para recibir pagos en este momento, así que no hay ningún botón de pago que mostrar.',
    unreachable: 'No se ha podido conectar con el servicio de pago. Inténtalo de nuevo más tarde.',
    stillFree: 'Los juegos siguen siendo gratis de todos modos; hablarle del sitio a un amigo también ayuda.',
    legend: 'Elige una cantidad (USD)',
    customAmount: 'Otra cantidad',
    minimum: 'mínimo 1,00\u00a0US$; escribe los centavos tras un punto, como en 7.50',
    giving: 'Vas a donar {amount}.',
    empty: 'Elige una cantidad o escribe la tuya para ver el botón de pago.',
    belowMinimum: 'La donación mínima es de 1,00\u00a0US$.',
    aboveMaximum: 'La donación más alta que se acepta aquí es de 10.000,00\u00a0US$.',
    notAmount: 'Escribe una cantidad en dólares, con un punto antes de los centavos, como 7.50.',
    donate: 'Donar con PayPal',
    beforeDonating:
      'Los botones de pago de PayPal vienen de PayPal. No se carga nada de PayPal hasta que decides donar; entonces PayPal recibe tu dirección de red y puede guardar sus propias cookies, según su propia declaración de privacidad.',
    loading: 'Cargando PayPal…',
    ready: 'Los botones de pago de PayPal están listos aquí debajo.',
    loadFailed:
      'No se ha podido cargar el botón de pago de PayPal. Comprueba tu conexión, o permite paypal.com si tienes un bloqueador activado, e inténtalo de nuevo.',
    retry: 'Intentarlo de nuevo',
    buttonsFailed: 'No se ha podido mostrar el botón de pago de PayPal. Inténtalo de nuevo más tarde.',
  },
);

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
    completed:
      'Tu donativo de {amount} ayuda a que Rompecabezas para el Cerebro siga siendo gratis para todos.',
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

/** The Support page around the donation panel: what a donation is, what it pays for, how paying works. */
export const supportPageMessages = defineMessages(
  {
    title: 'Support Us',
    intro:
      'Brain Training Puzzles is free for everyone, with or without an account, and it stays free whether or not you donate. A donation is a gift: it does not unlock anything or change your scores.',
    paysForTitle: 'What your donation pays for',
    paysFor: [
      'the server and database that run the games, accounts and leaderboards;',
      "the site's domain name;",
      'time spent on new puzzles, fixes and accessibility improvements.',
    ],
    paymentTitle: 'How the payment works',
    payment: (months: number) =>
      `Payments go through PayPal, in US dollars, with a PayPal account or a card. Your card details are entered on PayPal's side and never reach our server. We keep PayPal's record of each donation for ${months} months: the order number, the amount, its status and the payment confirmation PayPal sends back, without the payer's name, e-mail address or postal address.`,
    questions: 'Questions about a donation?',
    contact: 'Contact us',
  },
  {
    title: 'Apóyanos',
    intro:
      'Rompecabezas para el Cerebro es gratis para todo el mundo, con cuenta o sin ella, y sigue siéndolo tanto si donas como si no. Una donación es un regalo: no desbloquea nada ni cambia tus puntuaciones.',
    paysForTitle: 'Qué pagas con tu donación',
    paysFor: [
      'el servidor y la base de datos en los que funcionan los juegos, las cuentas y las clasificaciones;',
      'el nombre de dominio del sitio;',
      'el tiempo dedicado a nuevos rompecabezas, correcciones y mejoras de accesibilidad.',
    ],
    paymentTitle: 'Cómo funciona el pago',
    payment: (months: number) =>
      `Los pagos se hacen a través de PayPal, en dólares estadounidenses, con una cuenta de PayPal o con una tarjeta. Los datos de tu tarjeta se introducen en PayPal y nunca llegan a nuestro servidor. Guardamos el registro de PayPal de cada donación durante ${months} meses: el número de pedido, el importe, su estado y la confirmación del pago que nos devuelve PayPal, sin el nombre, la dirección de correo ni la dirección postal de quien paga.`,
    questions: '¿Tienes preguntas sobre una donación?',
    contact: 'Escríbenos',
  },
);
