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
  it('Brain Health says of supplements what the WHO guidelines say, and no more', () => {
    const texts = textsOf(BRAIN_HEALTH.en);
    expect(texts.some((text) => text.includes('SPRINT MIND'))).toBe(true);
    const supplements = texts.filter((text) => /supplement/.test(text));
    expect(supplements).toHaveLength(1);
    expect(supplements[0]).toContain(
      'vitamins B and E, polyunsaturated fatty acids (such as omega-3) and multi-complex supplements should not be recommended to reduce the risk of cognitive decline or dementia',
    );
    expect(supplements[0]).not.toMatch(/protect memory|has been shown/);
    expect(texts.filter((text) => /\bno pill\b/i.test(text))).toEqual([]);
  });

  it('Brain Science reports Erickson et al. 2011 as its results say: memory rose in both groups', () => {
    const exercise = textsOf(BRAIN_SCIENCE.en).filter((text) => text.includes('aerobic exercise'));
    expect(exercise).toHaveLength(1);
    expect(exercise[0]).toMatch(/Spatial memory improved in both groups/);
    expect(exercise[0]).toMatch(/grew by about 2%.*shrank by about 1\.4%/);
    expect(exercise[0]).not.toMatch(/and improved spatial memory/);
  });

  it('Brain Science reports the Synapse Project without using it to argue for harder puzzles', () => {
    const texts = textsOf(BRAIN_SCIENCE.en);
    // Its citation, and the one card that reports it: no training principle leans on it.
    const synapse = texts.filter((text) => text.includes('Synapse') && !text.startsWith('Park DC'));
    expect(synapse).toHaveLength(1);
    expect(synapse[0]).toMatch(/about 16 hours a week for three months/);
    expect(synapse[0]).toMatch(/quilting, digital photography/);
    expect(synapse[0]).toMatch(/not puzzle games/);
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
