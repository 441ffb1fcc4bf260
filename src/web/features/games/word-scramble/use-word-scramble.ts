import { useCallback, useEffect, useRef, useState } from 'react';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import {
  type Difficulty,
  WORD_SCRAMBLE_MIN_SECONDS,
  wordScrambleScore,
} from '../../../../shared/games/word-scramble/scoring.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { type PlayEnd, usePlay } from '../../../components/game/use-play.ts';
import type { MoveOf, RevealOf, ViewOf } from '../../../lib/plays.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const GAME = gameBySlug('word-scramble');
const GAME_ID = 3;
/** The longest answer the API takes (the longest word is far shorter). */
const GUESS_MAX = 40;

type WordScrambleView = ViewOf<typeof GAME_ID>;
type WordScrambleMove = MoveOf<typeof GAME_ID>;

/** What a guess came to: the server's verdict, an empty answer (never sent), or nothing (no game). */
export type GuessOutcome = RevealOf<typeof GAME_ID> | { kind: 'empty' } | null;

/** What happened to the score: sent, kept back because the player is a guest, or too fast to record. */
export type SubmissionOutcome = 'sent' | 'guest' | 'too-fast';

export interface WordScrambleResult {
  timeSeconds: number;
  score: number;
  streak: number;
}

/**
 * Whether a move whose answer was lost had reached the server: a right answer adds a solved word, a
 * rescramble changes the letters. A wrong answer leaves no sure trace, and sending it again changes
 * nothing more (the streak is 0 either way), so it is sent again.
 */
function alreadyApplied(
  current: WordScrambleView,
  sent: readonly WordScrambleMove[],
  before: WordScrambleView,
) {
  const move = sent[0];
  if (move?.type === 'guess') return current.solved.length > before.solved.length;
  if (move?.type === 'rescramble') return current.word?.scrambled !== before.word?.scrambled;
  return move?.type === 'start';
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

/**
 * The Word Scramble game on this page, dealt by the server: five words of the player's daily order
 * (a guest's at random) for the difficulty, whose scrambles, hints and verdicts the server sends. The
 * clock starts with the first action; the score is computed here from the clock and what the server
 * revealed, and sent once when the fifth word is solved.
 */
export function useWordScramble(scores: ScoreSubmitter) {
  const hydrated = useHydrated();
  const playerId = scores.playerId;
  const signedIn = playerId !== null;
  const [difficulty, setDifficulty] = useState<Difficulty>('easy');
  const [submission, setSubmission] = useState<SubmissionOutcome>('guest');
  const [result, setResult] = useState<WordScrambleResult | null>(null);
  // Tells one dealt game from the next.
  const [dealtId, setDealtId] = useState(0);
  const dealtFor = useRef<{ playerId: number | null } | null>(null);
  const guessing = useRef(false);
  const submitRef = useRef(scores.submitScore);
  submitRef.current = scores.submitScore;

  const onEnd = useCallback(
    ({ playId, timeSeconds, view }: PlayEnd<typeof GAME_ID>) => {
      const score = wordScrambleScore(timeSeconds, view.solved.length, view.streak, view.difficulty);
      setResult({ timeSeconds, score, streak: view.streak });
      let outcome: SubmissionOutcome = 'guest';
      if (timeSeconds < WORD_SCRAMBLE_MIN_SECONDS) outcome = signedIn ? 'too-fast' : 'guest';
      else if (submitRef.current({ gameId: GAME.id, timeSeconds, score, playId })) outcome = 'sent';
      setSubmission(outcome);
    },
    [signedIn],
  );
  const play = usePlay(GAME_ID, { onEnd, alreadyApplied });
  const { deal: dealPlay, send, status } = play;

  const deal = useCallback(
    (forDifficulty: Difficulty, forPlayer: number | null) => {
      dealtFor.current = { playerId: forPlayer };
      // The last play's answers that never came are forgotten with it.
      guessing.current = false;
      setSubmission('guest');
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
    submission,
    dealing: play.dealing,
    dealFailed: play.dealError !== null,
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
