import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BackgroundImage, LAZY_OFFSET, backgroundFor } from '../../../../site/components/BackgroundImage/index.tsx';
import { ImageAssetsContext } from '../../../../site/components/Image/context.ts';
import type { ImageAsset } from '../../../../site/lib/image-assets.ts';

const asset: ImageAsset = {
  width: 1920,
  height: 1080,
  presets: {
    hero: (['avif', 'webp', 'jpeg'] as const).map((format) => ({
      format,
      candidates: [420, 768, 1280].map((width) => ({ url: `/_img/c-${width}.${format}`, width, height: Math.round((width * 9) / 16) })),
    })),
  },
};
const image = { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'The campus' };

describe('BackgroundImage (SPEC §9)', () => {
  it('starts loading 200px before the viewport', () => {
    expect(LAZY_OFFSET).toBe('200px');
  });

  it('asks for nothing in the server HTML: the image is set once it nears the viewport', () => {
    const html = renderToStaticMarkup(
      <ImageAssetsContext.Provider value={{ [image.url]: asset }}>
        <BackgroundImage image={image}>
          <h2>Over the image</h2>
        </BackgroundImage>
      </ImageAssetsContext.Provider>,
    );
    expect(html).toContain('data-active="false"');
    expect(html).not.toContain('background-image');
    expect(html).toContain('role="img" aria-label="The campus"');
    // Without JavaScript, the noscript fallback shows the image.
    expect(html).toContain('<noscript><img');
    expect(html).toContain('<h2>Over the image</h2>');
  });

  it('offers AVIF, WebP and JPEG through image-set(), sized to the element', () => {
    expect(backgroundFor(asset, image.url, 'hero', 700)).toBe(
      'image-set(url("/_img/c-768.avif") type("image/avif"), url("/_img/c-768.webp") type("image/webp"), url("/_img/c-768.jpeg") type("image/jpeg"))',
    );
    expect(backgroundFor(asset, image.url, 'hero', 3000)).toContain('url("/_img/c-1280.avif")');
    expect(backgroundFor(undefined, '/media/raw.jpg', 'hero', 500)).toBe('url("/media/raw.jpg")');
  });
});
