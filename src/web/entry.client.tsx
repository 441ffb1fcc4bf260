import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadSpanish } from './i18n/catalog.ts';

/**
 * Hydrates the prerendered page. A Spanish page (its `<html lang="es">`, written by the prerender)
 * first fetches the Spanish texts of every module loaded so far, so that hydration renders the
 * Spanish the HTML holds: no mismatch, and no second render in English first (decision 022).
 */
async function hydrate(): Promise<void> {
  if (document.documentElement.lang === 'es') await loadSpanish();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
