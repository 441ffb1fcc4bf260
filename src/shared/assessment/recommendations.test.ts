import { describe, expect, it } from 'vitest';
import { recommendationsFor } from './recommendations.ts';

const result = (memory: number, attention: number, processing: number, reasoning: number) => ({
  overall: 0,
  memory,
  attention,
  processing,
  reasoning,
});

describe('recommendationsFor', () => {
  it('recommends a game for every area below 60', () => {
    expect(recommendationsFor(result(0, 0, 0, 0)).map(({ domain, games }) => [domain, games])).toEqual([
      ['memory', [1]],
      ['attention', [4]],
      ['processing', [2]],
      ['reasoning', [3]],
    ]);
  });

  it('recommends nothing for areas at 60 or above', () => {
    expect(recommendationsFor(result(60, 60, 100, 80))).toEqual([]);
  });

  it('recommends only for the areas below 60', () => {
    expect(recommendationsFor(result(50, 60, 59, 100)).map(({ domain }) => domain)).toEqual([
      'memory',
      'processing',
    ]);
  });
});
