/**
 * Writes TL;DR's answer list, src/shared/games/tldr/answers.ts, by the rules of
 * scripts/tldr-answer-list.ts. Run it again after changing scripts/tldr-sensitive-words.txt or
 * updating the packages it reads; a unit test fails while the file and its inputs disagree.
 *
 *   npm run tldr:answers
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANSWERS_FILE, answersModule, buildAnswerList, readAnswerInputs } from './tldr-answer-list.ts';

const { answers, examined, dropped } = buildAnswerList(readAnswerInputs());
writeFileSync(ANSWERS_FILE, answersModule(answers));
console.log(`Wrote ${answers.length} answers to ${fileURLToPath(ANSWERS_FILE)}`);
console.log(`Looked at ${examined} six-letter words of the frequency list; dropped:`);
for (const [rule, count] of Object.entries(dropped)) console.log(`  ${rule}: ${count}`);
console.log('Now run `npm run tldr:meanings` to write the new answers’ meanings.');
