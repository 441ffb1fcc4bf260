// Longer than 300 lines because its rule's word lists and the allowlist, each entry with its reason,
// are data; the test itself is short.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../i18n/messages.ts';
import { CONTENT_PAGES } from './all-pages.ts';

/**
 * No page says that a game trains, exercises or improves a cognitive ability (PRODUCT, "Principles";
 * issue 29). The rule: a word of training, exercise or improvement, in English or Spanish, within a
 * few words of a word naming a cognitive ability, in one sentence. The spec's exact texts and the
 * findings of named studies, reported as the studies report them, are allowed one by one below.
 */

/** Training, exercise and improvement, in every form a page could use. */
const CLAIM_WORD =
  /^(?:train|trains|trained|training|trainer|exercise|exercises|exercised|exercising|improve|improves|improved|improving|improvement|improvements|entrenar|entrena|entrenas|entrenan|entrenado|entrenada|entrenados|entrenadas|entrenando|entrenamiento|entrenamientos|entrene|entrenen|entrenó|ejercitar|ejercita|ejercitas|ejercitan|ejercitado|ejercitada|ejercitando|ejercite|ejerciten|ejercicio|ejercicios|mejorar|mejora|mejoras|mejoran|mejoró|mejoraron|mejorado|mejorada|mejorados|mejoradas|mejorando|mejore|mejoren|mejorará|mejorarán|mejoraría|mejoramiento)$/;

/** Words that name a cognitive ability, or the organ and faculty behind them, in both languages. */
const ABILITY_WORD =
  /^(?:memory|memories|attention|attentional|focus|focused|focusing|concentration|concentrate|concentrating|processing|reasoning|problem|problems|cognitive|cognition|brain|brains|mind|minds|mental|mentally|thinking|logic|logical|intelligence|iq|vocabulary|recall|memoria|memorias|atención|concentración|procesamiento|razonamiento|resolución|cognitivo|cognitiva|cognitivos|cognitivas|cognición|cerebro|cerebros|cerebral|cerebrales|mente|mentes|mentales|pensamiento|pensar|lógica|lógico|inteligencia|vocabulario)$/;

/** How many words may stand between the two for the sentence to count as a claim. */
const WORDS_BETWEEN = 4;

/**
 * Names that hold both kinds of word but claim nothing, each with why: the test reads a sentence as
 * if the name were not there, so a claim beside a name is still found.
 */
const NAMES: readonly { words: readonly string[]; why: string }[] = [
  {
    words: ['brain', 'training'],
    why: 'the name of the field the research pages study, of the site (Brain Training Puzzles) and of its storage keys',
  },
  {
    words: ['cognitive', 'training'],
    why: 'what the WHO, ACTIVE and FINGER call the intervention they studied',
  },
  { words: ['working', 'memory', 'training'], why: 'the intervention the cited meta-analyses studied' },
  { words: ['training', 'tips'], why: 'the name of a page of the site (Training Tips)' },
  { words: ['entrenamiento', 'cerebral'], why: 'the Spanish name of the field' },
  { words: ['entrenamiento', 'cognitivo'], why: 'the Spanish name of the intervention the trials studied' },
];

interface Allowed {
  /** A part of the text, enough to name one sentence. */
  text: string;
  why: string;
}

/** The spec's exact texts and the findings of named studies: each one with why it may stay. */
const ALLOWED: readonly Allowed[] = [
  { text: 'Train Your Brain with Fun Puzzles', why: "the home page's hero, the spec's exact text" },
  { text: 'Entrena tu cerebro con rompecabezas divertidos', why: "the Spanish of the spec's hero" },
  {
    text: 'found good evidence that brain training improves the trained tasks, less evidence for closely related tasks, and little evidence that it improves everyday thinking',
    why: 'the finding of Simons et al. 2016, which says the benefit is not shown',
  },
  {
    text: 'the evidence that brain games improve everyday thinking (so-called far transfer) is limited',
    why: 'says that the benefit is not shown, as Simons et al. 2016 found',
  },
  {
    text: 'adults trained several times a week on tasks meant to improve reasoning, memory',
    why: 'what the participants of Owen et al. 2010 did, and what the tasks were meant for',
  },
  {
    text: 'Near transfer means improvement on tasks very like the one trained',
    why: 'defines the research term, the transfer to tasks very like the trained one',
  },
  {
    text: 'no convincing improvement in measures such as nonverbal reasoning',
    why: 'the finding of Melby-Lervåg et al. 2016, which says the benefit is not shown',
  },
  {
    text: 'Working memory training does not improve performance on measures of intelligence',
    why: 'the title of Melby-Lervåg et al. 2016, in its citation',
  },
  {
    text: 'produced reliable short-term improvements in working memory',
    why: 'the finding of Melby-Lervåg & Hulme 2013 on the trained kind of task',
  },
  {
    text: 'reliably improved other working-memory tests right after training',
    why: 'the finding of Melby-Lervåg et al. 2016 on the trained kind of task',
  },
  {
    text: 'sessions of training in memory, reasoning or speed of processing',
    why: 'what the groups of the ACTIVE trial (Ball et al. 2002) received',
  },
  {
    text: 'ten group sessions of memory, reasoning or speed-of-processing training',
    why: 'what the groups of the ACTIVE trial (Ball et al. 2002) received',
  },
  {
    text: 'the reasoning and speed groups still outperformed the controls on the abilities they had trained, while the memory group no longer did',
    why: 'the ten-year finding of the ACTIVE trial (Rebok et al. 2014)',
  },
  {
    text: 'Reasoning and speed training still showed effects on the abilities they trained',
    why: 'the ten-year finding of the ACTIVE trial (Rebok et al. 2014)',
  },
  {
    text: 'memory training no longer did for memory',
    why: 'the ten-year finding of the ACTIVE trial (Rebok et al. 2014)',
  },
  {
    text: 'supervised speed-of-processing and reasoning training kept their effect on the trained abilities for ten years',
    why: 'the ten-year finding of the ACTIVE trial (Rebok et al. 2014)',
  },
  { text: 'memory training did not.', why: 'the ten-year finding of the ACTIVE trial (Rebok et al. 2014)' },
  {
    text: 'Spatial memory improved in both groups',
    why: 'the finding of Erickson et al. 2011, in the walking and the stretching group alike',
  },
  {
    text: 'La memoria espacial mejoró en ambos grupos',
    why: 'the Spanish of the finding of Erickson et al. 2011',
  },
  {
    text: 'Exercise training increases size of hippocampus and improves memory',
    why: 'the title of Erickson et al. 2011, in its citation',
  },
  {
    text: 'combinations of exercise, diet, social activity and mental challenge',
    why: 'physical exercise, one part of the multidomain programmes being tested',
  },
  {
    text: 'brain games offer no scientifically grounded way to improve cognition',
    why: 'what the 2014 Stanford consensus statement said, which denies the benefit',
  },
  {
    text: 'certain training regimens can improve cognitive function',
    why: 'the argument of the 2014 open-letter response, reported as theirs beside the consensus it answered',
  },
  {
    text: 'Dual n-back training and fluid intelligence',
    why: 'the subject of Jaeggi et al. 2008, as its heading',
  },
  {
    text: 'The authors presented this as evidence that reasoning ability can improve without practising the test itself',
    why: "Jaeggi et al. 2008's own claim, reported as theirs before the failed replications",
  },
  {
    text: 'Only the children who improved considerably on the training task itself also improved on untrained reasoning tests',
    why: 'the finding of Jaeggi et al. 2011',
  },
  {
    text: 'the reviewers found little evidence that the practice improved memory or thinking in real life',
    why: "a blog summary of a review's finding, which says the benefit is not shown",
  },
  {
    text: 'whether weeks of play improve memory and thinking or only skill at the games',
    why: 'the question a linked article examines, asked, not answered',
  },
  {
    text: '7 tips to improve your memory',
    why: "the Mayo Clinic's title of a linked article on everyday habits",
  },
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every text of a value: a run of inline segments (text with links and emphasis) is one text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item !== 'string') && value.every(isInline)) {
      return [value.map(inlineText).join('')];
    }
    return value.flatMap(textsOf);
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const INLINE_KEYS = new Set(['strong', 'em', 'code', 'text', 'to', 'href']);

function isInline(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return !!value && typeof value === 'object' && Object.keys(value).every((key) => INLINE_KEYS.has(key));
}

function inlineText(value: unknown): string {
  if (typeof value === 'string') return value;
  const segment = value as { strong?: string; em?: string; code?: string; text?: string };
  return segment.strong ?? segment.em ?? segment.code ?? segment.text ?? '';
}

/** The string literals of a source file, a template's placeholders written as "…". */
function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The texts of every feature, page route and shared component of the site, read from their sources:
 * messages, text tables, data, page titles and descriptions.
 */
function featureFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return featureFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const PAGES = CONTENT_PAGES;

/** Every text the site shows, by where it comes from. */
function siteTexts(): [string, string[]][] {
  const sources = ['src/web/features', 'src/web/routes', 'src/web/components'].flatMap((folder) =>
    featureFiles(path.join(ROOT, folder)),
  );
  return [
    ...Object.entries(PAGES).map(([name, page]): [string, string[]] => [
      `content page ${name}`,
      textsOf(page),
    ]),
    ['English dictionary', textsOf(shellMessages.en)],
    ['Spanish dictionary', textsOf(shellMessages.es)],
    ...sources.map((file): [string, string[]] => [path.relative(ROOT, file), literalsOf(file)]),
  ];
}

/** A sentence's words, in lower case, without addresses and without the words of a name. */
function wordsOf(sentence: string): string[] {
  const words =
    sentence
      .replace(/https?:\/\/\S+/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept: string[] = [];
  for (let index = 0; index < words.length; ) {
    const name = NAMES.find((candidate) =>
      candidate.words.every((word, offset) => words[index + offset] === word),
    );
    if (name) index += name.words.length;
    else kept.push(words[index++] as string);
  }
  return kept;
}

/** The sentences of a text in which a claim word stands near an ability word. */
function claimsIn(text: string): string[] {
  return text.split(/(?<=[.!?;:])\s+|\n+/).filter((sentence) => {
    const words = wordsOf(sentence);
    return words.some(
      (word, index) =>
        CLAIM_WORD.test(word) &&
        words
          .slice(Math.max(0, index - WORDS_BETWEEN - 1), index + WORDS_BETWEEN + 2)
          .some((near) => ABILITY_WORD.test(near)),
    );
  });
}

function isAllowed(sentence: string): boolean {
  return ALLOWED.some((allowed) => sentence.includes(allowed.text));
}

describe('what the site says about training the mind', () => {
  it.each(siteTexts())(
    '%s says no game trains, exercises or improves a cognitive ability',
    (_where, texts) => {
      const claims = texts.flatMap(claimsIn).filter((sentence) => !isAllowed(sentence));
      expect(claims).toEqual([]);
    },
  );

  it('finds a claim in either language, and only near an ability word', () => {
    expect(claimsIn('Our puzzles train your memory every day.')).toHaveLength(1);
    expect(claimsIn('Playing improves attention and focus.')).toHaveLength(1);
    expect(claimsIn('Este juego mejora tu memoria.')).toHaveLength(1);
    expect(claimsIn('Un entrenamiento para la mente.')).toHaveLength(1);
    expect(claimsIn('Practice improves your time in the game. Your memory is your own.')).toEqual([]);
    expect(claimsIn('Realmente es el mejor juego.')).toEqual([]);
  });

  it('allows each of its exceptions because a sentence of the site needs it', () => {
    const claims = siteTexts().flatMap(([, texts]) => texts.flatMap(claimsIn));
    for (const allowed of ALLOWED) {
      expect(
        claims.some((sentence) => sentence.includes(allowed.text)),
        allowed.text,
      ).toBe(true);
    }
  });
});
