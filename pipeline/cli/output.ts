// What `unisite sync`, `build`, `inspect`, `verify` and `serve` print: every phase (the default), `--quiet`
// (warnings, errors and the last summary line), or `--json` (nothing on stderr; one JSON object
// on stdout, for CI: what was synced, built or found, the time, every warning and the error,
// coded). `serve` prints its object once it listens: the start-up line a script waits for.
import { printableLines } from '../../content/schema/terminal-text.ts';
import { BUG_PREFIX, BugError } from '../errors/index.ts';
import { createReporter, type Reporter } from '../reporter.ts';

export type OutputMode = 'normal' | 'quiet' | 'json';

export interface CodedWarning {
  /** The catalogue code (docs/errors.md); null for the few warnings that have none. */
  code: string | null;
  message: string;
}

export interface ErrorReport {
  code: string;
  message: string;
  why?: string | undefined;
  fix?: string | undefined;
}

export interface RunOutput {
  reporter: Reporter;
  /** What a part of the command did (`sync`, `build`, what `inspect` found, where `serve` listens), for the JSON object. */
  record(part: 'sync' | 'build' | 'inspect' | 'serve' | 'verify', data: object): void;
  /** The command succeeded: the last summary line, or the JSON object. */
  succeed(): void;
  /** True with `--json`: the command prints its findings only as the object. */
  readonly json: boolean;
  /** The command failed: with `--json` prints the object with its error and returns true; else false (the CLI prints the error). */
  fail(error: ErrorReport): boolean;
}

/** `[CODE] message` (pipeline/errors `warning()`) split into its code and message. */
export function codedWarning(line: string): CodedWarning {
  const match = /^\[([A-Z][A-Z0-9_]*)\] ([\s\S]*)$/.exec(line);
  return match ? { code: match[1] as string, message: match[2] as string } : { code: null, message: line };
}

export function createRunOutput(
  command: string,
  mode: OutputMode,
  streams: { stdout: NodeJS.WritableStream; stderr: NodeJS.WriteStream } = { stdout: process.stdout, stderr: process.stderr },
): RunOutput {
  const started = Date.now();
  const base = createReporter(streams.stderr, mode === 'json' ? 'silent' : mode);
  const warnings: CodedWarning[] = [];
  const parts: Record<string, unknown> = {};
  const print = (outcome: Record<string, unknown>) => {
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    streams.stdout.write(`${JSON.stringify({ command, ...outcome, seconds, ...parts, warnings })}\n`);
  };
  return {
    reporter: {
      ...base,
      warn(message) {
        warnings.push(codedWarning(message));
        base.warn(message);
      },
    },
    json: mode === 'json',
    record(part, data) {
      parts[part] = data;
    },
    succeed() {
      if (mode === 'json') print({ ok: true });
      else base.finish();
    },
    fail(error) {
      if (mode !== 'json') return false;
      print({ ok: false, error });
      return true;
    },
  };
}

/**
 * A bug as every command prints it: said to be one (an assert or bug() says so in its own
 * message), with its stack; controls in it made visible, since messages can quote CMS content.
 */
export function bugText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return printableLines(error instanceof BugError ? text : `✗ ${BUG_PREFIX}:\n${text}`);
}
