// Runs the real `unisite` command in a child process, bounded in time, for tests that check
// what an operator sees (exit code, stderr) or that kill it at a chosen moment.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { cliProgram } from '../../pipeline/cli/compiled.mjs';
import { PAUSED } from '../../pipeline/write/test-pause.ts';
import { isolatedEnv } from '../setup/run-env.ts';

const root = resolve(import.meta.dirname, '../..');
/**
 * How the CLI itself is started: as the `unisite` launcher starts it (compiled, made or brought up
 * to date here once per file), so a child reaches its first step without the TypeScript loader.
 */
const program = await cliProgram(root, resolve(root, 'pipeline/cli/main.ts'));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Environment for a child: the parent's, minus anything that would point it at shared folders or a CMS. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...isolatedEnv(), CI: '1', ...env };
}

/** `unisite <args>` through bin/unisite.js, killed after `timeoutMs`. */
export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs = 60_000): Promise<CliResult> {
  const child = spawn(process.execPath, [resolve(root, 'bin/unisite.js'), ...args], { cwd: root, env: childEnv(env) });
  return collect(child, timeoutMs);
}

function collect(child: ChildProcess, timeoutMs: number): Promise<CliResult> {
  const started = Date.now();
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((done) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout, stderr, ms: Date.now() - started });
    }),
  );
}

export interface PausedCli {
  child: ChildProcess;
  /** Resolves when the process reached the moment (or rejects when it ended first / timed out). */
  paused: Promise<void>;
  output: () => string;
  /** SIGKILL, resolved when the process is gone. */
  kill(): Promise<void>;
}

/** Starts the CLI itself (no wrapper process, so SIGKILL hits the process doing the work) and waits for it to pause. */
export function startPausedCli(args: string[], moment: string, env: Record<string, string> = {}, timeoutMs = 60_000): PausedCli {
  const child = spawn(process.execPath, [...program, ...args], {
    cwd: root,
    env: childEnv({ ...env, UNISITE_TEST_PAUSE_AT: moment }),
  });
  let output = '';
  const exited = new Promise<void>((done) => child.on('close', () => done()));
  const paused = new Promise<void>((resolvePaused, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not reach ${moment} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${PAUSED} ${moment}`)) {
        clearTimeout(timer);
        resolvePaused();
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`ended (exit ${code}) before ${moment}:\n${output}`));
    });
  });
  paused.catch(() => undefined);
  return {
    child,
    paused,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
