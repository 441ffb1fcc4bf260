import { OPERATOR, type Operator } from '../lib/site-identity.ts';

/**
 * In place of the operator where OPERATOR_NAME and OPERATOR_EMAIL were not given to the build, which
 * only a development build allows: a production server does not start without them.
 */
const OPERATOR_NOT_CONFIGURED =
  'Operator not configured: set OPERATOR_NAME and OPERATOR_EMAIL and build the site again ("npm start" does it by itself).';

/** A sentence about the operator, or the "not configured" line when the build was given none. */
export function aboutOperator(sentence: (operator: Operator) => string): string {
  return OPERATOR ? sentence(OPERATOR) : OPERATOR_NOT_CONFIGURED;
}

/**
 * In place of a processor whose name the build was not given (EMAIL_PROVIDER_NAME,
 * HOST_PROVIDER_NAME): what it does, and the setting that names it.
 */
export function processorNotConfigured(role: string, setting: string): string {
  return `${role} (not configured: set ${setting} and build the site again; "npm start" does it by itself).`;
}

/** How to reach the operator: by e-mail, and by post when OPERATOR_ADDRESS was given. */
export function reachOperator(operator: Operator): string {
  return operator.address
    ? `by e-mail at ${operator.email} or by post at ${operator.address}`
    : `by e-mail at ${operator.email}`;
}
