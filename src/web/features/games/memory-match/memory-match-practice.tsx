import type { ReactNode } from 'react';
import { MemoryMatchScreen } from './memory-match-screen.tsx';
import { useMemoryPractice } from './use-memory-practice.ts';

/** Memory Match in practice: the same screen over a game dealt and played in this browser. */
export function MemoryMatchPractice({ untimed, modeSwitch }: { untimed: boolean; modeSwitch: ReactNode }) {
  return (
    <MemoryMatchScreen usePlayed={useMemoryPractice} setup={untimed} scores={null} modeSwitch={modeSwitch} />
  );
}
