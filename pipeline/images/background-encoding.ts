// The image variants a build left unencoded (`deferImages`, what `unisite start` builds with),
// encoded after it while the site is already served: a queue of them, a few at a time as the
// images step encodes (the formats of one size together, from one decoding), each put where the
// build would have put it once it is in the cache. A variant a browser asks for before its turn
// is encoded at once, alone, ahead of the queue (`encodeNow`), so that the server answers it
// instead of a 404.
//
// A variant is put in place by a hard link from the cache into each output folder's live
// version: one step, so a reader never sees part of a file, and nothing written into a file
// that exists (a version may share its files with another by hard link: docs/crash-safety.md).
import { availableParallelism } from 'node:os';
import { copyFile, link, mkdir, readFile, realpath, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Reporter } from '../reporter.ts';
import { isUserError, userError, warning } from '../errors/index.ts';
import { sourceHash, VariantCache } from './cache.ts';
import { encodeVariants, sizeKey, type DeferredVariant } from './index.ts';

/** A deferred variant and the output folders (links to their live versions) that should hold it. */
type PendingVariant = DeferredVariant & { dirs: string[] };

export interface BackgroundEncoding {
  /**
   * Encodes the variant published at this path now, ahead of the queue (or waits for it when it
   * is being encoded), and puts it in place. False when the path is not a variant left to encode.
   */
  encodeNow(pathname: string): Promise<boolean>;
  /** Settles once every variant has been encoded and put in place (or reported failed). */
  done: Promise<void>;
}

export interface BackgroundEncodingOptions {
  variants: readonly PendingVariant[];
  cacheDir: string;
  reporter: Reporter;
  /** Encoding jobs at once, as the images step runs them (default: the core count). */
  concurrency?: number;
  /** The queue starts once this settles (a variant asked for is encoded at once all the same). */
  after?: Promise<void>;
}

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

/**
 * Hard links `file` to `target`; a copy under a temporary name, renamed, when they are on
 * different disks (UNISITE_IMAGE_CACHE elsewhere). Already there: left as it is (the same bytes).
 */
async function linkInto(file: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(file, target);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return;
    if (errorCode(error) !== 'EXDEV') throw error;
    const temporary = `${target}.${process.pid}.tmp`;
    await copyFile(file, temporary);
    await rename(temporary, target).catch(async (failed: unknown) => {
      await unlink(temporary).catch(() => undefined);
      throw failed;
    });
  }
}

/** Puts an encoded variant into the live version of each of its folders (a folder gone meanwhile is skipped). */
async function placeVariant(cache: VariantCache, variant: PendingVariant): Promise<void> {
  const file = cache.file(variant.key, variant.extension);
  for (const dir of variant.dirs) {
    const live = await realpath(dir).catch(() => null);
    if (!live) continue;
    await linkInto(file, join(live, variant.published)).catch((error: unknown) => {
      // The version was replaced and removed while this variant was encoded: the build that
      // replaced it put the variant there itself.
      if (errorCode(error) !== 'ENOENT') throw error;
    });
  }
}

export function encodeInBackground(options: BackgroundEncodingOptions): BackgroundEncoding {
  const { reporter, variants } = options;
  const cache = new VariantCache(options.cacheDir);
  const started = Date.now();
  const total = variants.length;
  const running = new Map<string, Promise<void>>();
  const byPath = new Map(variants.map((variant) => [variant.published, variant]));
  let next = 0;
  let finished = 0;
  let failed = 0;

  // The variants that are one picture in other formats (one source, size and crop) are encoded
  // together, from one decoding (`encodeVariants`), when the queue comes to the first of them.
  const togetherKey = (variant: PendingVariant) =>
    `${variant.sourceFile}\n${variant.sourceHash}\n${variant.encoding}\n${sizeKey(variant.transform)}`;
  const together = new Map<string, PendingVariant[]>();
  for (const variant of variants) {
    const key = togetherKey(variant);
    together.set(key, [...(together.get(key) ?? []), variant]);
  }

  /** Reports a variant's end: progress, or a warning naming it. */
  const reported = (variant: PendingVariant, work: Promise<void>): Promise<void> =>
    work.then(
      () => {
        finished += 1;
        reporter.progress(finished + failed, total);
      },
      (error: unknown) => {
        failed += 1;
        const problem = isUserError(error) ? `[${error.code}] ${error.what}` : String(error);
        const fix = isUserError(error) ? error.fix : undefined;
        reporter.warn(warning('IMAGE_VARIANT_FAILED', { variant: variant.published, problem, fix }));
        throw error;
      },
    );

  /**
   * Encodes variants of one source and size that nobody has started, and puts each in place as
   * it is done; one promise per variant, settled when it is in place (or failed).
   */
  const encodeGroup = (group: PendingVariant[]): Promise<void>[] => {
    const settle = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
    const works = group.map((variant) => {
      const work = reported(variant, new Promise<void>((resolve, reject) => settle.set(variant.published, { resolve, reject })));
      running.set(variant.published, work);
      return work;
    });
    const place = (variant: PendingVariant) => {
      const { resolve, reject } = settle.get(variant.published) as { resolve: () => void; reject: (error: unknown) => void };
      return placeVariant(cache, variant).then(resolve, reject);
    };
    void (async () => {
      const missing: PendingVariant[] = [];
      for (const variant of group) {
        if (await cache.has(variant.key, variant.extension)) await place(variant);
        else missing.push(variant);
      }
      const first = missing[0];
      if (!first) return;
      const bytes = await readFile(first.sourceFile);
      if (sourceHash(bytes) !== first.sourceHash) throw userError('IMAGE_CHANGED_DURING_BUILD', { file: first.sourceFile });
      await encodeVariants(cache, missing, { bytes, file: first.sourceFile }, first.encoding, (job) => place(job as PendingVariant));
    })().catch((error: unknown) => {
      // Those already in place stay settled.
      for (const { reject } of settle.values()) reject(error);
    });
    return works;
  };

  /** A variant's promise: the running one, or a new encoding of it alone (asked for ahead of the queue). */
  const encodeOne = (variant: PendingVariant): Promise<void> =>
    running.get(variant.published) ?? (encodeGroup([variant])[0] as Promise<void>);

  /** One of the queue's workers: the next variant nobody has started, with the others of its size, until none is left. */
  const worker = async (): Promise<void> => {
    while (next < total) {
      const variant = variants[next] as PendingVariant;
      next += 1;
      const known = running.get(variant.published);
      const group = known ? [] : (together.get(togetherKey(variant)) ?? []).filter((other) => !running.has(other.published));
      await Promise.allSettled(known ? [known] : encodeGroup(group));
    }
  };

  if (total > 0) reporter.phase(`images: ${total} encoded in the background (a variant asked for first is encoded at once) …`);
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const done = (options.after ?? Promise.resolve()).then(() =>
    Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker)).then(() => {
      if (total === 0) return;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (failed === 0) reporter.done(`images: all ${total} variants encoded in the background in ${seconds} s: the build is complete`);
      else reporter.warn(warning('IMAGE_VARIANTS_INCOMPLETE', { encoded: finished, total, failed, seconds }));
    }),
  );

  return {
    async encodeNow(pathname) {
      const variant = byPath.get(pathname);
      if (!variant) return false;
      await encodeOne(variant);
      return true;
    },
    done,
  };
}
