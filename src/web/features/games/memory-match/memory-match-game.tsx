import { Suspense } from 'react';
import { ModeSwitch } from '../../../components/game/mode-switch.tsx';
import { usePlayMode, useUntimed } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { MemoryMatchScreen } from './memory-match-screen.tsx';
import { useMemoryMatch } from './use-memory-match.ts';

// Practice's code comes with the practice mode only, so the ranked page's first visit stays as light.
const MemoryMatchPractice = lazyPart(() =>
  import('./memory-match-practice.tsx').then((module) => module.MemoryMatchPractice),
);

/** Memory Match's page: the ranked game, or practice when the page's mode says so (`?mode=practice`). */
export function MemoryMatchGame({ scores }: { scores: ScoreSubmitter }) {
  const { mode, setMode } = usePlayMode();
  const [untimed, setUntimed] = useUntimed();
  const modeSwitch = (
    <ModeSwitch mode={mode} onModeChange={setMode} untimed={untimed} onUntimedChange={setUntimed} />
  );
  if (mode === 'practice') {
    return (
      <Suspense fallback={null}>
        <MemoryMatchPractice untimed={untimed} modeSwitch={modeSwitch} />
      </Suspense>
    );
  }
  return (
    <MemoryMatchScreen
      usePlayed={useMemoryMatch}
      setup={scores}
      scores={scores}
      modeSwitch={modeSwitch}
      onPractice={() => setMode('practice')}
    />
  );
}
