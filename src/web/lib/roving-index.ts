/**
 * Where a key moves the focus among `count` items of a WAI-ARIA composite widget (tabs, an
 * accordion's headers): the arrows of its orientation to the next or previous item, wrapping
 * around, Home and End to the first and last; undefined for any other key.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const last = count - 1;
  const [next, previous] =
    orientation === 'horizontal' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowDown', 'ArrowUp'];
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
