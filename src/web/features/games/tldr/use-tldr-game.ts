import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult, TldrWord } from '../../../../shared/api/plays.ts';
import { TLDR_MAX_ATTEMPTS, tldrScore } from '../../../../shared/games/tldr/scoring.ts';
import type { Player } from '../../../../shared/games/tldr/storage.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { getPlay, startPlay } from '../../../lib/plays.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { TldrText as Text } from './clue-description.ts';
import {
  alreadyApplied,
  dealsAnew,
  TLDR_GAME_ID as GAME_ID,
  keepsRecord,
  rankedScore,
  screenView,
  type TldrPlayView,
} from './play-of-the-day.ts';
import { usePacificDay, useTldrBrowserState } from './use-tldr-browser.ts';
import { type GuessRules, useTldrRow } from './use-tldr-row.ts';
import { useTldrScore } from './use-tldr-score.ts';

/** A finished game as the server timed and scored it, and whether a move had to wait for a connection. */
interface Finished {
  result: PlayResult | null;
  offline: boolean;
}

/**
 * The whole TL;DR screen's state. The server deals the play (a signed-in player's own ranked word,
 * or the word of the day that everyone shares), scores each guess and times the game from the first
 * letter to the last guess; the browser keeps the ranked (or guest) play's id for the day so that a
 * reload resumes it (here), the row being typed (`useTldrRow`), statistics of those games, the
 * colour option and the single score submission (`useTldrScore`), which carries the server's own
 * time and score.
 */
export function useTldrGame(
  scores: ScoreSubmitter,
  text: Text,
  announce: (message: string) => void,
  /** False while the page is about to show practice instead: nothing is dealt. */
  deal = true,
) {
  const hydrated = useHydrated();
  const player: Player = scores.playerId;
  const score = useTldrScore(scores);
  const { keep: keepScore, send: sendScore } = score;

  const [word, setWord] = useState<TldrWord>('ranked');
  const [finished, setFinished] = useState<Finished | null>(null);
  /**
   * The day's game was over when the page opened (a signed-in player's ranked game, or the game this
   * guest's browser kept); whether its score had reached the board then.
   */
  const [restored, setRestored] = useState<{ submitted: boolean } | null>(null);
  const { records, stats, highContrast, setHighContrast, hardMode, setHardMode, readFor, recordFinished } =
    useTldrBrowserState();

  const wordRef = useRef<TldrWord>('ranked');
  const loaded = useRef<{ player: Player; day: string } | null>(null);
  const lastLoad = useRef<'day' | 'daily'>('day');

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
      // A guest's statistics live in this browser; a signed-in player's are the server's, from the
      // ranked game's stored score, on every browser they sign in on.
      if (forPlayer === null) recordFinished(null, view.day, won, attempts);
      const sent = rankedScore(forPlayer, playId, result);
      if (sent) sendScore(sent);
    },
    [announce, text, updateRecord, recordFinished, sendScore],
  );

  const play = usePlay(GAME_ID, { alreadyApplied, onEnd });
  const { load, send, startClock } = play;
  const statusRef = useRef(play.status);
  statusRef.current = play.status;
  const currentStatus = useCallback(() => statusRef.current, []);
  // A game under way keeps its day (it counts for the day of its deal) until it ends.
  const { day, now } = usePacificDay(hydrated, () => statusRef.current === 'playing');

  const onStart = useCallback(
    (playId: string) => updateRecord(playId, { startedAt: Date.now() }),
    [updateRecord],
  );
  // Hard mode is the player's choice until the play's first guess, then the play's own, kept by the server.
  const hardModeLocked = play.view !== null && (play.view.rows.length > 0 || play.view.status !== 'playing');
  const playHardMode = hardModeLocked && play.view ? play.view.hardMode : hardMode;
  const viewRef = useRef(play.view);
  viewRef.current = play.view;
  const wantedRef = useRef(hardMode);
  wantedRef.current = hardMode;
  const guessRules = useCallback((): GuessRules => {
    const shown = viewRef.current;
    const wanted = wantedRef.current;
    if (!shown || shown.rows.length > 0) return { hints: shown?.hardMode ? shown.rows : null, before: [] };
    const before = shown.hardMode === wanted ? [] : [{ type: 'hard-mode' as const, on: wanted }];
    return { hints: wanted ? [] : null, before };
  }, []);
  const typed = useTldrRow(
    { playId: play.playId, status: currentStatus, send, guessRules },
    { text, announce, onStart },
  );
  const { reset: resetRow, started: rowStarted } = typed;

  const resetScreen = useCallback(
    (next: TldrWord) => {
      wordRef.current = next;
      setWord(next);
      keepScore(null);
      resetRow();
      setFinished(null);
      setRestored(null);
    },
    [keepScore, resetRow],
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
            if (!dealsAnew(error)) throw error;
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
        if (!dealt.submitted) keepScore(rankedScore(forPlayer, dealt.playId, dealt.result));
      } else if (dealt.status === 'playing') {
        // The server's clock runs since the first letter; the one shown goes on from the first letter
        // typed before the reload (or from now, for a play begun in another browser).
        rowStarted();
        startClock((same && kept.startedAt) || Date.now());
      }
    },
    [load, startClock, records, resetScreen, keepScore, rowStarted],
  );

  /** A signed-in player, after their ranked game: the word of the day, unranked. */
  const playWordOfTheDay = useCallback(async () => {
    lastLoad.current = 'daily';
    resetScreen('daily');
    await load(() => startPlay(GAME_ID, undefined, 'daily'));
  }, [load, resetScreen]);

  // Loads the player's day when the page opens, the player changes or a new day begins.
  useEffect(() => {
    if (day === null || !deal) return;
    const previous = loaded.current;
    if (previous && previous.player === player && previous.day === day) return;
    loaded.current = { player, day };
    records.forgetOtherDays(day);
    readFor(player);
    void loadDay(day, player);
  }, [day, deal, player, loadDay, records, readFor]);

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

  const shown = play.view;
  const result = finished?.result ?? null;
  // Without the server's result (never expected once a game is over) the figures are this browser's.
  const fallbackScore =
    finished && shown ? tldrScore(shown.status === 'won', shown.rows.length, play.seconds) : 0;

  return {
    view: screenView(play, restored !== null),
    day,
    now,
    row: typed.row,
    /** Which word is in play: the signed-in player's ranked word, or the word of the day. */
    word,
    signedIn: player !== null,
    message: typed.message,
    connection: play.connection,
    stats,
    highContrast,
    setHighContrast,
    /** Whether the game shown is (or, before its first guess, will be) played in hard mode. */
    hardMode: playHardMode,
    setHardMode,
    /** The game has a guess: its mode can no longer change. */
    hardModeLocked,
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
    type: typed.type,
    backspace: typed.backspace,
    submit: typed.submit,
    playAgain,
    playWordOfTheDay: () => void playWordOfTheDay(),
    backToRanked,
    /** Loads the play again after a failure. */
    retryLoad: () => {
      const where = loaded.current;
      if (lastLoad.current === 'daily') void playWordOfTheDay();
      else if (where) void loadDay(where.day, where.player);
    },
    submission: score.submission,
    canSendScore: score.canSendScore,
    retrySubmission: score.retrySubmission,
  };
}
