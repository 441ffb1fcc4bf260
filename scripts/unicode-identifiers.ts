/**
 * Writes src/server/lib/usernames/identifier-data.ts: the characters of UTS #39's General Security
 * Profile for identifiers (Identifier_Status=Allowed) with their Script_Extensions, which the server
 * checks usernames against.
 *
 * The data comes from Perl's Unicode::UCD, shipped by Debian's perl-modules package (perl-modules-5.36
 * on Debian 12, which holds Unicode 14.0.0 with its security data): no npm package ships
 * IdentifierStatus.txt, and Debian's unicode-data package holds the character database without it.
 * Both properties come from the same Unicode version, so a character is judged by one version's data.
 *
 *   npm run usernames:unicode
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUTPUT = new URL('../src/server/lib/usernames/identifier-data.ts', import.meta.url);

// Prints the Unicode version, then one line per run of allowed code points that share their
// Script_Extensions: first and last code point in hexadecimal, and the scripts joined by "+".
const PERL = String.raw`
use strict; use warnings;
use Unicode::UCD qw(prop_invlist prop_invmap);
print Unicode::UCD::UnicodeVersion(), "\n";
my @allowed = prop_invlist('Identifier_Status=Allowed');
my ($starts, $values) = prop_invmap('Script_Extensions');
my $end = sub { my ($list, $i) = @_; return ($i + 1 < @$list ? $list->[$i + 1] : 0x110000) - 1; };
for (my $a = 0; $a < @allowed; $a += 2) {
  my ($first, $last) = ($allowed[$a], $end->(\@allowed, $a));
  for (my $s = 0; $s < @$starts; $s++) {
    my ($from, $to) = ($starts->[$s], $end->($starts, $s));
    next if $to < $first || $from > $last;
    my $scripts = ref $values->[$s] ? join('+', @{$values->[$s]}) : $values->[$s];
    printf "%X %X %s\n", ($from > $first ? $from : $first), ($to < $last ? $to : $last), $scripts;
  }
}
`;

const [version, ...lines] = execFileSync('perl', ['-e', PERL], { encoding: 'utf8' }).trim().split('\n');
const bySet = new Map<string, string[]>();
for (const line of lines) {
  const [first, last, scripts] = line.split(' ') as [string, string, string];
  const run = first === last ? first : `${first}-${last}`;
  const runs = bySet.get(scripts) ?? [];
  runs.push(run);
  bySet.set(scripts, runs);
}

/** Runs written as strings of at most about 90 characters, so that the file reads and diffs line by line. */
function chunks(runs: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const run of runs) {
    if (current && current.length + run.length + 1 > 90) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${run}` : run;
  }
  if (current) out.push(current);
  return out;
}

const entries = [...bySet.entries()].sort(([a], [b]) => a.localeCompare(b));
const body = entries
  .map(([scripts, runs]) => {
    const names = scripts.split('+').map((name) => `'${name}'`);
    const strings = chunks(runs).map((text) => `      '${text}',`);
    return `  {\n    scripts: [${names.join(', ')}],\n    runs: [\n${strings.join('\n')}\n    ],\n  },`;
  })
  .join('\n');

const module = `// Written by scripts/unicode-identifiers.ts from Perl's Unicode::UCD (Debian's perl-modules
// package), Unicode ${version}: run \`npm run usernames:unicode\` to write it again; do not edit.

/** The Unicode version of the data below. */
export const IDENTIFIER_UNICODE_VERSION = '${version}';

/**
 * Every code point whose Identifier_Status is Allowed (UTS #39's General Security Profile), grouped
 * by its Script_Extensions: runs of hexadecimal code points ("41-5A") or single ones ("B7"), apart by
 * spaces. Common and Inherited stand for characters used with any script.
 */
export const ALLOWED_IDENTIFIER_CHARACTERS: ReadonlyArray<{
  scripts: readonly string[];
  runs: readonly string[];
}> = [
${body}
];
`;
writeFileSync(OUTPUT, module);
// Laid out as the repository's formatter lays it, so that writing it again changes no line.
execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(OUTPUT)], { stdio: 'ignore' });
console.log(
  `Wrote ${lines.length} runs of ${entries.length} script sets (Unicode ${version}) to ${fileURLToPath(OUTPUT)}`,
);
