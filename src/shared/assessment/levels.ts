export type LevelId = 'excellent' | 'good' | 'average' | 'needs-improvement';

export interface Level {
  id: LevelId;
  /** The colour family the page uses for this level; the level's label is always shown as text too. */
  colour: 'green' | 'blue' | 'yellow' | 'red';
}

const LEVEL_THRESHOLDS = { excellent: 80, good: 60, average: 40 } as const;

const LEVELS: Record<LevelId, Level> = {
  excellent: { id: 'excellent', colour: 'green' },
  good: { id: 'good', colour: 'blue' },
  average: { id: 'average', colour: 'yellow' },
  'needs-improvement': { id: 'needs-improvement', colour: 'red' },
};

/** 80 or more Excellent, 60 to 79 Good, 40 to 59 Average, below 40 Needs Improvement. */
export function levelFor(score: number): Level {
  if (score >= LEVEL_THRESHOLDS.excellent) return LEVELS.excellent;
  if (score >= LEVEL_THRESHOLDS.good) return LEVELS.good;
  if (score >= LEVEL_THRESHOLDS.average) return LEVELS.average;
  return LEVELS['needs-improvement'];
}
