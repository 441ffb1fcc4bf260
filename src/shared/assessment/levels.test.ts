import { describe, expect, it } from 'vitest';
import { levelFor } from './levels.ts';

describe('levelFor', () => {
  it.each([
    [0, 'Needs Improvement', 'red'],
    [39, 'Needs Improvement', 'red'],
    [40, 'Average', 'yellow'],
    [59, 'Average', 'yellow'],
    [60, 'Good', 'blue'],
    [79, 'Good', 'blue'],
    [80, 'Excellent', 'green'],
    [100, 'Excellent', 'green'],
  ])('gives %i the level %s (%s)', (score, label, colour) => {
    expect(levelFor(score)).toMatchObject({ label, colour });
  });
});
