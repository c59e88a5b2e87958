// The digital-asset service's image URLs (SPEC §7, §3 "Image descriptor for the asset service"):
//   {domain}/c/{crop}/q/{quality}/w/{width}/h/{height}/p/{position}/t/{transforms}/f/{format}/{damId}
// Pure and dependency-free: the client bundle uses it (no zod here).

export const ASSET_FORMATS = ['jpeg', 'webp', 'avif', 'png', 'gif', 'svg'] as const;
export type AssetFormat = (typeof ASSET_FORMATS)[number];

/** SPEC §9 defaults: quality 75, crop cover, format webp. */
export const ASSET_DEFAULTS = { quality: 75, crop: 'cover', format: 'webp', position: 'center', transforms: 'none' } as const;

export interface AssetDescriptor {
  domain: string;
  damId: string;
  width?: number | undefined;
  height?: number | undefined;
  quality?: number | undefined;
  crop?: string | undefined;
  position?: string | undefined;
  transforms?: string | undefined;
  format?: AssetFormat | undefined;
}

/** A descriptor that cannot make a URL; `field` names the offending field. */
export class AssetUrlError extends Error {
  constructor(
    readonly field: keyof AssetDescriptor,
    message: string,
  ) {
    super(`asset URL: ${field} ${message}`);
    this.name = 'AssetUrlError';
  }
}

// Path parameters travel as single segments: letters, digits and a few safe marks only.
const TOKEN = /^[A-Za-z0-9_,:.+-]+$/;

function positiveInt(field: 'width' | 'height' | 'quality', value: number | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    throw new AssetUrlError(field, `must be a whole number from 1 to ${max}, got ${String(value)}`);
  }
  return value;
}

function token(field: 'crop' | 'position' | 'transforms', value: string): string {
  if (!TOKEN.test(value)) throw new AssetUrlError(field, `must be letters, digits or _,:.+- only, got "${value}"`);
  return value;
}

/** Builds the asset-service URL, validating every parameter. Unset width/height read 'auto'. */
export function assetUrl(descriptor: AssetDescriptor): string {
  const { domain, damId } = descriptor;
  if (!/^(https?:\/\/[^/\s?#]+|\/[^\s?#]*)$/.test(domain.replace(/\/+$/, '') || '/')) {
    throw new AssetUrlError('domain', `must be an http(s) origin or a site path, got "${domain}"`);
  }
  if (!damId || damId.includes('/') || damId.includes('\\') || damId.includes('..') || !/^[^\s?#%]+$/.test(damId)) {
    throw new AssetUrlError('damId', `must be one path segment without '/', '..', spaces, '?', '#' or '%', got "${damId}"`);
  }
  const width = positiveInt('width', descriptor.width, 10_000);
  const height = positiveInt('height', descriptor.height, 10_000);
  const quality = positiveInt('quality', descriptor.quality ?? ASSET_DEFAULTS.quality, 100) as number;
  const format = descriptor.format ?? ASSET_DEFAULTS.format;
  if (!(ASSET_FORMATS as readonly string[]).includes(format)) {
    throw new AssetUrlError('format', `must be one of ${ASSET_FORMATS.join(', ')}, got "${String(format)}"`);
  }
  const crop = token('crop', descriptor.crop ?? ASSET_DEFAULTS.crop);
  const position = token('position', descriptor.position ?? ASSET_DEFAULTS.position);
  const transforms = token('transforms', descriptor.transforms ?? ASSET_DEFAULTS.transforms);
  const base = domain.replace(/\/+$/, '');
  return `${base}/c/${crop}/q/${quality}/w/${width ?? 'auto'}/h/${height ?? 'auto'}/p/${position}/t/${transforms}/f/${format}/${damId}`;
}
