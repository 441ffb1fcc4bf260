import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/faq.ts',
  sentences: [
    {
      en: ': change your username under the same rules as at sign-up, or your e-mail address, which takes a six-digit code we e-mail to the new address (the old one gets a notice of the change). If you can no longer sign in, write to us through the ',
      es: ': cambia tu nombre de usuario con las mismas reglas que al registrarte, o tu dirección de correo, para lo que te enviamos un código de seis dígitos a la nueva dirección (la antigua recibe un aviso del cambio). Si ya no puedes iniciar sesión, escríbenos mediante el ',
    },
    {
      en: 'On the browser you signed up with, that is all, until that browser is forgotten (after a year without signing in there, or as the Privacy Policy describes).',
      es: 'En el navegador con el que te registraste, no hace falta nada más, hasta que ese navegador se olvide (tras un año sin iniciar sesión en él, o como describe la Política de privacidad).',
    },
    {
      en: 'The server sends a word only when your game ends, or, for the word of the day, once its day is over.',
      es: 'El servidor envía una palabra solo cuando termina tu partida o, en el caso de la palabra del día, cuando ha terminado su día.',
    },
    {
      en: 'At the end you see a score per area and, for each area with a low score, a game that uses the same kind of skill, if you would like to practise it; practising a game has not been shown to improve that skill in daily life.',
      es: 'Al final verás una puntuación por área y, para cada área con una puntuación baja, un juego que usa el mismo tipo de habilidad, por si quieres practicarla; no se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
    },
  ],
};
