import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UnexpectedAnswerError } from './api.ts';
import { isConnectionError, sendMoves, startPlay } from './plays.ts';

const PLAY_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const NUMBER_PUZZLE = {
  playId: PLAY_ID,
  gameId: 2,
  status: 'ready',
  expiresAt: '2026-01-02T00:00:00.000Z',
  ranked: false,
  result: null,
  submitted: false,
  view: {
    difficulty: 'easy',
    board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
    moves: 0,
    solved: false,
  },
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the plays client', () => {
  it('deals a game with its difficulty and gives the play parsed', async () => {
    const fetch = answer(201, NUMBER_PUZZLE);
    await expect(startPlay(2, 'easy')).resolves.toEqual(NUMBER_PUZZLE);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/plays');
    expect(JSON.parse(String(init?.body))).toEqual({ gameId: 2, difficulty: 'easy' });
  });

  it('refuses a play of another game than the one asked for', async () => {
    answer(201, NUMBER_PUZZLE);
    await expect(startPlay(1)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('sends moves in one request and reads a refusal by its code', async () => {
    const fetch = answer(422, { code: 'PAIR_SHOWING', message: 'Wait until the turned pair is resolved.' });
    const error = await sendMoves(1, PLAY_ID, [{ type: 'turn', card: 3 }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('PAIR_SHOWING');
    expect(isConnectionError(error)).toBe(false);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(`/api/plays/${PLAY_ID}/moves`);
    expect(JSON.parse(String(init?.body))).toEqual({ moves: [{ type: 'turn', card: 3 }] });
  });

  it("gives the server's time and score with the answer to the move that finished the game", async () => {
    const result = {
      timeSeconds: 12,
      score: 4255,
      elapsedMs: 12_480,
      floorMs: 690,
      ranked: true,
      unranked: null,
    };
    const finished = {
      gameId: 2,
      status: 'over',
      result,
      view: { ...NUMBER_PUZZLE.view, board: [...Array.from({ length: 15 }, (_, i) => i + 1), 0], moves: 1 },
      reveals: [{ type: 'moved', tile: 15, from: 15, to: 14, startedGame: true, solved: true }],
    };
    answer(200, finished);
    await expect(sendMoves(2, PLAY_ID, [{ type: 'slide', direction: 'left' }])).resolves.toEqual(finished);
  });

  it('refuses a moves answer without the result field', async () => {
    answer(200, { gameId: 2, status: 'playing', view: NUMBER_PUZZLE.view, reveals: [] });
    await expect(sendMoves(2, PLAY_ID, [{ type: 'tile', index: 11 }])).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it('tells a lost connection (no answer, or a gateway error) from a refusal', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(isConnectionError(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(isConnectionError(new ApiError(422, 'no', { code: 'ILLEGAL_MOVE', message: 'no' }))).toBe(false);
    expect(isConnectionError(new UnexpectedAnswerError('/api/plays', 'the body is not JSON'))).toBe(false);
  });
});
