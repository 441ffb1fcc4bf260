import { type ReactNode, Suspense } from 'react';
import { ModeSwitch } from './mode-switch.tsx';
import { usePlayMode, useUntimed } from './play-mode.ts';

/**
 * A game's page: its ranked game, or its practice when the page's mode says so (`?mode=practice`),
 * with the Ranked / Practice choice (and, in practice, the untimed switch) handed to whichever shows.
 * Practice's code is the game's own lazy part, shown once it has arrived.
 */
export function PlayModeChoice({
  practice,
  ranked,
}: {
  practice: (parts: { untimed: boolean; modeSwitch: ReactNode }) => ReactNode;
  ranked: (parts: { modeSwitch: ReactNode; onPractice: () => void }) => ReactNode;
}) {
  const { mode, setMode } = usePlayMode();
  const [untimed, setUntimed] = useUntimed();
  const modeSwitch = (
    <ModeSwitch mode={mode} onModeChange={setMode} untimed={untimed} onUntimedChange={setUntimed} />
  );
  if (mode === 'practice') return <Suspense fallback={null}>{practice({ untimed, modeSwitch })}</Suspense>;
  return ranked({ modeSwitch, onPractice: () => setMode('practice') });
}
