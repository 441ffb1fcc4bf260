import { PlayModeChoice } from '../../../components/game/play-mode-choice.tsx';
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
  return (
    <PlayModeChoice
      practice={({ untimed, modeSwitch }) => (
        <WordScramblePractice untimed={untimed} modeSwitch={modeSwitch} />
      )}
      ranked={({ modeSwitch, onPractice }) => (
        <WordScrambleScreen
          usePlayed={useWordScramble}
          setup={scores}
          scores={scores}
          modeSwitch={modeSwitch}
          onPractice={onPractice}
        />
      )}
    />
  );
}
