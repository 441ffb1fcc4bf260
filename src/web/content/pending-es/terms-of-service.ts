// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the page's placeholders, as its source writes them
import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/terms-of-service.ts',
  sentences: [
    {
      en: "with its own time and score (a time the browser reports is accepted within 2 seconds of the server's, which is the one stored), and refuses anything else, as well as",
      es: 'con su propio tiempo y puntuación (el tiempo que informa el navegador se acepta si está a menos de 2 segundos del del servidor, que es el que se guarda), y rechaza todo lo demás, así como',
    },
    {
      en: 'Brain Training Puzzles is run by ${operator.name} ("we", "us"), who can be reached ${reachOperator(operator)}.',
      es: 'Rompecabezas para el Cerebro lo gestiona ${operator.name} ("nosotros"), con quien puedes contactar ${reachOperator(operator)}.',
    },
    {
      en: 'Our administrator may rename an account with such a username, to a name that follows the same rules as at sign-up, and may suspend or delete the account if it keeps choosing such names. The leaderboards show the new name at once; the site does not e-mail you about a rename.',
      es: 'Nuestro administrador puede cambiar el nombre de una cuenta con un nombre de usuario así por otro que cumpla las mismas reglas que al registrarse, y puede suspender o eliminar la cuenta si sigue eligiendo nombres así. Las clasificaciones muestran el nombre nuevo de inmediato; el sitio no te avisa por correo de un cambio de nombre.',
    },
    {
      en: 'An account that nobody signs in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted with its scores, as when you delete it yourself, after warnings e-mailed to its address ${FIRST_WARNING_DAYS} and ${LAST_WARNING_DAYS} days before. Signing in once keeps it.',
      es: 'Una cuenta en la que nadie inicia sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina con sus puntuaciones, como cuando la eliminas tú, tras avisos enviados a su dirección de correo ${FIRST_WARNING_DAYS} y ${LAST_WARNING_DAYS} días antes. Iniciar sesión una vez la conserva.',
    },
    {
      en: 'A suspended account can still sign in and play, but its scores leave every leaderboard and the site totals, any game it has under way can no longer be submitted, and new scores are refused with a message saying that the account is suspended. Its scores are kept: when our administrator lifts the suspension, they return to the leaderboards and totals. The site does not e-mail you about a suspension.',
      es: 'Una cuenta suspendida puede seguir iniciando sesión y jugando, pero sus puntuaciones salen de todas las clasificaciones y de los totales del sitio, ninguna partida que tenga en curso puede enviarse ya, y las puntuaciones nuevas se rechazan con un mensaje que dice que la cuenta está suspendida. Sus puntuaciones se conservan: cuando nuestro administrador levanta la suspensión, vuelven a las clasificaciones y a los totales. El sitio no te avisa por correo de una suspensión.',
    },
    {
      en: 'Governing law',
      es: 'Ley aplicable',
    },
    {
      en: 'These terms are governed by ${GOVERNING_LAW}. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.',
      es: 'Estos términos se rigen por ${GOVERNING_LAW}. Si usas el sitio como consumidor, esto no te quita la protección que te da la ley del país donde vives.',
    },
    {
      en: "These terms are governed by the law of the place where the site's operator is established. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.",
      es: 'Estos términos se rigen por la ley del lugar donde está establecido el operador del sitio. Si usas el sitio como consumidor, esto no te quita la protección que te da la ley del país donde vives.',
    },
    {
      en: 'The version on this page is the one in force, and the date at its top says when it last changed; if you keep using the site after a change, the new terms apply.',
      es: 'La versión de esta página es la vigente, y la fecha de su parte superior indica cuándo cambió por última vez; si sigues usando el sitio después de un cambio, se aplican los términos nuevos.',
    },
  ],
};
