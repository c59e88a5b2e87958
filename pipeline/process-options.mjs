// How a `unisite` process is started (bin/unisite.js, and the benchmark that measures it): its
// Node flags and the environment of its memory allocators. Plain JavaScript, because the
// launcher reads it before the TypeScript loader is registered.
//
// Measured on a build of 20,000 pages (docs/performance.md "Memory"):
//
// - V8's young generation grows to 16 MB semispaces by default. Reading 20,000 snapshot
//   documents made the heap 200–216 MB for ≈ 100 MB of live objects; with 4 MB semispaces,
//   109–114 MB. The build's garbage is short-lived (a page's JSON, its digest), so few more
//   objects survive to the old generation; the price is about a second more of scavenges in
//   the build's thread, in a full build and in a one-document rebuild alike.
// - glibc's allocator keeps one arena per thread that ever allocated (the render workers, libuv's
//   file threads, libvips) and returns little of what they free: one arena, and large blocks
//   mapped and unmapped on their own, took the build's peak from 434–453 to 406 MiB.
//
// A variable the user set wins.

/** Node flags of a `unisite` process. */
export const NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * The environment of a `unisite` process: `env` with the allocator's options added where the
 * user did not set them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function processEnv(env) {
  return { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
