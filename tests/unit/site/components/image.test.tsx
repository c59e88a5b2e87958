import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from '../../../../site/components/Image/index.tsx';
import { ImageAssetsContext } from '../../../../site/components/Image/context.ts';
import type { ImageAssets, VariantSet } from '../../../../site/lib/image-assets.ts';

const sets = (stem: string, sizes: Array<[number, number]>, fallback: 'jpeg' | 'png' = 'jpeg'): VariantSet[] =>
  (['avif', 'webp', fallback] as const).map((format) => ({
    format,
    candidates: sizes.map(([width, height]) => ({
      url: `/_img/${stem}-${width}x${height}.${format === 'jpeg' ? 'jpg' : format}`,
      width,
      height,
    })),
  }));

const assets: ImageAssets = {
  '/media/campus.jpg': {
    width: 1920,
    height: 1080,
    placeholder: 'data:image/webp;base64,AAAA',
    presets: {
      hero: sets('campus', [
        [420, 236],
        [768, 432],
        [1280, 720],
      ]),
      card: sets('campus', [
        [420, 236],
        [768, 432],
        [1216, 684],
      ]),
    },
  },
  '/media/portrait-1.jpg': {
    width: 800,
    height: 1000,
    presets: {
      default: sets('portrait', [
        [640, 800],
        [800, 1000],
      ]),
    },
  },
  '/media/dam.jpg': { width: 2000, height: 1000, presets: {}, service: { domain: 'https://assets.example.edu', damId: 'dam-7' } },
};

const campus = { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'The campus at dusk' };
const render = (element: React.ReactElement) =>
  renderToStaticMarkup(<ImageAssetsContext.Provider value={assets}>{element}</ImageAssetsContext.Provider>);

describe('Image component', () => {
  it('offers avif and webp sources and a jpeg img with intrinsic size, lazy by default', () => {
    const html = render(<Image image={campus} preset="card" className="c" />);
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/_img\/campus-420x236\.avif 420w, \/_img\/campus-768x432\.avif 768w, \/_img\/campus-1216x684\.avif 1216w"/,
    );
    expect(html).toContain('<source type="image/webp" srcSet="/_img/campus-420x236.webp 420w');
    expect(html).toContain('src="/_img/campus-1216x684.jpg"');
    expect(html).toContain('srcSet="/_img/campus-420x236.jpg 420w, /_img/campus-768x432.jpg 768w, /_img/campus-1216x684.jpg 1216w"');
    expect(html).toContain('width="1216" height="684"');
    expect(html).toContain('alt="The campus at dusk"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="auto"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toContain('sizes="(min-width: 1216px) 400px, (min-width: 768px) 50vw, calc(100vw - 64px)"');
    expect(html).toContain('background-image:url(data:image/webp;base64,AAAA)');
  });

  it('loads a hero eagerly with high priority and honours the given sizes', () => {
    const html = render(<Image image={campus} preset="hero" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('/_img/campus-1280x720.avif 1280w');
    expect(html).toContain('sizes="100vw"');
  });

  it('falls back to the variants that exist when a use asks for an unplanned preset', () => {
    const html = render(<Image image={{ url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Ana' }} preset="profile" />);
    expect(html).toContain('/_img/portrait-800x1000.avif 800w');
    expect(html).toContain('width="800" height="1000"');
  });

  it('adds art-direction sources by media query before the main image', () => {
    const html = render(
      <Image
        image={campus}
        preset="hero"
        sources={[
          { media: '(max-width: 767px)', image: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: '' }, preset: 'default' },
        ]}
      />,
    );
    const mobile = html.indexOf('media="(max-width: 767px)"');
    expect(mobile).toBeGreaterThan(0);
    expect(html.indexOf('/_img/portrait-640x800.avif')).toBeLessThan(html.indexOf('/_img/campus-420x236.avif'));
    expect(html).toMatch(/<source type="image\/jpeg" media="\(max-width: 767px\)" srcSet="\/_img\/portrait-640x800\.jpg 640w/);
  });

  it('asks the asset service for the preset sizes of its images (SPEC §7)', () => {
    const html = render(<Image image={{ url: '/media/dam.jpg', width: 2000, height: 1000, alt: 'x' }} preset="hero" />);
    expect(html).toContain('https://assets.example.edu/c/fit/q/75/w/420/h/210/p/center/t/none/f/avif/dam-7 420w');
    expect(html).toContain('https://assets.example.edu/c/fit/q/75/w/1280/h/640/p/center/t/none/f/jpeg/dam-7');
  });

  it('renders a plain img for an image the build did not process', () => {
    const html = render(<Image image={{ url: '/media/unknown.jpg', width: 10, height: 20, alt: 'u' }} preset="card" />);
    expect(html).toBe(
      '<picture><img src="/media/unknown.jpg" width="10" height="20" alt="u" loading="lazy" decoding="auto" data-preset="card"/></picture>',
    );
  });

  it('renders nothing without an image url or sources (SPEC §5)', () => {
    expect(render(<Image image={undefined} preset="hero" />)).toBe('');
    expect(render(<Image image={{ ...campus, url: '' }} preset="hero" sources={[]} />)).toBe('');
  });
});
