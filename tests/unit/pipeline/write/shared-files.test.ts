// The files every site of a family writes alike (pipeline/write/shared-files.ts): the first site
// makes them, the others link the kept copies without making them again, a later family build
// keeps the same copies (one inode from build to build), and copies no site used go.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SharedFiles } from '../../../../pipeline/write/shared-files.ts';

describe('SharedFiles', () => {
  let work: string;
  const store = () => join(work, 'shared-files');
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-shared-'));
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const fonts = (css: string) => async (write: (file: string, bytes: string) => Promise<void>) => {
    made += 1;
    await write('fonts/font-face.css', css);
    await write('fonts/LICENSE.txt', 'OFL\n');
  };
  let made = 0;

  it('makes a group once and links it into every site', async () => {
    made = 0;
    const shared = new SharedFiles(store());
    await shared.place('fonts', join(work, 'a'), new Set(), fonts('body {}\n'));
    await shared.place('fonts', join(work, 'b'), new Set(), fonts('body {}\n'));
    expect(made).toBe(1);
    expect(await readFile(join(work, 'b/fonts/font-face.css'), 'utf8')).toBe('body {}\n');
    const a = await stat(join(work, 'a/fonts/font-face.css'));
    expect((await stat(join(work, 'b/fonts/font-face.css'))).ino).toBe(a.ino);
    expect(await readdir(store())).toHaveLength(2);

    // The next family build: the same bytes, the same kept file.
    const next = new SharedFiles(store());
    await next.place('fonts', join(work, 'c'), new Set(), fonts('body {}\n'));
    expect((await stat(join(work, 'c/fonts/font-face.css'))).ino).toBe(a.ino);
  });

  it('removes the kept copies no site used in the last build', async () => {
    const first = new SharedFiles(store());
    await first.place('fonts', join(work, 'a'), new Set(), fonts('body {}\n'));
    const second = new SharedFiles(store());
    await second.place('fonts', join(work, 'b'), new Set(), fonts('p {}\n'));
    second.prune();
    expect(await readdir(store())).toHaveLength(2);
    // The version that linked the removed copy keeps its file.
    expect(await readFile(join(work, 'a/fonts/font-face.css'), 'utf8')).toBe('body {}\n');
    expect(await readFile(join(work, 'b/fonts/font-face.css'), 'utf8')).toBe('p {}\n');
  });
});
