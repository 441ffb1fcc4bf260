// How long the site keeps what it stores about people. The server's clean-up deletes by these
// numbers, and the privacy policy states them from here, so the two cannot disagree.

/** Contact messages are deleted this many months after they were sent. */
export const CONTACT_RETENTION_MONTHS = 24;

/** Donation records (orders and captures) are deleted this many months after the order. */
export const DONATION_RETENTION_MONTHS = 24;

/**
 * What the admin did to an account (rename, suspension, deletion, a removed score) is recorded and
 * the record deleted this many months later.
 */
export const ADMIN_ACTION_RETENTION_MONTHS = 24;

/** A session lasts this many days from sign-in; it is deleted once expired. */
export const SESSION_DAYS = 30;

/** A browser's device credential lasts this many days from its last use; it is deleted once expired. */
export const DEVICE_CREDENTIAL_DAYS = 365;

/**
 * An unfinished game expires this many hours after its deal (and never before the end of the Pacific
 * day it was dealt on, which the autumn clock change makes 25 hours long) and is deleted then.
 */
export const UNFINISHED_GAME_HOURS = 24;

/**
 * The live boards' events (a board's new rows after each change of its top 30: public usernames and
 * scores) are kept this many minutes, so that a browser that reconnects gets what it missed; the
 * newest one is kept whatever its age.
 */
export const BOARD_EVENT_RETENTION_MINUTES = 60;

/** The clean-up runs when the server starts and then every this many minutes. */
export const CLEAN_UP_EVERY_MINUTES = 60;

/**
 * An account that has not signed in for this many years is deleted as a player's own deletion is
 * (PRODUCT.md), after the warnings below.
 */
export const INACTIVE_ACCOUNT_YEARS = 3;

/**
 * Before an inactive account is deleted, its address is e-mailed a warning this many days before the
 * deletion, in the language the player last used; a sign-in meanwhile keeps the account. Neither
 * warning is skipped: when one goes out late, the deletion waits until its days have passed.
 */
export const INACTIVE_ACCOUNT_WARNING_DAYS = [30, 7] as const;
