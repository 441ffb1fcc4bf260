import { ApiError } from '../lib/api.ts';
import { apiErrorMessages } from './api-errors/messages.ts';
import { type Lang, textIn } from './catalog.ts';

/**
 * The text to show for a failed API call in the page's language, or undefined when the failure is
 * not one of the API's errors (no answer, a proxy's page), for which the caller has its own words.
 */
export function apiErrorText(error: unknown, lang: Lang): string | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  if (lang === 'en') return error.serverMessage;
  return textIn(apiErrorMessages, lang, error.code);
}
