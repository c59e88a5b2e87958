import { describe, expect, it } from 'vitest';
import { AssetUrlError, assetUrl } from '../../../../site/lib/asset-url.ts';

const domain = 'https://assets.example.edu';

describe('asset-service URL builder (SPEC §7)', () => {
  it('fills every path parameter in the documented order', () => {
    expect(
      assetUrl({
        domain,
        damId: 'a1b2c3',
        width: 768,
        height: 432,
        quality: 60,
        crop: 'fit',
        position: 'top',
        transforms: 'grayscale',
        format: 'avif',
      }),
    ).toBe('https://assets.example.edu/c/fit/q/60/w/768/h/432/p/top/t/grayscale/f/avif/a1b2c3');
  });

  it('uses the SPEC §9 defaults: quality 75, crop cover, format webp', () => {
    expect(assetUrl({ domain: `${domain}/`, damId: 'photo-1', width: 420 })).toBe(
      'https://assets.example.edu/c/cover/q/75/w/420/h/auto/p/center/t/none/f/webp/photo-1',
    );
  });

  it.each(['jpeg', 'webp', 'avif', 'png', 'gif', 'svg'] as const)('accepts the %s format', (format) => {
    expect(assetUrl({ domain, damId: 'x', format })).toContain(`/f/${format}/x`);
  });

  it.each([
    [{ width: 0 }, 'width'],
    [{ width: 12.5 }, 'width'],
    [{ width: -1 }, 'width'],
    [{ height: Number.NaN }, 'height'],
    [{ quality: 101 }, 'quality'],
    [{ format: 'bmp' as never }, 'format'],
    [{ damId: 'a/b' }, 'damId'],
    [{ damId: '..' }, 'damId'],
    [{ damId: 'x..y' }, 'damId'],
    [{ damId: '' }, 'damId'],
    [{ crop: 'cover/../x' }, 'crop'],
    [{ domain: 'javascript:alert(1)' }, 'domain'],
  ])('rejects %o, naming the field %s', (override, field) => {
    const call = () => assetUrl({ domain, damId: 'ok', ...override });
    expect(call).toThrow(AssetUrlError);
    try {
      call();
    } catch (error) {
      expect((error as AssetUrlError).field).toBe(field);
      expect((error as Error).message).toMatch(new RegExp(`^asset URL: ${field} `));
    }
  });
});
