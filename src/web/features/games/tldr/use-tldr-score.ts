import { useCallback, useRef } from 'react';
import type { ScoreSubmitter, SubmittedGame } from '../../../components/game/score-submitter.ts';

/**
 * The single score of a signed-in player's ranked game of the day, with the server's own time and
 * score: sent once the game ends, kept to send (again) after a failure a retry can fix, or when the
 * game was over before the page opened and its score never reached the board.
 */
export function useTldrScore(scores: ScoreSubmitter) {
  const submitScoreRef = useRef(scores.submitScore);
  submitScoreRef.current = scores.submitScore;
  const sentResult = useRef<SubmittedGame | null>(null);

  /** Keeps the score to send (`null`: none for this play). */
  const keep = useCallback((sent: SubmittedGame | null) => {
    sentResult.current = sent;
  }, []);
  const send = useCallback((sent: SubmittedGame) => {
    sentResult.current = sent;
    submitScoreRef.current(sent, { reportUnreadableUser: true });
  }, []);

  return {
    keep,
    send,
    submission: {
      isPending: scores.isPending,
      isSuccess: scores.isSuccess,
      isError: scores.isError,
      errorStatus: scores.isError ? scores.errorStatus : null,
      error: scores.isError ? scores.error : null,
    },
    /** Whether a ranked score is waiting to be sent (again): a failure a retry can fix, or never sent. */
    canSendScore: sentResult.current !== null,
    /** Sends the ranked game's score again: the player pressed Send again (the panel offers it only when that may succeed). */
    retrySubmission: () => {
      const sent = sentResult.current;
      if (sent) submitScoreRef.current(sent, { reportUnreadableUser: true });
    },
  };
}
