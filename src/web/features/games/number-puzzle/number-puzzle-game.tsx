import { Suspense } from 'react';
import { ModeSwitch } from '../../../components/game/mode-switch.tsx';
import { usePlayMode, useUntimed } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { NumberPuzzleScreen } from './number-puzzle-screen.tsx';
import { useNumberPuzzle } from './use-number-puzzle.ts';

// Practice's code comes with the practice mode only, so the ranked page's first visit stays as light.
const NumberPuzzlePractice = lazyPart(() =>
  import('./number-puzzle-practice.tsx').then((module) => module.NumberPuzzlePractice),
);

/** Number Puzzle's page: the ranked puzzle, or practice when the page's mode says so (`?mode=practice`). */
export function NumberPuzzleGame({ scores }: { scores: ScoreSubmitter }) {
  const { mode, setMode } = usePlayMode();
  const [untimed, setUntimed] = useUntimed();
  const modeSwitch = (
    <ModeSwitch mode={mode} onModeChange={setMode} untimed={untimed} onUntimedChange={setUntimed} />
  );
  if (mode === 'practice') {
    return (
      <Suspense fallback={null}>
        <NumberPuzzlePractice untimed={untimed} modeSwitch={modeSwitch} />
      </Suspense>
    );
  }
  return (
    <NumberPuzzleScreen
      usePlayed={useNumberPuzzle}
      setup={scores}
      scores={scores}
      modeSwitch={modeSwitch}
      onPractice={() => setMode('practice')}
    />
  );
}
