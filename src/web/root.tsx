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
import { useSessionCheck } from './features/auth/use-user.ts';
import { useI18n } from './i18n/i18n.ts';
import { THEME_BOOT_SCRIPT } from './lib/theme.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
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

function SessionCheck() {
  useSessionCheck();
  return null;
}

export default function App() {
  useHydratedMark();
  return (
    <>
      <SessionCheck />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}

export function HydrateFallback() {
  return <div className="flex-1" />;
}

export function ErrorBoundary() {
  useHydratedMark();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="prose-page">
      <h1>{status === 404 ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'Did you forget to add the page to the router?'
          : 'Please reload the page or try again later.'}
      </p>
      <p>
        <a href="/" className="text-indigo-700 underline dark:text-indigo-300">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
