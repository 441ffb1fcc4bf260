import { PlayModeChoice } from '../../../components/game/play-mode-choice.tsx';
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
  return (
    <PlayModeChoice
      practice={({ untimed, modeSwitch }) => (
        <NumberPuzzlePractice untimed={untimed} modeSwitch={modeSwitch} />
      )}
      ranked={({ modeSwitch, onPractice }) => (
        <NumberPuzzleScreen
          usePlayed={useNumberPuzzle}
          setup={scores}
          scores={scores}
          modeSwitch={modeSwitch}
          onPractice={onPractice}
        />
      )}
    />
  );
}
