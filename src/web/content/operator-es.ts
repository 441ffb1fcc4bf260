import type { Operator } from '../lib/site-identity.ts';
import { OPERATOR } from '../lib/site-identity.ts';

/**
 * The Spanish of `operator.ts`, for the Spanish halves of the pages that name the operator: kept
 * apart so that only the Spanish halves import it, and an English page's script never holds it: each
 * function is marked free of side effects, so the build drops a call whose text no page uses.
 */
const OPERATOR_NOT_CONFIGURED =
  'Operador no configurado: define OPERATOR_NAME y OPERATOR_EMAIL y vuelve a compilar el sitio ("npm start" lo hace por sí solo).';

/** A sentence about the operator, or the "not configured" line when the build was given none. */
/* @__NO_SIDE_EFFECTS__ */
export function aboutOperatorEs(sentence: (operator: Operator) => string): string {
  return OPERATOR ? sentence(OPERATOR) : OPERATOR_NOT_CONFIGURED;
}

/** In place of a processor whose name the build was not given: what it does, and the setting that names it. */
/* @__NO_SIDE_EFFECTS__ */
export function processorNotConfiguredEs(role: string, setting: string): string {
  return `${role} (no configurado: define ${setting} y vuelve a compilar el sitio; "npm start" lo hace por sí solo).`;
}

/** How to reach the operator: by e-mail, and by post when OPERATOR_ADDRESS was given. */
/* @__NO_SIDE_EFFECTS__ */
export function reachOperatorEs(operator: Operator): string {
  return operator.address
    ? `por correo electrónico en ${operator.email} o por correo postal en ${operator.address}`
    : `por correo electrónico en ${operator.email}`;
}
