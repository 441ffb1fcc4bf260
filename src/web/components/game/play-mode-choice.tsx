import { type ReactNode, Suspense, useEffect } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { gameChromeMessages } from './messages.ts';
import { ModeSwitch } from './mode-switch.tsx';
import { usePlayMode, useUntimed } from './play-mode.ts';

/** Set on <html> while a page whose address asks for practice is parsed and hydrated. */
const PRACTICE_REQUESTED = 'data-practice-requested';

/**
 * Runs as the prerendered page is parsed, before its game is painted: the prerender knows no query,
 * so the page holds the ranked game, which CSS then hides (`practice-requested:`) in favour of
 * practice's placeholder until React has taken over. Kept as a string: it must run before the app's
 * modules load; the server allows it by its hash.
 */
const PRACTICE_BOOT_SCRIPT = `if(new URLSearchParams(location.search).get('mode')==='practice')document.documentElement.setAttribute('${PRACTICE_REQUESTED}','')`;

/**
 * What shows while practice's code loads: a status the height of a game's screen, so that nothing
 * below it moves up and back. The prerendered one shows only on a page opened for practice.
 */
function PracticeLoading({ prerendered }: { prerendered: boolean }) {
  const { text } = useMessages(gameChromeMessages);
  return (
    <div
      role="status"
      className={`${prerendered ? 'hidden practice-requested:flex' : 'flex'} min-h-[calc(100svh-4rem)] items-start justify-center px-4 pt-16 text-slate-700 dark:text-slate-300`}
    >
      {text('practiceLoading')}
    </div>
  );
}

/**
 * A game's page: its ranked game, or its practice when the page's mode says so (`?mode=practice`),
 * with the Ranked / Practice choice (and, in practice, the untimed switch) handed to whichever shows.
 * Practice's code is the game's own lazy part, shown once it has arrived. A page opened for practice
 * hydrates as prerendered (the ranked game, hidden, beside practice's placeholder) and then turns to
 * practice, so it never shows a ranked game that could be started.
 */
export function PlayModeChoice({
  practice,
  ranked,
}: {
  practice: (parts: { untimed: boolean; modeSwitch: ReactNode }) => ReactNode;
  ranked: (parts: { modeSwitch: ReactNode; onPractice: () => void }) => ReactNode;
}) {
  const hydrated = useHydrated();
  const { mode, setMode } = usePlayMode();
  const [untimed, setUntimed] = useUntimed();
  // Once React shows the page's mode itself, the ranked game must show again when chosen.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(PRACTICE_REQUESTED);
  }, [hydrated]);
  const modeSwitch = (
    <ModeSwitch mode={mode} onModeChange={setMode} untimed={untimed} onUntimedChange={setUntimed} />
  );
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash */}
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: PRACTICE_BOOT_SCRIPT }} />}
      {!hydrated && <PracticeLoading prerendered />}
      {mode === 'practice' ? (
        <Suspense fallback={<PracticeLoading prerendered={false} />}>
          {practice({ untimed, modeSwitch })}
        </Suspense>
      ) : (
        <div className="contents practice-requested:hidden">
          {ranked({ modeSwitch, onPractice: () => setMode('practice') })}
        </div>
      )}
    </>
  );
}
