// Limits shared by forms and the API, kept apart from the schemas so that a page can use them
// without loading the schema library.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

/** The simple e-mail pattern of the sign-up and login forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters an address may not hold when the site keeps it to write to: in a mailto: link they end
 * the address (`?`), add another field such as bcc or body (`&`) or smuggle either in escaped (`%`).
 */
export const EMAIL_LINK_CHARACTERS = /[?&%]/;
/** A one-time sign-in code: six digits, valid ten minutes, five tries. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
