import { describe, expect, it } from 'vitest';
import { BRAIN_HEALTH } from './brain-health.ts';
import { BRAIN_SCIENCE } from './brain-science.ts';
import type { ContentPage, Source } from './content-types.ts';

/** Every text of a page, from headings to citations, one string each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

function sourcesOf(page: ContentPage): Source[] {
  return page.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.type === 'sources' ? [...block.sources] : [])),
  );
}

describe('what the health and science pages say about the studies', () => {
  it('Brain Health says no supplement protects memory, as it cites a blood-pressure treatment that did', () => {
    const texts = textsOf(BRAIN_HEALTH.en);
    expect(texts.some((text) => text.includes('SPRINT MIND'))).toBe(true);
    expect(texts.some((text) => /no supplement has been shown to protect memory/.test(text))).toBe(true);
    expect(texts.filter((text) => /\bno pill\b/i.test(text))).toEqual([]);
  });

  it('Brain Science does not credit either US POINTER programme with the rise, as no group went without one', () => {
    const pointer = textsOf(BRAIN_SCIENCE.en).filter((text) => text.includes('US POINTER trial'));
    expect(pointer).toHaveLength(1);
    expect(pointer[0]).toMatch(/no group without a programme/);
    expect(pointer[0]).toMatch(/cannot tell how much of the rise either programme caused/);
    expect(pointer[0]).not.toMatch(/improved cognition/);
  });

  it('Brain Science cites the ACTIVE ten-year follow-up with its volume, issue and pages', () => {
    const active = sourcesOf(BRAIN_SCIENCE.en).find((source) => source.id === 'active-2014');
    expect(active?.citation).toMatch(/Journal of the American Geriatrics Society, 2014; 62\(1\): 16–24\.$/);
    expect(active?.url).toBe('https://doi.org/10.1111/jgs.12607');
  });
});
