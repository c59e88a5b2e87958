// For tests that break dist/ (a deploy changed the build hash, a chunk is gone): a private copy
// of the run's shared build served by `unisite serve` on an ephemeral port, so other tests never
// see the damage. The copy is hard links (no bytes copied): a change removes or replaces a file
// (`replaceFile`), never writes into one, which would write into the shared build.
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type RunningServer } from '../../pipeline/serve/index.ts';
import { family, linkTree } from '../setup/family-build.ts';

/** Writes `text` as a new file in place of `path` (a hard link to the shared build's file stays whole). */
export async function replaceFile(path: string, text: string): Promise<void> {
  await rm(path, { force: true });
  await writeFile(path, text);
}

export interface DistCopy {
  dir: string;
  server: RunningServer;
  url: (path: string) => string;
  close(): Promise<void>;
}

export async function serveDistCopy(change: (dir: string) => Promise<void> = async () => undefined, port = 0): Promise<DistCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'unisite-dist-'));
  // dist is a link to the current build (docs/crash-safety.md): copy what it points at.
  await linkTree(await realpath(family.distDir), dir);
  await change(dir);
  const server = await serve({ dir, port });
  let closed = false;
  return {
    dir,
    server,
    url: (path) => server.url + path,
    async close() {
      if (!closed) await server.close();
      closed = true;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
