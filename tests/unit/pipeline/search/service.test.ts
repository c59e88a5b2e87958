// Pagefind failing while the build indexes (pipeline/search/service.ts) stops the build with
// SEARCH_INDEX_FAILED saying how it failed and what to do, not with a stack. Stand-in binaries
// (shell scripts) fail the ways a real one can.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUserError, type UserError } from '../../../../pipeline/errors/index.ts';
import { writeOneIndex } from '../../../../pipeline/search/service.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unisite-pagefind-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function binary(name: string, script: string, mode = 0o755): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `#!/bin/sh\n${script}\n`);
  await chmod(file, mode);
  return file;
}

/** The error of indexing one page with `file` as Pagefind. */
async function indexWith(file: string): Promise<UserError> {
  const error: unknown = await writeOneIndex(file, (use) => use('index.html', '<p>page</p>'), join(dir, 'out')).catch(
    (caught: unknown) => caught,
  );
  if (!isUserError(error)) throw new Error(`expected a user error, got ${String(error)}`);
  expect(error.code).toBe('SEARCH_INDEX_FAILED');
  expect(error.format()).not.toMatch(/^\s+at /m);
  return error;
}

describe.skipIf(process.platform === 'win32')('Pagefind failing while it indexes', () => {
  it('that stops with an exit code is quoted on one line', async () => {
    const error = await indexWith(await binary('crashes', "echo 'thread main panicked' >&2\necho 'at src/index.rs:12' >&2\nexit 101"));
    expect(error.what).toBe(
      'The search index could not be built: Pagefind stopped with exit code 101 while it indexed: thread main panicked at src/index.rs:12',
    );
    expect(error.fix).toMatch(/^Build again/);
  });

  it('killed (the out-of-memory killer’s SIGKILL) is told to find more memory', async () => {
    const error = await indexWith(await binary('killed', 'kill -KILL $$'));
    expect(error.what).toBe('The search index could not be built: Pagefind stopped by the signal SIGKILL while it indexed.');
    expect(error.why).toContain('out-of-memory killer');
    expect(error.fix).toContain('more memory');
  });

  it('that cannot be started is an installation to repair', async () => {
    const error = await indexWith(await binary('not-executable', 'exit 0', 0o644));
    expect(error.what).toMatch(/^The search index could not be built: Pagefind \(.*not-executable\) could not be started: .*EACCES/);
    expect(error.fix).toContain('npm ci');
  });
});
