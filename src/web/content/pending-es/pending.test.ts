import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_PENDING } from './all.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The source's text with the escapes of its string literals undone, so a sentence reads as written. */
function sourceText(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8').replace(/\\(['"`\\])/g, '$1');
}

describe.each(Object.entries(ALL_PENDING))('Spanish waiting for its page: %s', (_name, pending) => {
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
