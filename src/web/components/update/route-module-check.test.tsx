import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ContextType } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  UNSAFE_FrameworkContext,
  useLocation,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteModuleCheck, routeScriptsToFetch } from './route-module-check.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** The module a route's script would be, once fetched. */
const FOUND = '/src/web/lib/paths.ts';
const MISSING = '/assets/removed-by-a-deploy.js';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Root() {
  return (
    <>
      <Where />
      <Link to="/found">Found</Link>
      <Link to="/gone?lang=es">Gone</Link>
      <Outlet />
      <UpdateBanner />
      <RouteModuleCheck />
    </>
  );
}

const Home = () => <h1>Home</h1>;
const FoundPage = () => <h1>Found page</h1>;
const GonePage = () => <h1>Gone page</h1>;

/**
 * A router like the site's: a root that shows the banner and the check, and two pages whose
 * modules are at the given scripts; the root's and the home page's modules are loaded.
 */
function siteWithPages(scripts: { found: string; gone: string }) {
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      Component: Root,
      children: [
        { id: 'home', index: true, Component: Home },
        { id: 'found', path: 'found', Component: FoundPage },
        { id: 'gone', path: 'gone', Component: GonePage },
      ],
    },
  ]);
  const framework = {
    manifest: {
      routes: {
        root: { module: '/assets/root.js' },
        home: { module: '/assets/home.js' },
        found: { module: scripts.found },
        gone: { module: scripts.gone },
      },
    },
    routeModules: { root: {}, home: {} },
  } as unknown as NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>;
  render(
    <UNSAFE_FrameworkContext.Provider value={framework}>
      <RouterProvider router={router} />
    </UNSAFE_FrameworkContext.Provider>,
  );
  return router;
}

const banner = () => screen.queryByRole('region', { name: 'New version of the site' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the check of a page’s route module before the router opens it', () => {
  it('lists the scripts of the modules a location needs that the page has not loaded', async () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'faq', path: 'faq' }] }];
    const manifest = { routes: { root: { module: '/a/root.js' }, faq: { module: '/a/faq.js' } } };
    expect(routeScriptsToFetch(routes, manifest, { root: {} }, { pathname: '/faq' })).toEqual(['/a/faq.js']);
    expect(routeScriptsToFetch(routes, manifest, { root: {}, faq: {} }, { pathname: '/faq' })).toEqual([]);
    expect(routeScriptsToFetch(routes, manifest, {}, { pathname: '/nowhere' })).toEqual([]);
  });

  it('opens a page whose script arrives', async () => {
    siteWithPages({ found: FOUND, gone: MISSING });
    fireEvent.click(screen.getByRole('link', { name: 'Found' }));
    expect(await screen.findByRole('heading', { name: 'Found page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/found');
    expect(banner()).toBeNull();
  });

  it('keeps the player where they were when the script cannot be fetched, and offers to open the page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const router = siteWithPages({ found: FOUND, gone: MISSING });
    fireEvent.click(screen.getByRole('link', { name: 'Gone' }));
    const offer = await screen.findByRole('region', { name: 'New version of the site' });
    expect(offer.textContent).toContain('The page you asked for could not be loaded');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(router.state.navigation.state).toBe('idle');

    // Closed, and asked again: the player is told again rather than left with a link that does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Gone' }));
    await screen.findByRole('region', { name: 'New version of the site' });

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    expect(assign).toHaveBeenCalledWith('/gone?lang=es');
  });
});
