// A write that fails for lack of space is the operator's situation, not a bug in unisite: the
// raw `ENOSPC: no space left on device` (or `EDQUOT`, a quota) becomes a catalogue error that
// says which folder and what to do. Every write (snapshots, dist/, the work folder, caches) can
// meet it, so the CLI maps it once, wherever it was thrown.
import { dirname } from 'node:path';
import { userError, type UserError } from '../errors.ts';

const FULL = new Set(['ENOSPC', 'EDQUOT']);

/** The DISK_FULL error for an ENOSPC/EDQUOT anywhere in `error`'s cause chain, else null. */
export function diskFullError(error: unknown): UserError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { code, path } = current as NodeJS.ErrnoException;
    if (code && FULL.has(code)) {
      const where = path ? ` while writing in ${dirname(path)}` : '';
      return userError(
        'DISK_FULL',
        {
          what: `The disk is full${code === 'EDQUOT' ? ' (the disk quota is used up)' : ''}${where}.`,
          why: 'A write needs free space; the folders being replaced are swapped in whole, so the previous snapshots and dist/ are unchanged.',
          fix: 'Free space on that disk (old dist-* or snapshot folders, UNISITE_IMAGE_CACHE, .unisite/), or point UNISITE_DIST_DIR, UNISITE_SNAPSHOTS_DIR or UNISITE_WORK_DIR at a disk with room, then run the command again.',
        },
        { cause: current },
      );
    }
    current = current.cause;
  }
  return null;
}
