// Writes src/web/lib/answers/<module>.ts: the JSON Schema of every API answer the browser reads, made
// from its zod schema in src/shared/api/<module>.ts, so that the browser checks answers without
// shipping zod. One file per module, so that a page loads the shapes of the answers it reads and no
// others. Run it after changing an answer's schema (`npm run api:shapes`); a unit test fails while
// the files are out of date.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ZodType, z } from 'zod';
import * as account from '../src/shared/api/account.ts';
import * as admin from '../src/shared/api/admin.ts';
import * as auth from '../src/shared/api/auth.ts';
import * as common from '../src/shared/api/common.ts';
import * as leaderboard from '../src/shared/api/leaderboard.ts';
import * as live from '../src/shared/api/live.ts';
import * as paypal from '../src/shared/api/paypal.ts';
import * as plays from '../src/shared/api/plays.ts';
import * as progress from '../src/shared/api/progress.ts';
import * as scores from '../src/shared/api/scores.ts';
import * as stats from '../src/shared/api/stats.ts';
import * as users from '../src/shared/api/users.ts';
import { SHAPE_KEYWORDS } from '../src/web/lib/answer-shape.ts';

/** The answers the browser reads, by module of src/shared/api and the name of the schema there. */
const ANSWERS: Record<string, Record<string, ZodType>> = {
  account: {
    accountSchema: account.accountSchema,
    accountExportSchema: account.accountExportSchema,
    signedOutOthersSchema: account.signedOutOthersSchema,
    verifiedUserSchema: account.verifiedUserSchema,
  },
  admin: {
    adminAccountSchema: admin.adminAccountSchema,
    adminActionsSchema: admin.adminActionsSchema,
    adminStatsSchema: admin.adminStatsSchema,
    adminUsersSchema: admin.adminUsersSchema,
    contactMessagesSchema: admin.contactMessagesSchema,
    donationsSchema: admin.donationsSchema,
    outliersSchema: admin.outliersSchema,
    refusalsSchema: admin.refusalsSchema,
  },
  auth: { loginAnswerSchema: auth.loginAnswerSchema },
  progress: { progressSchema: progress.progressSchema, historySchema: progress.historySchema },
  common: { errorSchema: common.errorSchema, messageSchema: common.messageSchema },
  leaderboard: {
    leaderboardSchema: leaderboard.leaderboardSchema,
    ownLeaderboardEntrySchema: leaderboard.ownLeaderboardEntrySchema,
  },
  live: { boardEventSchema: live.boardEventSchema },
  paypal: {
    setupResponseSchema: paypal.setupResponseSchema,
    orderResponseSchema: paypal.orderResponseSchema,
    captureResponseSchema: paypal.captureResponseSchema,
  },
  plays: {
    playSchema: plays.playSchema,
    movesResponseSchema: plays.movesResponseSchema,
    tldrArchiveSchema: plays.tldrArchiveSchema,
    tldrPastAnswerSchema: plays.tldrPastAnswerSchema,
  },
  scores: { submittedScoreSchema: scores.submittedScoreSchema },
  stats: { siteStatsSchema: stats.siteStatsSchema },
  users: {
    userSchema: users.userSchema,
    availabilitySchema: users.availabilitySchema,
    userScoresSchema: users.userScoresSchema,
  },
};

export const ANSWERS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/web/lib/answers',
);

/** Throws when the schema uses a keyword the browser's check does not understand. */
function checkKeywords(schema: unknown, where: string): void {
  if (Array.isArray(schema)) {
    for (const item of schema) checkKeywords(item, where);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  for (const [keyword, value] of Object.entries(schema)) {
    if (!SHAPE_KEYWORDS.has(keyword)) throw new Error(`${where}: the browser cannot check "${keyword}"`);
    if (keyword === 'properties') {
      for (const [name, property] of Object.entries(value as object))
        checkKeywords(property, `${where}.${name}`);
    } else if (keyword !== 'enum' && keyword !== 'const' && keyword !== 'required') {
      checkKeywords(value, where);
    }
  }
}

/**
 * The JSON Schema of what a zod schema accepts when it parses (unknown keys of an object are let
 * through). The bounds zod writes for every whole number are left out: the browser's check takes an
 * integer to be a safe integer, as zod does.
 */
export function answerShape(schema: ZodType, where: string): object {
  const { $schema: _dialect, ...shape } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  checkKeywords(shape, where);
  // The browser uses an answer as it came: a default or a transform, which zod would apply while
  // parsing, makes what it reads differ from what it checked.
  const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
  const closed = (value: object) =>
    JSON.stringify(value, (key, item: unknown) => (key === 'additionalProperties' ? undefined : item));
  if (closed(output) !== closed({ $schema: _dialect, ...shape }))
    throw new Error(`${where}: the answer's schema changes what it parses (a default or a transform)`);
  return JSON.parse(JSON.stringify(shape), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'integer')
      return value;
    const { minimum, maximum, ...rest } = value as { minimum?: number; maximum?: number };
    return {
      ...rest,
      ...(minimum === undefined || minimum === Number.MIN_SAFE_INTEGER ? {} : { minimum }),
      ...(maximum === undefined || maximum === Number.MAX_SAFE_INTEGER ? {} : { maximum }),
    };
  }) as object;
}

/** The text of each file of src/web/lib/answers, by file name. */
export function answerShapeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [module, schemas] of Object.entries(ANSWERS)) {
    const names = Object.keys(schemas).sort();
    const constants = names.map((name) => {
      const shape = answerShape(schemas[name] as ZodType, `${module}.${name}`);
      return `export const ${name.replace(/Schema$/, 'Answer')}: AnswerShape<z.output<typeof ${name}>> = ${JSON.stringify(shape)};`;
    });
    files.set(
      `${module}.ts`,
      [
        `// Generated by \`npm run api:shapes\` (scripts/answer-shapes.ts) from the zod schemas of`,
        `// src/shared/api/${module}.ts: the JSON Schema of each API answer the browser reads. Do not edit.`,
        "import type { z } from 'zod';",
        `import type { ${names.join(', ')} } from '../../../shared/api/${module}.ts';`,
        "import type { AnswerShape } from '../answer-shape.ts';",
        '',
        ...constants,
        '',
      ].join('\n'),
    );
  }
  return files;
}

if (import.meta.main) {
  await rm(ANSWERS_FOLDER, { recursive: true, force: true });
  await mkdir(ANSWERS_FOLDER, { recursive: true });
  for (const [name, text] of answerShapeFiles()) await writeFile(path.join(ANSWERS_FOLDER, name), text);
  console.log(
    `wrote ${(await readdir(ANSWERS_FOLDER)).length} files in ${path.relative(process.cwd(), ANSWERS_FOLDER)}`,
  );
}
