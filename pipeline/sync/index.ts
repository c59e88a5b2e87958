// `unisite sync`: CMS → validated, typed snapshots in content/snapshots/.
import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import { startCms } from '../cms.ts';
import { CmsDocumentError, loadDocuments } from '../../content/cms/documents.ts';
import { DEFAULT_DOCUMENTS_DIR } from '../cms.ts';
import { config, type Config } from '../config.ts';
import { ContentError, userError, warning } from '../errors/index.ts';
import type { Reporter } from '../reporter.ts';
import { validateContent } from './validate.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { fetchContent, type CmsSource } from './fetch-content.ts';
import { createCmsFetch, syncTimeoutError, withHeaders } from './cms-request.ts';
import { checkRemovals, removedPages } from './removal-guard.ts';
import { snapshotSites, writeSnapshots, type SnapshotDiff } from '../snapshots/index.ts';
import { checkListedSites } from './content-checks.ts';
import { withFolderLock } from '../write/lock.ts';
import { useThirdPartyStandIns } from './third-party-stand-ins.ts';
import {
  configuredEndpoints,
  resolveThumbnails,
  standInEndpoints,
  thumbnailOrigins,
  type NotLookedUp,
  type ThumbnailEndpoints,
} from './media-thumbnails.ts';
import { checkDownloads, type AssetService } from './downloads.ts';
import { MEDIA_DIR } from '../../content/cms/stand-ins.ts';

export interface SyncOptions {
  snapshotsDir: string;
  /** Only the site of this key or id (`--site law-school`); the others keep their snapshots. Default: every site. */
  site?: number | string | undefined;
  /** A page naming an unknown template fails the sync instead of being left out. */
  strict?: boolean | undefined;
  /** Remote CMS; when absent the embedded CMS in content/cms/ is started on loopback. */
  cmsUrl?: string | undefined;
  regionsUrl?: string | undefined;
  /** Documents for the embedded CMS (tests use fixtures). */
  documentsDir?: string | undefined;
  reporter: Reporter;
  retryBaseDelayMs?: number;
  /** Where video and audio thumbnails come from (SPEC §7); default: the embedded CMS's stand-ins when it runs, else `thumbnails`. */
  thumbnailEndpoints?: ThumbnailEndpoints | undefined;
  /** With a remote CMS, which kinds are looked up and where; default from the environment (VIDEO_THUMBNAILS_URL, …). */
  thumbnails?: Config['thumbnails'] | undefined;
  /** Request deadlines and the overall bound; default from the environment (pipeline/config.ts). */
  timeouts?: Partial<Config['cms']> | undefined;
  /** The largest answers read; default from the environment (UNISITE_SYNC_MAX_ANSWER_BYTES, UNISITE_SYNC_MAX_THUMBNAIL_BYTES). */
  limits?: Partial<Config['sync']> | undefined;
  /** Publish a result that removes the home page, every page or many pages (default: refuse). */
  allowRemovals?: boolean | undefined;
  /** Credentials sent to the CMS (content calls only), e.g. `authorization: Bearer …` from CMS_TOKEN. */
  headers?: Record<string, string> | undefined;
  /** Share of pages a sync may remove unasked; default UNISITE_SYNC_MAX_REMOVAL or 0.2. */
  maxRemovalShare?: number | undefined;
  /** The media library the downloads content links are checked against (default content/cms/media, as the build's). */
  mediaDir?: string | undefined;
  /** Origin of the digital-asset service, whose documents content may link (default ASSET_DOMAIN). */
  assetDomain?: string | undefined;
  /** How sync asks the asset service for a document (tests); default a fetch limited to its origin. */
  assetFetch?: typeof fetch | undefined;
}

export interface SyncResult {
  pages: number;
  /** The keys of the sites synced, the default site first. */
  sites: string[];
  diff: SnapshotDiff;
  /** Snapshot files written; unchanged ones are kept from the previous snapshots (hard links). */
  written: number;
  warnings: ContentProblem[];
  source: string;
}

/** Only absolute http(s) URLs: `new URL('cms.example.org/graphql')` fails with a bare TypeError. */
function checkedUrl(name: string, value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  throw userError('CMS_URL_INVALID', { name, value });
}

export async function sync(options: SyncOptions): Promise<SyncResult> {
  // One sync per snapshot folder; leftovers of killed syncs are removed first.
  return withFolderLock(options.snapshotsDir, 'unisite sync', () => syncLocked(options), options.reporter.warn);
}

async function syncLocked(options: SyncOptions): Promise<SyncResult> {
  const { reporter } = options;
  const started = Date.now();
  const timeouts = { ...config().cms, ...options.timeouts };
  const limits = { ...config().sync, ...options.limits };
  const cmsUrl = options.cmsUrl === undefined ? undefined : checkedUrl('CMS_URL', options.cmsUrl);
  const regionsUrl = options.regionsUrl === undefined ? undefined : checkedUrl('REGIONS_URL', options.regionsUrl);

  // 1. Reach the CMS: the remote one, or the embedded one on an ephemeral loopback port. The
  //    embedded CMS's files are read first, so a broken file is blamed on the file, not on a CMS.
  if (!cmsUrl) await checkDocuments(options.documentsDir ?? DEFAULT_DOCUMENTS_DIR);
  const embedded = cmsUrl ? null : await startCms({ documentsDir: options.documentsDir });
  const source: CmsSource = embedded
    ? { cmsUrl: embedded.url, regionsUrl: regionsUrl ?? embedded.origin }
    : { cmsUrl: cmsUrl as string, regionsUrl: regionsUrl ?? new URL(cmsUrl as string).origin };
  const label = embedded ? 'embedded CMS (content/cms/documents)' : source.cmsUrl;
  // The whole sync has a bound too: every request is aborted when it is reached.
  const overall = new AbortController();
  // Every request of the sync listens to it, one per site and language at once: a family of 24
  // sites is not a leak (Node warns from 11 listeners).
  setMaxListeners(0, overall.signal);
  const bound = setTimeout(() => overall.abort(), timeouts.syncTimeoutMs);

  try {
    // 2. Fetch everything, retrying network errors and 5xx, every request under its deadlines.
    reporter.phase(`sync: fetching from ${label}`);
    const requester = embedded ? 'embedded CMS' : 'CMS';
    const requestOptions = {
      deadlines: timeouts,
      signal: overall.signal,
      syncTimeoutMs: timeouts.syncTimeoutMs,
      baseDelayMs: options.retryBaseDelayMs,
      onRetry: (attempt: number, reason: string, url: string) => reporter.warn(warning('CMS_RETRY', { url, reason, attempt })),
    };
    // Sync calls only the hosts its configuration names: the CMS and the region lists here, the
    // thumbnail endpoints below (docs/security.md, "Sync and the network").
    const fetchFor = createCmsFetch({
      ...requestOptions,
      requester,
      origins: new Set([new URL(source.cmsUrl).origin, new URL(source.regionsUrl).origin]),
      maxBodyBytes: limits.maxAnswerBytes,
    });
    // Only the CMS's own calls carry its credentials (never the thumbnail or third-party ones).
    const raw = await fetchContent(
      source,
      withHeaders(fetchFor, options.headers ?? {}),
      requester,
      (done, total) => reporter.progress(done, total),
      options.site,
    );
    const allPages = raw.sites.flatMap((entry) => entry.pages);

    // 2b. With the embedded CMS, its consent and chatbot stand-ins replace the configured scripts.
    const standIns = new Map<string, Uint8Array>();
    if (embedded) {
      for (const entry of raw.sites) {
        for (const [file, bytes] of await useThirdPartyStandIns(entry.site, embedded.origin, fetchFor('third-party stand-ins'))) {
          standIns.set(file, bytes);
        }
      }
    }

    // 3. Validate all of it, every site on its own (lists, alternates and menus stay within a
    //    site), reporting every problem of every site at once.
    reporter.phase(`sync: validating ${allPages.length} pages of ${raw.sites.length} site${raw.sites.length === 1 ? '' : 's'}`);
    const problems: ContentProblem[] = [];
    const warnings: ContentProblem[] = [];
    const valid = raw.sites.map((entry) => {
      const result = validateContent({ site: entry.site, pages: entry.pages, regions: raw.regions }, { strict: options.strict });
      // The default site's document stays `site`, as in a single-site sync; the others say which.
      const named = (problem: ContentProblem) =>
        entry.isDefault || problem.document !== 'site' ? problem : { ...problem, document: `site ${entry.site.key}` };
      problems.push(...result.problems.map(named));
      warnings.push(...result.warnings.map(named));
      for (const problem of [...result.warnings, ...result.skipped].map(named)) reporter.warn(warning('CONTENT_WARNING', { problem }));
      return { entry, content: result.content };
    });
    // 3a. Lists across the family name sites of it: those synced now, and with `--site` those
    //     whose snapshots are kept.
    const familyKeys = new Set(valid.map((result) => result.content?.site.key ?? result.entry.site.key ?? 'site'));
    if (options.site !== undefined) for (const site of await snapshotSites(options.snapshotsDir)) familyKeys.add(site.key);
    checkListedSites(
      valid.flatMap((result) => result.content?.pages ?? []),
      familyKeys,
      problems,
    );
    const regions = valid.find((result) => result.content)?.content?.regions;
    if (problems.length > 0 || !regions) {
      throw new ContentError({ problems, found: 'sync' });
    }

    const validPages = valid.flatMap((result) => result.content?.pages ?? []);

    // 3a. Every document a page offers is a file of the media library or of the asset service,
    //     and shows its type and size. The service is asked with HEAD, on its origin only.
    const service = assetService(options.assetDomain ?? config().assetDomain, (origin) =>
      createCmsFetch({
        ...requestOptions,
        requester: 'asset service',
        origins: new Set([origin]),
        maxBodyBytes: limits.maxThumbnailBytes,
        maxBodySetting: 'UNISITE_SYNC_MAX_THUMBNAIL_BYTES',
      })('documents on the asset service'),
    );
    const downloadProblems = await checkDownloads(
      validPages,
      [join(options.snapshotsDir, 'media'), options.mediaDir ?? MEDIA_DIR],
      service && { ...service, fetch: options.assetFetch ?? service.fetch },
    );
    if (downloadProblems.length > 0) throw new ContentError({ problems: downloadProblems, found: 'sync' });

    // 3b. Video and audio thumbnails (SPEC §7), resolved now rather than in visitors' browsers:
    //     after validation, so only fields the schemas accept make sync call anything, and only
    //     the configured endpoints and their image hosts, with smaller answers than the CMS's.
    //     From a remote CMS, a kind no variable names is not looked up (docs/configuration.md).
    const endpoints =
      options.thumbnailEndpoints ??
      (embedded ? standInEndpoints(embedded.origin) : configuredEndpoints(options.thumbnails ?? config().thumbnails));
    const fetchThumbnails = createCmsFetch({
      ...requestOptions,
      requester: 'thumbnail endpoints',
      origins: thumbnailOrigins(endpoints),
      maxBodyBytes: limits.maxThumbnailBytes,
      maxBodySetting: 'UNISITE_SYNC_MAX_THUMBNAIL_BYTES',
    });
    const thumbnails = await resolveThumbnails(validPages, endpoints, fetchThumbnails('thumbnails'));
    if (overall.signal.aborted) {
      const url = endpoints.videoThumbnails ?? endpoints.videoOembed ?? endpoints.audioEpisodes ?? source.cmsUrl;
      throw syncTimeoutError('thumbnails', url, timeouts.syncTimeoutMs);
    }
    for (const problem of thumbnails.warnings) reporter.warn(warning('CONTENT_WARNING', { problem }));
    if (thumbnails.notLookedUp.references > 0) reporter.info(notLookedUpLine(thumbnails.notLookedUp));
    const main = valid.find((result) => result.entry.isDefault)?.content ?? null;
    const subSites = valid.filter((result) => !result.entry.isDefault).flatMap((result) => (result.content ? [result.content] : []));
    const pageCount = valid.reduce((sum, result) => sum + (result.content?.pages.length ?? 0), 0);

    // 4. Refuse suspicious removals, then swap the snapshots in whole and tell what changed.
    reporter.phase(`sync: writing ${options.snapshotsDir}`);
    const policy = { maxShare: options.maxRemovalShare ?? config().maxRemovalShare, allowRemovals: options.allowRemovals ?? false };
    const { diff, written } = await writeSnapshots(
      options.snapshotsDir,
      { main, subSites, regions, partial: options.site !== undefined },
      embedded ? 'embedded' : source.cmsUrl,
      new Map([...thumbnails.files, ...standIns]),
      (diff, before) => checkRemovals(diff, before, policy),
    );
    for (const file of removedPages(diff)) reporter.info(`removed ${file}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const siteKeys = valid.map((result) => result.entry.site.key);
    reporter.done(
      `synced ${pageCount} pages of ${siteKeys.join(', ')} in ${seconds} s: ${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed, ${diff.unchanged} unchanged (${written} files written, the rest kept)`,
    );
    return { pages: pageCount, sites: siteKeys, diff, written, warnings, source: label };
  } finally {
    clearTimeout(bound);
    await embedded?.close();
  }
}

/**
 * The asset service documents are checked on, when ASSET_DOMAIN names an http(s) origin (a site
 * path names no host sync could ask; its documents are left as links like any other).
 */
function assetService(domain: string | undefined, fetchFor: (origin: string) => typeof fetch): AssetService | undefined {
  if (!domain) return undefined;
  let url: URL;
  try {
    url = new URL(domain);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { domain: domain.replace(/\/+$/, ''), fetch: fetchFor(url.origin) };
}

async function checkDocuments(dir: string): Promise<void> {
  try {
    await loadDocuments(dir);
  } catch (error) {
    if (!(error instanceof CmsDocumentError)) throw error;
    throw userError('CMS_DOCUMENT_INVALID', { file: join(dir, error.file), reason: error.reason }, { cause: error });
  }
}

/**
 * One line for every reference of a kind no variable looks up: a choice of the configuration,
 * not a failure, so neither a warning nor one line per field.
 */
function notLookedUpLine({ references, pages, media, variables }: NotLookedUp): string {
  const what = `${references} ${media.join(' and ')} reference${references === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'}`;
  const services = variables.length === 1 ? 'service' : 'services';
  return `thumbnails: ${what} ${references === 1 ? 'has' : 'have'} no thumbnail, as none is looked up: set ${variables.join(', ')} to look them up (an endpoint, or public for the public ${services})`;
}
