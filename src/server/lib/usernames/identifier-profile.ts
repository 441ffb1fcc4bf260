// UTS #39 (Unicode Security Mechanisms) for usernames: every character in the General Security
// Profile for identifiers, and no mix of scripts beyond the Moderately Restrictive level. The data
// stays on the server (identifier-data.ts); the sign-up form's own checks are lighter.
import { signUpBodySchema } from '../../../shared/api/users.ts';
import { ALLOWED_IDENTIFIER_CHARACTERS } from './identifier-data.ts';

/** A character's scripts, augmented as UTS #39 §5.1 says; null for one used with every script. */
type Scripts = ReadonlySet<string> | null;

interface Run {
  first: number;
  last: number;
  scripts: Scripts;
}

/** Han is also written as Japanese, Korean and with Bopomofo; kana as Japanese; Hangul as Korean. */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Han: ['Han_with_Bopomofo', 'Japanese', 'Korean'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['Han_with_Bopomofo'],
};
const EVERY_SCRIPT = new Set(['Common', 'Inherited']);
/** Scripts that Latin may be mixed with only at the Minimally Restrictive level (UTS #39 §5.2). */
const NOT_WITH_LATIN = ['Cyrillic', 'Greek'];
const CJK_WITH_LATIN = ['Japanese', 'Korean', 'Han_with_Bopomofo'];
/** The ordinary space: not an identifier character, but allowed between the words of a name. */
const SPACE = 0x20;

function augment(scripts: readonly string[]): Scripts {
  if (scripts.every((script) => EVERY_SCRIPT.has(script))) return null;
  return new Set(scripts.flatMap((script) => [script, ...(AUGMENTED[script] ?? [])]));
}

/** The allowed characters as runs sorted by code point, for a binary search. */
const RUNS: readonly Run[] = ALLOWED_IDENTIFIER_CHARACTERS.flatMap(({ scripts, runs }) => {
  const set = augment(scripts);
  return runs.flatMap((line) =>
    line.split(' ').map((run) => {
      const [first = '', last = first] = run.split('-');
      return { first: Number.parseInt(first, 16), last: Number.parseInt(last, 16), scripts: set };
    }),
  );
}).sort((a, b) => a.first - b.first);

/** The scripts of an allowed character, or undefined for one outside the profile. */
function scriptsOf(codePoint: number): Scripts | undefined {
  let low = 0;
  let high = RUNS.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const run = RUNS[middle] as Run;
    if (codePoint < run.first) high = middle - 1;
    else if (codePoint > run.last) low = middle + 1;
    else return run.scripts;
  }
  return undefined;
}

function intersect(set: Set<string> | null, scripts: ReadonlySet<string>): Set<string> {
  return new Set([...(set ?? scripts)].filter((script) => scripts.has(script)));
}

/** Whether a name of allowed characters is at most Moderately Restrictive (UTS #39 §5.2). */
function scriptsMixAllowed(name: string): boolean {
  // The resolved script set of the whole name, and of its characters not written in Latin.
  let resolved: Set<string> | null = null;
  let withoutLatin: Set<string> | null = null;
  for (const character of name) {
    const scripts = scriptsOf(character.codePointAt(0) as number);
    if (!scripts) continue;
    resolved = intersect(resolved, scripts);
    if (!scripts.has('Latin')) withoutLatin = intersect(withoutLatin, scripts);
  }
  // Single script: one script (or one writing system, such as Japanese) covers every character.
  if (resolved === null || resolved.size > 0 || withoutLatin === null) return true;
  // Highly Restrictive: Latin with Han and kana, with Han and Bopomofo, or with Han and Hangul.
  if (CJK_WITH_LATIN.some((script) => withoutLatin.has(script))) return true;
  // Moderately Restrictive: Latin with one other script, unless that is Cyrillic or Greek.
  return withoutLatin.size > 0 && !NOT_WITH_LATIN.some((script) => withoutLatin.has(script));
}

export type IdentifierProblem = { kind: 'restrictedCharacter'; character: string } | { kind: 'mixedScripts' };

/** What keeps a normalised name out of the profile, or null when it is in. */
export function identifierProblem(name: string): IdentifierProblem | null {
  for (const character of name) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint !== SPACE && scriptsOf(codePoint) === undefined) {
      return { kind: 'restrictedCharacter', character };
    }
  }
  return scriptsMixAllowed(name) ? null : { kind: 'mixedScripts' };
}

/** The problem in words, naming the character that is not allowed. */
export function identifierProblemMessage(problem: IdentifierProblem): string {
  if (problem.kind === 'mixedScripts') {
    return 'Username must not mix writing systems: use one script, or Latin letters with one other script (not Cyrillic or Greek)';
  }
  const code = (problem.character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
  return `Username must not contain "${problem.character}" (U+${code}): it may use letters and digits in everyday use, spaces, and marks such as - _ . '`;
}

/** The shared rules of a username, and the server's own: UTS #39's characters and mixes of scripts. */
export const profiledUsername = signUpBodySchema.shape.username.superRefine((name, ctx) => {
  const problem = identifierProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: identifierProblemMessage(problem) });
});
