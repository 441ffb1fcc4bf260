// The rules of a username, shared by the sign-up form and the server. No schema library here, so
// that the form can use them without loading one.
import { USERNAME_MAX, USERNAME_MIN } from './limits.ts';

/**
 * Characters that show as nothing or as something else: control, format (zero-width, bidi), surrogate,
 * private-use and unassigned code points (\p{C}), every default-ignorable one (the Hangul fillers
 * U+3164, U+115F, U+1160 and U+FFA0 among them), line and paragraph separators, and the blank
 * braille pattern U+2800, which is a symbol but prints as a space.
 */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/u;

/**
 * Combining marks (nonspacing and enclosing) that NFKC could not join to their letter: stacked or
 * overlaid marks, which can make a name read as another.
 */
const COMBINING_MARK = /[\p{Mn}\p{Me}]/u;

/** A space separator other than the ordinary space: no-break, ideographic, en, em, thin, hair, ... */
const OTHER_SPACE = /(?! )\p{Zs}/u;

/** The name as it is stored, counted and compared: NFKC normalised, then trimmed. */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** A name's length in characters as a reader counts them (code points, so 𠀀 is one, not two). */
export function usernameLength(name: string): number {
  let count = 0;
  for (const _ of name) count += 1;
  return count;
}

export type UsernameProblem = 'required' | 'invisible' | 'combiningMark' | 'space' | 'tooShort' | 'tooLong';

/**
 * What keeps a normalised name from being a username, or null when it is one. The server also
 * checks what was typed (`hasOtherSpaces`) and which characters and scripts the name uses.
 */
export function usernameProblem(name: string): UsernameProblem | null {
  if (name === '') return 'required';
  if (INVISIBLE.test(name)) return 'invisible';
  if (COMBINING_MARK.test(name)) return 'combiningMark';
  const length = usernameLength(name);
  if (length < USERNAME_MIN) return 'tooShort';
  if (length > USERNAME_MAX) return 'tooLong';
  return null;
}

/**
 * Whether a name as typed holds a space other than U+0020 between its first and last character. NFKC
 * turns most of them into an ordinary space, so the stored name cannot show it: it is refused.
 */
export function hasOtherSpaces(typed: string): boolean {
  return OTHER_SPACE.test(typed.trim());
}

/**
 * The longest text a sign-up form or request may hold for a name, in UTF-16 units as the browser
 * counts a field's maxLength: room for 50 characters outside the Basic Multilingual Plane, and for
 * names typed as letters plus separate accents, which NFKC joins into fewer characters.
 */
export const USERNAME_INPUT_MAX = USERNAME_MAX * 8;
