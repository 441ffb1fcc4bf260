import type { SiteLanguage } from '../../shared/api/auth.ts';
import { SIGN_IN_CODE_MINUTES } from '../../shared/api/limits.ts';

/** The site's name in each language, as its pages write it. */
export const SITE_BRAND: Record<SiteLanguage, string> = {
  en: 'Brain Training Puzzles',
  es: 'Rompecabezas para el Cerebro',
};

/** A mail's subject and plain text. */
interface Mail {
  subject: string;
  text: string;
}

const lines = (...parts: string[]) => `${parts.join('\n')}\n`;

/** The sign-in code, in the language of the page the player asked from. */
export function signInCodeMail(code: string, lang: SiteLanguage): Mail {
  if (lang === 'es')
    return {
      subject: `Tu código para iniciar sesión: ${code}`,
      text: lines(
        `Tu código para iniciar sesión en ${SITE_BRAND.es} es ${code}.`,
        `Sirve una sola vez, durante ${SIGN_IN_CODE_MINUTES} minutos. Si no intentaste iniciar sesión, ignora este correo: nadie puede entrar sin el código.`,
      ),
    };
  return {
    subject: `Your sign-in code: ${code}`,
    text: lines(
      `Your sign-in code for ${SITE_BRAND.en} is ${code}.`,
      `It works once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not try to sign in, ignore this email: nobody can sign in without the code.`,
    ),
  };
}

/** The code that proves a new address of the account, in the player's language. */
export function emailChangeCodeMail(code: string, lang: SiteLanguage): Mail {
  if (lang === 'es')
    return {
      subject: `Tu código para cambiar tu correo: ${code}`,
      text: lines(
        `Tu código para usar esta dirección en tu cuenta de ${SITE_BRAND.es} es ${code}.`,
        `Sirve una sola vez, durante ${SIGN_IN_CODE_MINUTES} minutos. Si no pediste cambiar tu dirección, ignora este correo: la dirección no cambia sin el código.`,
      ),
    };
  return {
    subject: `Your code to change your e-mail: ${code}`,
    text: lines(
      `Your code to use this address for your ${SITE_BRAND.en} account is ${code}.`,
      `It works once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask to change your address, ignore this email: the address is not changed without the code.`,
    ),
  };
}

/** The notice to the old address that the account now uses another, in the player's language. */
export function emailChangedMail(newEmail: string, lang: SiteLanguage): Mail {
  if (lang === 'es')
    return {
      subject: 'Se cambió tu dirección de correo',
      text: lines(
        `La dirección de correo de tu cuenta de ${SITE_BRAND.es} se cambió a ${newEmail}. Los códigos para iniciar sesión se envían ahora a esa dirección.`,
        'Si no hiciste este cambio, escríbenos desde la página de contacto del sitio.',
      ),
    };
  return {
    subject: 'Your e-mail address was changed',
    text: lines(
      `The e-mail address of your ${SITE_BRAND.en} account was changed to ${newEmail}. Sign-in codes now go to that address.`,
      'If you did not make this change, write to us through the contact page of the site.',
    ),
  };
}
