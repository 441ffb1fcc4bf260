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
    const recommendations = recommendationsFor(result(0, 0, 0, 0));
    expect(recommendations.map(({ area, games }) => [area, games])).toEqual([
      ['Memory', [1]],
      ['Attention', [4]],
      ['Processing Speed', [2]],
      ['Reasoning', [3]],
    ]);
    for (const recommendation of recommendations) expect(recommendation.tips.length).toBeGreaterThan(40);
  });

  it('speaks Spanish when asked', () => {
    expect(recommendationsFor(result(0, 100, 100, 0), 'es').map(({ area, games }) => [area, games])).toEqual([
      ['Memoria', [1]],
      ['Razonamiento', [3]],
    ]);
    expect(recommendationsFor(result(0, 100, 100, 100), 'es')[0]?.tips).toMatch(/Memory Match te pide/);
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
