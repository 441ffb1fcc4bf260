import { describe, expect, it } from 'vitest';
import { levelFor } from './levels.ts';

describe('levelFor', () => {
  it.each([
    [0, 'Needs Improvement', 'Necesita mejorar', 'red'],
    [39, 'Needs Improvement', 'Necesita mejorar', 'red'],
    [40, 'Average', 'Promedio', 'yellow'],
    [59, 'Average', 'Promedio', 'yellow'],
    [60, 'Good', 'Bueno', 'blue'],
    [79, 'Good', 'Bueno', 'blue'],
    [80, 'Excellent', 'Excelente', 'green'],
    [100, 'Excellent', 'Excelente', 'green'],
  ])('gives %i the level %s (%s, %s)', (score, label, labelEs, colour) => {
    expect(levelFor(score)).toMatchObject({ label, labelEs, colour });
  });
});
