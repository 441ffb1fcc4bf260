import { describe, expect, it } from 'vitest';
import { levelFor } from './levels.ts';

describe('levelFor', () => {
  it.each([
    [0, 'needs-improvement', 'red'],
    [39, 'needs-improvement', 'red'],
    [40, 'average', 'yellow'],
    [59, 'average', 'yellow'],
    [60, 'good', 'blue'],
    [79, 'good', 'blue'],
    [80, 'excellent', 'green'],
    [100, 'excellent', 'green'],
  ])('gives %i the level %s (%s)', (score, id, colour) => {
    expect(levelFor(score)).toEqual({ id, colour });
  });
});
