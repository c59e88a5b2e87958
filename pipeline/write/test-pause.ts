// A test hook: with UNISITE_TEST_PAUSE_AT=<moment> the process announces the moment on stderr
// and stops there until it is killed, so crash-safety tests can SIGKILL it at an exact point
// instead of guessing with timers (tests/integration/pipeline/crash-safety.test.ts).
import { config } from '../config.ts';

export const PAUSED = '[unisite test hook] paused at';

export async function pauseAt(moment: string): Promise<void> {
  if (config().testPauseAt !== moment) return;
  process.stderr.write(`${PAUSED} ${moment}\n`);
  // An interval keeps the event loop alive; the promise never settles.
  await new Promise<never>(() => setInterval(() => undefined, 1 << 30));
}
