import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PracticeGame } from '../../../../../shared/games/tldr/practice.ts';
import { practiceStatus } from '../../../../../shared/games/tldr/practice.ts';
import {
  readSpanishPractice,
  SPANISH_PRACTICE_KEY,
  type SpanishPractice,
} from '../../../../../shared/games/tldr/practice-storage.ts';
import { drawSpanishWord } from '../../../../../shared/games/tldr/spanish-words.ts';
import { pacificDay } from '../../../../../shared/time.ts';
import { browserStorage, safeSet } from '../browser-storage.ts';
import { loadSpanishDictionary, loadSpanishWords } from './spanish-data.ts';

/**
 * The Spanish practice word: dealt in the browser from the practice words (never the same twice in a
 * row), kept in this browser so that a reload resumes it, and the dictionary its guesses are checked
 * against. Nothing is sent anywhere.
 */
export function useSpanishPractice(hardMode: boolean) {
  const storage = useMemo(() => browserStorage(), []);
  const [kept, setKept] = useState<SpanishPractice>(() => readSpanishPractice(storage));
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(kept.game ? 'ready' : 'loading');
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const hardModeRef = useRef(hardMode);
  hardModeRef.current = hardMode;

  const write = useCallback(
    (next: SpanishPractice) => {
      keptRef.current = next;
      setKept(next);
      safeSet(storage, SPANISH_PRACTICE_KEY, JSON.stringify(next));
    },
    [storage],
  );

  /** Deals a new word, other than the one just played. */
  const deal = useCallback(() => {
    setStatus('loading');
    loadSpanishWords().then(
      (words) => {
        const previous = keptRef.current.game?.answer;
        let word = drawSpanishWord(words, Math.random());
        while (word.folded === previous && words.length > 1) word = drawSpanishWord(words, Math.random());
        write({
          ...keptRef.current,
          game: { answer: word.folded, shown: word.shown, guesses: [], hardMode: hardModeRef.current },
        });
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  }, [write]);

  useEffect(() => {
    if (!keptRef.current.game) deal();
  }, [deal]);

  const save = useCallback(
    (game: PracticeGame) => {
      const current = keptRef.current;
      if (!current.game) return;
      const ended = practiceStatus(game) !== 'playing' && practiceStatus(current.game) === 'playing';
      write({ game: { ...game, shown: current.game.shown }, finished: current.finished + (ended ? 1 : 0) });
    },
    [write],
  );

  return {
    game: kept.game,
    status,
    save,
    next: deal,
    retry: deal,
    loadWords: loadSpanishDictionary,
    /** The Pacific day, for the share text's first line. */
    today: pacificDay(new Date()),
  };
}
