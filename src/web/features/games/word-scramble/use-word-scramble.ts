import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../../../shared/api/plays.ts';
import { wordScrambleIdentity } from '../../../../shared/games/word-scramble/identity.ts';
import { type Difficulty, wordScrambleScore } from '../../../../shared/games/word-scramble/scoring.ts';
import { isNetworkError, practiceAtThisAddress } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { type PlayEnd, usePlay } from '../../../components/game/use-play.ts';
import type { MoveOf, RevealOf, ViewOf } from '../../../lib/plays.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const GAME = wordScrambleIdentity;
const GAME_ID = 3;
/** The longest answer the API takes (the longest word is far shorter). */
const GUESS_MAX = 40;

export type WordScrambleView = ViewOf<typeof GAME_ID>;
type WordScrambleMove = MoveOf<typeof GAME_ID>;

/** What a guess came to: the server's verdict, an empty answer (never sent), or nothing (no game). */
type GuessOutcome = RevealOf<typeof GAME_ID> | { kind: 'empty' } | null;

/** A finished game: the server's time and score (a practice game's own), and the streak it ended with. */
export interface WordScrambleResult {
  /** Null for an untimed practice game. */
  timeSeconds: number | null;
  /** Null for an untimed practice game. */
  score: number | null;
  streak: number;
  /** The server's result, which says whether the game is ranked and why not; null in practice. */
  server: PlayResult | null;
  /** A move waited for a lost connection: the server's time includes that wait. */
  offline: boolean;
}

/**
 * Whether a request whose answer was lost had reached the server (it applies a request whole or not
 * at all): a right answer adds a solved word, a rescramble changes the letters, and a start is
 * harmless either way. A wrong answer leaves no sure trace, and sending it again changes nothing
 * more (the streak is 0 either way), so it is sent again.
 */
function alreadyApplied(
  current: WordScrambleView,
  sent: readonly WordScrambleMove[],
  before: WordScrambleView,
) {
  if (current.solved.length > before.solved.length) return true;
  if (sent.some((move) => move.type === 'rescramble')) {
    return current.word?.scrambled !== before.word?.scrambled;
  }
  return sent.every((move) => move.type === 'start');
}

/** The reveal of a move found applied after a lost connection, read from the view it left. */
function revealFromView(move: WordScrambleMove, view: WordScrambleView): RevealOf<typeof GAME_ID> {
  if (move.type === 'rescramble') return { kind: 'rescrambled', scrambled: view.word?.scrambled ?? '' };
  if (move.type === 'start') return { kind: 'started' };
  return {
    kind: 'correct',
    word: view.solved.at(-1) ?? '',
    finished: view.word === null,
    next: view.word,
  };
}

/** What the Word Scramble screen plays: a ranked game (`useWordScramble`) or a practice game. */
export interface WordScramblePlay {
  difficulty: Difficulty;
  /** Tells one dealt game from the next. */
  dealtId: number;
  view: WordScrambleView | null;
  result: WordScrambleResult | null;
  /** The clock, or null when it is hidden (untimed practice). */
  seconds: number | null;
  score: number | null;
  signedIn: boolean;
  sent: boolean;
  dealing: boolean;
  dealFailed: boolean;
  /** The deal failed for want of a connection: ranked games need one, practice does not. */
  needsConnection: boolean;
  connection: 'ok' | 'lost';
  retryDeal: () => void;
  changeDifficulty: (next: Difficulty) => void;
  playAgain: () => void;
  typed: (value: string) => void;
  guess: (text: string) => Promise<GuessOutcome>;
  shuffleAgain: () => Promise<RevealOf<typeof GAME_ID> | null>;
}

/**
 * The Word Scramble game on this page, dealt by the server: five words of the player's daily order
 * (a guest's at random) for the difficulty, whose scrambles, hints and verdicts the server sends. The
 * clock starts with the first action; the fifth word's answer brings the server's own time and
 * score, which the result shows and the leaderboard receives.
 */
export function useWordScramble(scores: ScoreSubmitter): WordScramblePlay {
  const hydrated = useHydrated();
  const playerId = scores.playerId;
  const signedIn = playerId !== null;
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  // Whether the score was handed to the leaderboard (false for a guest and an unranked game).
  const [sent, setSent] = useState(false);
  const [result, setResult] = useState<WordScrambleResult | null>(null);
  // Tells one dealt game from the next.
  const [dealtId, setDealtId] = useState(0);
  const dealtFor = useRef<{ playerId: number | null } | null>(null);
  const guessing = useRef(false);
  const submitRef = useRef(scores.submitScore);
  submitRef.current = scores.submitScore;

  const onEnd = useCallback(({ playId, view, result: server, offline }: PlayEnd<typeof GAME_ID>) => {
    const { timeSeconds, score } = server;
    setResult({ timeSeconds, score, streak: view.streak, server, offline });
    // A game the server will not rank (a guest's, one below the human floor) is not sent.
    setSent(server.ranked && submitRef.current({ gameId: GAME.id, timeSeconds, score, playId }));
  }, []);
  const play = usePlay(GAME_ID, { onEnd, alreadyApplied });
  const { deal: dealPlay, send, status } = play;

  const deal = useCallback(
    (forDifficulty: Difficulty, forPlayer: number | null) => {
      dealtFor.current = { playerId: forPlayer };
      // The last play's answers that never came are forgotten with it.
      guessing.current = false;
      setSent(false);
      setResult(null);
      setDealtId((previous) => previous + 1);
      void dealPlay(forDifficulty);
    },
    [dealPlay],
  );

  // The first game waits for the browser (the player is known only there). A player who signs in or
  // out before making a move gets their own words.
  const statusRef = useRef(status);
  statusRef.current = status;
  const difficultyRef = useRef(difficulty);
  difficultyRef.current = difficulty;
  useEffect(() => {
    if (!hydrated) return;
    const dealt = dealtFor.current;
    const begun = statusRef.current === 'playing' || statusRef.current === 'over';
    if (dealt && (begun || dealt.playerId === playerId)) return;
    // A page opened for practice hydrates as the ranked screen first, and asks the server for nothing.
    if (!dealt && practiceAtThisAddress()) return;
    deal(difficultyRef.current, playerId);
  }, [hydrated, playerId, deal]);

  /** Sends a move; resolves with what it revealed, or null when it was refused or superseded. */
  const move = useCallback(
    async (next: WordScrambleMove): Promise<RevealOf<typeof GAME_ID> | null> => {
      try {
        const answer = await send([next]);
        return answer.reveals[0] ?? revealFromView(next, answer.view);
      } catch {
        // A refusal (the game is over, or it expired): the screen shows the view as the server has it.
        return null;
      }
    },
    [send],
  );

  const view = play.view;
  const seconds = play.seconds;
  const liveScore = view
    ? wordScrambleScore(seconds, view.solved.length, view.streak, view.difficulty)
    : wordScrambleScore(0, 0, 0, difficulty);
  return {
    difficulty,
    dealtId,
    view,
    result,
    seconds: result?.timeSeconds ?? seconds,
    score: result?.score ?? liveScore,
    signedIn,
    sent,
    dealing: play.dealing,
    dealFailed: play.dealError !== null,
    needsConnection: isNetworkError(play.dealError),
    connection: play.connection,
    /** Deals again after a deal that failed. */
    retryDeal: () => deal(difficulty, playerId),
    changeDifficulty: (next: Difficulty) => {
      setDifficulty(next);
      deal(next, playerId);
    },
    playAgain: () => deal(difficulty, playerId),
    /** Typing the first letter of a guess counts as the first action (the server hears of it too). */
    typed: (value: string) => {
      if (value.trim() !== '' && status === 'ready') void move({ type: 'start' });
    },
    /**
     * Checks an answer with the server. While one is on its way another is not sent: pressing Enter
     * twice must not turn a right answer into a wrong one for the next word.
     */
    guess: async (text: string): Promise<GuessOutcome> => {
      if (view === null || status === 'over' || guessing.current) return null;
      if (text.trim() === '') return { kind: 'empty' };
      guessing.current = true;
      try {
        return await move({ type: 'guess', text: text.slice(0, GUESS_MAX) });
      } finally {
        guessing.current = false;
      }
    },
    shuffleAgain: () => move({ type: 'rescramble' }),
  };
}
