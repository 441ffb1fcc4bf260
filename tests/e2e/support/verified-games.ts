// Verified games played through the API, for tests that need a score on a board without playing a
// game in the page.
import { type APIRequestContext, expect } from '@playwright/test';
import { numberPuzzleScore } from '../../../src/shared/games/number-puzzle/scoring.ts';
import { solveFifteen } from './fifteen-solver.ts';

/**
 * Plays an Easy Number Puzzle through the plays API as the signed-in player of `request` and submits
 * it with a time of 2 s, one second above the game's 1 s floor: a verified game (the admin's outliers
 * list it), and one that needs no waiting, since the time never passes what the server saw.
 */
export async function playPuzzleAtTheFloor(request: APIRequestContext, userId: number) {
  const dealt = await request.post('/api/plays', { data: { gameId: 2, difficulty: 'easy' } });
  expect(dealt.status(), await dealt.text()).toBe(201);
  const { playId, view } = (await dealt.json()) as { playId: string; view: { board: number[] } };
  const slides = solveFifteen(view.board);
  const played = await request.post(`/api/plays/${playId}/moves`, {
    data: { moves: slides.map((direction) => ({ type: 'slide', direction })) },
  });
  expect(played.status(), await played.text()).toBe(200);
  const timeSeconds = 2;
  const submitted = await request.post('/api/scores', {
    data: { userId, gameId: 2, timeSeconds, score: numberPuzzleScore(timeSeconds, slides.length), playId },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { ...((await submitted.json()) as { id: number; score: number }), moves: slides.length };
}
