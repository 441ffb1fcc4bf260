import { useCallback, useEffect, useRef, useState } from 'react';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import { appendLetters, deleteLastLetter, isCompleteGuess } from '../../../../shared/games/tldr/input.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_MIN_SECONDS,
  TLDR_WORD_LENGTH,
  tldrScore,
} from '../../../../shared/games/tldr/scoring.ts';
import type { Player } from '../../../../shared/games/tldr/storage.ts';
import type { ScoreSubmitter, SubmittedGame } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { getPlay, isConnectionError, startPlay, type ViewOf } from '../../../lib/plays.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { describeClues, type TldrText as Text } from './clue-description.ts';
import { loadDictionary } from './dictionary.ts';
import { usePacificDay, useTldrBrowserState } from './use-tldr-browser.ts';

const GAME = gameBySlug('tldr-game');
const GAME_ID = 4;
const AUTO_SUBMIT_MS = 500;

export type TldrPlayView = ViewOf<typeof GAME_ID>;
interface Ended {
  timeSeconds: number;
  score: number;
}

/**
 * What the screen shows: the day's play (in progress, or just finished), a signed-in player's day
 * already done (`view` null when it was played in another browser), or why the play did not load.
 */
type TldrScreenView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'game'; view: TldrPlayView }
  | ({ kind: 'completed'; view: TldrPlayView | null } & Ended);

/** A guess whose answer was lost reached the server when the play has a row more than before. */
const alreadyApplied = (current: TldrPlayView, _sent: unknown, before: TldrPlayView) =>
  current.rows.length > before.rows.length;

const playedToday = (error: unknown) => error instanceof ApiError && error.code === 'TLDR_PLAYED_TODAY';

/**
 * The whole TL;DR screen's state. The server deals the day's play and scores each guess; the browser
 * keeps the play's id for the day (so a reload resumes it), the row being typed, the player's clock,
 * statistics, the colour option and the single score submission.
 */
export function useTldrGame(scores: ScoreSubmitter, text: Text, announce: (message: string) => void) {
  const hydrated = useHydrated();
  const player: Player = scores.playerId;
  const play = usePlay(GAME_ID, { minSeconds: TLDR_MIN_SECONDS, alreadyApplied });
  const { load, send, startClock, finish } = play;
  const submitScoreRef = useRef(scores.submitScore);
  submitScoreRef.current = scores.submitScore;
  const sentResult = useRef<SubmittedGame | null>(null);

  const [row, setRow] = useState('');
  const [completed, setCompleted] = useState<Ended | null>(null);
  const [ended, setEnded] = useState<Ended | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { records, stats, highContrast, setHighContrast, readFor, recordFinished } = useTldrBrowserState();

  const statusRef = useRef(play.status);
  statusRef.current = play.status;
  const rowRef = useRef('');
  const busyRef = useRef(false);
  const loaded = useRef<{ player: Player; day: string } | null>(null);
  // A game under way keeps its day (it counts for the day of its deal) until it ends.
  const { day, now } = usePacificDay(hydrated, () => statusRef.current === 'playing');

  const editRow = useCallback((next: string) => {
    rowRef.current = next;
    setRow(next);
  }, []);

  /** The player's play of the day: the one kept for today, or a new deal (a finished guest's too). */
  const loadDay = useCallback(
    async (forDay: string, forPlayer: Player) => {
      const kept = records.read(forDay, forPlayer);
      busyRef.current = false;
      editRow('');
      setCompleted(null);
      setEnded(null);
      setMessage(null);
      const dealt = await load(async () => {
        if (kept) {
          try {
            const found = await getPlay(GAME_ID, kept.playId);
            if (found.status !== 'over' || forPlayer !== null) return found;
          } catch (error) {
            // Gone, expired or another player's: deal anew. Without a connection, show why.
            if (isConnectionError(error) || !(error instanceof ApiError) || error.status >= 500) throw error;
          }
        }
        return startPlay(GAME_ID);
      });
      if (!dealt) return;
      const same = kept?.playId === dealt.playId;
      const startedAt = same ? kept.startedAt : null;
      if (!same) {
        records.write(forDay, forPlayer, { playId: dealt.playId, startedAt: null, ended: null });
      }
      if (dealt.status === 'over') setCompleted((same && kept.ended) || { timeSeconds: 0, score: 0 });
      // The clock goes on from the first letter typed before the reload (or now, for a play begun
      // in another browser).
      else if (startedAt !== null || dealt.status === 'playing') startClock(startedAt ?? Date.now());
    },
    [load, startClock, editRow, records],
  );

  // Loads the player's day when the page opens, the player changes or a new day begins.
  useEffect(() => {
    if (day === null) return;
    const previous = loaded.current;
    if (previous && previous.player === player && previous.day === day) return;
    loaded.current = { player, day };
    records.forgetOtherDays(day);
    readFor(player);
    void loadDay(day, player);
  }, [day, player, loadDay, records, readFor]);

  const updateRecord = useCallback(
    (change: { startedAt?: number; ended?: Ended }) => {
      const where = loaded.current;
      const playId = play.playId;
      if (!where || !playId) return;
      const kept = records.read(where.day, where.player);
      const base = kept?.playId === playId ? kept : { playId, startedAt: null, ended: null };
      records.write(where.day, where.player, { ...base, ...change });
    },
    [play.playId, records],
  );

  const end = useCallback(
    (view: TldrPlayView, playId: string) => {
      const timeSeconds = finish();
      const won = view.status === 'won';
      const attempts = view.rows.length;
      const score = tldrScore(won, attempts, timeSeconds);
      setEnded({ timeSeconds, score });
      updateRecord({ ended: { timeSeconds, score } });
      const values = { word: view.answer ?? '', attempts, max: TLDR_MAX_ATTEMPTS };
      if (won) {
        toast({ title: text('won'), description: text('wonText', values) });
        announce(`${text('won')} ${text('wonText', values)}`);
      } else {
        toast({ title: text('lost'), description: text('lostText', values) });
        announce(`${text('lost')}. ${text('lostText', values)}.`);
      }
      const forPlayer = loaded.current?.player ?? null;
      recordFinished(forPlayer, view.day, won, attempts);
      if (forPlayer === null) return;
      const sent = { playId, gameId: GAME.id, timeSeconds, score };
      sentResult.current = sent;
      submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
    [announce, finish, text, updateRecord, recordFinished],
  );

  const canEdit = useCallback(
    () => !busyRef.current && (statusRef.current === 'ready' || statusRef.current === 'playing'),
    [],
  );

  /** Typing and deleting: the row changes and the message goes; the first letter starts the clock. */
  const edit = useCallback(
    (next: (current: string) => string) => {
      if (!canEdit()) return;
      const changed = next(rowRef.current);
      if (changed === rowRef.current) return;
      if (statusRef.current === 'ready' && changed.length > 0) {
        const at = Date.now();
        startClock(at);
        updateRecord({ startedAt: at });
      }
      editRow(changed);
      setMessage(null);
    },
    [startClock, updateRecord, editRow, canEdit],
  );
  const type = useCallback(
    (letters: string) => {
      // The dictionary (60 KB) is fetched with the first letter rather than with the page: it is needed
      // only once a guess is sent, and typing the other five letters gives it the time to arrive.
      loadDictionary().catch(() => undefined);
      edit((current) => appendLetters(current, letters));
    },
    [edit],
  );
  const backspace = useCallback(() => edit(deleteLastLetter), [edit]);

  const say = useCallback(
    (line: string) => {
      setMessage(line);
      announce(line);
    },
    [announce],
  );

  const submit = useCallback(async () => {
    const guess = rowRef.current;
    const playId = play.playId;
    if (!canEdit() || !playId) return;
    if (!isCompleteGuess(guess)) return say(text('tooShort'));
    busyRef.current = true;
    try {
      const dictionary = await loadDictionary().catch(() => null);
      if (!dictionary) return say(text('wordsFailed'));
      if (!dictionary.has(guess)) return say(text('notInWordList'));
      const answer = await send([{ type: 'guess', word: guess }]).catch(() => null);
      if (!answer) return say(text('moveRefused'));
      if (answer.reveals[0]?.kind === 'refused') return say(text('notInWordList'));
      const { view } = answer;
      const last = view.rows.at(-1);
      editRow('');
      if (last) {
        announce(
          text('rowAnnouncement', {
            row: view.rows.length,
            max: TLDR_MAX_ATTEMPTS,
            word: last.guess,
            clues: describeClues(last.guess, last.states, text),
          }),
        );
      }
      if (view.status !== 'playing') end(view, playId);
    } finally {
      busyRef.current = false;
    }
  }, [announce, end, text, send, say, editRow, canEdit, play.playId]);

  // Auto-submit half a second after the sixth letter. The timer depends on the row alone, so the
  // clock's re-renders every second do not restart it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (row.length !== TLDR_WORD_LENGTH) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [row]);

  /** A guest may try again: a new play of the day, not scored and not recorded as completed. */
  const playAgain = useCallback(() => {
    const where = loaded.current;
    if (!where || where.player !== null) return;
    records.forget(where.day, null);
    void loadDay(where.day, null);
  }, [loadDay, records]);

  let view: TldrScreenView = { kind: 'loading' };
  if (completed) view = { kind: 'completed', view: play.view, ...completed };
  else if (playedToday(play.dealError)) view = { kind: 'completed', view: null, timeSeconds: 0, score: 0 };
  else if (play.dealError) view = { kind: 'failed' };
  else if (play.view) view = { kind: 'game', view: play.view };

  return {
    view,
    day,
    now,
    row,
    signedIn: player !== null,
    message,
    connection: play.connection,
    stats,
    highContrast,
    setHighContrast,
    seconds: completed ? completed.timeSeconds : play.seconds,
    score: (completed ?? ended)?.score ?? 0,
    type,
    backspace,
    submit,
    playAgain,
    /** Loads the day's play again after a failure. */
    retryLoad: () => {
      const where = loaded.current;
      if (where) void loadDay(where.day, where.player);
    },
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
