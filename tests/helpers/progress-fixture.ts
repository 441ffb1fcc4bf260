// A player's progress and history as GET /api/users/{id}/progress and /history answer them, for the
// page's tests and screenshots: every game of the registry, the first two with games, the first with
// a month compared with many games and the second with few, the last game (TL;DR) with statistics.
import type { GameProgress, History, Progress } from '../../src/shared/api/progress.ts';
import { GAME_IDENTITIES } from '../../src/shared/games/identities.ts';

export const FIXTURE_TODAY = '2026-11-28';

const addDays = (day: string, offset: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
};

/** The Monday of the week of FIXTURE_TODAY (Saturday 28 November 2026). */
const THIS_MONDAY = '2026-11-23';

function weeks(games: (week: number) => number) {
  return Array.from({ length: 13 }, (_, index) => ({
    weekStart: addDays(THIS_MONDAY, (index - 12) * 7),
    games: games(index),
  }));
}

const unplayed = (gameId: number): GameProgress => ({
  gameId,
  gamesPlayed: 0,
  bestScore: null,
  bestTime: null,
  totalScore: 0,
  days: [],
  weeks: weeks(() => 0),
  standing: [],
});

const [first, second, ...rest] = GAME_IDENTITIES;

/** The first game: 14 days played, the best 1,240 on 3 November, standing among 214 games at Medium. */
const firstGame: GameProgress = {
  gameId: first.id,
  gamesPlayed: 31,
  bestScore: 1240,
  bestTime: 75,
  totalScore: 27_500,
  days: [
    { day: '2026-09-02', best: 610, games: 1 },
    { day: '2026-09-10', best: 700, games: 2 },
    { day: '2026-09-21', best: 820, games: 3 },
    { day: '2026-10-01', best: 760, games: 1 },
    { day: '2026-10-05', best: 900, games: 2 },
    { day: '2026-10-12', best: 880, games: 4 },
    { day: '2026-10-19', best: 1010, games: 2 },
    { day: '2026-10-26', best: 950, games: 1 },
    { day: '2026-11-03', best: 1240, games: 3 },
    { day: '2026-11-09', best: 1100, games: 2 },
    { day: '2026-11-14', best: 1150, games: 3 },
    { day: '2026-11-20', best: 1180, games: 2 },
    { day: '2026-11-25', best: 1200, games: 3 },
    { day: '2026-11-28', best: 1190, games: 2 },
  ],
  weeks: weeks((index) => [0, 1, 2, 3, 0, 3, 4, 2, 1, 3, 4, 2, 5][index] ?? 0),
  standing: [{ difficulty: 'medium', best: 1240, compared: 214, below: 133, percentile: 62 }],
};

/** The second game: a few days played, and a month compared with only 6 games. */
const secondGame: GameProgress = {
  gameId: second.id,
  gamesPlayed: 4,
  bestScore: 3200,
  bestTime: 48,
  totalScore: 11_900,
  days: [
    { day: '2026-11-02', best: 2800, games: 1 },
    { day: '2026-11-16', best: 3200, games: 2 },
    { day: '2026-11-27', best: 2950, games: 1 },
  ],
  weeks: weeks((index) => (index === 9 ? 1 : index === 11 ? 2 : index === 12 ? 1 : 0)),
  standing: [{ difficulty: 'easy', best: 3200, compared: 6, below: 4, percentile: 67 }],
};

const lastGame = rest.at(-1);

export const progressFixture: Progress = {
  today: FIXTURE_TODAY,
  month: FIXTURE_TODAY.slice(0, 7),
  games: [
    firstGame,
    secondGame,
    ...rest.map((game) =>
      game === lastGame
        ? {
            ...unplayed(game.id),
            gamesPlayed: 9,
            bestScore: 950,
            bestTime: 64,
            totalScore: 6100,
            days: [
              { day: '2026-11-20', best: 700, games: 1 },
              { day: '2026-11-26', best: 950, games: 1 },
              { day: '2026-11-27', best: 800, games: 1 },
              { day: '2026-11-28', best: 900, games: 1 },
            ],
            weeks: weeks((index) => (index >= 11 ? 3 : 0)),
            standing: [{ difficulty: null, best: 950, compared: 58, below: 41, percentile: 71 }],
          }
        : unplayed(game.id),
    ),
  ],
  tldr: {
    played: 9,
    wins: 8,
    winPercent: 89,
    currentStreak: 3,
    longestStreak: 5,
    distribution: [0, 1, 3, 2, 1, 1],
    lastWinDay: FIXTURE_TODAY,
  },
};

/** A player signed in who has not finished a game. */
export const emptyProgressFixture: Progress = {
  today: FIXTURE_TODAY,
  month: FIXTURE_TODAY.slice(0, 7),
  games: GAME_IDENTITIES.map((game) => unplayed(game.id)),
  tldr: {
    played: 0,
    wins: 0,
    winPercent: 0,
    currentStreak: 0,
    longestStreak: 0,
    distribution: [0, 0, 0, 0, 0, 0],
    lastWinDay: null,
  },
};

/** A page of history: `count` games of the first game, newest first, ids from `fromId` down. */
export function historyFixture(count: number, fromId: number, next: number | null): History {
  return {
    scores: Array.from({ length: count }, (_, index) => ({
      id: fromId - index,
      gameId: first.id,
      score: 1000 + index * 10,
      timeSeconds: 70 + index,
      completedAt: `${addDays(FIXTURE_TODAY, -index)}T18:00:00.000Z`,
      day: addDays(FIXTURE_TODAY, -index),
      difficulty: 'medium',
      guesses: null,
      won: null,
    })),
    next,
  };
}
