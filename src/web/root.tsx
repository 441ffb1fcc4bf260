import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import './app.css';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { RouteModuleCheck } from './components/update/route-module-check.tsx';
import { UpdateBanner } from './components/update/update-banner.tsx';
import { useI18n } from './i18n/i18n.ts';
import { manifestHref, THEME_COLORS } from './lib/app-manifest.ts';
import { startAppUpdates } from './lib/app-updates.ts';
import { PATHS } from './lib/paths.ts';
import { THEME_BOOT_SCRIPT } from './lib/theme.ts';
import { useSessionCheck } from './lib/use-user.ts';
import { SIGNED_IN_BOOT_SCRIPT } from './lib/user-store.ts';
import { signInDialog } from './sign-in-dialog.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href={manifestHref(lang)} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT + SIGNED_IN_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Sets `data-hydrated` on <html> once React has taken over the prerendered page (effects run only
 * after hydration). Browser tests wait for it: before that a click on a link is a full page load.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The installable app's worker and the reload it offers after a deploy, started once per page. */
function useAppUpdates() {
  useEffect(() => {
    startAppUpdates();
  }, []);
}

function SessionCheck() {
  useSessionCheck();
  return null;
}

export default function App() {
  useHydratedMark();
  useAppUpdates();
  return (
    <>
      <SessionCheck />
      <SiteHeader signInDialog={signInDialog} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <UpdateBanner />
      <RouteModuleCheck />
    </>
  );
}

export function HydrateFallback() {
  return <div className="flex-1" />;
}

export function ErrorBoundary() {
  useHydratedMark();
  const { t, href } = useI18n();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="prose-page">
      <h1>{t(notFound ? 'notFound.title' : 'error.title')}</h1>
      <p>{t(notFound ? 'notFound.hint' : 'error.hint')}</p>
      <p>
        <a href={href(PATHS.home)} className="text-indigo-700 underline dark:text-indigo-300">
          {t('notFound.home')}
        </a>
      </p>
    </main>
  );
}
