/**
 * Writes the TL;DR dictionary: every six-letter word of the `word-list` package, one a line.
 * The game's page fetches this file on its own, so the other pages never load it. Run it again
 * after updating `word-list`; a unit test fails while the file and the package disagree.
 *
 *   npm run tldr:dictionary
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wordListPath from 'word-list';
import { sixLetterWords } from '../src/shared/games/tldr/dictionary.ts';

const target = fileURLToPath(new URL('../src/shared/games/tldr/six-letter-words.txt', import.meta.url));
const words = sixLetterWords(readFileSync(wordListPath, 'utf8'));
writeFileSync(target, `${words.join('\n')}\n`);
console.log(`Wrote ${words.length} six-letter words to ${target}`);
