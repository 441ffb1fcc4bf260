import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index.ts';

describe('the focus among the items of a composite widget', () => {
  it('moves with the arrows of its orientation, wrapping around, and to the ends with Home and End', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(rovingIndex('ArrowRight', 1, 2, 'horizontal')).toBe(0);
    expect(rovingIndex('ArrowLeft', 1, 2, 'horizontal')).toBe(0);
    expect(rovingIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(rovingIndex('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('ignores the arrows of the other orientation and every other key', () => {
    expect(rovingIndex('ArrowRight', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeUndefined();
    expect(rovingIndex('Enter', 0, 3, 'vertical')).toBeUndefined();
    expect(rovingIndex('constructor', 0, 3, 'vertical')).toBeUndefined();
  });
});
