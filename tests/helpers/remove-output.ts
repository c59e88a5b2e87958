// Removes a build's output as a fresh checkout lacks it: `dist/` (a link to `.dist.v-<id>`), every
// version folder beside it, and the folder beside it for the host (`dist-host`, its versions too).
// A version left behind would be restored by the next build's recovery, making a build meant to
// start without output an incremental one.
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { hostDirOf } from '../../pipeline/write/host-dir.ts';

export async function removeBuildOutput(outDir: string): Promise<void> {
  for (const out of [outDir, hostDirOf(outDir)]) {
    const name = basename(out);
    for (const entry of await readdir(dirname(out)).catch(() => [])) {
      if (entry === name || entry.startsWith(`.${name}.`)) await rm(join(dirname(out), entry), { recursive: true, force: true });
    }
  }
}
