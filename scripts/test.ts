// The gate (`npm test`, which CI runs): every check in order, each as its own npm script with its
// output passed through unchanged, stopping at the first failure. Each stage's wall time is printed
// when it ends, and a summary table at the end.
import type { ChildProcess } from 'node:child_process';
import { exitCodeOf, startNpmScript } from './npm-run.ts';

interface Stage {
  name: string;
  script: string;
  env?: NodeJS.ProcessEnv;
}

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const withoutServer: NodeJS.ProcessEnv = { ...process.env };
delete withoutServer.TEST_DATABASE_URL;

const apiEngine = onServer ? 'PostgreSQL server' : 'embedded database';

const STAGES: Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'knip', script: 'knip' },
  // The unit tests need neither a build nor a database: they report within seconds, before either.
  { name: 'unit tests (no database)', script: 'test:pure' },
  { name: 'build', script: 'build' },
  { name: `API tests (${apiEngine})`, script: 'test:api' },
  // The API tests hold on both engines: with a server named, they also run on the embedded one.
  ...(onServer ? [{ name: 'API tests (embedded database)', script: 'test:api', env: withoutServer }] : []),
  { name: 'browser tests', script: 'test:e2e' },
  { name: 'first-run test', script: 'test:first-run' },
];

type Outcome = 'passed' | 'FAILED' | 'not run';
interface Result {
  name: string;
  outcome: Outcome;
  seconds?: number;
}

const say = (message: string) => process.stdout.write(`${message}\n`);
const seconds = (value: number) => `${value.toFixed(1)} s`;
const clock = (value: number) =>
  value >= 60 ? `${Math.floor(value / 60)} min ${Math.round(value % 60)} s` : seconds(value);

// A signal for the gate (Ctrl-C, a CI timeout) goes to the stage running now; the gate then stops.
let current: ChildProcess | undefined;
let interrupted: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = signal;
    current?.kill(signal);
  });
}

const results: Result[] = STAGES.map((stage) => ({ name: stage.name, outcome: 'not run' }));
const gateStart = performance.now();
for (const [index, stage] of STAGES.entries()) {
  const result = results[index] as Result;
  say(`\n=== ${stage.name} (npm run ${stage.script}) ===`);
  const start = performance.now();
  current = startNpmScript(stage.script, stage.env);
  const code = await exitCodeOf(current);
  current = undefined;
  result.seconds = (performance.now() - start) / 1000;
  result.outcome = code === 0 && !interrupted ? 'passed' : 'FAILED';
  say(`=== ${stage.name}: ${result.outcome.toLowerCase()} in ${clock(result.seconds)} ===`);
  if (result.outcome !== 'passed') break;
}
const total = (performance.now() - gateStart) / 1000;

const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
say('');
say(`${'stage'.padEnd(width + 2)}${'result'.padEnd(10)}time`);
for (const result of results) {
  const time = result.seconds === undefined ? '' : clock(result.seconds);
  say(`${result.name.padEnd(width + 2)}${result.outcome.padEnd(10)}${time}`);
}
say(`${'total'.padEnd(width + 2)}${''.padEnd(10)}${clock(total)}`);

const failed = results.find((result) => result.outcome === 'FAILED');
if (failed) {
  say(
    interrupted
      ? `\nThe gate was interrupted (${interrupted}) during ${failed.name}.`
      : `\nThe gate failed at ${failed.name}; later stages did not run.`,
  );
  process.exit(1);
}
say('\nEvery stage passed.');
