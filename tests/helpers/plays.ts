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
 * Plays a game on a test app for a signed-in player and returns the submission a client would send
 * for the time `timeSeconds`. The app's clock is moved on as the game goes and left standing at its
 * end or later, so that the time fits the contract when it is submitted.
 */
export async function prepareSubmission(
  t: TestApp,
  session: Session,
  options: Omit<PlayOptions, 'cookie' | 'wait'> & { timeSeconds?: number } = {},
) {
  const timeSeconds = options.timeSeconds ?? 60;
  const dealtAt = t.clock.current().getTime();
  const play = await playGame(injectSender(t.app), {
    secret: TEST_GAME_SECRET,
    ...options,
    cookie: session.cookie,
    wait: (ms) => t.clock.advance(ms),
  });
  const elapsed = t.clock.current().getTime() - dealtAt;
  if (elapsed < timeSeconds * 1000) t.clock.advance(timeSeconds * 1000 - elapsed);
  const body = {
    userId: session.user.id,
    gameId: play.gameId,
    timeSeconds,
    score: play.scoreFor(timeSeconds),
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
  options: Omit<PlayOptions, 'cookie' | 'wait'> & { timeSeconds?: number } = {},
) {
  const realTime = t.clock.followsRealTime();
  const { body, play } = await prepareSubmission(t, session, options);
  const response = await submitScore(t.app, session, body);
  if (realTime) t.clock.resume();
  return { response, body, play };
}
