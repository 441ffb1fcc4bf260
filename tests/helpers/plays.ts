// Plays games on a test app: in process, with the app's clock moved on as the games go.
import type { FastifyInstance } from 'fastify';
import { type Session, submitScore, TEST_GAME_SECRET, type TestApp } from './app.ts';
import { type PlayOptions, playGame, type Send } from './play-game.ts';

export function injectSender(app: FastifyInstance): Send {
  return async ({ method, url, payload, cookie }) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
}

/**
 * Plays a game on a test app for a signed-in player, stretched so that the server times it at about
 * `timeSeconds` (60 unless given), and returns the submission a client sends: the server's own time
 * and score from the answer to the last move. The app's clock is moved on as the game goes.
 */
export async function prepareSubmission(
  t: TestApp,
  session: Session,
  options: Omit<PlayOptions, 'cookie' | 'wait' | 'userId'> = {},
) {
  const play = await playGame(injectSender(t.app), {
    secret: TEST_GAME_SECRET,
    timeSeconds: 60,
    ...options,
    cookie: session.cookie,
    userId: session.user.id,
    wait: (ms) => t.clock.advance(ms),
  });
  // Memory Match's last match is due half a second after its last card: the clock passes it.
  t.clock.advance(1000);
  const body = {
    userId: session.user.id,
    gameId: play.gameId,
    timeSeconds: play.result.timeSeconds,
    score: play.result.score,
    playId: play.playId,
  };
  return { body, play };
}

/**
 * Plays a game as `prepareSubmission` does and submits it: the answer, and what was sent. A clock
 * that followed the real time follows it again afterwards, so that the games' minutes do not add up.
 */
export async function playAndSubmit(
  t: TestApp,
  session: Session,
  options: Omit<PlayOptions, 'cookie' | 'wait' | 'userId'> = {},
) {
  const realTime = t.clock.followsRealTime();
  const { body, play } = await prepareSubmission(t, session, options);
  const response = await submitScore(t.app, session, body);
  if (realTime) t.clock.resume();
  return { response, body, play };
}

/** POST /api/plays on a test app, as a guest or with a session's cookie. */
export function dealPlay(t: TestApp, body: object, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/plays',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
}

/** POST /api/plays/:playId/moves on a test app. */
export function sendMoves(t: TestApp, playId: string, moves: unknown[], cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/plays/${playId}/moves`,
    payload: { moves },
    headers: cookie ? { cookie } : {},
  });
}
