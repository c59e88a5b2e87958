// How a `unisite` process is started (bin/unisite.js, and the benchmark that measures it): its
// Node flags and the environment of its memory allocators. Plain JavaScript, because the
// launcher reads it before the TypeScript loader is registered.
//
// Why these (docs/performance.md "Memory"; the measurements are in docs/benchmarks/results.jsonl):
//
// - V8's young generation: semispaces of 16 MB (V8's default maximum). Smaller ones kept the heap
//   near its live set while a build read every snapshot document whole; since a build reads the
//   page summaries instead (pipeline/snapshots/summaries.ts), they no longer lower the peak, and
//   a one-document rebuild spent a noticeable share of its time scavenging them. They are 16 MB
//   from the start, too: V8 starts them small and grows them with the heap, so a short rebuild
//   scavenged small semispaces for most of its run, while a full build's young generation
//   reaches the maximum early anyway.
// - glibc's allocator keeps one arena per thread that ever allocated (the render workers, libuv's
//   file threads, libvips) and returns little of what they free: one arena, and large blocks
//   mapped and unmapped on their own, lower the build's peak.
//
// A variable the user set wins.

/** Node flags of a `unisite` process. */
export const NODE_FLAGS = ['--max-semi-space-size=16', '--min-semi-space-size=16'];

/**
 * The environment of a `unisite` process: `env` with the allocator's options added where the
 * user did not set them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function processEnv(env) {
  return { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
