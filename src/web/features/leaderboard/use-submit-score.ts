import { useMutation } from '@tanstack/react-query';
import type { ScoreSubmission } from '../../../shared/api/scores.ts';
import type { ScoreSubmitter, SubmitOptions, SubmittedGame } from '../../components/game/score-submitter.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { submittedScoreAnswer } from '../../lib/answer-shapes.ts';
import { ApiError, apiSend } from '../../lib/api.ts';
import { queryClient, queryKeys } from '../../lib/query-client.ts';
import { useUser } from '../../lib/use-user.ts';
import { inspectStoredUser } from '../../lib/user-store.ts';
import { leaderboardText } from './text.ts';

/**
 * Sends a finished game's score to the leaderboard for the signed-in player, naming the play the
 * server dealt (`playId`), which the server checks before it stores the score. `submitScore` returns
 * false, and sends nothing, when no stored user with an id exists (anonymous play). Call it once per
 * finished play. A game's page hands the result to the game screen.
 */
export function useSubmitScore(): ScoreSubmitter {
  const user = useUser();
  const text = leaderboardText(useI18n().lang);
  const mutation = useMutation(
    {
      mutationFn: (submission: ScoreSubmission) =>
        apiSend('POST', '/api/scores', submittedScoreAnswer, submission),
      onSuccess: async (_saved, { userId, gameId }) => {
        toast({ title: text.submittedTitle, description: text.submittedText });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.leaderboardGame(gameId) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.ownRank(userId, gameId, 'month') }),
          queryClient.invalidateQueries({ queryKey: queryKeys.ownRank(userId, gameId, 'all') }),
          queryClient.invalidateQueries({ queryKey: queryKeys.userScores(userId) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
        ]);
      },
      onError: (error) => {
        // A refusal that trying again cannot change (today's TL;DR already on the board, a game the
        // server cannot accept) shows the server's reason instead of an invitation to retry.
        const final = error instanceof ApiError && (error.status === 409 || error.status === 422);
        const description = (final && error.serverMessage) || text.submitFailedText;
        toast({ title: text.submitFailedTitle, description, variant: 'destructive' });
      },
    },
    queryClient,
  );

  const userId = user?.id;
  const error = mutation.error;
  return {
    playerId: typeof userId === 'number' ? userId : null,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    isError: mutation.isError,
    errorStatus: error instanceof ApiError ? error.status : null,
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
      mutation.mutate({ userId: stored.user.id, ...result });
      return true;
    },
  };
}
