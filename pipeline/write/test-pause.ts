// A test hook: with UNISITE_TEST_PAUSE_AT=<moment> the process announces the moment (and its
// process id) on stderr and stops there until it is killed, or until it receives SIGUSR2, which
// lets it go on. Crash-safety tests SIGKILL it at an exact point instead of guessing with timers
// (tests/integration/pipeline/crash-safety.test.ts); race tests change the folders it reads while it
// waits, then let it finish (tests/integration/pipeline/security/).
import { config } from '../config.ts';

export const PAUSED = '[unisite test hook] paused at';

export async function pauseAt(moment: string): Promise<void> {
  if (config().testPauseAt !== moment) return;
  // The interval keeps the event loop alive while nothing else does.
  const alive = setInterval(() => undefined, 1 << 30);
  const resumed = new Promise<void>((resolve) => process.once('SIGUSR2', () => resolve()));
  process.stderr.write(`${PAUSED} ${moment} (process ${process.pid})\n`);
  await resumed;
  clearInterval(alive);
}
