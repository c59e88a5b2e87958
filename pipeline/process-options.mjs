// How a `unisite` process is started (bin/unisite.js, and the benchmark that measures it): its
// Node flags and the environment of its memory allocators. Plain JavaScript, because the
// launcher reads it before the TypeScript loader is registered.
//
// Measured on a build of 20,000 pages (docs/performance.md "Memory"):
//
// - V8's young generation: semispaces of at most 16 MB (V8's default). They were bounded to 4 MB
//   while a build read every snapshot document whole: reading 20,000 made the heap 200–216 MB
//   for ≈ 100 MB of live objects, with 4 MB semispaces 109–114 MB. Since a build reads the page
//   summaries instead (pipeline/snapshots/summaries.ts), the bound no longer lowers the peak: a
//   full build from scratch at 10,000 pages peaked at 383–384 MiB with 16 MB semispaces against
//   390–396 with 4 (32 MB: 442), while a one-document rebuild spent ≈ 0.6 s in 140 scavenges of
//   4 MB and ran ≈ 0.3 s faster with 16 (medians of five alternating runs: 2.21 s against 2.53).
//   They are 16 MB from the start, too: V8 starts them at 1 MB and grows them with the heap, so a
//   rebuild scavenged small semispaces for most of its run (2.07 s against 2.21 s, medians of six
//   alternating runs). A full build's young generation reaches 16 MB within its first second anyway.
// - glibc's allocator keeps one arena per thread that ever allocated (the render workers, libuv's
//   file threads, libvips) and returns little of what they free: one arena, and large blocks
//   mapped and unmapped on their own, took the build's peak from 434–453 to 406 MiB.
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
