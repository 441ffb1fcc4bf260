import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { batchedReads } from '../lib/batched-reads.ts';
import { type PlayRow, readPlays } from '../modules/plays/queries.ts';
import { countRefusal, type Recorded, type ScoreInput } from '../modules/scores/queries.ts';
import { ScoreRecorder } from '../modules/scores/recorder.ts';
import { removeScore } from '../modules/scores/removal.ts';

/** A play as a submission needs it: with whether its player's account is suspended. */
type SubmittedPlay = PlayRow & { ownerSuspended: boolean };

/**
 * The scores' store. How it reads and writes (submissions read their plays together, scores are
 * stored many to a statement) is its own business: a route asks for one play and records one score.
 */
interface ScoresRepository {
  /**
   * Starts reading the play a request submits (as a preHandler, while its session is checked), so
   * that `submittedPlay` does not wait for the session and the play one after the other.
   */
  readPlayEarly(request: FastifyRequest, playId: string): void;
  /** The play a request submits: the read `readPlayEarly` started, or a new one. */
  submittedPlay(request: FastifyRequest, playId: string): Promise<SubmittedPlay | undefined>;
  /** Stores a verified score once its statement has committed. */
  record(input: ScoreInput): Promise<Recorded>;
  /** Counts a refused submission, per game, day and refusal, for the admin. */
  countRefusal(day: string, gameId: number, code: string): Promise<void>;
  /** Removes a stored score and everything that counted it; null when there is no such score. */
  remove(scoreId: number): ReturnType<typeof removeScore>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scores: ScoresRepository;
  }
}

const scores: FastifyPluginAsync = async (app) => {
  const recorder = new ScoreRecorder(app.database);
  // Submissions that arrive together read their plays in one statement, one statement at a time:
  // those that arrive while it runs go together in the next. A statement a turn of the event loop
  // cost the server a sixth of its time in sends to the database alone (measured in a profile of
  // the benchmark's submissions).
  const readPlay = batchedReads((ids: string[]) => readPlays(app.database, ids), { maxInFlight: 1 });
  const earlyReads = new WeakMap<FastifyRequest, ReturnType<typeof readPlay>>();
  const repository: ScoresRepository = {
    readPlayEarly(request, playId) {
      const read = readPlay(playId);
      // Awaited by the handler; a request refused before it (no session) leaves it unread.
      read.catch(() => undefined);
      earlyReads.set(request, read);
    },
    submittedPlay: (request, playId) => earlyReads.get(request) ?? readPlay(playId),
    record: (input) => recorder.record(input),
    countRefusal: (day, gameId, code) => countRefusal(app.database, day, gameId, code),
    remove: (scoreId) => removeScore(app.database, scoreId),
  };
  app.decorate('scores', repository);
};

export const scoresPlugin = fp(scores, {
  name: 'scores',
  fastify: '5.x',
  dependencies: ['database'],
});
