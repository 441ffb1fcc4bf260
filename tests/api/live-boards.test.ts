// The live boards' stream (GET /api/live/boards): a score that enters a top 30 reaches every open
// stream with the board's new rows; a reconnection resumes from its last event, or is told to read
// the boards again when that event is no longer kept; streams are bounded per address and end when
// the server stops; and, on a PostgreSQL server, a score stored through one instance reaches the
// streams of another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { ADMIN_KEY_HEADER } from '../../src/shared/api/admin.ts';
import type { BoardEvent } from '../../src/shared/api/live.ts';
import { pacificMonth } from '../../src/shared/time.ts';
import { signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { playAndSubmit } from '../helpers/plays.ts';
import { baseUrl, type OpenedStream, openStream, type StreamEvent } from '../helpers/sse-client.ts';

const STREAM = '/api/live/boards';

const isBoard = (gameId: number, period?: 'month' | 'all') => (event: StreamEvent) => {
  if (event.event !== 'board') return false;
  const data = JSON.parse(event.data) as BoardEvent;
  return data.gameId === gameId && (period === undefined || data.period === period);
};

const boardOf = (event: StreamEvent) => JSON.parse(event.data) as BoardEvent;

/** Opens a stream and waits for its `ready`: from then on it receives every new event. */
async function liveStream(
  t: TestApp,
  headers: Record<string, string> = {},
  query = '',
): Promise<OpenedStream> {
  const stream = await openStream(`${baseUrl(t.app)}${STREAM}${query}`, headers);
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

/**
 * Waits until the events of the changes made so far are stored and sent to the streams (a submission
 * is answered before its events are written).
 */
async function settled(t: TestApp): Promise<void> {
  await t.app.liveBoards.written();
  const newest = await t.database.handle.query<{ id: number | null }>(
    'SELECT max(id) AS id FROM board_events',
  );
  const id = Number(newest.rows[0]?.id ?? 0);
  await expect.poll(() => t.app.liveBoards.latest).toBe(id);
}

/** Stores `count` entries better than any game's on both of a game's boards, behind the site's back. */
async function fillBoard(t: TestApp, gameId: number, count: number): Promise<void> {
  const users = await t.database.handle.query<{ id: number; username: string }>(
    `INSERT INTO users (username, email)
     SELECT 'strong' || $1::int || '_' || g, 'strong' || $1::int || '_' || g || '@example.com'
       FROM generate_series(1, $2::int) AS g RETURNING id, username`,
    [gameId, count],
  );
  for (const period of ['all', pacificMonth(new Date())]) {
    await t.database.handle.query(
      `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
       SELECT $1, $2, u.id, u.username, 1000000, 10, now() FROM unnest($3::int[], $4::text[]) AS u(id, username)`,
      [gameId, period, users.rows.map((row) => row.id), users.rows.map((row) => row.username)],
    );
  }
}

describe('live boards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => t.close());

  it('sends a board with its new rows when a score enters its top 30, and nothing when one does not', async () => {
    const stream = await liveStream(t);
    const player = await signUp(t.app);
    const { response, body } = await playAndSubmit(t, player, { gameId: 1, timeSeconds: 90 });
    expect(response.statusCode).toBe(201);
    // One event per board, the all-time board's first.
    const events = [await stream.next(isBoard(1)), await stream.next(isBoard(1))];
    expect(events.map((event) => boardOf(event).period)).toEqual(['all', 'month']);
    expect(Number(events[1]?.id)).toBeGreaterThan(Number(events[0]?.id));
    for (const event of events) {
      const period = boardOf(event).period;
      expect(Number(event.id)).toBeGreaterThan(0);
      const board = boardOf(event);
      expect(board.month).toBe(period === 'month' ? pacificMonth(new Date()) : null);
      // The same rows as the board's own route answers.
      const read = await t.app.inject(`/api/leaderboard/1?period=${period}`);
      expect(board.entries).toEqual(read.json());
      expect(board.entries).toContainEqual(
        expect.objectContaining({ username: player.user.username, score: body.score }),
      );
    }

    // Game 2's boards are full of better entries: a game that ranks below them changes nothing.
    await fillBoard(t, 2, 30);
    const outside = await signUp(t.app);
    expect((await playAndSubmit(t, outside, { gameId: 2, timeSeconds: 200 })).response.statusCode).toBe(201);
    // A worse game of the player on game 1 is no new best: nothing either.
    expect((await playAndSubmit(t, player, { gameId: 1, timeSeconds: 200 })).response.statusCode).toBe(201);
    // Events come in order: the next one is game 3's, which came after both.
    const third = await signUp(t.app);
    expect((await playAndSubmit(t, third, { gameId: 3, timeSeconds: 60 })).response.statusCode).toBe(201);
    const next = await stream.next((event) => event.event === 'board');
    expect(boardOf(next).gameId).toBe(3);
    stream.close();
  });

  it('sends the new rows when the admin removes a score from a board', async () => {
    const player = await signUp(t.app);
    const { body } = await playAndSubmit(t, player, { gameId: 3, timeSeconds: 30 });
    const scoreId = (
      await t.database.handle.query<{ id: number }>('SELECT id FROM scores WHERE user_id = $1', [
        player.user.id,
      ])
    ).rows[0]?.id;
    await settled(t);
    const stream = await liveStream(t);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/scores/${scoreId}`,
      headers: { [ADMIN_KEY_HEADER]: TEST_ADMIN_KEY },
    });
    expect(removed.statusCode).toBe(200);
    const event = await stream.next(isBoard(3, 'all'));
    expect(boardOf(event).entries.map((entry) => entry.username)).not.toContain(player.user.username);
    expect(body.score).toBeGreaterThan(0);
    stream.close();
  });

  it("sends the boards without a deleted account's entries and keeps no event that shows its name", async () => {
    await settled(t);
    const stream = await liveStream(t);
    const player = await signUp(t.app);
    expect((await playAndSubmit(t, player, { gameId: 3, timeSeconds: 20 })).response.statusCode).toBe(201);
    await stream.next(isBoard(3, 'all'));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: player.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const event = await stream.next(isBoard(3, 'all'));
    expect(boardOf(event).entries.map((entry) => entry.username)).not.toContain(player.user.username);
    await settled(t);
    const showing = await t.database.handle.query('SELECT id FROM board_events WHERE entries::text LIKE $1', [
      `%${player.user.username}%`,
    ]);
    expect(showing.rows).toEqual([]);
    stream.close();
  });

  it('resumes after Last-Event-ID (header or query) with exactly the events missed', async () => {
    await settled(t);
    const first = await liveStream(t);
    const position = first.events.find((event) => event.event === 'ready')?.id as string;
    first.close();
    // Two games while the client is away, seen by a stream that stays open.
    const watcher = await liveStream(t);
    for (const gameId of [1, 4] as const) {
      const player = await signUp(t.app);
      expect((await playAndSubmit(t, player, { gameId, timeSeconds: 25 })).response.statusCode).toBe(201);
      await watcher.next(isBoard(gameId, 'all'));
    }
    const missed = watcher.events.filter((event) => event.event === 'board');
    expect(missed.length).toBeGreaterThanOrEqual(2);

    for (const [headers, query] of [
      [{ 'last-event-id': position }, ''],
      [{}, `?lastEventId=${position}`],
    ] as const) {
      const resumed = await openStream(`${baseUrl(t.app)}${STREAM}${query}`, headers);
      const ready = await resumed.next((event) => event.event === 'ready');
      const replayed = resumed.events.filter((event) => event.event === 'board');
      expect(replayed.map((event) => event.id)).toEqual(missed.map((event) => event.id));
      expect(replayed.map((event) => event.data)).toEqual(missed.map((event) => event.data));
      expect(ready.id).toBe(missed.at(-1)?.id);
      expect(resumed.events.some((event) => event.event === 'reset')).toBe(false);
      resumed.close();
    }
    // Resuming from the newest event replays nothing.
    const current = await openStream(`${baseUrl(t.app)}${STREAM}`, {
      'last-event-id': missed.at(-1)?.id as string,
    });
    await current.next((event) => event.event === 'ready');
    expect(current.events.map((event) => event.event)).toEqual(['ready']);
    current.close();
    watcher.close();
  });

  it('tells a client whose last event is no longer kept, or unknown, to read the boards again', async () => {
    await settled(t);
    const watcher = await liveStream(t);
    const player = await signUp(t.app);
    // (Game 2's boards are full since the first test.)
    expect((await playAndSubmit(t, player, { gameId: 4, timeSeconds: 15 })).response.statusCode).toBe(201);
    const oldest = Number((await watcher.next((event) => event.event === 'board')).id);
    const newest = await t.database.handle.query<{ id: number }>('SELECT max(id) AS id FROM board_events');
    const newestId = Number(newest.rows[0]?.id);
    // Two hours later the clean-up deletes every event but the newest.
    const report = await t.app.runRetention(new Date(Date.now() + 2 * 3_600_000));
    expect(report.boardEvents).toBeGreaterThan(0);
    const kept = await t.database.handle.query<{ id: number }>('SELECT id FROM board_events');
    expect(kept.rows.map((row) => Number(row.id))).toEqual([newestId]);

    for (const last of [String(oldest), '999999999', 'not-a-number']) {
      const stream = await openStream(`${baseUrl(t.app)}${STREAM}`, { 'last-event-id': last });
      const reset = await stream.next((event) => event.event !== 'board');
      expect(reset.event, last).toBe('reset');
      expect(reset.id).toBe(String(newestId));
      await stream.next((event) => event.event === 'ready');
      expect(stream.events.filter((event) => event.event === 'board')).toEqual([]);
      stream.close();
    }
    // The newest event is still kept: a client that received it resumes without a reset.
    const resumed = await openStream(`${baseUrl(t.app)}${STREAM}`, { 'last-event-id': String(newestId) });
    await resumed.next((event) => event.event === 'ready');
    expect(resumed.events.map((event) => event.event)).toEqual(['ready']);
    resumed.close();
    watcher.close();
  });

  it('is listed in the API documentation', async () => {
    const docs = (await t.app.inject('/api/docs/json')).json();
    const stream = docs.paths[STREAM].get;
    expect(stream.summary).toMatch(/Live boards/);
    // The events are a stream; the refusal over the address's bound is JSON, like every error.
    expect(Object.keys(stream.responses[200].content)).toEqual(['text/event-stream']);
    expect(Object.keys(stream.responses[429].content)).toEqual(['application/json']);
    expect(stream.responses[429].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['message', 'code']),
    );
  });
});

describe('live boards: limits, heartbeats and shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      env: {
        RATE_LIMIT: 'on',
        RATE_LIMIT_LIVE_STREAMS_PER_ADDRESS: '2',
        LIVE_HEARTBEAT_SECONDS: '1',
        // Only receiving a request is timed: a stream lasts past it.
        REQUEST_TIMEOUT_SECONDS: '1',
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 429 with a JSON message and code past the streams an address may hold open', async () => {
    const one = await liveStream(t);
    const two = await liveStream(t);
    const three = await openStream(`${baseUrl(t.app)}${STREAM}`);
    expect(three.status).toBe(429);
    expect(three.headers['retry-after']).toBe('5');
    expect(JSON.parse(await three.body())).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many live streams/),
    });
    // A closed stream makes room for another.
    one.close();
    await expect.poll(() => t.app.liveBoards.size).toBe(1);
    const again = await liveStream(t);
    again.close();
    two.close();
  });

  it('keeps an idle stream open with comment lines, past the time a request has to arrive', async () => {
    const stream = await liveStream(t);
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });
    await expect.poll(() => stream.comments.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(new Set(stream.comments)).toEqual(new Set(['heartbeat']));
    expect(ended).toBe(false);
    stream.close();
  });

  it('ends every stream cleanly when the server stops', async () => {
    const streams = [await liveStream(t), await liveStream(t)];
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await Promise.all(streams.map((stream) => stream.ended))).toEqual(['end', 'end']);
  });
});

// Several instances need a PostgreSQL server; the embedded engine serves one process.
describe.skipIf(!onPostgresServer())(
  'live boards across two instances on one PostgreSQL server (skipped on the embedded engine, which serves one process: set TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      a = await startTestApp({ database, listen: true });
      // Instance B has a pool and a listener of its own, as another process would.
      const handle = openPostgres(database.url as string, { poolSize: 5 });
      b = await startTestApp({
        database: { handle, url: database.url, drop: () => handle.close() },
        listen: true,
      });
    });
    afterAll(async () => {
      await b?.close();
      await b?.database.drop();
      await a?.close();
      await database?.drop();
    });

    it("sends a score stored through instance A to instance B's streams, and resumes on B from A's events", async () => {
      const onB = await liveStream(b);
      const onA = await liveStream(a);
      const player = await signUp(a.app);
      const { response, body } = await playAndSubmit(a, player, { gameId: 1, timeSeconds: 70 });
      expect(response.statusCode).toBe(201);
      const event = await onB.next(isBoard(1, 'month'), 5000);
      expect(boardOf(event).entries).toContainEqual(
        expect.objectContaining({ username: player.user.username, score: body.score }),
      );
      const sameOnA = await onA.next(isBoard(1, 'month'));
      expect(sameOnA.id).toBe(event.id);
      // A client of A that reconnects to B resumes from its last event there.
      const ready = onA.events.find((item) => item.event === 'ready')?.id as string;
      onA.close();
      const resumed = await openStream(`${baseUrl(b.app)}${STREAM}`, { 'last-event-id': ready });
      await resumed.next((item) => item.event === 'ready');
      expect(resumed.events.filter((item) => item.event === 'board').map((item) => item.id)).toEqual(
        onB.events.filter((item) => item.event === 'board').map((item) => item.id),
      );
      resumed.close();
      onB.close();
    });
  },
);
