import {
  EMAIL_LINK_CHARACTERS,
  EMAIL_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../shared/api/limits.ts';
import { normalizeUsername, usernameProblem } from '../../../shared/api/username.ts';
import type { authMessages } from './messages.ts';

type AuthMessageKey = keyof typeof authMessages.en;

/** Why a form cannot be sent, checked before anything goes to the server: a toast's title and text. */
export interface FormProblem {
  title: AuthMessageKey;
  text: AuthMessageKey;
  values?: Record<string, number>;
}

const invalidEmail: FormProblem = { title: 'invalidEmailTitle', text: 'invalidEmail' };

/** Signing in takes an address that looks like one. */
export function signInProblem(email: string): FormProblem | null {
  const trimmed = email.trim();
  if (!trimmed) return { title: 'missingTitle', text: 'missingEmail' };
  if (!EMAIL_PATTERN.test(trimmed)) return invalidEmail;
  return null;
}

/**
 * Signing up takes both fields; an address safe to write to (the server refuses ?, & and % in the
 * addresses it keeps, for mailto links) and a username the server takes (its length, no invisible
 * characters). Whether the name is free is the server's to say.
 */
export function signUpProblem(username: string, email: string): FormProblem | null {
  const trimmedEmail = email.trim();
  const name = normalizeUsername(username);
  if (!name || !trimmedEmail) return { title: 'missingTitle', text: 'missingBoth' };
  if (!EMAIL_PATTERN.test(trimmedEmail)) return invalidEmail;
  if (EMAIL_LINK_CHARACTERS.test(trimmedEmail))
    return { title: 'invalidEmailTitle', text: 'emailCharacters' };
  switch (usernameProblem(name)) {
    case 'tooShort':
      return { title: 'shortTitle', text: 'short', values: { min: USERNAME_MIN } };
    case 'tooLong':
      return { title: 'longTitle', text: 'long', values: { max: USERNAME_MAX } };
    case 'invisible':
      return { title: 'invisibleTitle', text: 'invisible' };
    default:
      return null;
  }
}
