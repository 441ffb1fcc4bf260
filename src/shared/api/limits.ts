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
/** A one-time sign-in code: six digits, valid ten minutes, five tries from each address. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
/**
 * The tries are counted per address, so that a stranger's wrong guesses never use up the owner's;
 * all addresses but the one that asked for the code share this many tries in all, so that a crowd
 * of addresses cannot guess on without end.
 */
export const SIGN_IN_CODE_TRIES_ELSEWHERE = 4 * SIGN_IN_CODE_TRIES;

/** A sign-in code as the player types it: the digits alone. */
export const SIGN_IN_CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`);

/**
 * The most moves one request of a play may carry. Moves are sent as they are played; a few go
 * together only when they were made while the request before them was on its way (or offline).
 */
export const MAX_MOVES_PER_REQUEST = 5;

/** The header that carries the admin key. */
export const ADMIN_KEY_HEADER = 'admin-key';

/** A verified game's time this many seconds above its human floor still counts as at the floor. */
export const OUTLIER_FLOOR_MARGIN_SECONDS = 1;

/** The longest reason the admin may give for a suspension. */
export const SUSPENSION_REASON_MAX = 500;
