// The build's Rust children (Vite's bundler, Pagefind) run with allocator options that give
// freed memory back (pipeline/memory.ts); a user who sets the same variable keeps theirs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childEnv } from '../../../pipeline/memory.ts';
import { NODE_FLAGS, processEnv } from '../../../pipeline/process-options.mjs';

describe('the environment of the build’s child processes', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('tunes mimalloc for Vite and jemalloc for Pagefind, and passes the rest of the environment on', () => {
    vi.stubEnv('UNISITE_EXAMPLE', 'kept');
    expect(childEnv('mimalloc')).toMatchObject({
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      ROLLDOWN_WORKER_THREADS: '1',
      UNISITE_EXAMPLE: 'kept',
    });
    expect(childEnv('jemalloc')).toMatchObject({ _RJEM_MALLOC_CONF: expect.stringContaining('narenas:1'), UNISITE_EXAMPLE: 'kept' });
    expect(childEnv('jemalloc')).not.toHaveProperty('MIMALLOC_PURGE_DELAY');
  });

  it('keeps an allocator option the user set', () => {
    vi.stubEnv('_RJEM_MALLOC_CONF', 'narenas:4');
    vi.stubEnv('MIMALLOC_PURGE_DELAY', '10');
    expect(childEnv('jemalloc')._RJEM_MALLOC_CONF).toBe('narenas:4');
    expect(childEnv('mimalloc')).toMatchObject({ MIMALLOC_PURGE_DELAY: '10', MIMALLOC_ARENA_EAGER_COMMIT: '0' });
  });

  it('starts unisite itself with a bounded young generation and one allocator arena, unless the user chose', () => {
    expect(NODE_FLAGS).toContain('--max-semi-space-size=16');
    expect(processEnv({ UNISITE_EXAMPLE: 'kept' })).toMatchObject({ MALLOC_ARENA_MAX: '1', UNISITE_EXAMPLE: 'kept' });
    expect(processEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
