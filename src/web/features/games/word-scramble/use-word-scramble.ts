import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentWord,
  dailyOrder,
  type GuessOutcome,
  newGame,
  playerSeedKey,
  rescramble,
  scoreOf,
  submitGuess,
  type WordScrambleState,
  wordsForGame,
} from '../../../../shared/games/word-scramble/game.ts';
import {
  type Difficulty,
  WORD_SCRAMBLE_MIN_SECONDS,
  wordScrambleScore,
} from '../../../../shared/games/word-scramble/scoring.ts';
import { pacificDay } from '../../../../shared/time.ts';
import { useGameTimer } from '../../../components/game/use-game-timer.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useUser } from '../../../lib/use-user.ts';
import { useSubmitScore } from '../../leaderboard/use-submit-score.ts';
import { nextGameNumber, recordGameBegun } from './game-progress.ts';

const WORD_SCRAMBLE_GAME_ID = 3;

interface GameResult {
  seconds: number;
  score: number;
  streak: number;
  /** What happened to the score: sent, kept back because the player is a guest, or too fast to record. */
  submission: 'sent' | 'guest' | 'too-fast';
}

interface Game {
  /** Tells one dealt game from the next. */
  id: number;
  state: WordScrambleState;
  playerKey: string;
  day: string;
  number: number;
  begun: boolean;
  result: GameResult | null;
}

/**
 * The Word Scramble game on this page: today's words for the player and difficulty, the stopwatch
 * that starts with the first action, and the one score submission when the fifth word is solved.
 */
export function useWordScramble() {
  const hydrated = useHydrated();
  const user = useUser();
  const playerKey = playerSeedKey(user?.id);
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [game, setGame] = useState<Game | null>(null);
  const gameRef = useRef<Game | null>(null);
  const timer = useGameTimer();
  const { submitScore, isPending, isSuccess, isError } = useSubmitScore();
  const submittedGameId = useRef<number | null>(null);
  const dealt = useRef(0);

  const deal = useCallback(
    (forDifficulty: Difficulty, forPlayer: string) => {
      const day = pacificDay(new Date());
      const number = nextGameNumber(forPlayer, day, forDifficulty);
      const words = wordsForGame(dailyOrder(forPlayer, day, forDifficulty), number);
      timer.reset();
      dealt.current += 1;
      const next: Game = {
        id: dealt.current,
        state: newGame(words, forDifficulty, Math.random),
        playerKey: forPlayer,
        day,
        number,
        begun: false,
        result: null,
      };
      gameRef.current = next;
      setGame(next);
    },
    [timer.reset],
  );

  // The first game waits for the browser (the player and the date are known only there). A player who
  // signs in or out before making a move gets their own words.
  useEffect(() => {
    if (!hydrated) return;
    const current = gameRef.current;
    if (current && (current.begun || current.playerKey === playerKey)) return;
    deal(current?.state.difficulty ?? 'easy', playerKey);
  }, [hydrated, playerKey, deal]);

  /** The first action of a game starts the clock and moves the day's order on for the next game. */
  const begin = useCallback(
    (current: Game): Game => {
      if (current.begun) return current;
      timer.start();
      recordGameBegun(current.playerKey, current.day, current.state.difficulty, current.number);
      return { ...current, begun: true };
    },
    [timer.start],
  );

  const changeDifficulty = useCallback(
    (next: Difficulty) => {
      setDifficulty(next);
      deal(next, playerKey);
    },
    [deal, playerKey],
  );

  const playAgain = useCallback(() => {
    deal(gameRef.current?.state.difficulty ?? difficulty, playerKey);
  }, [deal, difficulty, playerKey]);

  /** Typing the first letter of a guess counts as the first action. */
  const typed = useCallback(
    (value: string) => {
      const current = gameRef.current;
      if (!current || current.begun || current.result || value.trim() === '') return;
      const next = begin(current);
      gameRef.current = next;
      setGame(next);
    },
    [begin],
  );

  const finish = useCallback(
    (current: Game): Game => {
      const seconds = timer.stop();
      const score = scoreOf(current.state, seconds);
      let submission: GameResult['submission'] = 'guest';
      if (submittedGameId.current !== current.id) {
        submittedGameId.current = current.id;
        if (seconds < WORD_SCRAMBLE_MIN_SECONDS) submission = user ? 'too-fast' : 'guest';
        else if (submitScore({ gameId: WORD_SCRAMBLE_GAME_ID, timeSeconds: seconds, score })) {
          submission = 'sent';
        }
      }
      return { ...current, result: { seconds, score, streak: current.state.streak, submission } };
    },
    [timer.stop, submitScore, user],
  );

  const guess = useCallback(
    (text: string): GuessOutcome => {
      const current = gameRef.current;
      if (!current) return { kind: 'over' };
      const { state, outcome } = submitGuess(current.state, text);
      if (outcome.kind === 'empty' || outcome.kind === 'over') return outcome;
      let next: Game = { ...begin(current), state };
      if (outcome.kind === 'correct' && outcome.finished) next = finish(next);
      gameRef.current = next;
      setGame(next);
      return outcome;
    },
    [begin, finish],
  );

  const shuffleAgain = useCallback((): string | null => {
    const current = gameRef.current;
    if (!current || current.result) return null;
    const next: Game = { ...begin(current), state: rescramble(current.state, Math.random) };
    gameRef.current = next;
    setGame(next);
    return currentWord(next.state)?.scrambled ?? null;
  }, [begin]);

  const state = game?.state ?? null;
  const liveScore = game?.result
    ? game.result.score
    : state
      ? scoreOf(state, timer.seconds)
      : wordScrambleScore(0, 0, 0, difficulty);

  return {
    difficulty,
    state,
    word: state ? currentWord(state) : null,
    result: game?.result ?? null,
    seconds: game?.result ? game.result.seconds : timer.seconds,
    score: liveScore,
    signedIn: user !== null,
    submission: { isPending, isSuccess, isError },
    changeDifficulty,
    playAgain,
    typed,
    guess,
    shuffleAgain,
  };
}
