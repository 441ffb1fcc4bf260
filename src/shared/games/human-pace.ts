/**
 * The fastest a person has been seen to do each thing a game asks for, on record. A game's floor adds
 * them up over the moves it was played with: a game faster than its floor was not played by a
 * person, and the server refuses it (docs/decisions/016-human-floors.md gives the sources).
 */
export const HUMAN_PACE = {
  /**
   * A reaction to something newly shown. World Athletics takes a start less than 0.100 s after the
   * gun as a false start: no person reacts faster.
   */
  reactionMs: 100,
  /**
   * One key press or tap: the fastest typing on record, 216 words a minute (Stella Pajunas, 1946), is
   * 18 keystrokes a second, 55.6 ms each (rounded down).
   */
  keystrokeMs: 55,
  /**
   * One tile slide of a 15-puzzle: the fastest whole solve with published move times we found is
   * 33 slides in 1.125 s (34 ms each) on a sliding-puzzle simulator, rounded down to 30 ms.
   */
  tileSlideMs: 30,
} as const;

/** A game's floor for the moves played: a fixed part and each kind of move's minimum, in milliseconds. */
export interface Floor {
  /** The least time, in milliseconds, a person needs for what was played. */
  ms: number;
  /** What was counted, for messages: the moves of each kind. */
  moves: number;
}

/** Milliseconds as seconds with one decimal, rounded up: "4.5". */
export function floorSecondsText(ms: number): string {
  return (Math.ceil(ms / 100) / 10).toFixed(1);
}
