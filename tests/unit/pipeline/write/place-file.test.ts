// A build's site-wide files are links to the live version's when their bytes are the same
// (pipeline/write/files.ts placeFile), and the live version's files are never written into:
// a file written again after being linked replaces the link, it does not change the live file.
// The kept bundle's client files are linked into every version (placeLinked).
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeFile, placeLinked } from '../../../../pipeline/write/files.ts';

describe('placeFile', () => {
  let work: string;
  const live = () => join(work, 'live');
  const staged = () => join(work, 'staged');
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-place-'));
    placeFile(live(), 'fonts/font-face.css', 'body {}\n', null, new Set());
  });
  afterEach(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('links the live file when the bytes are the same, and writes a new file when they are not', async () => {
    const made = new Set<string>();
    placeFile(staged(), 'fonts/font-face.css', Buffer.from('body {}\n'), live(), made);
    placeFile(staged(), 'robots.txt', 'User-agent: *\n', live(), made);
    expect((await stat(join(staged(), 'fonts/font-face.css'))).ino).toBe((await stat(join(live(), 'fonts/font-face.css'))).ino);
    expect(await readFile(join(staged(), 'robots.txt'), 'utf8')).toBe('User-agent: *\n');

    placeFile(staged(), 'fonts/other.css', 'p {}\n', live(), made);
    expect((await stat(join(staged(), 'fonts/other.css'))).nlink).toBe(1);
  });

  it('replaces a linked file written again, leaving the live version as it was', async () => {
    const made = new Set<string>();
    placeFile(staged(), 'fonts/font-face.css', 'body {}\n', live(), made);
    placeFile(staged(), 'fonts/font-face.css', 'body { margin: 0 }\n', live(), made);
    expect(await readFile(join(staged(), 'fonts/font-face.css'), 'utf8')).toBe('body { margin: 0 }\n');
    expect(await readFile(join(live(), 'fonts/font-face.css'), 'utf8')).toBe('body {}\n');
  });

  it('links a kept bundle file into the version, over a file of that name already there', async () => {
    const made = new Set<string>();
    const bundle = join(work, 'bundle/client/assets/app-abc123.js');
    placeFile(join(work, 'bundle/client'), 'assets/app-abc123.js', 'console.log(1);\n', null, new Set());
    placeFile(staged(), 'assets/app-abc123.js', 'stale\n', null, made);
    placeLinked(staged(), 'assets/app-abc123.js', bundle, made);
    expect((await stat(join(staged(), 'assets/app-abc123.js'))).ino).toBe((await stat(bundle)).ino);
    expect(await readFile(join(staged(), 'assets/app-abc123.js'), 'utf8')).toBe('console.log(1);\n');
  });
});
