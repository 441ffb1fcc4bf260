import {
  hasOtherSpaces,
  normalizeUsername,
  type UsernameProblem,
  usernameProblem,
} from '../../../shared/api/username.ts';

/** What keeps a typed name from being an account's new name, checked before the server checks it again. */
export type NewUsernameProblem = UsernameProblem | 'unchanged';

/**
 * The name as the server will store it, or why it cannot be the account's new name: the sign-up
 * rules the page can check (the server also checks the name's characters, scripts and look-alikes),
 * and that it differs from the current name (a change of case is a change).
 */
export function checkNewUsername(
  typed: string,
  current: string,
): { name: string; problem: null } | { name: string; problem: NewUsernameProblem } {
  const name = normalizeUsername(typed);
  const problem = usernameProblem(name) ?? (hasOtherSpaces(typed) ? 'space' : null);
  if (problem) return { name, problem };
  if (name === current) return { name, problem: 'unchanged' };
  return { name, problem: null };
}
