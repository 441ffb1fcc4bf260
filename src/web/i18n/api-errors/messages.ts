import { FIXED_ERROR_MESSAGES } from '../../../shared/api/errors.ts';
import { SIGN_IN_CODE_MINUTES } from '../../../shared/api/limits.ts';
import { defineMessages } from '../catalog.ts';

/**
 * What each API error code means, in each language: the texts `apiErrorText` (../api-errors.ts)
 * writes an error with, from its code and the details its body carries as fields of their own
 * (shared/api/common.ts), never from the server's message. The English texts of the fixed errors
 * are the server's own words.
 */
export const apiErrorMessages = defineMessages(
  {
    ...FIXED_ERROR_MESSAGES,
    INVALID_REQUEST: 'The request is not valid.',
    NOT_YOUR_ACCOUNT: 'This belongs to another account.',
    UNKNOWN_GAME: 'There is no such game.',
    IMPLAUSIBLE_SCORE: 'This score is not possible for the game.',
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    PAYMENT_REFUSED: 'PayPal refused the payment.',
    PAYMENT_PROVIDER_ERROR: 'PayPal cannot be reached right now. Please try again later.',
    NOT_FOUND: 'Not found.',
    TIME_MISMATCH: "This time is not the server's time of the game.",
    BELOW_FLOOR: 'This game was faster than a person can play it, so it is not ranked.',
    TOO_MANY_MOVES: 'This game has taken as many moves as a game may.',
    SCORE_MISMATCH: 'This score does not match the game played.',
    ILLEGAL_MOVE: 'This move is not allowed.',
    HINT_NOT_USED: 'In hard mode every hint revealed must be used in later guesses.',
    SIGN_IN_CODE_WRONG: 'This code is not right. Please check it and try again.',
  },
  {
    MALFORMED_JSON: 'La petición no es un JSON válido.',
    MALFORMED_URL: 'La dirección no es válida.',
    BODY_TOO_LARGE: 'La petición es demasiado grande.',
    REQUEST_TIMEOUT: 'La petición tardó demasiado en llegar. Inténtalo de nuevo.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON.',
    UNSTORABLE_VALUE: 'La petición contiene un valor que no se puede guardar.',
    CROSS_SITE_REQUEST: 'No se admiten peticiones desde otros sitios.',
    SIGN_IN_REQUIRED: 'Inicia sesión primero.',
    USER_NOT_FOUND: 'Usuario no encontrado. Comprueba el correo electrónico o crea una cuenta.',
    USERNAME_TAKEN: 'Este nombre de usuario ya está en uso. Elige otro.',
    EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
    ADMIN_KEY_INVALID: 'Clave de administración no válida',
    ADMIN_KEY_LOCKED: 'Demasiadas claves de administración incorrectas. Inténtalo más tarde.',
    DATABASE_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en breve.',
    PAYMENTS_NOT_CONFIGURED: 'Las donaciones no están disponibles en este momento.',
    DUPLICATE_SCORE:
      'Ya has enviado el TL;DR de hoy. Mañana a medianoche, hora del Pacífico, llega una palabra nueva.',
    UNKNOWN_ORDER: 'Pedido desconocido',
    INTERNAL: 'Error interno del servidor',
    INVALID_REQUEST: 'La petición no es válida. Revisa los datos e inténtalo de nuevo.',
    NOT_YOUR_ACCOUNT: 'Esto pertenece a otra cuenta.',
    UNKNOWN_GAME: 'Ese juego no existe.',
    IMPLAUSIBLE_SCORE: 'Esta puntuación no es posible en este juego.',
    RATE_LIMITED: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
    PAYMENT_REFUSED: 'PayPal rechazó el pago.',
    PAYMENT_PROVIDER_ERROR: 'No se puede contactar con PayPal en este momento. Inténtalo más tarde.',
    NOT_FOUND: 'No encontrado.',
    PLAY_NOT_FOUND: 'No se encontró esta partida. Las partidas sin terminar caducan al cabo de un día.',
    PLAY_REQUIRED: 'Una puntuación debe indicar la partida en la que se consiguió.',
    PLAY_NOT_YOURS: 'Esta partida es de otro jugador.',
    PLAY_NOT_OVER: 'Esta partida aún no ha terminado.',
    PLAY_OVER: 'Esta partida ya ha terminado.',
    PLAY_SUBMITTED: 'La puntuación de esta partida ya se envió.',
    PLAY_EXPIRED: 'Esta partida ha caducado: las partidas sin terminar duran un día.',
    PLAY_GAME_MISMATCH: 'Esta puntuación indica otro juego que el de la partida.',
    TIME_MISMATCH: 'Este tiempo no es el que el servidor midió para la partida.',
    BELOW_FLOOR:
      'Esta partida fue más rápida de lo que una persona puede jugarla, así que no entra en la clasificación.',
    PLAY_UNRANKED:
      'La palabra del día se juega sin clasificación: solo tu propia palabra clasificatoria va al marcador.',
    TOO_MANY_MOVES: 'Esta partida ya tiene tantos movimientos como una partida puede tener.',
    SCORE_MISMATCH: 'Esta puntuación no corresponde a la partida jugada.',
    ILLEGAL_MOVE: 'Este movimiento no está permitido.',
    PAIR_SHOWING: 'Espera a que se resuelva la pareja girada.',
    HINT_NOT_USED: 'En el modo difícil, cada pista revelada debe usarse en los intentos siguientes.',
    HARD_MODE_LOCKED: 'El modo difícil solo se puede activar o desactivar antes del primer intento.',
    TLDR_PLAYED_TODAY:
      'Ya has jugado el TL;DR de hoy. Mañana a medianoche, hora del Pacífico, llega una palabra nueva.',
    SCORE_NOT_FOUND: 'No se encontró esta puntuación. Puede que ya se haya eliminado.',
    ACCOUNT_NOT_FOUND: 'No se encontró esta cuenta. Puede que ya se haya eliminado.',
    ACCOUNT_SUSPENDED:
      'Esta cuenta está suspendida: sus puntuaciones no aparecen en las clasificaciones y no se aceptan puntuaciones nuevas. Si crees que es un error, escríbenos desde la página de contacto.',
    SESSION_NOT_FOUND: 'No se encontró esta sesión. Puede que ya haya terminado.',
    DEVICE_NOT_FOUND: 'No se encontró este navegador. Puede que ya se haya olvidado.',
    EMAIL_UNCHANGED: 'Esta ya es la dirección de correo de tu cuenta.',
    ALREADY_SUSPENDED: 'Esta cuenta ya está suspendida.',
    NOT_SUSPENDED: 'Esta cuenta no está suspendida.',
    SIGN_IN_CODE_WRONG: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
    SIGN_IN_CODE_USED_UP: 'Este código se ha introducido mal demasiadas veces. Pide un código nuevo.',
    SIGN_IN_CODE_EXPIRED: `Este código ha caducado: los códigos duran ${SIGN_IN_CODE_MINUTES} minutos. Pide un código nuevo.`,
    SIGN_IN_CODE_NOT_SENT:
      'No hay ningún código esperando para este correo electrónico. Pide un código nuevo.',
    SIGN_IN_CODE_LIMIT: 'Demasiados códigos o intentos por ahora. Inténtalo de nuevo dentro de una hora.',
    SIGN_IN_CODE_UNDELIVERED: 'No se pudo enviar el código. Inténtalo de nuevo en un momento.',
  },
);

/**
 * The texts of the codes whose body names a detail, written when the body has it: a wrong code's
 * tries left, a limit's wait, and the field a refused request got wrong.
 */
export const apiErrorDetailMessages = defineMessages(
  {
    codeTriesLeft: 'This code is not right: {triesLeft, plural, one {# try} other {# tries}} left.',
    rateLimitedFor: 'Too many requests. Please try again in {wait}.',
    waitSecond: '{count, plural, one {# second} other {# seconds}}',
    waitMinute: '{count, plural, one {# minute} other {# minutes}}',
    waitHour: '{count, plural, one {# hour} other {# hours}}',
    fieldRequired: 'Please fill in the {field} field.',
    fieldTooShort:
      'The {field} field takes at least {limit, plural, one {# character} other {# characters}}.',
    fieldTooLong: 'The {field} field takes at most {limit, plural, one {# character} other {# characters}}.',
    fieldInvalid: 'Please check the {field} field.',
    usernameNotAllowed:
      "This username is not allowed. A username may use letters and digits in everyday use, ordinary spaces and marks such as - _ . ', all in one writing system (or Latin letters with one other), and each accented letter typed as one character.",
    /** The fields a person fills in, by their names in the API's requests. */
    fieldNames: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      username: 'Username',
      code: 'Sign-in code',
      amount: 'Amount',
    },
  },
  {
    codeTriesLeft:
      'El código no es correcto: {triesLeft, plural, one {te queda # intento} other {te quedan # intentos}}.',
    rateLimitedFor: 'Demasiadas peticiones. Inténtalo de nuevo dentro de {wait}.',
    waitSecond: '{count, plural, one {# segundo} other {# segundos}}',
    waitMinute: '{count, plural, one {# minuto} other {# minutos}}',
    waitHour: '{count, plural, one {# hora} other {# horas}}',
    fieldRequired: 'Rellena el campo «{field}».',
    fieldTooShort:
      'El campo «{field}» necesita al menos {limit, plural, one {# carácter} other {# caracteres}}.',
    fieldTooLong:
      'El campo «{field}» admite como mucho {limit, plural, one {# carácter} other {# caracteres}}.',
    fieldInvalid: 'Revisa el campo «{field}».',
    usernameNotAllowed:
      "Este nombre de usuario no está permitido. Un nombre de usuario puede usar letras y cifras de uso corriente, espacios normales y signos como - _ . ', todo en un mismo sistema de escritura (o letras latinas con otro), y cada letra acentuada escrita como un solo carácter.",
    fieldNames: {
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      username: 'Nombre de usuario',
      code: 'Código de inicio de sesión',
      amount: 'Importe',
    },
  },
);
