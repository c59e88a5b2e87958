// One measured run of the image build step (child process of images.bench.ts, so each run's
// peak memory is its own). Prints one JSON line: the step's stats, seconds and peak RSS.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { silentReporter } from '../../pipeline/reporter.ts';
import { buildImages } from '../../pipeline/images/index.ts';
import { BUILT_LOCALES, ContentIndex, resolvePage, urlSite } from '../../pipeline/resolve/index.ts';
import { readSnapshots } from '../../pipeline/snapshots/index.ts';
import { validateContent } from '../../pipeline/sync/validate.ts';
import type { PageView } from '../../site/lib/page-view.ts';

const [snapshotsDir, cacheDir, mode] = process.argv.slice(2) as [string, string, 'site' | 'all-media'];
const root = resolve(import.meta.dirname, '../..');
const mediaDir = join(root, 'content/cms/media');

const content = validateContent(await readSnapshots(snapshotsDir)).content;
if (!content) throw new Error('bench: the snapshots do not validate; run `unisite sync`');
const index = new ContentIndex(content.pages, urlSite(content.site));
const views: PageView[] = content.pages
  .filter((page) => BUILT_LOCALES.has(page.locale))
  .map((page) => resolvePage(page, index, { warn: () => undefined }));
if (mode === 'all-media') {
  // Every demo image as a hero and as a card, as a media-heavy site would use them.
  const files = (await readdir(mediaDir)).sort();
  const image = (name: string) => ({ url: `/media/${name}`, width: 1, height: 1, alt: name });
  views.push({
    page: {
      path: '/bench/',
      template: {
        templateType: 'BasicTemplate',
        items: files.map((name, i) => ({ kind: 'news', id: `b${i}`, title: name, url: '/bench/', image: image(name) })),
        heroes: files.map((name) => ({ component: 'HeroImage', image: image(name) })),
      },
    },
    modules: [],
  } as unknown as PageView);
}

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const out = await mkdtemp(join(tmpdir(), 'unisite-bench-img-'));
const result = await buildImages({ views, mediaDirs: [join(snapshotsDir, 'media'), mediaDir], cacheDir, reporter: silentReporter });
await result.writeTo(out);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
await rm(out, { recursive: true, force: true });
console.log(
  JSON.stringify({
    images: result.stats.images,
    variants: result.stats.variants,
    encoded: result.stats.encoded,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    rssBeforeMb: rssBefore / 1024 / 1024,
  }),
);
