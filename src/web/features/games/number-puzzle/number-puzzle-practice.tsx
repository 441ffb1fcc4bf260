import type { ReactNode } from 'react';
import { NumberPuzzleScreen } from './number-puzzle-screen.tsx';
import { useNumberPuzzlePractice } from './use-number-puzzle-practice.ts';

/** Number Puzzle in practice: the same screen over a puzzle shuffled and played in this browser. */
export function NumberPuzzlePractice({ untimed, modeSwitch }: { untimed: boolean; modeSwitch: ReactNode }) {
  return (
    <NumberPuzzleScreen
      usePlayed={useNumberPuzzlePractice}
      setup={untimed}
      scores={null}
      modeSwitch={modeSwitch}
    />
  );
}
