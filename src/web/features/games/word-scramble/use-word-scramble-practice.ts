import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentWord,
  rescramble,
  scoreOf,
  type WordScrambleState,
} from '../../../../shared/games/word-scramble/game.ts';
import {
  dealPractice,
  guessPractice,
  type PracticeLanguage,
  type PracticeList,
} from '../../../../shared/games/word-scramble/practice.ts';
import { type Difficulty, WORDS_PER_GAME } from '../../../../shared/games/word-scramble/scoring.ts';
import { useTicker } from '../../../components/game/play-clock.ts';
import {
  clockAfterAway,
  isClock,
  keepPractice,
  readPractice,
} from '../../../components/game/practice-store.ts';
import type { WordScramblePlay, WordScrambleResult, WordScrambleView } from './use-word-scramble.ts';

/** What practice is given: the page's language (whose list it plays) and the untimed choice. */
export interface PracticeSetup {
  lang: PracticeLanguage;
  untimed: boolean;
}

/** The list of a language, fetched when practice first needs it: a page carries only its own. */
function loadList(lang: PracticeLanguage): Promise<PracticeList> {
  return lang === 'es'
    ? import('../../../../shared/games/word-scramble/practice-words-es.ts').then(
        (list) => list.PRACTICE_WORDS_ES,
      )
    : import('../../../../shared/games/word-scramble/practice-words-en.ts').then(
        (list) => list.PRACTICE_WORDS_EN,
      );
}

interface Clock {
  startedAt: number | null;
  endedAt: number | null;
}

const KEPT_AS = 'word-scramble';

/** A practice game in progress as the tab keeps it, with the language of the list it came from. */
interface Kept {
  lang: PracticeLanguage;
  game: WordScrambleState;
  clock: Clock;
}

function isWordEntry(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { word, hint, scrambled } = value as Record<string, unknown>;
  return typeof word === 'string' && typeof hint === 'string' && typeof scrambled === 'string';
}

function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null) return false;
  const { lang, game, clock } = value as Record<string, unknown>;
  if ((lang !== 'en' && lang !== 'es') || !isClock(clock) || typeof game !== 'object' || game === null)
    return false;
  const { difficulty, words, current, solved, streak, status } = game as Record<string, unknown>;
  return (
    (difficulty === 'easy' || difficulty === 'medium' || difficulty === 'hard') &&
    Array.isArray(words) &&
    words.length === WORDS_PER_GAME &&
    words.every(isWordEntry) &&
    Number.isInteger(current) &&
    Array.isArray(solved) &&
    solved.length === current &&
    Number.isInteger(streak) &&
    status === 'playing'
  );
}

/** A resumed game, its clock moved on by the time the page was away. */
function afterAway(kept: Kept, awayMs: number): Kept {
  return { ...kept, clock: clockAfterAway(kept.clock, awayMs) };
}

const UNSTARTED: Clock = { startedAt: null, endedAt: null };

function viewOf(state: WordScrambleState): WordScrambleView {
  const word = currentWord(state);
  return {
    difficulty: state.difficulty,
    word: word ? { scrambled: word.scrambled, hint: word.hint } : null,
    solved: [...state.solved],
    total: WORDS_PER_GAME,
    streak: state.streak,
  };
}

function wholeSeconds(clock: Clock, now: number): number {
  if (clock.startedAt === null) return 0;
  return Math.max(0, Math.floor(((clock.endedAt ?? now) - clock.startedAt) / 1000));
}

/**
 * A practice Word Scramble: five words of the page's language's own practice list (never the ranked
 * lists, which stay on the server), dealt, checked and rescrambled in this browser, answers compared
 * with their accents left out. Never submitted; a game in progress is kept for a reload of the tab. The clock starts with the first letter typed; untimed,
 * it is neither shown nor read, and the result has no time and no score.
 */
export function useWordScramblePractice({ lang, untimed }: PracticeSetup): WordScramblePlay {
  const [list, setList] = useState<PracticeList | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [game, setGameState] = useState<WordScrambleState | null>(null);
  const latest = useRef(game);
  const setGame = useCallback((next: WordScrambleState | null) => {
    latest.current = next;
    setGameState(next);
  }, []);
  const [clock, setClockState] = useState<Clock>(UNSTARTED);
  const clockRef = useRef(clock);
  const setClock = useCallback((next: Clock) => {
    clockRef.current = next;
    setClockState(next);
  }, []);
  const [result, setResult] = useState<WordScrambleResult | null>(null);
  const [dealtId, setDealtId] = useState(0);
  // A game is untimed once the switch was on at any moment after its clock started; switched on
  // before the first letter, then off again, it is timed.
  const untimedGame = useRef(false);
  if (untimed && clock.startedAt !== null) untimedGame.current = true;
  const untimedNow = useRef(untimed);
  untimedNow.current = untimed;

  const load = useCallback(() => {
    setLoadFailed(false);
    loadList(lang).then(setList, () => setLoadFailed(true));
  }, [lang]);
  useEffect(load, [load]);

  const deal = useCallback(
    (forDifficulty: Difficulty) => {
      untimedGame.current = false;
      setResult(null);
      setClock(UNSTARTED);
      setDealtId((previous) => previous + 1);
      setGame(list ? dealPractice(list, forDifficulty, Math.random) : null);
    },
    [list, setClock, setGame],
  );
  const difficultyRef = useRef(difficulty);
  difficultyRef.current = difficulty;
  // The list's first arrival resumes a game kept from before a reload, in the same language, or deals.
  const resumed = useRef(false);
  useEffect(() => {
    if (!list) return;
    const kept = resumed.current ? null : readPractice(KEPT_AS, isKept, afterAway);
    resumed.current = true;
    if (kept && kept.lang === lang) {
      setDifficulty(kept.game.difficulty);
      setClock(kept.clock);
      setDealtId((previous) => previous + 1);
      setGame(kept.game);
      return;
    }
    deal(difficultyRef.current);
  }, [list, deal, lang, setClock, setGame]);

  useEffect(() => {
    if (game === null) return;
    return keepPractice(KEPT_AS, game.status === 'playing' ? { lang, game, clock } : null);
  }, [game, clock, lang]);

  const startClock = (at: number) => {
    if (clockRef.current.startedAt === null) setClock({ startedAt: at, endedAt: null });
  };

  const hidden = untimed || untimedGame.current;
  const running = !hidden && clock.startedAt !== null && clock.endedAt === null;
  const now = useTicker(running);
  const seconds = wholeSeconds(clock, Math.max(now, clock.startedAt ?? 0));
  const view = game ? viewOf(game) : null;
  return {
    difficulty,
    dealtId,
    view,
    result,
    seconds: hidden ? null : (result?.timeSeconds ?? seconds),
    score: result ? result.score : hidden || !game ? null : scoreOf(game, seconds),
    signedIn: false,
    sent: false,
    dealing: view === null && !loadFailed,
    dealFailed: loadFailed,
    needsConnection: false,
    connection: 'ok',
    retryDeal: () => (list ? deal(difficulty) : load()),
    changeDifficulty: (next) => {
      setDifficulty(next);
      deal(next);
    },
    playAgain: () => deal(difficulty),
    typed: (value) => {
      if (value.trim() !== '') startClock(Date.now());
    },
    guess: async (text) => {
      const current = latest.current;
      if (current === null || current.status === 'finished') return null;
      const at = Date.now();
      startClock(at);
      const step = guessPractice(current, text);
      const { outcome } = step;
      if (outcome.kind === 'empty') return outcome;
      if (outcome.kind === 'over') return null;
      setGame(step.state);
      if (outcome.kind === 'wrong') return { kind: 'wrong' };
      if (outcome.finished) {
        const stopped = { startedAt: clockRef.current.startedAt ?? at, endedAt: at };
        setClock(stopped);
        const timed = !untimedGame.current && !untimedNow.current;
        const time = wholeSeconds(stopped, at);
        setResult({
          timeSeconds: timed ? time : null,
          score: timed ? scoreOf(step.state, time) : null,
          streak: step.state.streak,
          server: null,
          offline: false,
        });
      }
      const next = currentWord(step.state);
      return {
        kind: 'correct',
        word: outcome.word,
        finished: outcome.finished,
        next: next ? { scrambled: next.scrambled, hint: next.hint } : null,
      };
    },
    shuffleAgain: async () => {
      const current = latest.current;
      if (current === null || current.status === 'finished') return null;
      startClock(Date.now());
      const next = rescramble(current, Math.random);
      setGame(next);
      return { kind: 'rescrambled', scrambled: currentWord(next)?.scrambled ?? '' };
    },
  };
}
