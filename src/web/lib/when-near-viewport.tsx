import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

/** How far ahead of the visible area a part starts to load: about a phone screen's height. */
const AHEAD = '800px 0px';

/**
 * Shows `fallback` until the part comes within a screen of the visible area, then `children` (under
 * a `Suspense` with the same fallback, so a lazy part's code can arrive), for good. A part far down
 * the page (the home page's boards) costs nothing as the page loads: no code, no request, and no
 * start of the browser's internationalisation library, a long task on a phone. Scrolling or a link
 * to the part's anchor brings it near, and it loads then. The switch is an effect's, so never part
 * of hydration, and a transition, so React can split its rendering into short tasks. Without
 * IntersectionObserver, `children` show once the page is hydrated.
 */
export function WhenNearViewport({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}
