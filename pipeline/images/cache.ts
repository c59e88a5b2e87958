// The variant cache: every encoded variant is stored under a key made of the source's bytes
// and the transform, in a folder that survives builds (docs/architecture.md "Performance is designed
// in"). A rebuild with no image change encodes nothing; a changed source gets new keys, so
// only its own variants are encoded again.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { VariantFormat } from '../../site/lib/image-assets.ts';
import { writeWholeFile } from '../write/files.ts';

/** Bump when the encoder's settings change in a way the transform does not capture. */
export const ENCODER_VERSION = 'sharp-0.35.5/1';

export interface Transform {
  width: number;
  height: number;
  format: VariantFormat;
  quality: number;
  /** sharp position/gravity for cover crops: centre, top, attention … */
  position: string;
}

export function sourceHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * How hard the encoders work. 'full' is what a site publishes; 'fast' (UNISITE_IMAGE_ENCODING=fast)
 * encodes about three times faster into files about a third larger, for builds nobody publishes:
 * the test suite's shared build, a first local build. See docs/configuration.md.
 */
export type ImageEncoding = 'full' | 'fast';

/** The cache key of one variant: the source's hash and everything that shapes the output. */
export function variantKey(source: string, transform: Transform, encoding: ImageEncoding = 'full'): string {
  const { width, height, format, quality, position } = transform;
  // 'full' keys are what they were before 'fast' existed, so kept caches stay valid.
  const settings = encoding === 'full' ? '' : `|${encoding}`;
  return createHash('sha256')
    .update(`${ENCODER_VERSION}|${source}|${width}x${height}|${format}|q${quality}|${position}${settings}`)
    .digest('hex');
}

export class VariantCache {
  constructor(readonly dir: string) {}

  file(key: string, extension: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.${extension}`);
  }

  async has(key: string, extension: string): Promise<boolean> {
    return stat(this.file(key, extension)).then(
      (s) => s.isFile() && s.size > 0,
      () => false,
    );
  }

  read(key: string, extension: string): Promise<Buffer> {
    return readFile(this.file(key, extension));
  }

  /** Written to a temporary sibling and renamed: concurrent builds never see half a file. */
  async write(key: string, extension: string, bytes: Uint8Array): Promise<void> {
    await writeWholeFile(this.file(key, extension), bytes);
  }
}
