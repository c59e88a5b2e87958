// Step 5: images (SPEC §9): encode the variants the pages' definitions asked for (cached by content
// hash), and plan the audio, video and documents the pages publish; then give each resolved page
// its image assets and its structured data (each template's JSON-LD, now that its images have
// published addresses). A kept page whose images are planned otherwise than last time (a source
// file replaced) is resolved after all.
import { join } from 'node:path';
import type { SiteView } from '../../../site/lib/page-view.ts';
import { remembered } from '../../../site/lib/remembered.ts';
import { config } from '../../config.ts';
import { textDigest } from '../../digest.ts';
import { collectPageFiles, type PageFiles } from '../../images/collect.ts';
import { buildImages, type ImageBuild } from '../../images/index.ts';
import { planMediaFiles } from '../../images/media-files.ts';
import { templateStructuredData } from '../../resolve/structured-data.ts';
import type { KeptEntry, ResolvedEntry } from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import type { Resolved } from './04-resolve.ts';
import { bug } from '../../errors/index.ts';

export interface PublishedFiles {
  images: ImageBuild;
  media: Awaited<ReturnType<typeof planMediaFiles>>;
}

export async function publishImages(run: BuildRun, resolved: Resolved): Promise<PublishedFiles> {
  const { options, reporter, schedule } = run;
  const { entries, sites } = resolved;
  // The media library: the synced thumbnails first, then the CMS's files.
  const mediaDirs = [join(options.snapshotsDir, 'media'), options.mediaDir ?? join(options.root, 'content/cms/media')];
  // Each page resolved walked once for the images, media and documents it needs published; a
  // page kept without resolving it has them in its record.
  const pageFiles = entries.map((entry) =>
    'kept' in entry ? (entry.kept.files as PageFiles) : (entry.files = collectPageFiles(entry.view)),
  );
  const images = await buildImages({
    pageFiles,
    mediaDirs,
    cacheDir: options.imageCacheDir ?? config().imageCacheDir ?? join(options.root, '.unisite/image-cache'),
    assetDomain: options.assetDomain ?? config().assetDomain,
    encoding: options.imageEncoding ?? config().imageEncoding,
    defer: options.deferImages,
    reporter,
  });
  // The audio and video the pages play, and the documents they link, are published as they are
  // (same origin, for the CSP).
  const media = await planMediaFiles(pageFiles, mediaDirs, reporter);

  const assetsOf = (files: PageFiles) => {
    const shown = images.forFiles(files);
    return { shown, digest: textDigest(JSON.stringify(shown)) };
  };
  const complete = (entry: ResolvedEntry): ResolvedEntry => {
    const { shown, digest } = assetsOf(entry.files as PageFiles);
    if (Object.keys(shown).length > 0) entry.view.images = shown;
    entry.images = digest;
    const nodes = templateStructuredData(entry.view, sites.get(entry.view.page.locale) as SiteView);
    if (nodes) entry.view.structuredData = nodes;
    return entry;
  };
  // A kept page is resolved after all when its images were planned otherwise than last time or
  // its files cannot be kept (the write-pages step): resolved, walked and completed as above.
  const resolveLater = resolved.resolveKept;
  const resolveKept = (entry: KeptEntry): ResolvedEntry => {
    const late = (resolveLater as (entry: KeptEntry) => ResolvedEntry)(entry);
    const files = collectPageFiles(late.view);
    // Its images were planned from its record: the same reads resolve to the same page.
    if (JSON.stringify(files) !== JSON.stringify(entry.kept.files)) {
      // Resolving is a pure function of what the record names; a difference is a bug (the
      // workaround: remove the kept build and build again).
      throw bug(`build: ${entry.page.path} resolved to other images than its record names; remove ${run.hostDir} and build again`);
    }
    late.files = files;
    run.resolvedPages += 1;
    return complete(late);
  };
  resolved.resolveKept = resolveLater && resolveKept;
  // Most pages kept share their files with others (none, or the site's few images): the digest
  // of each distinct set is made once.
  const keptDigests = new Map<string, string>();
  const keptDigestOf = (files: PageFiles): string => remembered(keptDigests, JSON.stringify(files), () => assetsOf(files).digest);
  for (const [at, entry] of entries.entries()) {
    if (!('kept' in entry)) complete(entry);
    else if (keptDigestOf(entry.kept.files as PageFiles) !== entry.kept.images) {
      entries[at] = resolveKept(entry);
    }
  }
  schedule.collectAfter(run.resolvedPages);
  run.clock.lap('images');
  return { images, media };
}
