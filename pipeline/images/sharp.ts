// sharp (libvips), loaded when an image is first decoded or encoded rather than when the build
// starts: loading it (the native library included) was a measurable part of every command's start, and a
// rebuild whose images are all in the variant cache never needs it (the sources' dimensions are
// kept there too, pipeline/images/index.ts).
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp, configured for the build: one libvips thread per job, no operation cache. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per job: jobs × threads never exceeds the cores (a 2-core CI runner).
    sharp.concurrency(1);
    // Every variant is a different operation: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
