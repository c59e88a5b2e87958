// A write that fails for lack of space is the operator's situation, not a bug in unisite: the
// raw `ENOSPC: no space left on device` (or `EDQUOT`, a quota) becomes a catalogue error that
// says which folder and what to do. Every write (snapshots, dist/, the work folder, caches) can
// meet it, so the CLI maps it once, wherever it was thrown.
import { dirname } from 'node:path';
import { userError, type UserError } from '../errors/index.ts';

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** The DISK_FULL error for an ENOSPC/EDQUOT anywhere in `error`'s cause chain, else null. */
export function diskFullError(error: unknown): UserError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, path } = current as NodeJS.ErrnoException;
    if (code && FULL.has(code)) {
      return userError('DISK_FULL', { quota: code === 'EDQUOT', folder: path ? dirname(path) : undefined }, { cause: current });
    }
    current = current.cause;
  }
  return null;
}
