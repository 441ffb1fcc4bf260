import { Suspense } from 'react';
import { ModeSwitch } from '../../../components/game/mode-switch.tsx';
import { usePlayMode, useUntimed } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { useWordScramble } from './use-word-scramble.ts';
import { WordScrambleScreen } from './word-scramble-screen.tsx';

// Practice's code and word lists come with the practice mode only, so the ranked page stays as light.
const WordScramblePractice = lazyPart(() =>
  import('./word-scramble-practice.tsx').then((module) => module.WordScramblePractice),
);

/** Word Scramble's page: the ranked game, or practice when the page's mode says so (`?mode=practice`). */
export function WordScrambleGame({ scores }: { scores: ScoreSubmitter }) {
  const { mode, setMode } = usePlayMode();
  const [untimed, setUntimed] = useUntimed();
  const modeSwitch = (
    <ModeSwitch mode={mode} onModeChange={setMode} untimed={untimed} onUntimedChange={setUntimed} />
  );
  if (mode === 'practice') {
    return (
      <Suspense fallback={null}>
        <WordScramblePractice untimed={untimed} modeSwitch={modeSwitch} />
      </Suspense>
    );
  }
  return (
    <WordScrambleScreen
      usePlayed={useWordScramble}
      setup={scores}
      scores={scores}
      modeSwitch={modeSwitch}
      onPractice={() => setMode('practice')}
    />
  );
}
