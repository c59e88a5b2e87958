// The files of a folder by relative path (`news/index.html`), each as a digest of its bytes: two
// builds that should publish the same bytes compare equal, and a difference names its file.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function digestTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return out;
}
