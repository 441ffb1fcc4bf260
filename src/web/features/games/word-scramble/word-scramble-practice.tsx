import { type ReactNode, useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n.ts';
import { type PracticeSetup, useWordScramblePractice } from './use-word-scramble-practice.ts';
import { WordScrambleScreen } from './word-scramble-screen.tsx';

/** Word Scramble in practice: the same screen over the page's language's own practice words. */
export function WordScramblePractice({ untimed, modeSwitch }: { untimed: boolean; modeSwitch: ReactNode }) {
  const { lang } = useI18n();
  const setup = useMemo<PracticeSetup>(() => ({ lang, untimed }), [lang, untimed]);
  return (
    <WordScrambleScreen
      usePlayed={useWordScramblePractice}
      setup={setup}
      scores={null}
      modeSwitch={modeSwitch}
    />
  );
}
