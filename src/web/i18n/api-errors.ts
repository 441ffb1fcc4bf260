import type { ErrorDetails } from '../../shared/api/common.ts';
import { type ErrorCode, waitAmount } from '../../shared/api/errors.ts';
import { ApiError } from '../lib/api.ts';
import { apiErrorDetailMessages, apiErrorMessages } from './api-errors/messages.ts';
import { type Lang, tableIn, textIn } from './catalog.ts';

type FieldName = keyof (typeof apiErrorDetailMessages)['en']['fieldNames'];

const WAIT_TEXTS = { second: 'waitSecond', minute: 'waitMinute', hour: 'waitHour' } as const;

/** What a refused request got wrong, in words: its field by the name a person knows, and why. */
function invalidRequestText(details: ErrorDetails, lang: Lang): string {
  const { field, problem, limit } = details;
  const names = tableIn(apiErrorDetailMessages, lang).fieldNames as Record<FieldName, string>;
  if (field === undefined || !Object.hasOwn(names, field))
    return textIn(apiErrorMessages, lang, 'INVALID_REQUEST');
  // The sign-up form checks a username's length itself: the server refuses the rest by its characters.
  if (field === 'username') return textIn(apiErrorDetailMessages, lang, 'usernameNotAllowed');
  const values = { field: names[field as FieldName], limit: limit ?? 0 };
  if (problem === 'required') return textIn(apiErrorDetailMessages, lang, 'fieldRequired', values);
  if (problem === 'tooShort' && limit !== undefined)
    return textIn(apiErrorDetailMessages, lang, 'fieldTooShort', values);
  if (problem === 'tooLong' && limit !== undefined)
    return textIn(apiErrorDetailMessages, lang, 'fieldTooLong', values);
  return textIn(apiErrorDetailMessages, lang, 'fieldInvalid', values);
}

/**
 * An API error in a language, from its code and the details its body carries (never the server's
 * message): the code's text, or the text that names the detail when the body has it.
 */
export function errorTextIn(code: ErrorCode, details: ErrorDetails, lang: Lang): string {
  if (code === 'SIGN_IN_CODE_WRONG' && details.triesLeft !== undefined)
    return textIn(apiErrorDetailMessages, lang, 'codeTriesLeft', { triesLeft: details.triesLeft });
  if (code === 'RATE_LIMITED' && details.retryAfterSeconds !== undefined) {
    const { amount, unit } = waitAmount(details.retryAfterSeconds);
    const wait = textIn(apiErrorDetailMessages, lang, WAIT_TEXTS[unit], { count: amount });
    return textIn(apiErrorDetailMessages, lang, 'rateLimitedFor', { wait });
  }
  if (code === 'INVALID_REQUEST') return invalidRequestText(details, lang);
  return textIn(apiErrorMessages, lang, code);
}

/**
 * The text to show for a failed API call in the page's language, or undefined when the failure is
 * not one of the API's errors (no answer, a proxy's page), for which the caller has its own words.
 */
export function apiErrorText(error: unknown, lang: Lang): string | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  return errorTextIn(error.code, error.details, lang);
}
