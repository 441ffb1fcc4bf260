import { useId, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import {
  acceptUpdate,
  currentUpdateOffer,
  dismissUpdate,
  subscribeToUpdateOffer,
} from '../../lib/app-updates.ts';
import { updateMessages } from './messages.ts';

/**
 * Offers a reload when a new version of the site is ready or a part of the page failed to load
 * (lib/app-updates.ts). Unlike a toast it stays until the player reloads or closes it. It sits at the
 * bottom of the screen, away from the toasts (over the header on a phone, below it on a wider screen);
 * its status region is always in the page, so that its words are announced when they appear. While it
 * shows, a space as tall as the banner ends the page, so that nothing under it is out of reach: the
 * page scrolls its last lines above the banner.
 */
export function UpdateBanner() {
  const offer = useSyncExternalStore(subscribeToUpdateOffer, currentUpdateOffer, () => null);
  const { text } = useMessages(updateMessages);
  const titleId = useId();
  return (
    <div role="status">
      {offer && (
        <section
          aria-labelledby={titleId}
          className="fixed inset-x-3 bottom-3 z-50 rounded-lg border border-indigo-300 bg-white p-3 text-sm text-slate-900 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm dark:border-indigo-500 dark:bg-slate-800 dark:text-slate-50"
        >
          <h2 id={titleId} className="font-semibold">
            {text('title')}
          </h2>
          <p className="mt-1">{text(offer)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="button-primary" onClick={acceptUpdate}>
              {text('reload')}
            </button>
            <button type="button" className="button-secondary" onClick={dismissUpdate}>
              {text('close')}
            </button>
          </div>
        </section>
      )}
      {offer && <div aria-hidden="true" className="h-44 sm:h-40" />}
    </div>
  );
}
