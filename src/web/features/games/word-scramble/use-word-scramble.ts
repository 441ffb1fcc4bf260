import { useCallback, useEffect, useRef, useState } from 'react';
import { randomSeed } from '../../../../shared/games/engine.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { playerSeedKey } from '../../../../shared/games/word-scramble/game.ts';
import {
  type WordScrambleEngineState,
  type WordScrambleReveal,
  wordScrambleEngine,
} from '../../../../shared/games/word-scramble/game-engine.ts';
import {
  type Difficulty,
  WORD_SCRAMBLE_MIN_SECONDS,
  wordScrambleScore,
} from '../../../../shared/games/word-scramble/scoring.ts';
import { pacificDay } from '../../../../shared/time.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { useGame } from '../../../components/game/use-game.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { nextGameNumber, recordGameBegun } from './game-progress.ts';

const GAME = gameBySlug('word-scramble');

/** What happened to the score: sent, kept back because the player is a guest, or too fast to record. */
export type SubmissionOutcome = 'sent' | 'guest' | 'too-fast';

/** Whose words of which day are in play, so that the day's order moves on once the game begins. */
interface Dealt {
  playerKey: string;
  day: string;
  number: number;
}

/**
 * The Word Scramble game on this page, on the shared game hook: today's words for the player and
 * difficulty, the clock that starts with the first action, and the one score submission when the
 * fifth word is solved.
 */
export function useWordScramble(scores: ScoreSubmitter) {
  const hydrated = useHydrated();
  const playerKey = playerSeedKey(scores.playerId);
  const signedIn = scores.playerId !== null;
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [submission, setSubmission] = useState<SubmissionOutcome>('guest');
  const dealt = useRef<Dealt | null>(null);
  // Tells one dealt game from the next.
  const [dealtId, setDealtId] = useState(0);
  const game = useGame(wordScrambleEngine, {
    onFinish: (result) => {
      let outcome: SubmissionOutcome = 'guest';
      if (result.timeSeconds < WORD_SCRAMBLE_MIN_SECONDS) outcome = signedIn ? 'too-fast' : 'guest';
      else if (
        scores.submitScore({ gameId: GAME.id, timeSeconds: result.timeSeconds, score: result.score })
      ) {
        outcome = 'sent';
      }
      setSubmission(outcome);
    },
  });
  const { load, play, current } = game;

  const deal = useCallback(
    (forDifficulty: Difficulty, forPlayer: string) => {
      const day = pacificDay(new Date());
      const number = nextGameNumber(forPlayer, day, forDifficulty);
      dealt.current = { playerKey: forPlayer, day, number };
      setSubmission('guest');
      setDealtId((previous) => previous + 1);
      load(
        wordScrambleEngine.deal(randomSeed(), {
          difficulty: forDifficulty,
          playerKey: forPlayer,
          day,
          gameNumber: number,
        }),
      );
    },
    [load],
  );

  // The first game waits for the browser (the player and the date are known only there). A player who
  // signs in or out before making a move gets their own words.
  useEffect(() => {
    if (!hydrated) return;
    const state = current();
    const begun = state !== null && wordScrambleEngine.status(state) !== 'ready';
    if (state && (begun || dealt.current?.playerKey === playerKey)) return;
    deal(state?.game.difficulty ?? 'easy', playerKey);
  }, [hydrated, playerKey, deal, current]);

  /** Plays a move; the first action of a game moves the day's order on for the next game. */
  const move = useCallback(
    (next: Parameters<typeof play>[0]): WordScrambleReveal | null => {
      const before: WordScrambleEngineState | null = current();
      const step = play(next);
      const where = dealt.current;
      if (
        step &&
        before &&
        where &&
        wordScrambleEngine.status(before) === 'ready' &&
        wordScrambleEngine.status(step.state) !== 'ready'
      ) {
        recordGameBegun(where.playerKey, where.day, before.game.difficulty, where.number);
      }
      return step?.reveal ?? null;
    },
    [play, current],
  );

  const state = game.state;
  return {
    difficulty,
    dealtId,
    view: game.view,
    result: game.result,
    seconds: game.seconds,
    score: game.score ?? wordScrambleScore(0, 0, 0, difficulty),
    signedIn,
    submission,
    changeDifficulty: (next: Difficulty) => {
      setDifficulty(next);
      deal(next, playerKey);
    },
    playAgain: () => deal(state?.game.difficulty ?? difficulty, playerKey),
    /** Typing the first letter of a guess counts as the first action. */
    typed: (value: string) => {
      if (value.trim() !== '') move({ type: 'start' });
    },
    guess: (text: string) => move({ type: 'guess', text }),
    shuffleAgain: () => move({ type: 'rescramble' }),
  };
}
