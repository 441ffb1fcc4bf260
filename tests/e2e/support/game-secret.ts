/**
 * The secret the test server deals with (tests/e2e/serve.ts sets GAME_SECRET to it), so that a test
 * can know what the server picked for the day: the browser itself never can.
 */
export const E2E_GAME_SECRET = 'e2e-game-secret-0123456789abcdef';
