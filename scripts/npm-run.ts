// Runs one of the project's npm scripts as a child process whose output goes straight through.
import { type ChildProcess, spawn } from 'node:child_process';
import { PROJECT_ROOT } from './build-inputs.ts';

/** Starts `npm run <script>` in the project with the given environment and inherited output. */
export function startNpmScript(script: string, env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Under `npm run` / `npm start` npm names its own entry point: run it with the same Node as this
  // script (the project's pinned Node) rather than whatever `npm` the PATH finds first.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli, 'run', script]]
    : ['npm', ['run', script]];
  return spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: 'inherit' });
}

/** Resolves with the exit code of a child (1 when it could not start or was killed by a signal). */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`Could not run ${child.spawnargs.join(' ')}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
