// The deploy command of `unisite publish` (docs/publishing.md "The deploy command"): the operator's
// own command line (`rsync -aL "$UNISITE_DIST_DIR/" host:/srv/www/`, an object-store sync …), run
// through the shell after each successful build, with the folder just built in UNISITE_DIST_DIR.
// Its output is passed on line by line under a prefix, so a log tells it from unisite's own; its
// failure is the cycle's to report, never the end of the loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { DeployOutcome } from './cycle.ts';

export interface DeployOptions {
  command: string;
  /** The folder the build published (dist/ resolved to its version: it stays as it is while the command runs). */
  distDir: string;
  /** Where its output lines go, prefixed. */
  output: NodeJS.WritableStream;
  /** Longest run; then it is stopped (SIGTERM, then SIGKILL) and reported failed. */
  timeoutMs: number;
  /** Stops it at once (the publish process is stopping). */
  signal?: AbortSignal | undefined;
  prefix?: string;
}

/** Sends a signal to the command and whatever it started (it leads a process group of its own). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function runDeploy({ command, distDir, output, timeoutMs, signal, prefix = 'deploy │ ' }: DeployOptions): Promise<DeployOutcome> {
  const started = Date.now();
  // A group of its own: a timeout or a stop reaches the shell's children too (rsync, ssh, aws …).
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, UNISITE_DIST_DIR: distDir },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output.write(`${prefix}${line}\n`));
  }
  let stoppedBy: string | undefined;
  const stop = (why: string) => {
    stoppedBy ??= why;
    signalGroup(child, 'SIGTERM');
    // A command that ignores SIGTERM is killed a little later.
    setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000).unref();
  };
  const timer = setTimeout(() => stop(`it ran longer than ${Math.round(timeoutMs / 1000)} s and was stopped`), timeoutMs);
  const aborted = () => stop('unisite publish was stopping');
  signal?.addEventListener('abort', aborted);
  return new Promise((done) => {
    const finish = (exitCode: number | null, signalCode: NodeJS.Signals | null, startProblem?: string) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      const ok = exitCode === 0 && !stoppedBy && !startProblem;
      const problem = ok
        ? undefined
        : (startProblem ?? stoppedBy ?? (signalCode ? `it was ended by ${signalCode}` : `it exited with code ${exitCode ?? '?'}`));
      done({ ok, exitCode, signal: signalCode, seconds: Math.round((Date.now() - started) / 100) / 10, problem });
    };
    child.once('error', (error) => finish(null, null, `it could not be started (${error.message})`));
    child.once('close', (exitCode, signalCode) => finish(exitCode, signalCode));
  });
}
