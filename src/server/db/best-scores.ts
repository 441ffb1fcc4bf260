import { LEADERBOARD_SIZE } from '../../shared/api/leaderboard.ts';

/**
 * SQL that is true when a board row (`row`: an alias with game_id, period, score and time_seconds)
 * stands in its board's top 30: fewer than 30 entries are ahead of it (a higher score, or the same
 * score in less time). The entries ahead come first in the board's index order, so they are counted
 * among the board's first 30 rows, read in that order (its NULLS LAST included, or the index is not
 * used): at most 30 index entries are read, wherever the row stands. Counting the entries ahead with
 * a filter instead reads the whole board for every row that is in its top 30.
 */
export function inTopOfBoard(row: string): string {
  return `(SELECT count(*) FROM (
             SELECT o.score, o.time_seconds FROM best_scores o
              WHERE o.game_id = ${row}.game_id AND o.period = ${row}.period
              ORDER BY o.score DESC NULLS LAST, o.time_seconds ASC LIMIT ${LEADERBOARD_SIZE}) AS top
            WHERE top.score > ${row}.score OR (top.score = ${row}.score AND top.time_seconds < ${row}.time_seconds)
          ) < ${LEADERBOARD_SIZE}`;
}
