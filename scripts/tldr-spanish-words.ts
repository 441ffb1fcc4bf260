/**
 * Writes TL;DR's Spanish practice words (src/shared/games/tldr/spanish-practice-words.txt) and the
 * Spanish dictionary a guess is checked against (spanish-six-letter-words.txt), by the rules of
 * scripts/tldr-spanish-word-list.ts. Run it again after changing
 * scripts/tldr-spanish-sensitive-words.txt or updating the packages it reads; a unit test fails
 * while the files and their inputs disagree.
 *
 *   npm run tldr:spanish
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSpanishWords,
  readSpanishInputs,
  SPANISH_DICTIONARY_FILE,
  SPANISH_WORDS_FILE,
  spanishDictionary,
  spanishWordsText,
} from './tldr-spanish-word-list.ts';

const inputs = readSpanishInputs();
const { words, examined, dropped } = buildSpanishWords(inputs);
writeFileSync(SPANISH_WORDS_FILE, spanishWordsText(words));
const dictionary = spanishDictionary(inputs.dictionary);
writeFileSync(SPANISH_DICTIONARY_FILE, spanishWordsText(dictionary));
console.log(`Wrote ${words.length} practice words to ${fileURLToPath(SPANISH_WORDS_FILE)}`);
console.log(`Looked at ${examined} six-letter words of the frequency list; dropped:`);
for (const [rule, count] of Object.entries(dropped)) console.log(`  ${rule}: ${count}`);
console.log(`Wrote ${dictionary.length} six-letter words to ${fileURLToPath(SPANISH_DICTIONARY_FILE)}`);
