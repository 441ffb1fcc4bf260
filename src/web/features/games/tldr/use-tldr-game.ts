import { useCallback, useEffect, useRef, useState } from 'react';
import { type LetterState, scoreGuess } from '../../../../shared/games/tldr/clues.ts';
import {
  deleteLetter,
  elapsedSeconds,
  gameResult,
  newGame,
  submitGuess,
  type TldrGame,
  typeLetters,
} from '../../../../shared/games/tldr/game.ts';
import { isCompleteGuess } from '../../../../shared/games/tldr/input.ts';
import { emptyStats, parseStats, recordGame, type TldrStats } from '../../../../shared/games/tldr/stats.ts';
import {
  forgetOtherDays,
  gameKey,
  HIGH_CONTRAST_KEY,
  type KeyValueStorage,
  type Player,
  parseGame,
  readCompletion,
  recordCompletion,
  statsKey,
  type TldrCompletion,
} from '../../../../shared/games/tldr/storage.ts';
import { wordForDay } from '../../../../shared/games/tldr/words.ts';
import { pacificDay } from '../../../../shared/time.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useUser } from '../../../lib/use-user.ts';
import { type GameResult, useSubmitScore } from '../../leaderboard/use-submit-score.ts';
import { browserStorage, safeSet } from './browser-storage.ts';
import { loadDictionary } from './dictionary.ts';
import { fill, type TldrText } from './text.ts';

const TLDR_GAME_ID = 4;

/**
 * The HTTP status of the last failed TL;DR score submission. A 409 means the server already has
 * this player's score for the day (from another browser or device).
 */
function lastSubmissionErrorStatus(): number | null {
  const failed = queryClient
    .getMutationCache()
    .getAll()
    .filter(
      (mutation) =>
        mutation.state.status === 'error' &&
        (mutation.state.variables as { gameId?: number } | undefined)?.gameId === TLDR_GAME_ID,
    );
  const error = failed.at(-1)?.state.error;
  return error instanceof ApiError ? error.status : null;
}
const AUTO_SUBMIT_MS = 500;

export type TldrView =
  | { kind: 'loading' }
  | { kind: 'game'; game: TldrGame }
  | { kind: 'completed'; completion: TldrCompletion };

/** The clues of a row, read out: "S present, P absent, ...". */
function describeClues(guess: string, states: readonly LetterState[], text: TldrText): string {
  return [...guess].map((letter, index) => `${letter} ${text.state[states[index] ?? 'absent']}`).join(', ');
}

/**
 * The whole TL;DR screen's state: today's game for the player (a signed-in user or a guest),
 * saved after each change so that a reload resumes it, the daily completion of a signed-in
 * player, statistics, the colour option and the single score submission.
 */
export function useTldrGame(text: TldrText, announce: (message: string) => void) {
  const hydrated = useHydrated();
  const user = useUser();
  const player: Player = typeof user?.id === 'number' ? user.id : null;
  const { submitScore, isPending, isSuccess, isError } = useSubmitScore();
  // The hook returns a new function each render; the latest one is used at the end of a game.
  const submitScoreRef = useRef(submitScore);
  submitScoreRef.current = submitScore;
  const sentResult = useRef<GameResult | null>(null);

  const [day, setDay] = useState<string | null>(null);
  const [view, setViewState] = useState<TldrView>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const [stats, setStats] = useState<TldrStats>(emptyStats);
  const [highContrast, setHighContrastState] = useState(false);

  const viewRef = useRef<TldrView>(view);
  const playerRef = useRef<Player>(player);
  const storageRef = useRef<KeyValueStorage | null>(null);
  const statsRef = useRef<TldrStats>(stats);
  const busyRef = useRef(false);
  const loadedFor = useRef<{ player: Player; day: string } | null>(null);

  const setView = useCallback((next: TldrView) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  // The day, and a clock that ticks each second for the timer and the countdown.
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const today = pacificDay(new Date(at));
      setDay((current) => {
        if (current === null) return today;
        if (current === today) return current;
        // A new word: move on unless a game of the old day is under way.
        const shown = viewRef.current;
        const underway =
          shown.kind === 'game' && shown.game.status === 'playing' && shown.game.startedAt !== null;
        return underway ? current : today;
      });
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [hydrated]);

  // Loads the player's day: completed (signed in), a saved game in progress, or a fresh game.
  useEffect(() => {
    if (day === null) return;
    const previous = loadedFor.current;
    if (previous && previous.player === player && previous.day === day) return;
    loadedFor.current = { player, day };
    playerRef.current = player;
    const storage = browserStorage();
    storageRef.current = storage;
    forgetOtherDays(storage, day);
    const loadedStats = parseStats(storage.getItem(statsKey(player)));
    statsRef.current = loadedStats;
    setStats(loadedStats);
    setHighContrastState(storage.getItem(HIGH_CONTRAST_KEY) === 'on');
    setMessage(null);
    busyRef.current = false;

    if (player !== null) {
      const completion = readCompletion(storage, player, day);
      if (completion) {
        setView({ kind: 'completed', completion });
        return;
      }
    }
    let game = parseGame(storage.getItem(gameKey(day, player)), day);
    if (game && game.status !== 'playing') game = null;
    const shown = viewRef.current;
    // A guest who signs in during a game keeps it, now as the signed-in player's game.
    if (
      !game &&
      player !== null &&
      previous?.player === null &&
      previous.day === day &&
      shown.kind === 'game' &&
      shown.game.day === day &&
      shown.game.status === 'playing' &&
      shown.game.startedAt !== null
    ) {
      game = shown.game;
      storage.removeItem(gameKey(day, null));
      safeSet(storage, gameKey(day, player), JSON.stringify(game));
    }
    setView({ kind: 'game', game: game ?? newGame(day) });
  }, [day, player, setView]);

  // Fetch the dictionary as soon as the page is up, so the first guess does not wait for it.
  useEffect(() => {
    if (hydrated) loadDictionary().catch(() => undefined);
  }, [hydrated]);

  const saveGame = useCallback((game: TldrGame) => {
    const storage = storageRef.current;
    if (!storage) return;
    const key = gameKey(game.day, playerRef.current);
    if (game.status === 'playing') safeSet(storage, key, JSON.stringify(game));
    else storage.removeItem(key);
  }, []);

  const updateGame = useCallback(
    (game: TldrGame) => {
      setView({ kind: 'game', game });
      saveGame(game);
    },
    [saveGame, setView],
  );

  const finish = useCallback(
    (game: TldrGame) => {
      const result = gameResult(game);
      const storage = storageRef.current;
      if (!result || !storage) return;
      const word = game.answer;
      if (result.won) {
        toast({ title: text.won, description: fill(text.wonText, { word, attempts: result.attempts }) });
        announce(`${text.won} ${fill(text.wonText, { word, attempts: result.attempts })}`);
      } else {
        toast({ title: text.lost, description: fill(text.lostText, { word }) });
        announce(`${text.lost}. ${fill(text.lostText, { word })}.`);
      }
      const nextStats = recordGame(statsRef.current, game.day, result.won, result.attempts);
      statsRef.current = nextStats;
      setStats(nextStats);
      safeSet(storage, statsKey(playerRef.current), JSON.stringify(nextStats));

      const userId = playerRef.current;
      if (userId !== null) {
        const firstToday = recordCompletion(storage, userId, {
          day: game.day,
          won: result.won,
          guesses: game.guesses,
          timeSeconds: result.timeSeconds,
          score: result.score,
        });
        // One submission per player per day: the completion record is the guard.
        if (firstToday) {
          const sent = {
            gameId: TLDR_GAME_ID,
            timeSeconds: result.timeSeconds,
            score: result.score,
          } as const;
          sentResult.current = sent;
          submitScoreRef.current(sent, { reportUnreadableUser: true });
        }
      }
    },
    [announce, text],
  );

  const type = useCallback(
    (letters: string) => {
      const shown = viewRef.current;
      if (shown.kind !== 'game' || busyRef.current) return;
      const next = typeLetters(shown.game, letters, Date.now());
      if (next === shown.game) return;
      setMessage(null);
      updateGame(next);
    },
    [updateGame],
  );

  const backspace = useCallback(() => {
    const shown = viewRef.current;
    if (shown.kind !== 'game' || busyRef.current) return;
    const next = deleteLetter(shown.game);
    if (next === shown.game) return;
    setMessage(null);
    updateGame(next);
  }, [updateGame]);

  const submit = useCallback(async () => {
    const shown = viewRef.current;
    if (shown.kind !== 'game' || shown.game.status !== 'playing' || busyRef.current) return;
    if (!isCompleteGuess(shown.game.current)) {
      setMessage(text.tooShort);
      announce(text.tooShort);
      return;
    }
    busyRef.current = true;
    let dictionary: ReadonlySet<string>;
    try {
      dictionary = await loadDictionary();
    } catch {
      busyRef.current = false;
      setMessage(text.wordsFailed);
      announce(text.wordsFailed);
      return;
    }
    busyRef.current = false;
    const latest = viewRef.current;
    if (latest.kind !== 'game') return;
    const { outcome, game } = submitGuess(latest.game, (word) => dictionary.has(word), Date.now());
    if (outcome === 'not-in-word-list') {
      setMessage(text.notInWordList);
      announce(text.notInWordList);
      return;
    }
    if (outcome === 'incomplete' || outcome === 'over') return;
    updateGame(game);
    const row = game.guesses.length;
    const guess = game.guesses[row - 1] as string;
    announce(
      fill(text.rowAnnouncement, {
        row,
        word: guess,
        clues: describeClues(guess, scoreGuess(guess, game.answer), text),
      }),
    );
    if (outcome === 'won' || outcome === 'lost') finish(game);
  }, [announce, finish, text, updateGame]);

  // Auto-submit half a second after the sixth letter. The timer depends on the row alone, so the
  // clock's re-renders every second do not restart it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const current = view.kind === 'game' && view.game.status === 'playing' ? view.game.current : '';
  useEffect(() => {
    if (current.length !== 6) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [current]);

  /** A guest may try the day's word again: the new game is not scored or recorded as completed. */
  const playAgain = useCallback(() => {
    if (day === null || playerRef.current !== null) return;
    setMessage(null);
    updateGame(newGame(day));
  }, [day, updateGame]);

  const setHighContrast = useCallback((on: boolean) => {
    setHighContrastState(on);
    const storage = storageRef.current ?? browserStorage();
    safeSet(storage, HIGH_CONTRAST_KEY, on ? 'on' : 'off');
  }, []);

  let seconds = 0;
  let score = 0;
  if (view.kind === 'game') {
    const result = gameResult(view.game);
    seconds = result ? result.timeSeconds : elapsedSeconds(view.game.startedAt, now);
    score = result?.score ?? 0;
  } else if (view.kind === 'completed') {
    seconds = view.completion.timeSeconds;
    score = view.completion.score;
  }

  return {
    view,
    day,
    now,
    answer: day ? wordForDay(day) : null,
    signedIn: player !== null,
    message,
    stats,
    highContrast,
    setHighContrast,
    seconds,
    score,
    type,
    backspace,
    submit,
    playAgain,
    submission: { isPending, isSuccess, isError, errorStatus: isError ? lastSubmissionErrorStatus() : null },
    /** Sends today's score again after a failure that a retry can fix (not a 409 or 422). */
    retrySubmission: () => {
      const sent = sentResult.current;
      if (sent) submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
  };
}
