// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the page's placeholders, as its source writes them
import type { PendingSpanish } from './pending.ts';

/**
 * The operator's sentences that the privacy policy, the terms and the about page share, from
 * `operator.ts`: the line in place of an unconfigured operator or processor, and how to reach the
 * operator. `reachOperator` fills in its Spanish with the operator's own address.
 */
export const PENDING: PendingSpanish = {
  source: 'src/web/content/operator.ts',
  sentences: [
    {
      en: 'Operator not configured: set OPERATOR_NAME and OPERATOR_EMAIL and build the site again ("npm start" does it by itself).',
      es: 'Operador no configurado: define OPERATOR_NAME y OPERATOR_EMAIL y vuelve a compilar el sitio ("npm start" lo hace por sí solo).',
    },
    {
      en: '${role} (not configured: set ${setting} and build the site again; "npm start" does it by itself).',
      es: '${role} (no configurado: define ${setting} y vuelve a compilar el sitio; "npm start" lo hace por sí solo).',
    },
    {
      en: 'by e-mail at ${operator.email} or by post at ${operator.address}',
      es: 'por correo electrónico en ${operator.email} o por correo postal en ${operator.address}',
    },
    {
      en: 'by e-mail at ${operator.email}',
      es: 'por correo electrónico en ${operator.email}',
    },
  ],
};
