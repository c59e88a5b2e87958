// CLI output (docs/architecture.md, conventions): one line per phase, a progress bar on long phases
// when attached to a terminal, plain lines in CI, and a closing summary.
import pc from 'picocolors';
import { printableLine } from '../content/schema/terminal-text.ts';
import { config } from './config.ts';

export interface Reporter {
  phase(name: string): void;
  progress(done: number, total: number): void;
  info(message: string): void;
  warn(message: string): void;
  done(summary: string): void;
}

/**
 * How much a command prints: `normal` every phase; `quiet` warnings and the last summary line only
 * (errors are printed by the CLI); `silent` nothing (`--json` prints its object instead).
 */
export type Verbosity = 'normal' | 'quiet' | 'silent';

/**
 * Colours only for a person at a terminal: never when the stream is not a terminal, in CI (logs
 * keep escape codes as text), or with NO_COLOR. picocolors' own guess turns them on in CI.
 */
export function colorsFor(stream: { isTTY?: boolean }, settings: { ci: boolean; noColor: boolean } = config()) {
  return pc.createColors(Boolean(stream.isTTY) && !settings.ci && !settings.noColor);
}

export interface CliReporter extends Reporter {
  /** Prints what `quiet` held back: the last summary line. */
  finish(): void;
}

export function createReporter(stream: NodeJS.WriteStream = process.stderr, verbosity: Verbosity = 'normal'): CliReporter {
  const tty = Boolean(stream.isTTY) && !config().ci;
  const quiet = verbosity !== 'normal';
  const silent = verbosity === 'silent';
  const colors = colorsFor(stream);
  let last: string | null = null;
  let current = '';
  let started = Date.now();
  let lastPlain = -1;
  const write = (text: string) => {
    if (!quiet) stream.write(text);
  };
  // Messages may quote CMS content: one line each, controls made visible (content/schema/terminal-text.ts).
  const line = printableLine;
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const clearBar = () => {
    if (tty) write('\r\x1b[2K');
  };
  const always = (text: string) => {
    if (!silent) stream.write(text);
  };
  return {
    phase(name) {
      clearBar();
      current = line(name);
      started = Date.now();
      lastPlain = -1;
      write(`${colors.cyan('›')} ${line(name)}\n`);
    },
    progress(done, total) {
      if (total <= 0) return;
      if (tty) {
        const width = 28;
        const filled = Math.round((done / total) * width);
        write(`\r  ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total} ${current}`);
        if (done === total) write('\n');
        return;
      }
      // Plain lines in CI: at most one per quarter.
      const quarter = Math.floor((done / total) * 4);
      if (quarter !== lastPlain && (quarter > lastPlain || done === total)) {
        lastPlain = quarter;
        write(`  ${current}: ${done}/${total} (${seconds()} s)\n`);
      }
    },
    info(message) {
      clearBar();
      write(`  ${line(message)}\n`);
    },
    warn(message) {
      clearBar();
      always(`${colors.yellow('!')} ${line(message)}\n`);
    },
    done(summary) {
      clearBar();
      const text = `${colors.green('✓')} ${line(summary)}\n`;
      // A build's steps each say they are done; quiet keeps the last one, the command's own.
      if (quiet) last = text;
      else write(text);
    },
    finish() {
      if (last !== null) always(last);
      last = null;
    },
  };
}

export const silentReporter: Reporter = {
  phase: () => undefined,
  progress: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  done: () => undefined,
};

/**
 * A reporter whose lines wait until `until` settles: a step started beside another (the search
 * beside the render) reports after it, so that neither's progress is drawn under the other's phase.
 */
export function reporterAfter(reporter: Reporter, until: Promise<unknown>): Reporter {
  let ready = false;
  const queued: Array<() => void> = [];
  void until
    .catch(() => undefined)
    .then(() => {
      ready = true;
      for (const call of queued.splice(0)) call();
    });
  const later = (call: () => void) => (ready ? call() : void queued.push(call));
  return {
    phase: (name) => later(() => reporter.phase(name)),
    progress: (done, total) => later(() => reporter.progress(done, total)),
    info: (message) => later(() => reporter.info(message)),
    warn: (message) => later(() => reporter.warn(message)),
    done: (summary) => later(() => reporter.done(summary)),
  };
}
