import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult, TldrWord } from '../../../../shared/api/plays.ts';
import { tldrIdentity } from '../../../../shared/games/tldr/identity.ts';
import { appendLetters, deleteLastLetter, isCompleteGuess } from '../../../../shared/games/tldr/input.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH, tldrScore } from '../../../../shared/games/tldr/scoring.ts';
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

const GAME = tldrIdentity;
const GAME_ID = 4;
const AUTO_SUBMIT_MS = 500;

export type TldrPlayView = ViewOf<typeof GAME_ID>;

/** A finished game as the server timed and scored it, and whether a move had to wait for a connection. */
interface Finished {
  result: PlayResult | null;
  offline: boolean;
}

/**
 * What the screen shows: the play in progress or just finished, the day's game finished before this
 * page opened (`completed`: a signed-in player's ranked game, finished here or in another browser, or
 * the game this guest's browser kept for the day), or why the play did not load.
 */
type TldrScreenView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'game'; view: TldrPlayView }
  | { kind: 'completed'; view: TldrPlayView };

/**
 * After a lost connection: a guess whose answer was lost reached the server when the play has a
 * row more than before. The start of the clock is never taken as applied: sent again, it changes
 * nothing on the server.
 */
const alreadyApplied = (current: TldrPlayView, sent: readonly { type: string }[], before: TldrPlayView) =>
  sent.some((move) => move.type === 'guess') && current.rows.length > before.rows.length;

/**
 * Whether a play is the one this browser keeps for the day, counts in the statistics and may be sent:
 * a signed-in player's ranked play, or a guest's (kept and counted, never sent).
 */
const keepsRecord = (forPlayer: Player, word: TldrWord) => forPlayer === null || word === 'ranked';

/**
 * The whole TL;DR screen's state. The server deals the play (a signed-in player's own ranked word,
 * or the word of the day that everyone shares), scores each guess and times the game from the first
 * letter to the last guess; the browser keeps the ranked (or guest) play's id for the day so that a
 * reload resumes it, the row being typed, statistics of those games, the colour option and the single
 * score submission, which carries the server's own time and score.
 */
export function useTldrGame(scores: ScoreSubmitter, text: Text, announce: (message: string) => void) {
  const hydrated = useHydrated();
  const player: Player = scores.playerId;
  const submitScoreRef = useRef(scores.submitScore);
  submitScoreRef.current = scores.submitScore;
  const sentResult = useRef<SubmittedGame | null>(null);

  const [row, setRow] = useState('');
  const [word, setWord] = useState<TldrWord>('ranked');
  const [finished, setFinished] = useState<Finished | null>(null);
  /**
   * The day's game was over when the page opened (a signed-in player's ranked game, or the game this
   * guest's browser kept); whether its score had reached the board then.
   */
  const [restored, setRestored] = useState<{ submitted: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { records, stats, highContrast, setHighContrast, readFor, recordFinished } = useTldrBrowserState();

  const wordRef = useRef<TldrWord>('ranked');
  const rowRef = useRef('');
  const busyRef = useRef(false);
  const startSent = useRef(false);
  const loaded = useRef<{ player: Player; day: string } | null>(null);
  const lastLoad = useRef<'day' | 'daily'>('day');

  const editRow = useCallback((next: string) => {
    rowRef.current = next;
    setRow(next);
  }, []);

  const updateRecord = useCallback(
    (playId: string, change: { startedAt?: number; ended?: { timeSeconds: number; score: number } }) => {
      const where = loaded.current;
      if (!where || !keepsRecord(where.player, wordRef.current)) return;
      const kept = records.read(where.day, where.player);
      const base = kept?.playId === playId ? kept : { playId, startedAt: null, ended: null };
      records.write(where.day, where.player, { ...base, ...change });
    },
    [records],
  );

  /** The end of a play, once the server has answered its last guess with its time and score. */
  const onEnd = useCallback(
    ({
      playId,
      view,
      result,
      offline,
    }: {
      playId: string;
      view: TldrPlayView;
      result: PlayResult | null;
      offline: boolean;
    }) => {
      const won = view.status === 'won';
      const attempts = view.rows.length;
      setFinished({ result, offline });
      const values = { word: view.answer ?? '', attempts, max: TLDR_MAX_ATTEMPTS };
      if (won) {
        toast({ title: text('won'), description: text('wonText', values) });
        announce(`${text('won')} ${text('wonText', values)}`);
      } else {
        toast({ title: text('lost'), description: text('lostText', values) });
        announce(`${text('lost')}. ${text('lostText', values)}.`);
      }
      const forPlayer = loaded.current?.player ?? null;
      // The word of the day played by a signed-in player counts nowhere: not sent, not in statistics.
      if (!keepsRecord(forPlayer, wordRef.current)) return;
      if (result) updateRecord(playId, { ended: { timeSeconds: result.timeSeconds, score: result.score } });
      recordFinished(forPlayer, view.day, won, attempts);
      if (forPlayer === null || !result?.ranked) return;
      const sent = { playId, gameId: GAME.id, timeSeconds: result.timeSeconds, score: result.score };
      sentResult.current = sent;
      submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
    [announce, text, updateRecord, recordFinished],
  );

  const play = usePlay(GAME_ID, { alreadyApplied, onEnd });
  const { load, send, startClock } = play;
  const statusRef = useRef(play.status);
  statusRef.current = play.status;
  // A game under way keeps its day (it counts for the day of its deal) until it ends.
  const { day, now } = usePacificDay(hydrated, () => statusRef.current === 'playing');

  const resetScreen = useCallback(
    (next: TldrWord) => {
      wordRef.current = next;
      setWord(next);
      busyRef.current = false;
      startSent.current = false;
      sentResult.current = null;
      editRow('');
      setFinished(null);
      setRestored(null);
      setMessage(null);
    },
    [editRow],
  );

  /**
   * The player's play of the day: for a signed-in player their ranked play (the server deals it once
   * a day and answers it again, unfinished or over); for a guest the play this browser kept for today,
   * unfinished (it resumes) or over (it shows again as it ended), else a new deal of the word of the day.
   */
  const loadDay = useCallback(
    async (forDay: string, forPlayer: Player) => {
      lastLoad.current = 'day';
      const kept = records.read(forDay, forPlayer);
      resetScreen(forPlayer === null ? 'daily' : 'ranked');
      const dealt = await load(async () => {
        if (kept && forPlayer === null) {
          try {
            return await getPlay(GAME_ID, kept.playId);
          } catch (error) {
            // Gone, expired or another player's: deal anew. Without a connection, show why.
            if (isConnectionError(error) || !(error instanceof ApiError) || error.status >= 500) throw error;
          }
        }
        return startPlay(GAME_ID);
      });
      if (!dealt) return;
      const same = kept?.playId === dealt.playId;
      if (!same) {
        records.write(forDay, forPlayer, { playId: dealt.playId, startedAt: null, ended: null });
      }
      if (dealt.status === 'over') {
        setRestored({ submitted: dealt.submitted });
        setFinished({ result: dealt.result, offline: false });
        const { result } = dealt;
        if (forPlayer !== null && result?.ranked && !dealt.submitted) {
          sentResult.current = {
            playId: dealt.playId,
            gameId: GAME.id,
            timeSeconds: result.timeSeconds,
            score: result.score,
          };
        }
      } else if (dealt.status === 'playing') {
        // The server's clock runs since the first letter; the one shown goes on from the first letter
        // typed before the reload (or from now, for a play begun in another browser).
        startSent.current = true;
        startClock((same && kept.startedAt) || Date.now());
      }
    },
    [load, startClock, records, resetScreen],
  );

  /** A signed-in player, after their ranked game: the word of the day, unranked. */
  const playWordOfTheDay = useCallback(async () => {
    lastLoad.current = 'daily';
    resetScreen('daily');
    await load(() => startPlay(GAME_ID, undefined, 'daily'));
  }, [load, resetScreen]);

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

  const canEdit = useCallback(
    () => !busyRef.current && (statusRef.current === 'ready' || statusRef.current === 'playing'),
    [],
  );

  /**
   * Typing and deleting: the row changes and the message goes. The first letter starts the clock:
   * the server's (a `start` move, sent at once) and the one shown.
   */
  const edit = useCallback(
    (next: (current: string) => string) => {
      if (!canEdit()) return;
      const changed = next(rowRef.current);
      if (changed === rowRef.current) return;
      const playId = play.playId;
      if (!startSent.current && changed.length > 0 && playId) {
        startSent.current = true;
        updateRecord(playId, { startedAt: Date.now() });
        // A refusal shows with the guess that follows it.
        send([{ type: 'start' }]).catch(() => undefined);
      }
      editRow(changed);
      setMessage(null);
    },
    [send, updateRecord, editRow, canEdit, play.playId],
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
    if (!canEdit() || !play.playId) return;
    if (!isCompleteGuess(guess)) return say(text('tooShort'));
    busyRef.current = true;
    try {
      const dictionary = await loadDictionary().catch(() => null);
      if (!dictionary) return say(text('wordsFailed'));
      if (!dictionary.has(guess)) return say(text('notInWordList'));
      const answer = await send([{ type: 'guess', word: guess }]).catch(() => null);
      if (!answer) return say(text('moveRefused'));
      if (answer.reveals.some((reveal) => reveal.kind === 'refused')) return say(text('notInWordList'));
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
    } finally {
      busyRef.current = false;
    }
  }, [announce, text, send, say, editRow, canEdit, play.playId]);

  // Auto-submit half a second after the sixth letter. The timer depends on the row alone, so the
  // clock's re-renders every second do not restart it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (row.length !== TLDR_WORD_LENGTH) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [row]);

  /** A guest may try again: a new play of the word of the day, not scored and not recorded as completed. */
  const playAgain = useCallback(() => {
    const where = loaded.current;
    if (!where || where.player !== null) return;
    records.forget(where.day, null);
    void loadDay(where.day, null);
  }, [loadDay, records]);

  /** Back from the word of the day to the signed-in player's ranked game of the day. */
  const backToRanked = useCallback(() => {
    const where = loaded.current;
    if (where) void loadDay(where.day, where.player);
  }, [loadDay]);

  let view: TldrScreenView = { kind: 'loading' };
  if (play.dealError) view = { kind: 'failed' };
  else if (play.view)
    view = restored ? { kind: 'completed', view: play.view } : { kind: 'game', view: play.view };

  const shown = play.view;
  const result = finished?.result ?? null;
  // Without the server's result (never expected once a game is over) the figures are this browser's.
  const fallbackScore =
    finished && shown ? tldrScore(shown.status === 'won', shown.rows.length, play.seconds) : 0;

  return {
    view,
    day,
    now,
    row,
    /** Which word is in play: the signed-in player's ranked word, or the word of the day. */
    word,
    signedIn: player !== null,
    message,
    connection: play.connection,
    stats,
    highContrast,
    setHighContrast,
    seconds: result ? result.timeSeconds : play.seconds,
    score: result ? result.score : fallbackScore,
    /** The server's result of the finished game (why it is not ranked, its floor), else null. */
    result,
    /** The game is over and the server's answer to its last guess has arrived. */
    over: finished !== null,
    /** A move of the finished game waited for a connection: the server's time includes that wait. */
    offline: finished?.offline ?? false,
    /**
     * The day's game was over when the page opened (the ranked game of a signed-in player, or a
     * guest's kept game), and whether its score had reached the board.
     */
    restored,
    type,
    backspace,
    submit,
    playAgain,
    playWordOfTheDay: () => void playWordOfTheDay(),
    backToRanked,
    /** Loads the play again after a failure. */
    retryLoad: () => {
      const where = loaded.current;
      if (lastLoad.current === 'daily') void playWordOfTheDay();
      else if (where) void loadDay(where.day, where.player);
    },
    submission: {
      isPending: scores.isPending,
      isSuccess: scores.isSuccess,
      isError: scores.isError,
      errorStatus: scores.isError ? scores.errorStatus : null,
      error: scores.isError ? scores.error : null,
    },
    /** Whether a ranked score is waiting to be sent (again): a failure a retry can fix, or never sent. */
    canSendScore: sentResult.current !== null,
    /** Sends the ranked game's score again after a failure that a retry can fix (not a 409 or 422). */
    retrySubmission: () => {
      const sent = sentResult.current;
      if (sent) submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
  };
}
