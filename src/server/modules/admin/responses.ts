import { errorSchema } from '../../../shared/api/common.ts';

/** The answers every admin route may give besides its own: a bad request, no admin key, too many tries. */
export const adminErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };
