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

/** The clean-up runs when the server starts and then every this many minutes. */
export const CLEAN_UP_EVERY_MINUTES = 60;
