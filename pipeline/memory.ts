// A full garbage collection, for the few points where the build has just let go of most of what
// it held (docs/performance.md "Memory"). V8 collects when its heap grows, not when a program
// drops a large structure; on a machine with plenty of memory it lets hundreds of megabytes of
// garbage stand, and resident memory keeps the high-water mark of the heap while the render
// workers add theirs on top.
//
// A collection can also compact every page of the heap. A full collection alone frees the dead
// objects but moves few live ones: what the build keeps (each page's manifest record and render
// job, made one after another between page-data strings that die) stays spread over the pages
// the dead ones filled, so after planning the old generation holds more than twice the live set,
// and it stays resident; compacted, it shrinks to the live set. But compacting copies every live
// object before the pages it leaves are freed, a momentary peak of the live set on top: after
// planning, where the build's resident memory is at its highest, that peak became the build's.
// Only the collection before the search compacts: the render workers have gone, and Pagefind's
// processes start beside what is left, so there it lowers the peak of the whole process tree.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage({ compact = false }: { compact?: boolean } = {}): void {
  if (!collect) {
    // The collector's entry point is only exposed by a flag; set now, it is visible to a new context.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  // Only for this collection: V8 reads the flag when a collection starts, and the collections it
  // chooses itself stay as they are.
  if (compact) setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * The environment of a child process whose native allocator is tuned to give memory back
 * (docs/performance.md "Memory"). Both children of a build are Rust programs whose allocators
 * keep freed memory for reuse, which a short-lived process never needs:
 *
 * - Vite's bundler (Rolldown) allocates with mimalloc, which by default commits whole arenas
 *   at once and purges freed pages only after a delay, so it held several times its JavaScript
 *   heap resident; with eager arena commits off and purges at once, far less. Each of its worker
 *   threads keeps a heap of its own: one thread (the build's process has the other core
 *   meanwhile) lowers the bundle's peak further;
 * - Pagefind allocates with jemalloc (its options under the `_RJEM_` prefix), by default one
 *   arena per thread and freed pages kept for seconds: one arena and dirty pages returned soon
 *   after (`dirty_decay_ms` below) lower the peak of two services indexing side by side by about
 *   a quarter, in the same time.
 *
 * A variable the user set wins.
 */
export function childEnv(allocator: 'mimalloc' | 'jemalloc'): NodeJS.ProcessEnv {
  const tuned =
    allocator === 'mimalloc'
      ? {
          MIMALLOC_PURGE_DELAY: '0',
          MIMALLOC_ARENA_EAGER_COMMIT: '0',
          ROLLDOWN_WORKER_THREADS: '1',
          TOKIO_WORKER_THREADS: '1',
          RAYON_NUM_THREADS: '1',
        }
      : { _RJEM_MALLOC_CONF: 'narenas:1,dirty_decay_ms:200,muzzy_decay_ms:0' };
  return { ...tuned, ...process.env };
}
