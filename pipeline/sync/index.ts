// `unisite sync`: CMS → validated, typed snapshots in content/snapshots/.
import { startCms } from '../../content/cms/server.ts';
import type { Reporter } from '../reporter.ts';
import { ContentError, validateContent, type ContentProblem } from './validate.ts';
import { fetchContent, type CmsSource } from './fetch-content.ts';
import { createRetryingFetch, FetchFailedError } from './retrying-fetch.ts';
import { writeSnapshots, type SnapshotDiff } from '../snapshots/index.ts';
import { PUBLIC_ENDPOINTS, resolveThumbnails, standInEndpoints, type ThumbnailEndpoints } from './media-thumbnails.ts';

export interface SyncOptions {
  snapshotsDir: string;
  /** A page naming an unknown template fails the sync instead of being left out. */
  strict?: boolean | undefined;
  /** Remote CMS; when absent the embedded CMS in content/cms/ is started on loopback. */
  cmsUrl?: string | undefined;
  regionsUrl?: string | undefined;
  /** Documents for the embedded CMS (tests use fixtures). */
  documentsDir?: string | undefined;
  reporter: Reporter;
  retryBaseDelayMs?: number;
  /** Where video and audio thumbnails come from (SPEC §7); the embedded CMS's stand-ins when it runs. */
  thumbnailEndpoints?: ThumbnailEndpoints | undefined;
}

export interface SyncResult {
  pages: number;
  diff: SnapshotDiff;
  warnings: ContentProblem[];
  source: string;
}

export async function sync(options: SyncOptions): Promise<SyncResult> {
  const { reporter } = options;
  const started = Date.now();

  // 1. Reach the CMS: the remote one, or the embedded one on an ephemeral loopback port.
  const embedded = options.cmsUrl ? null : await startCms({ documentsDir: options.documentsDir });
  const source: CmsSource = embedded
    ? { cmsUrl: embedded.url, regionsUrl: options.regionsUrl ?? embedded.origin }
    : { cmsUrl: options.cmsUrl as string, regionsUrl: options.regionsUrl ?? new URL(options.cmsUrl as string).origin };
  const label = embedded ? 'embedded CMS (content/cms/documents)' : source.cmsUrl;

  try {
    // 2. Fetch everything, retrying network errors and 5xx.
    reporter.phase(`sync: fetching from ${label}`);
    const fetchImpl = createRetryingFetch({
      baseDelayMs: options.retryBaseDelayMs,
      onRetry: (attempt, reason) => reporter.warn(`CMS request failed (${reason}); retry ${attempt} of 3`),
    });
    const raw = await fetchContent(source, fetchImpl, (done, total) => reporter.progress(done, total)).catch((error: unknown) => {
      if (!(error instanceof FetchFailedError)) throw error;
      throw new FetchFailedError(
        error.url,
        error.attempts,
        error.reason,
        embedded
          ? 'The embedded CMS did not answer; nothing was written.'
          : 'Check that CMS_URL (and REGIONS_URL) point at a running CMS, or unset them to use the embedded CMS. Nothing was written: the previous snapshots are unchanged.',
      );
    });

    // 2b. Video and audio thumbnails (SPEC §7), resolved now rather than in visitors' browsers.
    const endpoints = options.thumbnailEndpoints ?? (embedded ? standInEndpoints(embedded.origin) : publicEndpoints());
    const thumbnails = await resolveThumbnails(raw.pages, endpoints, fetchImpl);
    for (const warning of thumbnails.warnings) reporter.warn(`${warning.document} → ${warning.path}: ${warning.message}`);

    // 3. Validate all of it, reporting every problem at once.
    reporter.phase(`sync: validating ${raw.pages.length} pages`);
    const result = validateContent(raw, { strict: options.strict });
    for (const warning of [...result.warnings, ...result.skipped])
      reporter.warn(`${warning.document} → ${warning.path}: ${warning.message}`);
    if (!result.content) {
      throw new ContentError(
        result.problems,
        'Nothing was written: the previous snapshots are unchanged. Fix the documents in the CMS and run `unisite sync` again.',
      );
    }

    // 4. Write the snapshots atomically and tell what changed.
    reporter.phase('sync: writing content/snapshots');
    const { diff } = await writeSnapshots(options.snapshotsDir, result.content, embedded ? 'embedded' : source.cmsUrl, thumbnails.files);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    reporter.done(
      `synced ${result.content.pages.length} pages in ${seconds} s: ${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed, ${diff.unchanged} unchanged`,
    );
    return { pages: result.content.pages.length, diff, warnings: result.warnings, source: label };
  } finally {
    await embedded?.close();
  }
}

/** The public thumbnail endpoints, each overridable for a proxy or a test double. */
function publicEndpoints(): ThumbnailEndpoints {
  return {
    videoThumbnails: process.env.VIDEO_THUMBNAILS_URL || PUBLIC_ENDPOINTS.videoThumbnails,
    videoOembed: process.env.VIDEO_OEMBED_URL || PUBLIC_ENDPOINTS.videoOembed,
    audioEpisodes: process.env.AUDIO_EPISODES_URL || PUBLIC_ENDPOINTS.audioEpisodes,
  };
}
