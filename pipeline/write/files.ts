import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes a file under a root folder, creating its parent folders. */
export async function writeOut(root: string, file: string, content: string | Uint8Array): Promise<void> {
  const target = join(root, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}
