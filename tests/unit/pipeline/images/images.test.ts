import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentReporter } from '../../../../pipeline/reporter.ts';
import { buildImages, cropPosition } from '../../../../pipeline/images/index.ts';
import { encodeInBackground } from '../../../../pipeline/images/background-encoding.ts';
import { collectImages } from '../../../../pipeline/images/collect.ts';
import { variantKey, type Transform } from '../../../../pipeline/images/cache.ts';
import { ContentError, isUserError } from '../../../../pipeline/errors/index.ts';
import type { PageView } from '../../../../site/lib/page-view.ts';
import { headTags } from '../../../../site/lib/head-tags.ts';
import { dataOf, pageOf } from '../../../helpers/page-data.ts';

/** A page view with just what the image step reads: its path and template. */
function view(path: string, template: Record<string, unknown>): PageView {
  return { page: { path, template: { templateType: 'NewsDetail', ...template } }, modules: [] } as unknown as PageView;
}

// As resolve leaves them: each image stamped with the preset its type's definition gave it.
const image = (url: string, width = 900, height = 600, preset = 'hero') => ({ url, width, height, alt: 'A picture', preset });

async function picture(file: string, colour: string, width = 900, height = 600): Promise<void> {
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

describe('image variants: preset selection', () => {
  it('plans the presets the definitions stamped at resolve, and nothing for an image no definition placed', () => {
    const placed = (url: string, preset: string) => image(url, 900, 600, preset);
    const refs = collectImages([
      view('/news/a/', {
        image: placed('/media/lead.jpg', 'hero'),
        heroSection: [{ component: 'HeroImage', title: 'T', image: placed('/media/hero.jpg', 'hero') }],
        mainSection: [
          {
            component: 'NewsDistributor',
            items: [{ kind: 'news', id: 'n1', title: 'N', url: '/news/n1/', image: placed('/media/card.jpg', 'card') }],
          },
          { component: 'PeopleList', people: [{ name: 'Ana', avatar: placed('/media/ana.jpg', 'avatar') }] },
          { component: 'BasicContent', illustration: { url: '/media/other.jpg', width: 900, height: 600, alt: '' } },
        ],
      }),
    ]);
    const presets = Object.fromEntries(refs.filter((ref) => ref.preset !== 'social').map((ref) => [ref.url, ref.preset]));
    expect(presets).toEqual({
      '/media/lead.jpg': 'hero',
      '/media/hero.jpg': 'hero',
      '/media/card.jpg': 'card',
      '/media/ana.jpg': 'avatar',
    });
    expect(refs.find((ref) => ref.url === '/media/card.jpg')?.path).toBe('template.mainSection[0].items[0].image');
    // The lead image is also the page's link preview (SPEC §2 "social image").
    expect(refs.filter((ref) => ref.preset === 'social').map((ref) => [ref.url, ref.path])).toEqual([
      ['/media/lead.jpg', 'template.image'],
    ]);
  });

  it('plans the social preset for the social image (object or bare URL) before the lead image, and none without either', () => {
    const withSocial = (socialImage: unknown) =>
      ({
        page: { path: '/news/s/', socialImage, template: { templateType: 'NewsDetail', image: image('/media/lead.jpg') } },
        modules: [],
      }) as unknown as PageView;
    const social = (views: PageView[]) =>
      collectImages(views)
        .filter((ref) => ref.preset === 'social')
        .map((ref) => [ref.url, ref.path, ref.width]);
    expect(social([withSocial(image('/media/share.jpg', 2400, 1260))])).toEqual([['/media/share.jpg', 'socialImage', 2400]]);
    expect(social([withSocial('/media/share.jpg')])).toEqual([['/media/share.jpg', 'socialImage', 0]]);
    expect(social([view('/about/', { mainSection: [{ component: 'BasicContent', illustration: image('/media/other.jpg') }] })])).toEqual(
      [],
    );
  });

  it('maps content positions to crop positions, faces to the attention strategy (SPEC §9)', () => {
    expect(cropPosition('faces')).toBe('attention');
    expect(cropPosition('top left')).toBe('left top');
    expect(cropPosition(undefined)).toBe('centre');
    expect(cropPosition('somewhere')).toBe('centre');
  });
});

describe('image variants: cache keys', () => {
  const base: Transform = { width: 420, height: 236, format: 'avif', quality: 75, position: 'centre' };
  it('depend on the source bytes and every part of the transform', () => {
    const key = variantKey('source-a', base);
    expect(variantKey('source-a', { ...base })).toBe(key);
    expect(variantKey('source-b', base)).not.toBe(key);
    for (const change of [{ width: 421 }, { height: 237 }, { format: 'webp' as const }, { quality: 60 }, { position: 'top' }]) {
      expect(variantKey('source-a', { ...base, ...change })).not.toBe(key);
    }
  });
  it('depend on the encoding, and the full encoding keeps the keys it had before there was another', () => {
    expect(variantKey('source-a', base, 'full')).toBe(variantKey('source-a', base));
    expect(variantKey('source-a', base, 'fast')).not.toBe(variantKey('source-a', base));
    // The key of this transform before encodings existed: a kept cache stays valid.
    expect(variantKey('source-a', base)).toBe('7109acf122496447bb77a41b1f4490ad6d0eb93ebe67d58a11b0573490b5bdd6');
  });
});

describe('image variants: encoding and the cache across builds', () => {
  let work: string;
  let mediaDir: string;
  let cacheDir: string;
  const views = [
    view('/news/a/', { image: image('/media/a.jpg') }),
    view('/news/b/', {
      image: image('/media/b.jpg'),
      mainSection: [
        { component: 'X', items: [{ kind: 'news', id: 'a', title: 'A', url: '/news/a/', image: image('/media/a.jpg', 900, 600, 'card') }] },
      ],
    }),
    view('/news/c/', { image: image('/media/logo.png', 600, 160) }),
  ];
  const run = () => buildImages({ views, mediaDirs: [mediaDir], cacheDir, reporter: silentReporter, concurrency: 2 });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-images-'));
    mediaDir = join(work, 'media');
    cacheDir = join(work, 'cache');
    await import('node:fs/promises').then((fs) => fs.mkdir(mediaDir));
    await picture(join(mediaDir, 'a.jpg'), '#336699');
    await picture(join(mediaDir, 'b.jpg'), '#993366');
    await sharp({ create: { width: 600, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="600" height="160"><circle cx="80" cy="80" r="60" fill="#000e3e"/></svg>') }])
      .png()
      .toFile(join(mediaDir, 'logo.png'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('encodes every variant on a cold build, in avif, webp and a jpeg (png when transparent) fallback', async () => {
    const cold = await run();
    expect(cold.stats.images).toBe(3);
    expect(cold.stats.encoded).toBe(cold.stats.variants);
    const a = cold.assets['/media/a.jpg'];
    // Used as a hero and as a card: both presets' widths, capped at the 900px source.
    // Lead image of /news/a/: also its link preview, one JPEG capped at the 900px source.
    expect(Object.keys(a?.presets ?? {}).sort()).toEqual(['card', 'hero', 'social']);
    expect(a?.presets.social).toEqual([
      { format: 'jpeg', candidates: [{ url: expect.stringMatching(/^\/_img\/a-900x600-[0-9a-f]{10}\.jpg$/), width: 900, height: 600 }] },
    ]);
    expect(a?.presets.hero?.map((set) => set.format)).toEqual(['avif', 'webp', 'jpeg']);
    expect(a?.presets.hero?.[0]?.candidates.map((c) => [c.width, c.height])).toEqual([
      [420, 280],
      [768, 512],
      [900, 600],
    ]);
    expect(a?.placeholder).toMatch(/^data:image\/webp;base64,/);
    const logo = cold.assets['/media/logo.png'];
    expect(logo?.presets.hero?.map((set) => set.format)).toEqual(['avif', 'webp', 'png']);
    // Link previews take JPEG: the transparent logo's preview is flattened, not a PNG.
    expect(logo?.presets.social?.map((set) => set.format)).toEqual(['jpeg']);
    expect(logo?.placeholder).toBeUndefined();

    const out = join(work, 'dist');
    await cold.writeTo(out);
    const written = await readdir(join(out, '_img'));
    const first = a?.presets.hero?.[0]?.candidates[0];
    expect(written).toContain(first?.url.slice('/_img/'.length));
    const meta = await sharp(join(out, first?.url as string)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 420, 280]);
  });

  it('deferred (unisite start): the same files planned, only the placeholders encoded, every other variant put in place after', async () => {
    const coldCache = join(work, 'cache-deferred');
    const deferred = await buildImages({
      views,
      mediaDirs: [mediaDir],
      cacheDir: coldCache,
      reporter: silentReporter,
      concurrency: 2,
      defer: true,
    });
    const waited = await run();
    expect(deferred.assets).toEqual(waited.assets);
    // The two opaque sources' placeholders (the page data carries them); the transparent logo has none.
    expect(deferred.stats.encoded).toBe(2);
    expect(deferred.deferred.length).toBe(waited.stats.variants - 2);
    const [out, site, whole] = ['dist-deferred', 'site-deferred', 'dist-waited'].map((name) => join(work, name)) as [
      string,
      string,
      string,
    ];
    // The built folders, which the background puts the variants into (it skips a folder gone).
    for (const dir of [out, site]) await mkdir(dir);
    await deferred.writeTo(out);
    await waited.writeTo(whole);
    const variantsIn = (dir: string) =>
      readdir(join(dir, '_img')).then(
        (files) => files.sort(),
        () => [],
      );
    expect(await variantsIn(out)).toEqual([]);
    let start = () => undefined as void;
    const background = encodeInBackground({
      variants: deferred.deferred.map((variant) => ({ ...variant, dirs: [site, out] })),
      cacheDir: coldCache,
      reporter: silentReporter,
      concurrency: 2,
      after: new Promise<void>((resolve) => (start = resolve)),
    });
    // Asked for before the queue starts: encoded at once, into both folders.
    const asked = deferred.deferred[0]?.published as string;
    expect(await background.encodeNow(asked)).toBe(true);
    expect(await variantsIn(out)).toEqual([asked.slice('/_img/'.length)]);
    expect(await background.encodeNow('/_img/not-a-variant.avif')).toBe(false);
    start();
    await background.done;
    expect(await variantsIn(out)).toEqual(await variantsIn(whole));
    expect(await variantsIn(site)).toEqual(await variantsIn(whole));
    expect(await readFile(join(out, asked))).toEqual(await readFile(join(whole, asked)));
  });

  it('encodes the same sizes and formats at the fast setting, into other files under addresses of their own', async () => {
    const full = await run();
    const fastCache = join(work, 'cache-fast');
    const fast = await buildImages({
      views,
      mediaDirs: [mediaDir],
      cacheDir: fastCache,
      reporter: silentReporter,
      concurrency: 2,
      encoding: 'fast',
    });
    expect(fast.stats.encoded).toBe(fast.stats.variants);
    const shape = (build: typeof full) =>
      Object.values(build.assets).map((asset) =>
        Object.entries(asset.presets).map(([preset, sets]) => [
          preset,
          sets.map((set) => [set.format, set.candidates.map((c) => [c.width, c.height])]),
        ]),
      );
    expect(shape(fast)).toEqual(shape(full));
    const urls = (build: typeof full) =>
      Object.values(build.assets).flatMap((asset) =>
        Object.values(asset.presets)
          .flat()
          .flatMap((set) => set.candidates.map((c) => c.url)),
      );
    expect(urls(fast).filter((url) => urls(full).includes(url))).toEqual([]);
    // The settings themselves, on a photo-like (noisy) source: every format's fast file is another file.
    await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 90 })
      .toFile(join(mediaDir, 'noise.jpg'));
    const photo = [view('/news/n/', { image: image('/media/noise.jpg') })];
    const files = async (encoding: 'full' | 'fast') => {
      const build = await buildImages({
        views: photo,
        mediaDirs: [mediaDir],
        cacheDir: join(work, `cache-photo-${encoding}`),
        reporter: silentReporter,
        encoding,
      });
      const out = join(work, `dist-photo-${encoding}`);
      await build.writeTo(out);
      const sets = build.assets['/media/noise.jpg']?.presets.hero ?? [];
      return Promise.all(sets.map(async (set) => [set.format, await readFile(join(out, set.candidates[0]?.url as string))] as const));
    };
    const [fullFiles, fastFiles] = await Promise.all([files('full'), files('fast')]);
    expect(fastFiles.map(([format]) => format)).toEqual(['avif', 'webp', 'jpeg']);
    for (const [index, [format, bytes]] of fastFiles.entries()) expect(bytes.equals(fullFiles[index]?.[1] as Buffer), format).toBe(false);
  });

  it('encodes a 1200-wide JPEG preview of a wider source, and the head points og:image at that file', async () => {
    await picture(join(mediaDir, 'wide.jpg'), '#117755', 2400, 1350);
    const page = pageOf({
      template: {
        templateType: 'NewsDetail',
        title: 'Wide',
        date: '2026-01-01',
        summary: 'S',
        body: '',
        mainSection: [],
        image: image('/media/wide.jpg', 2400, 1350),
      },
    });
    const pageView: PageView = { page, modules: [], headerOverHero: false };
    const result = await buildImages({ views: [pageView], mediaDirs: [mediaDir], cacheDir, reporter: silentReporter });
    pageView.images = result.forPage(pageView);
    const out = join(work, 'dist-social');
    await result.writeTo(out);

    const data = dataOf(page);
    data.pageData.result.pageContext.images = pageView.images;
    const meta = Object.fromEntries(
      headTags(data).flatMap((tag) =>
        tag.tag === 'meta' && 'property' in tag.attributes ? [[tag.attributes.property, tag.attributes.content]] : [],
      ),
    );
    const ogImage = new URL(meta['og:image'] as string);
    expect(ogImage.origin).toBe('https://www.ibera.edu');
    expect(ogImage.pathname).toMatch(/^\/_img\/wide-1200x675-[0-9a-f]{10}\.jpg$/);
    expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '675']);
    const file = await sharp(join(out, ogImage.pathname)).metadata();
    expect([file.format, file.width, file.height]).toEqual(['jpeg', 1200, 675]);
  });

  it('encodes nothing on a warm build and gives the same URLs', async () => {
    const cold = await run();
    const warm = await run();
    expect(warm.stats.encoded).toBe(0);
    expect(warm.assets).toEqual(cold.assets);
  });

  it('re-encodes only the variants of a changed source', async () => {
    const before = await run();
    const bVariants = Object.values(before.assets['/media/b.jpg']?.presets ?? {}).flatMap((sets) =>
      sets.flatMap((set) => set.candidates.map((c) => c.url)),
    );
    await picture(join(mediaDir, 'a.jpg'), '#cc8800');
    const after = await run();
    const aVariants = new Set(
      Object.values(after.assets['/media/a.jpg']?.presets ?? {}).flatMap((sets) => sets.flatMap((set) => set.candidates.map((c) => c.url))),
    );
    // a.jpg: its distinct variant files plus its placeholder; nothing of b.jpg or the logo.
    expect(after.stats.encoded).toBe(aVariants.size + 1);
    expect(after.assets['/media/a.jpg']).not.toEqual(before.assets['/media/a.jpg']);
    expect(after.assets['/media/b.jpg']).toEqual(before.assets['/media/b.jpg']);
    expect(bVariants.length).toBeGreaterThan(0);
  });

  it('names every page and field that links a missing file, all at once', async () => {
    const broken = [
      view('/news/x/', { image: image('/media/nope.jpg') }),
      view('/es/noticias/x/', { image: image('/media/nope.jpg') }),
      view('/y/', { image: image('https://elsewhere.example/p.jpg') }),
    ];
    const error = await buildImages({ views: broken, mediaDirs: [mediaDir], cacheDir, reporter: silentReporter }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.map((p) => `${p.document} → ${p.path}`);
    expect(problems).toEqual([
      'page /news/x/ → template.image.url',
      'page /es/noticias/x/ → template.image.url',
      'page /y/ → template.image.url',
    ]);
    expect((error as Error).message).toContain('"/media/nope.jpg" is not in the media library');
  });

  it('looks for /media/ files in the synced thumbnails first, then in the media library', async () => {
    const synced = join(work, 'snapshot-media');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(synced, 'thumbnails'), { recursive: true }));
    await picture(join(synced, 'thumbnails', 'video-1.jpg'), '#222222', 640, 360);
    const pages = [
      view('/v/', { image: image('/media/a.jpg'), video: { youtubeId: 'x', thumbnail: image('/media/thumbnails/video-1.jpg', 640, 360) } }),
    ];
    const result = await buildImages({ views: pages, mediaDirs: [synced, mediaDir], cacheDir, reporter: silentReporter });
    expect(result.assets['/media/thumbnails/video-1.jpg']?.width).toBe(640);
    expect(result.assets['/media/a.jpg']?.width).toBe(900);
  });

  it('leaves asset-service images to the service', async () => {
    const service = [view('/z/', { image: image('https://assets.example.edu/photos/dam-42') })];
    const result = await buildImages({
      views: service,
      mediaDirs: [mediaDir],
      cacheDir,
      reporter: silentReporter,
      assetDomain: 'https://assets.example.edu',
    });
    expect(result.stats.encoded).toBe(0);
    expect(result.assets['https://assets.example.edu/photos/dam-42']?.service).toEqual({
      domain: 'https://assets.example.edu',
      damId: 'dam-42',
    });
  });

  it('keeps cache files of unchanged sources untouched', async () => {
    await run();
    const files = async () => {
      const out: Record<string, number> = {};
      for (const entry of await readdir(cacheDir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) out[entry.name] = (await stat(join(entry.parentPath, entry.name))).mtimeMs;
      }
      return out;
    };
    // Every cache file dated a day back: one written again by the next run, in whatever
    // millisecond, is then dated now.
    const dayBack = new Date(Date.now() - 86_400_000);
    for (const entry of await readdir(cacheDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) await utimes(join(entry.parentPath, entry.name), dayBack, dayBack);
    const before = await files();
    await writeFile(
      join(mediaDir, 'b.jpg'),
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#111111' } })
        .jpeg()
        .toBuffer(),
    );
    await run();
    const after = await files();
    for (const [name, mtime] of Object.entries(before)) expect(after[name]).toBe(mtime);
    expect(Object.keys(after).length).toBeGreaterThan(Object.keys(before).length);
  });
});

describe('image variants: the formats of one size', () => {
  let work: string;
  let mediaDir: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-images-formats-'));
    mediaDir = join(work, 'media');
    await mkdir(mediaDir);
    // Four coloured quadrants, stored on its side with the EXIF orientation that stands it up:
    // a variant that lost the rotation, the crop or the size shows other colours where they should be.
    const quadrant = (colour: string) =>
      sharp({ create: { width: 450, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [red, blue, green, yellow] = await Promise.all(['#d02020', '#2040d0', '#20a040', '#e0c020'].map(quadrant));
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#000000' } })
      .composite([
        { input: red as Buffer, left: 0, top: 0 },
        { input: blue as Buffer, left: 450, top: 0 },
        { input: green as Buffer, left: 0, top: 300 },
        { input: yellow as Buffer, left: 450, top: 300 },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toFile(join(mediaDir, 'sideways.jpg'));
    // A transparent logo, shown with the default preset: its PNG fallback and its JPEG preview
    // (flattened onto white before resizing) are encoded apart from the pixels its AVIF and WebP
    // share, also at 1200 wide, where the preview has the size of other variants.
    await sharp({ create: { width: 1400, height: 374, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="1400" height="374"><circle cx="700" cy="187" r="150" fill="#000e3e"/></svg>') }])
      // 72 dpi, as the demo's logos: the PNG fallback carries it.
      .withDensity(72)
      .png()
      .toFile(join(mediaDir, 'logo.png'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const views = [
    view('/news/s/', {
      image: { ...image('/media/sideways.jpg', 600, 900), position: 'top' },
      mainSection: [
        {
          component: 'PeopleList',
          people: [{ name: 'Ana', avatar: { ...image('/media/sideways.jpg', 600, 900, 'avatar'), position: 'faces' } }],
        },
      ],
    }),
    view('/news/l/', { image: image('/media/logo.png', 1400, 374, 'default') }),
  ];

  it('are one picture: each format of a size decodes to the same dimensions and to the source, rotated and cropped', async () => {
    const built = await buildImages({
      views,
      mediaDirs: [mediaDir],
      cacheDir: join(work, 'cache'),
      reporter: silentReporter,
      encoding: 'fast',
    });
    const out = join(work, 'dist');
    await built.writeTo(out);
    const pixels = async (input: string | Buffer) => {
      const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, size: `${info.width}x${info.height}` };
    };
    const source = await readFile(join(mediaDir, 'sideways.jpg'));
    let compared = 0;
    for (const [preset, sets] of Object.entries(built.assets['/media/sideways.jpg']?.presets ?? {})) {
      for (const { width, height } of sets[0]?.candidates ?? []) {
        // What sharp makes of the source at that size, straight: the picture every format must show.
        const position = preset === 'avatar' ? 'attention' : 'centre';
        const expected = await pixels(await sharp(source).rotate().resize(width, height, { fit: 'cover', position }).png().toBuffer());
        for (const set of sets) {
          const candidate = set.candidates.find((c) => c.width === width && c.height === height);
          const got = await pixels(join(out, candidate?.url as string));
          expect(got.size, `${preset} ${set.format}`).toBe(`${width}x${height}`);
          let difference = 0;
          for (let i = 0; i < got.data.length; i += 1) difference += Math.abs((got.data[i] as number) - (expected.data[i] as number));
          // Lossy formats at quality 75 stray a few levels on average; another picture strays by a hundred or more.
          expect(difference / got.data.length, `${preset} ${width}x${height} ${set.format}`).toBeLessThan(8);
          compared += 1;
        }
      }
    }
    // hero: 420, 600 wide in three formats; social: one JPEG; avatar: 192 in three formats.
    expect(compared).toBe(10);
  });

  it('are the same files whether encoded together by the build or one at a time, as `unisite start` encodes a variant asked for', async () => {
    const together = await buildImages({ views, mediaDirs: [mediaDir], cacheDir: join(work, 'cache-together'), reporter: silentReporter });
    const deferred = await buildImages({
      views,
      mediaDirs: [mediaDir],
      cacheDir: join(work, 'cache-alone'),
      reporter: silentReporter,
      defer: true,
    });
    const [whole, alone] = [join(work, 'dist-together'), join(work, 'dist-alone')];
    await mkdir(alone);
    await together.writeTo(whole);
    const background = encodeInBackground({
      variants: deferred.deferred.map((variant) => ({ ...variant, dirs: [alone] })),
      cacheDir: join(work, 'cache-alone'),
      reporter: silentReporter,
      concurrency: 2,
      // The queue never starts: every variant is asked for, and so encoded, alone.
      after: new Promise<void>(() => undefined),
    });
    for (const variant of deferred.deferred) expect(await background.encodeNow(variant.published)).toBe(true);
    expect(deferred.deferred.map((variant) => variant.extension).sort()).toEqual(expect.arrayContaining(['avif', 'jpg', 'png', 'webp']));
    for (const variant of deferred.deferred) {
      expect(
        (await readFile(join(alone, variant.published))).equals(await readFile(join(whole, variant.published))),
        variant.published,
      ).toBe(true);
    }
  });

  it('a variant the background cannot encode is a coded warning naming it, and the end says how many failed', async () => {
    const media = join(work, 'media-background');
    await mkdir(media);
    await picture(join(media, 'changing.jpg'), '#993366');
    const deferred = await buildImages({
      views: [view('/news/changing/', { image: image('/media/changing.jpg') })],
      mediaDirs: [media],
      cacheDir: join(work, 'cache-background'),
      reporter: silentReporter,
      defer: true,
    });
    // The picture replaced after the build planned its variants: none of them may be encoded from it.
    await picture(join(media, 'changing.jpg'), '#112233');
    const warnings: string[] = [];
    const out = join(work, 'dist-background');
    await mkdir(out);
    const background = encodeInBackground({
      variants: deferred.deferred.map((variant) => ({ ...variant, dirs: [out] })),
      cacheDir: join(work, 'cache-background'),
      reporter: { ...silentReporter, warn: (message) => warnings.push(message) },
      concurrency: 1,
    });
    await background.done;
    const first = deferred.deferred[0]?.published as string;
    expect(warnings).toContainEqual(
      `[IMAGE_VARIANT_FAILED] images: ${first} could not be encoded: [IMAGE_CHANGED_DURING_BUILD] ${join(media, 'changing.jpg')} changed during the build. (Build again once the file is written.)`,
    );
    expect(warnings.at(-1)).toMatch(
      new RegExp(
        `^\\[IMAGE_VARIANTS_INCOMPLETE\\] images: 0 of ${deferred.deferred.length} variants encoded in the background in [\\d.]+ s, ${deferred.deferred.length} failed \\(above\\) \\(Correct the images named above`,
      ),
    );
  });

  it('a source whose header reads but whose pixels do not fails the build with IMAGE_UNREADABLE, naming the file', async () => {
    const whole = await readFile(join(mediaDir, 'sideways.jpg'));
    await writeFile(join(mediaDir, 'cut.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    const error = await buildImages({
      views: [view('/news/cut/', { image: image('/media/cut.jpg', 600, 900) })],
      mediaDirs: [mediaDir],
      cacheDir: join(work, 'cache-cut'),
      reporter: silentReporter,
      encoding: 'fast',
    }).catch((e: unknown) => e);
    expect(isUserError(error) && error.code).toBe('IMAGE_UNREADABLE');
    expect((error as Error).message).toContain(`${join(mediaDir, 'cut.jpg')} could not be decoded`);
  });
});
