import { useCallback, useEffect, useRef, useState } from 'react';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { gameResult, type TldrGame } from '../../../../shared/games/tldr/game.ts';
import { type TldrMove, tldrEngine } from '../../../../shared/games/tldr/game-engine.ts';
import { isCompleteGuess } from '../../../../shared/games/tldr/input.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from '../../../../shared/games/tldr/scoring.ts';
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
import type { ScoreSubmitter, SubmittedGame } from '../../../components/game/score-submitter.ts';
import { useGame } from '../../../components/game/use-game.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { browserStorage, safeSet } from './browser-storage.ts';
import { describeClues, type TldrText as Text } from './clue-description.ts';
import { loadDictionary } from './dictionary.ts';

const GAME = gameBySlug('tldr-game');
const AUTO_SUBMIT_MS = 500;

type TldrScreenView =
  | { kind: 'loading' }
  | { kind: 'game'; game: TldrGame }
  | { kind: 'completed'; completion: TldrCompletion };

/**
 * The whole TL;DR screen's state, on the shared game hook: today's game for the player (a signed-in
 * user or a guest), saved after each change so that a reload resumes it, the daily completion of a
 * signed-in player, statistics, the colour option and the single score submission.
 */
export function useTldrGame(scores: ScoreSubmitter, text: Text, announce: (message: string) => void) {
  const hydrated = useHydrated();
  const player: Player = scores.playerId;
  const game = useGame(tldrEngine);
  const { load, play, current } = game;
  const submitScoreRef = useRef(scores.submitScore);
  submitScoreRef.current = scores.submitScore;
  const sentResult = useRef<SubmittedGame | null>(null);

  const [day, setDay] = useState<string | null>(null);
  const [completion, setCompletion] = useState<TldrCompletion | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The wall clock, for the countdown to the next word and the change of day (the game's own clock
  // is the game hook's).
  const [now, setNow] = useState(0);
  const [stats, setStats] = useState<TldrStats>(emptyStats);
  const [highContrast, setHighContrastState] = useState(false);

  const playerRef = useRef<Player>(player);
  const storageRef = useRef<KeyValueStorage | null>(null);
  const statsRef = useRef<TldrStats>(stats);
  const busyRef = useRef(false);
  const loadedFor = useRef<{ player: Player; day: string } | null>(null);

  /** A game of the old day under way keeps the old day until it ends. */
  const underway = useCallback(() => {
    const state = current();
    return state !== null && tldrEngine.status(state) === 'playing';
  }, [current]);

  useEffect(() => {
    if (!hydrated) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const today = pacificDay(new Date(at));
      setDay((shown) => (shown === null || shown === today || !underway() ? today : shown));
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [hydrated, underway]);

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
      const done = readCompletion(storage, player, day);
      if (done) {
        setCompletion(done);
        load(null);
        return;
      }
    }
    setCompletion(null);
    let saved = parseGame(storage.getItem(gameKey(day, player)), day);
    if (saved && saved.status !== 'playing') saved = null;
    const shown = current();
    // A guest who signs in during a game keeps it, now as the signed-in player's game.
    if (
      !saved &&
      player !== null &&
      previous?.player === null &&
      previous.day === day &&
      shown?.day === day &&
      shown.status === 'playing' &&
      shown.startedAt !== null
    ) {
      saved = shown;
      storage.removeItem(gameKey(day, null));
      safeSet(storage, gameKey(day, player), JSON.stringify(saved));
    }
    load(saved ?? tldrEngine.deal(0, { day }));
  }, [day, player, load, current]);

  // Fetch the dictionary as soon as the page is up, so the first guess does not wait for it.
  useEffect(() => {
    if (hydrated) loadDictionary().catch(() => undefined);
  }, [hydrated]);

  const saveGame = useCallback((state: TldrGame) => {
    const storage = storageRef.current;
    if (!storage) return;
    const key = gameKey(state.day, playerRef.current);
    if (state.status === 'playing') safeSet(storage, key, JSON.stringify(state));
    else storage.removeItem(key);
  }, []);

  const finish = useCallback(
    (state: TldrGame) => {
      const result = gameResult(state);
      const storage = storageRef.current;
      if (!result || !storage) return;
      const values = { word: state.answer, attempts: result.attempts, max: TLDR_MAX_ATTEMPTS };
      if (result.won) {
        toast({ title: text('won'), description: text('wonText', values) });
        announce(`${text('won')} ${text('wonText', values)}`);
      } else {
        toast({ title: text('lost'), description: text('lostText', values) });
        announce(`${text('lost')}. ${text('lostText', values)}.`);
      }
      const nextStats = recordGame(statsRef.current, state.day, result.won, result.attempts);
      statsRef.current = nextStats;
      setStats(nextStats);
      safeSet(storage, statsKey(playerRef.current), JSON.stringify(nextStats));

      const userId = playerRef.current;
      if (userId === null) return;
      const firstToday = recordCompletion(storage, userId, {
        day: state.day,
        won: result.won,
        guesses: state.guesses,
        timeSeconds: result.timeSeconds,
        score: result.score,
      });
      // One submission per player per day: the completion record is the guard.
      if (firstToday) {
        const sent = { gameId: GAME.id, timeSeconds: result.timeSeconds, score: result.score };
        sentResult.current = sent;
        submitScoreRef.current(sent, { reportUnreadableUser: true });
      }
    },
    [announce, text],
  );

  /** Typing and deleting: the row changes, the message goes, and the game is saved. */
  const edit = useCallback(
    (move: TldrMove) => {
      if (busyRef.current) return;
      const step = play(move);
      if (step?.reveal.kind !== 'typed') return;
      setMessage(null);
      saveGame(step.state);
    },
    [play, saveGame],
  );
  const type = useCallback((letters: string) => edit({ type: 'type', text: letters }), [edit]);
  const backspace = useCallback(() => edit({ type: 'delete' }), [edit]);

  const submit = useCallback(async () => {
    const shown = current();
    if (shown?.status !== 'playing' || busyRef.current) return;
    if (!isCompleteGuess(shown.current)) {
      setMessage(text('tooShort'));
      announce(text('tooShort'));
      return;
    }
    busyRef.current = true;
    let dictionary: ReadonlySet<string>;
    try {
      dictionary = await loadDictionary();
    } catch {
      busyRef.current = false;
      setMessage(text('wordsFailed'));
      announce(text('wordsFailed'));
      return;
    }
    busyRef.current = false;
    const step = play({ type: 'submit' }, { isWord: (word) => dictionary.has(word) });
    if (!step) return;
    const { reveal } = step;
    if (reveal.kind === 'refused' && reveal.reason === 'not-in-word-list') {
      setMessage(text('notInWordList'));
      announce(text('notInWordList'));
      return;
    }
    if (reveal.kind !== 'scored') return;
    saveGame(step.state);
    announce(
      text('rowAnnouncement', {
        row: step.state.guesses.length,
        max: TLDR_MAX_ATTEMPTS,
        word: reveal.guess,
        clues: describeClues(reveal.guess, reveal.clues, text),
      }),
    );
    if (reveal.verdict !== 'wrong') finish(step.state);
  }, [announce, finish, text, play, saveGame, current]);

  // Auto-submit half a second after the sixth letter. The timer depends on the row alone, so the
  // clock's re-renders every second do not restart it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const row = game.state?.status === 'playing' ? game.state.current : '';
  useEffect(() => {
    if (row.length !== TLDR_WORD_LENGTH) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [row]);

  /** A guest may try the day's word again: the new game is not scored or recorded as completed. */
  const playAgain = useCallback(() => {
    if (day === null || playerRef.current !== null) return;
    setMessage(null);
    const fresh = tldrEngine.deal(0, { day });
    load(fresh);
    saveGame(fresh);
  }, [day, load, saveGame]);

  const setHighContrast = useCallback((on: boolean) => {
    setHighContrastState(on);
    const storage = storageRef.current ?? browserStorage();
    safeSet(storage, HIGH_CONTRAST_KEY, on ? 'on' : 'off');
  }, []);

  let view: TldrScreenView = { kind: 'loading' };
  if (completion) view = { kind: 'completed', completion };
  else if (game.state) view = { kind: 'game', game: game.state };

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
    seconds: completion ? completion.timeSeconds : game.seconds,
    score: completion ? completion.score : (game.score ?? 0),
    type,
    backspace,
    submit,
    playAgain,
    submission: {
      isPending: scores.isPending,
      isSuccess: scores.isSuccess,
      isError: scores.isError,
      errorStatus: scores.isError ? scores.errorStatus : null,
    },
    /** Sends today's score again after a failure that a retry can fix (not a 409 or 422). */
    retrySubmission: () => {
      const sent = sentResult.current;
      if (sent) submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
  };
}
