import { PlayModeChoice } from '../../../components/game/play-mode-choice.tsx';
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
  return (
    <PlayModeChoice
      practice={({ untimed, modeSwitch }) => (
        <MemoryMatchPractice untimed={untimed} modeSwitch={modeSwitch} />
      )}
      ranked={({ modeSwitch, onPractice }) => (
        <MemoryMatchScreen
          usePlayed={useMemoryMatch}
          setup={scores}
          scores={scores}
          modeSwitch={modeSwitch}
          onPractice={onPractice}
        />
      )}
    />
  );
}
