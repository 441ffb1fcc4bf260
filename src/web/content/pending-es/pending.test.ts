import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PENDING as ABOUT } from './about.ts';
import { PENDING as BLOG } from './blog.ts';
import { PENDING as BRAIN_HEALTH } from './brain-health.ts';
import { PENDING as BRAIN_SCIENCE } from './brain-science.ts';
import { PENDING as FAQ } from './faq.ts';
import { PENDING as GAME_GUIDES } from './game-guides.ts';
import type { PendingSpanish } from './pending.ts';
import { PENDING as PRIVACY_POLICY } from './privacy-policy.ts';
import { PENDING as RESEARCH } from './research.ts';
import { PENDING as STUDIES } from './studies.ts';
import { PENDING as TERMS_OF_SERVICE } from './terms-of-service.ts';
import { PENDING as TRAINING_TIPS } from './training-tips.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const ALL: Record<string, PendingSpanish> = {
  ABOUT,
  BLOG,
  BRAIN_HEALTH,
  BRAIN_SCIENCE,
  FAQ,
  GAME_GUIDES,
  PRIVACY_POLICY,
  RESEARCH,
  STUDIES,
  TERMS_OF_SERVICE,
  TRAINING_TIPS,
};

/** The source's text with the escapes of its string literals undone, so a sentence reads as written. */
function sourceText(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8').replace(/\\(['"`\\])/g, '$1');
}

describe.each(Object.entries(ALL))('Spanish waiting for its page: %s', (_name, pending) => {
  const source = sourceText(pending.source);

  it.each(pending.sentences.map((sentence) => [sentence.en.slice(0, 60), sentence] as const))(
    '"%s…" is still what the page says, and has its Spanish',
    (_start, { en, es }) => {
      expect(source).toContain(en);
      expect(es.trim().length).toBeGreaterThan(0);
      expect(es).not.toBe(en);
    },
  );

  it('holds each sentence once', () => {
    const english = pending.sentences.map((sentence) => sentence.en);
    expect(new Set(english).size).toBe(english.length);
  });
});
