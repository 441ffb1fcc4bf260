import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAnswerSchema } from '../src/shared/api/auth.ts';
import { errorSchema } from '../src/shared/api/common.ts';
import { leaderboardSchema, ownLeaderboardEntrySchema } from '../src/shared/api/leaderboard.ts';
import { userScoresSchema } from '../src/shared/api/users.ts';
import { matchesShape } from '../src/web/lib/answer-shape.ts';
import { ANSWERS_FOLDER, answerShape, answerShapeFiles } from './answer-shapes.ts';

const USER = { id: 7, username: 'ada', email: null, createdAt: '2025-01-01T00:00:00.000Z' };
const ENTRY = {
  rank: 1,
  username: 'ada',
  completedAt: '2025-01-01T00:00:00.000Z',
  bestTime: 42,
  score: 4200,
};

/** Schemas and values, valid and not, on which the browser's check must say what zod's parse says. */
const CASES: Array<[string, z.ZodType, unknown[]]> = [
  [
    'a leaderboard',
    leaderboardSchema,
    [
      [],
      [ENTRY, { ...ENTRY, rank: 2 }],
      [{ ...ENTRY, extra: 'kept' }],
      [{ ...ENTRY, rank: 1.5 }],
      [{ ...ENTRY, rank: 2 ** 53 }],
      [{ ...ENTRY, score: '4200' }],
      [{ ...ENTRY, username: undefined }],
      [{ rank: 1 }],
      {},
      null,
      '[]',
    ],
  ],
  [
    "the player's own entry",
    ownLeaderboardEntrySchema,
    [
      { period: 'month', entry: null },
      { period: 'all', entry: ENTRY },
      { period: 'year', entry: null },
      { period: 'month' },
      { period: 'month', entry: { ...ENTRY, bestTime: null } },
    ],
  ],
  [
    "a player's scores",
    userScoresSchema,
    [
      {},
      { 1: { gamesPlayed: 3, bestTime: null }, 4: { gamesPlayed: 1, bestTime: 80 } },
      { 1: { gamesPlayed: 3 } },
      { 1: null },
      { 1: { gamesPlayed: -1, bestTime: 1.5 } },
      [],
    ],
  ],
  [
    'an API error, with the details some codes carry',
    errorSchema,
    [
      { code: 'USER_NOT_FOUND', message: 'User not found.' },
      { code: 'SIGN_IN_CODE_WRONG', message: 'x', triesLeft: 3 },
      { code: 'INVALID_REQUEST', message: 'x', field: 'name', problem: 'tooLong', limit: 100 },
      { code: 'NOT_A_CODE', message: 'x' },
      { code: 'USER_NOT_FOUND' },
      { message: 'x' },
      { code: 'SIGN_IN_CODE_WRONG', message: 'x', triesLeft: -1 },
      { code: 'SIGN_IN_CODE_WRONG', message: 'x', triesLeft: null },
      { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 0 },
      { code: 'INVALID_REQUEST', message: 'x', field: 'name', problem: 'wrong' },
    ],
  ],
  [
    'a login answer (a union)',
    loginAnswerSchema,
    [
      USER,
      { codeRequired: true, message: 'Check your mail' },
      { codeRequired: false, message: 'x' },
      { id: 7 },
    ],
  ],
  [
    'a tuple, a pattern, a literal and a closed object',
    z.strictObject({
      pair: z.tuple([z.number(), z.string()]),
      id: z.string().regex(/^[a-z]{3}$/),
      kind: z.literal('pair'),
    }),
    [
      { pair: [1, 'a'], id: 'abc', kind: 'pair' },
      { pair: [1, 'a', 2], id: 'abc', kind: 'pair' },
      { pair: [1], id: 'abc', kind: 'pair' },
      { pair: ['a', 1], id: 'abc', kind: 'pair' },
      { pair: [1, 'a'], id: 'abcd', kind: 'pair' },
      { pair: [1, 'a'], id: 'abc', kind: 'other' },
      { pair: [1, 'a'], id: 'abc', kind: 'pair', extra: true },
    ],
  ],
  [
    'a number or nothing',
    z.object({ ratio: z.number().nullable(), count: z.number().int().nullable() }),
    [
      { ratio: 0.5, count: 2 },
      { ratio: null, count: null },
      { ratio: 0.5, count: 2.5 },
      { ratio: '0.5', count: 2 },
    ],
  ],
  [
    'a union told apart by a field, and bounded lists',
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), list: z.array(z.boolean()).min(1).max(2) }),
      z.object({ type: z.literal('b'), value: z.number().int().min(0).max(9).nullable() }),
    ]),
    [
      { type: 'a', list: [true] },
      { type: 'a', list: [] },
      { type: 'a', list: [true, false, true] },
      { type: 'b', value: 9 },
      { type: 'b', value: 10 },
      { type: 'b', value: null },
      { type: 'c', value: 1 },
      { type: 'b', list: [true] },
    ],
  ],
];

describe("the browser's check of API answers", () => {
  for (const [name, schema, values] of CASES) {
    it(`says what zod's parse says of ${name}`, () => {
      const shape = answerShape(schema, name);
      for (const value of values)
        expect({ value, accepted: matchesShape(shape, value) }).toEqual({
          value,
          accepted: schema.safeParse(value).success,
        });
    });
  }

  it('refuses an answer schema whose parse would change the answer', () => {
    expect(() =>
      answerShape(z.object({ at: z.string().transform((text) => new Date(text)) }), 'x'),
    ).toThrow();
    expect(() => answerShape(z.object({ count: z.number().default(0) }), 'x')).toThrow();
  });

  it('has the shapes of the current schemas (run `npm run api:shapes` after changing one)', async () => {
    const expected = answerShapeFiles();
    expect((await readdir(ANSWERS_FOLDER)).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected)
      expect(await readFile(path.join(ANSWERS_FOLDER, name), 'utf8')).toBe(text);
  });
});
