import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES, gameById, isGameId } from './catalog.ts';
import type { AnyGameEngine } from './engine.ts';
import { GAME_ENGINES } from './engines.ts';
import { GAME_REGISTRY } from './registry.ts';

describe('the game registry', () => {
  it('gives every game its own id, slug and address, in the order of the ids', () => {
    expect(GAME_REGISTRY.map((game) => game.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(GAME_REGISTRY.map((game) => game.slug)).size).toBe(GAME_REGISTRY.length);
    for (const game of GAME_REGISTRY) expect(game.path).toBe(`/games/${game.slug}`);
  });

  it('is what the catalog the API lists is read from', () => {
    expect(GAME_IDS).toEqual([1, 2, 3, 4]);
    expect(GAMES).toEqual(
      GAME_REGISTRY.map(({ id, slug, name, description }) => ({ id, slug, name, description })),
    );
    expect(gameById(4).name).toBe('TL;DR');
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

  it('has an engine for every game, each dealing a game that waits for its first move', () => {
    const day = '2026-03-14';
    const options = {
      1: {},
      2: { difficulty: 'easy' },
      3: { difficulty: 'easy', playerKey: 'guest', day, gameNumber: 0 },
      4: { day },
    } as const;
    for (const { id } of GAME_REGISTRY) {
      const engine: AnyGameEngine = GAME_ENGINES[id];
      const state = engine.deal(42, options[id]);
      expect(engine.status(state)).toBe('ready');
      expect(engine.seconds(state, Date.now())).toBe(0);
      expect(engine.result(state)).toBeNull();
      expect(engine.view(state)).toBeTruthy();
    }
  });
});
