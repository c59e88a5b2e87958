// The code hash names the bundle a build reuses and decides whether pages are kept: a source
// edited must change it, even when the hash is taken from the work folder's record.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeHash } from '../../../../pipeline/bundle/code-hash.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project of two sources and a lock file. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'unisite-code-hash-'));
  roots.push(root);
  mkdirSync(join(root, 'site'), { recursive: true });
  mkdirSync(join(root, 'pipeline'), { recursive: true });
  writeFileSync(join(root, 'site/page.tsx'), 'export const title = "one";\n');
  writeFileSync(join(root, 'pipeline/build.ts'), 'export const step = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  return root;
}

describe('the code hash', () => {
  it('is the same read from its record as made from the sources, and changes with a source', async () => {
    const root = project();
    const record = join(root, '.unisite/code-hash.json');
    const made = await codeHash(root);
    expect(await codeHash(root, record)).toBe(made);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toMatchObject({ hash: made });
    expect(await codeHash(root, record)).toBe(made);

    // The same size, another modification time: read again.
    writeFileSync(join(root, 'site/page.tsx'), 'export const title = "two";\n');
    utimesSync(join(root, 'site/page.tsx'), new Date(), new Date(Date.now() + 5_000));
    const edited = await codeHash(root, record);
    expect(edited).not.toBe(made);
    expect(edited).toBe(await codeHash(root));

    // A source added, and a record that cannot be read: made again, never trusted.
    writeFileSync(join(root, 'pipeline/more.ts'), 'export {};\n');
    writeFileSync(record, '{ not json');
    expect(await codeHash(root, record)).toBe(await codeHash(root));
    expect(await codeHash(root, record)).not.toBe(edited);
  });
});
