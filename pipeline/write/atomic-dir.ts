// Every write a user could lose goes to a temporary sibling and is renamed into place only
// when complete: a failed or interrupted run leaves the previous result whole (docs/architecture.md).
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface StagedDir {
  /** Write everything here. */
  path: string;
  /** Swap the staged folder into place. */
  commit(): Promise<void>;
  /** Throw the staged folder away (the target is untouched). */
  discard(): Promise<void>;
}

export async function stageDir(target: string): Promise<StagedDir> {
  const parent = dirname(target);
  const name = basename(target);
  const staged = join(parent, `.${name}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(parent, { recursive: true });
  await rm(staged, { recursive: true, force: true });
  await mkdir(staged, { recursive: true });
  return {
    path: staged,
    async commit() {
      const old = join(parent, `.${name}.old-${process.pid}-${Date.now()}`);
      // Two renames: the target is missing only between them, never half-written.
      const hadTarget = await rename(target, old).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      try {
        await rename(staged, target);
      } catch (error) {
        if (hadTarget) await rename(old, target);
        throw error;
      }
      if (hadTarget) await rm(old, { recursive: true, force: true });
    },
    async discard() {
      await rm(staged, { recursive: true, force: true });
    },
  };
}
