import { type ComponentType, lazy } from 'react';

const Nothing = () => null;

/**
 * A part of a page whose code is fetched when it is first shown (under a `Suspense`). A part whose
 * code cannot be fetched shows nothing rather than taking the page down.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
}
