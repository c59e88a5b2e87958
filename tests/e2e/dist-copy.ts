// For tests that break dist/ (a deploy changed the build hash, a chunk is gone): a private copy
// of dist/ served by `unisite serve` on an ephemeral port, so other tests never see the damage.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type RunningServer } from '../../pipeline/serve/index.ts';

export interface DistCopy {
  dir: string;
  server: RunningServer;
  url: (path: string) => string;
  close(): Promise<void>;
}

export async function serveDistCopy(change: (dir: string) => Promise<void> = async () => undefined, port = 0): Promise<DistCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'unisite-dist-'));
  // dist is a link to the current build (docs/crash-safety.md): copy what it points at.
  await cp('dist', dir, { recursive: true, dereference: true });
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
