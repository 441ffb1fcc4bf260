import { useCallback, useContext, useEffect } from 'react';
import {
  type BlockerFunction,
  createPath,
  type Location,
  matchRoutes,
  type RouteObject,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  useBlocker,
} from 'react-router';
import { offerPageReload } from '../../lib/app-updates.ts';

/** What the router knows of a route's module: where its script is. */
interface RouteScripts {
  readonly routes: Readonly<Record<string, { module: string } | undefined>>;
}

/**
 * The scripts of the route modules a location needs that the page has not loaded yet: none once
 * every page on the way there has been shown, or fetched, before.
 */
export function routeScriptsToFetch(
  routes: RouteObject[],
  manifest: RouteScripts,
  loaded: Readonly<Record<string, unknown>>,
  location: Pick<Location, 'pathname'>,
): string[] {
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const module =
      route.id === undefined || route.id in loaded ? undefined : manifest.routes[route.id]?.module;
    return module ? [module] : [];
  });
}

/**
 * Holds each navigation to a page whose route module the page has not loaded until its script has
 * arrived (decision 030). React Router fetches it itself once the navigation starts and, when the
 * fetch fails (a deploy has removed the file), reloads the whole page at once, a game in progress
 * with it. Fetched here first, a failed script leaves the player where they were, and the update
 * banner offers to open the page they asked for; a fetched one is in the browser's module map, where
 * the router then finds it. Renders nothing: it is a component of its own so that the router's
 * state, which it reads, re-renders it alone.
 */
export function RouteModuleCheck() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const toFetch = useCallback(
    (location: Location) =>
      framework && router
        ? routeScriptsToFetch(router.routes, framework.manifest, framework.routeModules, location)
        : [],
    [framework, router],
  );
  const shouldHold = useCallback<BlockerFunction>(
    ({ nextLocation }) => toFetch(nextLocation).length > 0,
    [toFetch],
  );
  const blocker = useBlocker(shouldHold);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    const { location } = blocker;
    Promise.all(toFetch(location).map((script) => import(/* @vite-ignore */ script))).then(
      () => {
        if (current) blocker.proceed();
      },
      () => {
        if (!current) return;
        blocker.reset();
        offerPageReload(createPath(location));
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, toFetch]);
  return null;
}
