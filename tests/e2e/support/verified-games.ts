// Verified games played through the API, for tests that need a score on a board without playing a
// game in the page.
import { type APIRequestContext, expect } from '@playwright/test';
import { MAX_MOVES_PER_REQUEST } from '../../../src/shared/api/limits.ts';
import type { PlayResult } from '../../../src/shared/api/plays.ts';
import { HUMAN_PACE } from '../../../src/shared/games/human-pace.ts';
import { solveFifteen } from './fifteen-solver.ts';

/** Resolves after `ms` milliseconds: the pace of the slides, which decides nothing in the tests. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How far above the fastest slides on record each request of slides comes. */
const PACE_MARGIN_MS = 10;

/**
 * Plays an Easy Number Puzzle through the plays API as the player of `request`, as fast as a person
 * can: the first slide alone (it starts the server's clock), then requests of at most
 * MAX_MOVES_PER_REQUEST slides, each sent as long after the one before as its slides take at the
 * fastest human pace, plus a little. The server's time of the game is then just above its floor (the
 * admin's outliers list it, whatever the machine's speed). Returns the play and the server's result.
 */
export async function solvePuzzleAtTheFloor(request: APIRequestContext) {
  const dealt = await request.post('/api/plays', { data: { gameId: 2, difficulty: 'easy' } });
  expect(dealt.status(), await dealt.text()).toBe(201);
  const { playId, view } = (await dealt.json()) as { playId: string; view: { board: number[] } };
  const slides = solveFifteen(view.board);
  const requests = [slides.slice(0, 1)];
  for (let start = 1; start < slides.length; start += MAX_MOVES_PER_REQUEST) {
    requests.push(slides.slice(start, start + MAX_MOVES_PER_REQUEST));
  }
  let result: PlayResult | null = null;
  for (const [index, directions] of requests.entries()) {
    if (index > 0) await pause(directions.length * HUMAN_PACE.tileSlideMs + PACE_MARGIN_MS);
    const played = await request.post(`/api/plays/${playId}/moves`, {
      data: { moves: directions.map((direction) => ({ type: 'slide', direction })) },
    });
    expect(played.status(), await played.text()).toBe(200);
    result = ((await played.json()) as { result: PlayResult | null }).result;
  }
  if (!result) throw new Error('The last slide did not bring the server’s result');
  expect(result.elapsedMs, `the floor is ${result.floorMs} ms`).toBeGreaterThanOrEqual(result.floorMs);
  return { playId, moves: slides.length, result };
}

/**
 * A verified game on the board: an Easy Number Puzzle solved at the human floor by the signed-in
 * player of `request` (see `solvePuzzleAtTheFloor`), submitted with the server's own time and score.
 */
export async function playPuzzleAtTheFloor(request: APIRequestContext, userId: number) {
  const { playId, moves, result } = await solvePuzzleAtTheFloor(request);
  expect(result.ranked).toBe(true);
  const { timeSeconds, score } = result;
  const submitted = await request.post('/api/scores', {
    data: { userId, gameId: 2, timeSeconds, score, playId },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { ...((await submitted.json()) as { id: number; score: number }), moves, playId, result };
}
