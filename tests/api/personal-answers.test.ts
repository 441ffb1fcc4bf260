// Answers that hold one person's data are never kept by a cache (Cache-Control: no-store), and a
// player's own rank, which ranks them among the whole board on each call, is rate-limited per address.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';

function expectNoStore(response: LightMyRequestResponse, label: string): void {
  expect(response.headers['cache-control'], `${label}: ${response.statusCode}`).toBe('no-store');
}

describe('personal answers', () => {
  let t: TestApp;
  let player: Session;
  beforeAll(async () => {
    t = await startTestApp();
    player = await signUp(t.app);
  });
  afterAll(async () => t.close());

  it("carry Cache-Control: no-store: the session's user, their scores, own rank and games", async () => {
    const cookie = { cookie: player.cookie };
    const dealt = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: cookie,
      payload: { gameId: 1 },
    });
    expect(dealt.statusCode).toBe(201);
    expectNoStore(dealt, 'POST /api/plays');
    const { playId } = dealt.json();
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['GET /api/auth/me', await t.app.inject({ url: '/api/auth/me', headers: cookie })],
      [
        'GET /api/users/:id/scores',
        await t.app.inject({ url: `/api/users/${player.user.id}/scores`, headers: cookie }),
      ],
      ['GET /api/leaderboard/:id/me', await t.app.inject({ url: '/api/leaderboard/1/me', headers: cookie })],
      ['GET /api/plays/:id', await t.app.inject({ url: `/api/plays/${playId}`, headers: cookie })],
      [
        'POST /api/plays/:id/moves',
        await t.app.inject({
          method: 'POST',
          url: `/api/plays/${playId}/moves`,
          headers: cookie,
          payload: { moves: [{ type: 'turn', card: 0 }] },
        }),
      ],
    ];
    for (const [label, response] of answers) {
      expect(response.statusCode, `${label} ${response.body}`).toBe(200);
      expectNoStore(response, label);
    }
    // Refusals of the same routes too: a cache must not keep a stale "signed out".
    expectNoStore(await t.app.inject('/api/auth/me'), 'GET /api/auth/me without a session');
    expectNoStore(await t.app.inject('/api/leaderboard/1/me'), 'GET /api/leaderboard/1/me without a session');
  });

  it('carry Cache-Control: no-store on every admin answer, refusals included', async () => {
    const admin = { 'admin-key': TEST_ADMIN_KEY };
    for (const path of ['users', 'stats', 'messages', 'donations', 'outliers', 'refusals']) {
      const response = await t.app.inject({ url: `/api/admin/${path}`, headers: admin });
      expect(response.statusCode, path).toBe(200);
      expectNoStore(response, path);
      expectNoStore(await t.app.inject({ url: `/api/admin/${path}` }), `${path} without the key`);
    }
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/scores/999999', headers: admin });
    expect(removed.statusCode).toBe(404);
    expectNoStore(removed, 'DELETE /api/admin/scores/:id');
  });

  it('are the only ones: public answers leave caching alone', async () => {
    for (const url of ['/api/stats', '/api/leaderboard/1', '/api/games']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe("a player's own rank", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_GENERAL_PER_MINUTE: '5' } });
  });
  afterAll(async () => t.close());

  it('is limited per address, with the general limit', async () => {
    const player = await signUp(t.app);
    const ask = (remoteAddress: string) =>
      t.app.inject({ url: '/api/leaderboard/2/me', remoteAddress, headers: { cookie: player.cookie } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask('198.51.100.20')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await ask('198.51.100.20');
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has a count of its own.
    expect((await ask('198.51.100.21')).statusCode).toBe(200);
  });
});
