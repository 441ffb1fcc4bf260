import { DatabaseUnavailableError, type Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { foreignKeyViolation, unauthorized, uniqueViolation } from '../../lib/errors.ts';
import { type Recorded, type ScoreInput, storeScores } from './queries.ts';

/** `storeScores` for one score, with the refusals that concern it alone turned into answers. */
async function storeOne(db: Queryable, input: ScoreInput): Promise<Recorded> {
  try {
    const [recorded] = await withRetry(() => storeScores(db, [input]));
    return recorded ?? { kind: 'play-submitted' };
  } catch (error) {
    if (uniqueViolation(error) === 'scores_once_a_day_key') return { kind: 'day-taken' };
    // The account was deleted while its game was being submitted: there is nobody left to score for.
    if (foreignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

interface Waiting {
  input: ScoreInput;
  resolve: (recorded: Recorded) => void;
  reject: (error: unknown) => void;
}

/** At most this many scores in one statement, so that one statement stays short. */
const MAX_BATCH = 256;
/**
 * Statements of scores under way at once: while one waits for its commit to reach the disk, the next
 * runs. Both lock their rows in the same order (plays, then boards and counters by player and game,
 * then one totals slot), and a deadlock all the same is retried.
 */
const IN_FLIGHT = 2;

/**
 * Stores scores as they come, many to a statement. Scores that arrive in one turn of the event loop
 * go together at the end of it, at once while fewer than `IN_FLIGHT` statements run; those that
 * arrive while they run wait and go together in the next. Every score is answered once the
 * statement that stored it has committed, so durably, and a single commit covers the whole batch:
 * under load the database writes and flushes its log once for many scores instead of once for each.
 */
export class ScoreRecorder {
  readonly #db: Queryable;
  #waiting: Waiting[] = [];
  #running = 0;
  #scheduled = false;

  constructor(db: Queryable) {
    this.#db = db;
  }

  record(input: ScoreInput): Promise<Recorded> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, resolve, reject });
      // Scores that arrive in one turn of the event loop (the plays of one read come back together)
      // go together: sent at once, the first of them would take a statement each.
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#next();
        });
      }
    });
  }

  #next(): void {
    while (this.#running < IN_FLIGHT && this.#waiting.length > 0) this.#startStatement();
  }

  #startStatement(): void {
    // Two submissions of one play never share a statement: the later one waits for the next.
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const plays = new Set<string>();
    for (const waiting of this.#waiting) {
      if (batch.length < MAX_BATCH && !plays.has(waiting.input.playId)) {
        plays.add(waiting.input.playId);
        batch.push(waiting);
      } else {
        later.push(waiting);
      }
    }
    this.#waiting = later;
    this.#running += 1;
    this.#store(batch).finally(() => {
      this.#running -= 1;
      this.#next();
    });
  }

  async #store(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await storeOne(this.#db, only.input).then(only.resolve, only.reject);
      return;
    }
    let recorded: Recorded[];
    try {
      recorded = await withRetry(() =>
        storeScores(
          this.#db,
          batch.map((waiting) => waiting.input),
        ),
      );
    } catch (error) {
      // Without a database, going again alone would only wait as long again for each.
      if (error instanceof DatabaseUnavailableError) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // One of them could not be stored, and the statement stored none: each goes again alone, so
      // that only the one at fault is refused.
      for (const waiting of batch) {
        await storeOne(this.#db, waiting.input).then(waiting.resolve, waiting.reject);
      }
      return;
    }
    batch.forEach((waiting, index) => {
      waiting.resolve(recorded[index] as Recorded);
    });
  }
}
