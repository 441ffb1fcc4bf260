import type { SiteLanguage } from '../../shared/api/auth.ts';
import { INACTIVE_ACCOUNT_YEARS } from '../../shared/retention.ts';
import { SITE_TIME_ZONE } from '../../shared/time.ts';
import { SITE_BRAND } from './account-mails.ts';

/** A warning that an account nobody has signed in to will be deleted. */
export interface InactivityWarning {
  username: string;
  lang: SiteLanguage;
  lastSignInAt: Date;
  /** When the deletion becomes due (the clean-up deletes it at its first run from then). */
  deletionAt: Date;
  /** Whether this is the last of the warnings. */
  final: boolean;
}

/** A day as the player's language writes it ("March 5, 2029", "5 de marzo de 2029"), in Pacific time. */
function longDate(at: Date, lang: SiteLanguage): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'long',
    timeZone: SITE_TIME_ZONE,
  }).format(at);
}

/** The address of a page of the site in the player's language, or null without a public origin. */
function siteLink(origin: string | undefined, path: string, lang: SiteLanguage): string | null {
  if (!origin) return null;
  const url = new URL(path, origin);
  if (lang === 'es') url.searchParams.set('lang', 'es');
  return url.toString();
}

/**
 * The warning's subject and plain text, in the player's language. Dates are Pacific days, the site's
 * day; the deletion is said to come "from" its day, since the hourly clean-up may do it a little later.
 */
export function inactivityWarningMail(
  warning: InactivityWarning,
  publicOrigin: string | undefined,
): { subject: string; text: string } {
  const { username, lang, final } = warning;
  const since = longDate(warning.lastSignInAt, lang);
  const deletion = longDate(warning.deletionAt, lang);
  const home = siteLink(publicOrigin, '/', lang);
  const account = siteLink(publicOrigin, '/account', lang);
  const years = INACTIVE_ACCOUNT_YEARS;
  if (lang === 'es') {
    return {
      subject: `${final ? 'Último aviso: t' : 'T'}u cuenta de ${SITE_BRAND.es} se eliminará a partir del ${deletion}`,
      text: [
        `Hola, ${username}:`,
        '',
        `Nadie ha iniciado sesión en tu cuenta «${username}» de ${SITE_BRAND.es} desde el ${since}. Eliminamos las cuentas en las que nadie ha iniciado sesión durante ${years} años, así que esta cuenta se eliminará, con sus puntuaciones y estadísticas, a partir del ${deletion} (hora del Pacífico).`,
        '',
        home
          ? `Para conservarla, inicia sesión una vez antes de esa fecha: ${home}`
          : `Para conservarla, inicia sesión una vez en ${SITE_BRAND.es} antes de esa fecha.`,
        `Basta con iniciar sesión una vez: la cuenta se conserva y el plazo de ${years} años vuelve a empezar.`,
        '',
        account
          ? `Antes de que se elimine, puedes descargar todo lo que guardamos sobre ti desde la página de tu cuenta: ${account}`
          : 'Antes de que se elimine, puedes descargar todo lo que guardamos sobre ti desde la página de tu cuenta.',
        '',
        final
          ? 'Este es el último aviso. Si ya no quieres la cuenta, no tienes que hacer nada.'
          : 'Si ya no quieres la cuenta, no tienes que hacer nada.',
        '',
      ].join('\n'),
    };
  }
  return {
    subject: `${final ? 'Last reminder: your' : 'Your'} ${SITE_BRAND.en} account will be deleted from ${deletion}`,
    text: [
      `Hello ${username},`,
      '',
      `Nobody has signed in to your ${SITE_BRAND.en} account "${username}" since ${since}. We delete accounts that nobody has signed in to for ${years} years, so this account will be deleted, with its scores and statistics, from ${deletion} (Pacific time).`,
      '',
      home
        ? `To keep it, sign in once before then: ${home}`
        : `To keep it, sign in once to ${SITE_BRAND.en} before then.`,
      `Signing in once is enough: the account is kept and the ${years} years start again.`,
      '',
      account
        ? `Before it goes, you can download everything we hold about you from your account page: ${account}`
        : 'Before it goes, you can download everything we hold about you from your account page.',
      '',
      final
        ? 'This is the last reminder. If you no longer want the account, you need not do anything.'
        : 'If you no longer want the account, you need not do anything.',
      '',
    ].join('\n'),
  };
}
