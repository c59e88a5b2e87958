// The one clock of what a run writes (docs/architecture.md "Reproducible builds"). A sync stamps
// its snapshots with the moment it ran, and a build resolves its time-aware lists (upcoming and
// past events, open scholarships) as of that moment: the same snapshots give the same pages.
// SOURCE_DATE_EPOCH (the reproducible-builds convention) replaces the clock for both, so that two
// syncs and builds of the same content and code give byte-identical output whenever they run.
import { config } from './config.ts';

/** SOURCE_DATE_EPOCH as ISO text, when it is set. */
export function sourceDate(epoch = config().sourceDateEpoch): string | undefined {
  return epoch === undefined ? undefined : new Date(epoch * 1000).toISOString();
}

/** The moment a run stands for, read once by its caller: SOURCE_DATE_EPOCH when set, else now. */
export function runMoment(epoch = config().sourceDateEpoch): string {
  return sourceDate(epoch) ?? new Date().toISOString();
}
