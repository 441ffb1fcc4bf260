import { describe, expect, it } from 'vitest';
import { GAME_IDS, gameInfo, isGameId } from './catalog.ts';
import type { AnyGameEngine } from './engine.ts';
import { GAME_IDENTITIES, gameIdentity } from './identities.ts';
import { hashText, seededRandom } from './random.ts';
import { GAME_REGISTRY } from './registry.ts';

const SEEDED_TOOLS = {
  random: seededRandom(42),
  keyedRandom: (key: string) => seededRandom(hashText(key)),
  gamesBefore: 0,
  sharedOfDay: async (pick: string) => pick,
  meaningOf: () => null,
};

describe('the game registry', () => {
  it('gives every game its own id, slug and address, in the order of the ids', () => {
    const identities = GAME_REGISTRY.map((game) => game.identity);
    expect(identities.map((game) => game.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(identities.map((game) => game.slug)).size).toBe(GAME_REGISTRY.length);
    for (const game of identities) expect(game.path).toBe(`/games/${game.slug}`);
    // The shell's list is read from it (in the browser, without the rest of the definitions).
    expect(GAME_IDENTITIES).toEqual(identities);
  });

  it('is what the catalog the API lists is read from', () => {
    expect(GAME_IDS).toEqual([1, 2, 3, 4]);
    expect(gameInfo(GAME_REGISTRY[3].identity)).toEqual({
      id: 4,
      slug: 'tldr-game',
      name: 'TL;DR',
      description: GAME_REGISTRY[3].identity.description,
    });
    expect(gameIdentity(4).name).toBe('TL;DR');
    expect(isGameId(5)).toBe(false);
  });

  it("bounds each game's scores by its own best case", () => {
    for (const game of GAME_REGISTRY) {
      expect(game.bounds.movesPerPlay).toBeGreaterThanOrEqual(100);
      expect(game.bounds.maxScore(1)).toBeGreaterThan(0);
    }
  });

  it('gives the moves a player saw from the moves the server recorded', () => {
    const [memoryMatch, numberPuzzle] = GAME_REGISTRY;
    // Memory Match records each card turned; its counter counts a move for each pair.
    expect(memoryMatch.movesShown(26)).toBe(13);
    expect(numberPuzzle.movesShown(26)).toBe(26);
  });

  it('deals every game, guest or signed in, as a game that waits for its first move', async () => {
    for (const game of GAME_REGISTRY) {
      const difficulty = game.capabilities.difficulty ? 'easy' : null;
      for (const userId of [null, 7]) {
        const request = { userId, day: '2026-03-14', difficulty, ranked: userId !== null } as const;
        const { state } = await game.deal(request, SEEDED_TOOLS);
        const engine: AnyGameEngine = game.engine;
        expect(engine.status(state)).toBe('ready');
        expect(engine.seconds(state, Date.now())).toBe(0);
        expect(engine.result(state)).toBeNull();
        // What the player sees passes the game's own view schema, and so the API's answer.
        expect(game.api.view.safeParse(engine.view(state)).success).toBe(true);
      }
    }
  });
});
