// What a watching process parses between builds (pipeline/watch/session.ts): a build is given it
// only while its files are the ones it was parsed from, and only once.
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildSession } from '../../../../pipeline/watch/session.ts';
import { readFileSync } from 'node:fs';

describe('BuildSession', () => {
  let dir: string;
  let file: string;
  let parses: number;
  const parse = () => {
    parses += 1;
    return JSON.parse(readFileSync(file, 'utf8')) as { value: number };
  };
  /** Replaces the file as every writer of these files does: a new file renamed over it. */
  const replace = async (value: number) => {
    await writeFile(`${file}.tmp`, JSON.stringify({ value }));
    await rename(`${file}.tmp`, file);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-build-session-'));
    file = join(dir, 'summaries.json');
    parses = 0;
    await replace(1);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the next build what was parsed between builds, without parsing it again', async () => {
    const ahead = new BuildSession();
    expect(await ahead.read('summaries', [file], parse)).toEqual({ value: 1 });
    expect(parses).toBe(1);
    await ahead.readAll();
    expect(parses).toBe(2);
    expect(await ahead.read('summaries', [file], parse)).toEqual({ value: 1 });
    expect(parses).toBe(2);
    expect(ahead.answeredAhead).toBe(1);
    // Once: a build may change what it was given.
    expect(await ahead.read('summaries', [file], parse)).toEqual({ value: 1 });
    expect(parses).toBe(3);
  });

  it('parses again a file written since it was parsed ahead, or gone', async () => {
    const ahead = new BuildSession();
    await ahead.read('summaries', [file], parse);
    await ahead.readAll();
    // Another process (a build from the shell) wrote it meanwhile.
    await replace(2);
    expect(await ahead.read('summaries', [file], parse)).toEqual({ value: 2 });
    expect(ahead.answeredAhead).toBe(0);
    await ahead.readAll();
    await rm(file);
    await expect(ahead.read('summaries', [file], parse)).rejects.toThrow(/ENOENT/);
  });

  it('lets the build report a file it cannot parse, as it would without reading ahead', async () => {
    const ahead = new BuildSession();
    await ahead.read('summaries', [file], parse);
    await writeFile(file, '{ not json');
    await ahead.readAll();
    await expect(ahead.read('summaries', [file], parse)).rejects.toThrow(SyntaxError);
  });

  it('keeps the code hash of its first build', () => {
    const ahead = new BuildSession();
    expect(ahead.sameCode('aaa')).toBe(true);
    expect(ahead.sameCode('aaa')).toBe(true);
    expect(ahead.sameCode('bbb')).toBe(false);
  });
});
