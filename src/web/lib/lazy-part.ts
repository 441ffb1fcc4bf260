import { type ComponentType, lazy } from 'react';
import { catalogsFetched } from '../i18n/catalog.ts';

const Nothing = () => null;

/**
 * A part of a page whose code is fetched when it is first shown (under a `Suspense`). A part whose
 * code cannot be fetched shows nothing rather than taking the page down.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      // On a Spanish page, the part's texts arrive with it rather than after it.
      (component) => catalogsFetched().then(() => ({ default: component })),
      () => ({ default: Nothing }),
    ),
  );
}
