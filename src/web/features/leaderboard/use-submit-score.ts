import { useRef, useState } from 'react';
import type { ScoreSubmission } from '../../../shared/api/scores.ts';
import { submitMessages } from '../../components/game/messages.ts';
import {
  type ScoreSubmitter,
  type SubmitOptions,
  type SubmittedGame,
  sendAgainMayMend,
} from '../../components/game/score-submitter.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { tableIn } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { submittedScoreAnswer } from '../../lib/answers/scores.ts';
import { ApiError, apiSend } from '../../lib/api.ts';
import { invalidateReads, readKeys } from '../../lib/reads.ts';
import { useUser } from '../../lib/use-user.ts';
import { inspectStoredUser } from '../../lib/user-store.ts';

/**
 * Sends a finished game's score to the leaderboard for the signed-in player, naming the play the
 * server dealt (`playId`), which the server checks before it stores the score. `submitScore` returns
 * false, and sends nothing, when no stored user with an id exists (anonymous play). Call it once per
 * finished play. A game's page hands the result to the game screen.
 */
export function useSubmitScore(): ScoreSubmitter {
  const user = useUser();
  const { lang } = useI18n();
  const text = tableIn(submitMessages, lang);
  // One submission at a time per game screen, as a finished play sends its score once.
  const [submission, setSubmission] = useState<
    { state: 'idle' | 'pending' | 'success' } | { state: 'error'; error: unknown }
  >({
    state: 'idle',
  });
  // The last submission, kept so that the player can send it again after a failure.
  const last = useRef<ScoreSubmission | null>(null);
  const onItsWay = useRef(false);

  async function submit(entry: ScoreSubmission): Promise<void> {
    const { userId, gameId } = entry;
    last.current = entry;
    onItsWay.current = true;
    setSubmission({ state: 'pending' });
    try {
      await apiSend('POST', '/api/scores', submittedScoreAnswer, entry);
    } catch (error) {
      onItsWay.current = false;
      // A refusal that trying again cannot change (today's TL;DR already on the board, a game the
      // server cannot accept) shows the server's reason, in the page's language, instead of an
      // invitation to retry.
      const final = error instanceof ApiError && (error.status === 409 || error.status === 422);
      const description = (final && apiErrorText(error, lang)) || text.submitFailedText;
      toast({ title: text.submitFailedTitle, description, variant: 'destructive' });
      setSubmission({ state: 'error', error });
      return;
    }
    onItsWay.current = false;
    toast({ title: text.submittedTitle, description: text.submittedText });
    // The submission counts as done once the boards on screen show it.
    await Promise.all([
      invalidateReads(readKeys.leaderboardGame(gameId)),
      invalidateReads(readKeys.ownRank(userId, gameId, 'month')),
      invalidateReads(readKeys.ownRank(userId, gameId, 'all')),
      invalidateReads(readKeys.userScores(userId)),
      invalidateReads(readKeys.progress(userId)),
      invalidateReads(readKeys.stats),
    ]);
    setSubmission({ state: 'success' });
  }

  const userId = user?.id;
  const error = submission.state === 'error' ? submission.error : null;
  const canSendAgain = submission.state === 'error' && last.current !== null && sendAgainMayMend(error);
  return {
    playerId: typeof userId === 'number' ? userId : null,
    isPending: submission.state === 'pending',
    isSuccess: submission.state === 'success',
    isError: submission.state === 'error',
    errorStatus: error instanceof ApiError ? error.status : null,
    error,
    submitScore(result: SubmittedGame, options: SubmitOptions = {}): boolean {
      // Storage is read afresh: it may have changed in another tab since the page rendered.
      const stored = inspectStoredUser();
      if (stored.state === 'unreadable') {
        if (options.reportUnreadableUser) {
          toast({ title: text.submitFailedTitle, description: text.storedUserError, variant: 'destructive' });
        }
        return false;
      }
      if (stored.state === 'none' || typeof stored.user.id !== 'number') return false;
      void submit({ userId: stored.user.id, ...result });
      return true;
    },
    canSendAgain,
    sendAgain() {
      const entry = last.current;
      // Once per press: a submission on its way, or one that cannot be mended, is not sent again.
      if (entry === null || onItsWay.current || !canSendAgain) return;
      void submit(entry);
    },
  };
}
