import { describe, expect, it } from 'vitest';
import { englishModule, isCatalogFile, spanishModule } from './messages-plugin.ts';
import { spanishIn, spanishTextsOf } from './spanish-texts.ts';

const SOURCE = `import { defineMessages } from '../../i18n/catalog.ts';
const LIMIT = 5;
export const boardMessages = defineMessages(
  { title: 'Leaderboards', limit: \`At most \${LIMIT}\` },
  { title: 'Clasificaciones del mes', limit: \`Como mucho \${LIMIT}\` },
);
`;
const FILE = '/site/src/web/features/board/messages.ts';

describe('the split of a messages module', () => {
  it('keeps the English where it is and fetches the Spanish from the same file with ?spanish', () => {
    const english = englishModule(SOURCE, FILE);
    expect(english).toContain("{ title: 'Leaderboards', limit: `At most $" + '{LIMIT}` }');
    expect(english).not.toContain('Clasificaciones');
    expect(english).toContain('() => import("./messages.ts?spanish").then((module) => module.boardMessages)');
  });

  it('makes each catalog its Spanish alone in the ?spanish module', () => {
    const spanish = spanishModule(SOURCE, FILE);
    expect(spanish).toContain("export const boardMessages = ({ title: 'Clasificaciones del mes'");
    expect(spanish).not.toContain('Leaderboards');
  });

  it('splits a catalog whose type is given', () => {
    const typed =
      "export const page = defineMessages<Page>({ title: 'Page title' }, { title: 'Título de la página' });\n";
    expect(englishModule(typed, FILE)).not.toContain('Título');
  });

  it('refuses a catalog it could not split', () => {
    const hidden =
      "import { defineMessages } from 'x';\nconst m = defineMessages({ a: 'b' }, { a: 'c' });\nexport { m };\n";
    expect(() => englishModule(hidden, FILE)).toThrow(/exported const/);
  });

  it('knows the modules of texts by their names', () => {
    expect(isCatalogFile('/site/src/web/features/board/messages.ts')).toBe(true);
    expect(isCatalogFile('/site/src/web/i18n/messages.ts')).toBe(true);
    expect(isCatalogFile('/site/src/web/content/faq.ts')).toBe(true);
    expect(isCatalogFile('/site/src/web/content/pending-es/faq.ts')).toBe(false);
    expect(isCatalogFile('/site/src/web/features/board/board.tsx')).toBe(false);
  });
});

describe('the Spanish texts the build looks for', () => {
  it('are the long Spanish literals no English text says, and are found in a script that holds one', () => {
    expect(spanishTextsOf(SOURCE, FILE)).toEqual(['Clasificaciones del mes']);
    const texts = new Map([['Clasificaciones del mes', FILE]]);
    expect(spanishIn('var a={title:`Clasificaciones del mes`}', texts)).toEqual(['Clasificaciones del mes']);
    expect(spanishIn('var a={title:`Leaderboards`}', texts)).toEqual([]);
  });

  it('leave a Spanish half written beside the call out of the English module', () => {
    const beside = [
      "import { defineMessages } from '../i18n/catalog.ts';",
      "const en = { title: 'Monthly boards' };",
      "const es = { title: format('Clasificaciones del mes') };",
      'export const BOARD = defineMessages(en, es);',
    ].join('\n');
    const english = englishModule(beside, FILE);
    expect(english).not.toContain('Clasificaciones');
    expect(english).toContain("const en = { title: 'Monthly boards' };");
    // Read elsewhere too, it stays (and the build's check would then find its Spanish).
    const shared = `${beside}\nexport const again = es;`;
    expect(englishModule(shared, FILE)).toContain('Clasificaciones');
  });

  it('are read beside the call too: a Spanish half named by a constant or a function, and template literals', () => {
    const beside = [
      "import { defineMessages } from '../i18n/catalog.ts';",
      `const en = { title: 'Monthly boards', line: (n: number) => \`Game \${n} of the month, played\` };`,
      `const es = { title: 'Clasificaciones del mes', line: (n: number) => \`Partida \${n} del mes, jugada ya\` };`,
      'export const BOARD = defineMessages(en, es);',
    ].join('\n');
    expect(spanishTextsOf(beside, FILE)).toEqual(['Clasificaciones del mes', ' del mes, jugada ya']);
    const computed = beside
      .replace('const es = {', 'function es() {\n  return {')
      .replace('jugada ya` };', 'jugada ya` };\n}')
      .replace('defineMessages(en, es)', 'defineMessages(en, es())');
    expect(spanishTextsOf(computed, FILE)).toEqual(['Clasificaciones del mes', ' del mes, jugada ya']);
  });
});
