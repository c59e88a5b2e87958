// The staged version's folders (pipeline/write/files.ts makeFolders): every folder asked for and
// its parents exist once the promise settles, however many (a few are made on the calling
// thread, many by a worker thread), and a folder that cannot be made fails the promise with the
// file system's own error, naming the folder.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFolders } from '../../../../pipeline/write/files.ts';

describe('makeFolders', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-folders-'));
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const isFolder = async (path: string) => (await stat(path).catch(() => null))?.isDirectory() ?? false;

  it.each([3, 2_000])('makes %i page folders with their parents, and names each folder it made', async (pages) => {
    const folders = Array.from({ length: pages }, (_, page) => `news/item-${page}`).concat(
      Array.from({ length: pages }, (_, page) => `page-data/news/item-${page}`),
    );
    const made = await makeFolders(work, folders);
    for (const folder of [...folders, 'news', 'page-data', 'page-data/news']) {
      expect(made.has(join(work, folder))).toBe(true);
      expect(await isFolder(join(work, folder)), folder).toBe(true);
    }
    expect(made.size).toBe(2 * pages + 3);
  });

  it.each([3, 2_000])('fails with the file system’s error when a folder cannot be made (%i folders)', async (pages) => {
    // A file where a parent folder must go.
    await writeFile(join(work, 'news'), 'not a folder');
    const folders = Array.from({ length: pages }, (_, page) => `news/item-${page}`);
    await expect(makeFolders(work, folders)).rejects.toMatchObject({ code: expect.stringMatching(/^E(EXIST|NOTDIR)$/) });
  });
});
