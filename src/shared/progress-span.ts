/** How many Pacific days the chart of scores over time covers, today included. */
export const PROGRESS_DAYS = 90;
/** How many weeks (Monday to Sunday) the games-per-week chart covers, this week included. */
export const PROGRESS_WEEKS = 13;
