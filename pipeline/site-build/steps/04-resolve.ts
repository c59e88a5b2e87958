// Step 4: resolve lists, distributors and image presets into each page's data, and the site data
// per language; every page but those the previous build resolved from the same document and the
// same reads (docs/performance.md "Pages not resolved again"). What only resolving needs — every
// document whole, the content index and its cached lists — is let go when this step returns
// (unless a kept page may need resolving after all): the rest of the build keeps the resolved
// views, the site data and, for the artefacts, each page's sitemap fields.
import { join } from 'node:path';
import { ALL_SITES, type Locale } from '../../../content/schema/index.ts';
import type { PageView, SiteView } from '../../../site/lib/page-view.ts';
import { sitemapFieldsOf } from '../../../site/lib/sitemap-entries.ts';
import type { ArtefactContext } from '../../artefacts/index.ts';
import { sourceDate } from '../../clock.ts';
import { textDigest } from '../../digest.ts';
import { ContentIndex, resolvePage, siteView, urlSite, type FamilyEntries } from '../../resolve/index.ts';
import { ReadsRecorder, type DigestedEntry } from '../../resolve/reads.ts';
import { readSummarisedContent } from '../../snapshots/summaries.ts';
import { readContent, snapshotSites } from '../../snapshots/index.ts';
import type { ValidPage } from '../../../content/schema/problems.ts';
import { compactStableJson } from '../../write/stable-json.ts';
import { missingNotFoundPage } from '../checks.ts';
import { hash, htmlFile, isNotFoundPage, isSummary, type KeptEntry, type PageEntry, type ResolvedEntry, type RoutePage } from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import type { ContentState } from '../previous-build.ts';
import type { Routes } from './02-plan.ts';
import { digestedEntriesOf, type Content } from './01-read.ts';
import { templateOfRole } from '../../../generated/template-facts.ts';

export interface Resolved {
  /** What the artefacts read of the content. */
  content: ArtefactContext['content'];
  contentState: ContentState;
  /** Routes planned. */
  pageCount: number;
  locales: Locale[];
  /** Every page in order: resolved, or kept without resolving it (emptied as they are planned). */
  entries: PageEntry[];
  /** Pages kept without resolving them. */
  kept: number;
  /** Page documents read from the snapshots. */
  read: number;
  /** What the content answers every read of the pages now, for the next build. */
  answers: Record<string, string>;
  /** Resolves a kept page after all; holds the content index (and every summary) only while some page was kept. */
  resolveKept: ((entry: KeptEntry) => ResolvedEntry) | undefined;
  sites: Map<Locale, SiteView>;
  defaultSite: SiteView;
  siteJson: Map<Locale, string>;
  siteHashes: Map<Locale, string>;
  /** The page whose data the 404 fallback publishes. */
  notFound: PageView | undefined;
  /** Its not-found pages by language, as built HTML files. */
  notFoundFiles: Record<string, string>;
}

export async function resolvePages(run: BuildRun, routes: Routes): Promise<Resolved> {
  const { options, reporter, log, clock, codeHash, previous } = run;
  const content = routes.content as NonNullable<Routes['content']>;
  const { pages, locales } = routes;
  // Taken: the summaries are held after this step only while a kept page may need resolving.
  routes.content = undefined;
  routes.pages = [];
  reporter.phase(`build: resolving ${pages.length} pages`);
  const sites = new Map<Locale, SiteView>(locales.map((locale) => [locale, siteView(content, locale, log)]));
  const defaultSite = siteView(content, content.site.defaultLocale, log);
  const siteJson = new Map<Locale, string>([...sites].map(([locale, site]) => [locale, compactStableJson(site)]));
  const siteHashes = new Map<Locale, string>([...siteJson].map(([locale, json]) => [locale, hash(json)]));
  siteHashes.set(defaultSite.locale, siteHashes.get(defaultSite.locale) ?? hash(compactStableJson(defaultSite)));
  const listEntries = content.pages.flatMap((page) => page.entries);
  const addresses = urlSite(content.site);
  const family = await familyEntries(run, content);
  const index = new ContentIndex({ pages: content.pages, entries: listEntries }, addresses, family.entries);
  // Time-aware lists split "upcoming" and "past" as of the sync (deterministic for the same
  // snapshots), or as of SOURCE_DATE_EPOCH when it is set (pipeline/clock.ts).
  const asOf = sourceDate() ?? content.syncedAt;
  // The gallery's examples are resolved against the pages of every site of the family: a
  // distributor example then shows the cards of the site that has them (programmes and blog
  // posts live on the business school, news and people on the research centre).
  const galleryIndex = options.gallery
    ? new ContentIndex(await familyPages(options.snapshotsDir, content.pages.map(content.document)), addresses)
    : index;
  const contentState: ContentState = {
    summaries: content.changes.state,
    order: textDigest(content.pages.map((page) => page.file).join('\n')),
    site: textDigest(JSON.stringify(addresses)),
  };
  const { known, sitemapChanged } = previous.knownAnswers(codeHash, content.changes, contentState);
  const recorder = new ReadsRecorder(index, asOf, known);
  recorder.knowCards(listEntries);
  recorder.knowCards(family.listed);
  const resolveOne = (route: RoutePage): ResolvedEntry => {
    if (!isSummary(route)) return { view: resolvePage(route, galleryIndex, log, asOf), reads: [], warnings: [] };
    const warnings: string[] = [];
    const page = content.document(route);
    const { view, reads } = recorder.resolve(page, { warn: (message) => (warnings.push(message), log.warn(message)) });
    return { view, document: route.digest, reads, warnings };
  };
  let kept = 0;
  const entries = pages.map((page): PageEntry => {
    const record = isSummary(page)
      ? previous.keptRecord(codeHash, page, siteHashes.get(page.locale), (read) => recorder.answerOf(read))
      : undefined;
    if (!isSummary(page) || !record) return resolveOne(page);
    kept += 1;
    for (const message of record.warnings ?? []) log.warn(message);
    return { kept: record, page };
  });
  const notFound = entries.find(
    (entry): entry is ResolvedEntry => 'view' in entry && isNotFoundPage(entry.view.page, content.site.defaultLocale),
  )?.view;
  if (!notFound && !options.shard) {
    throw missingNotFoundPage(content.site.defaultLocale);
  }
  clock.lap('resolve');

  const answers: Record<string, string> = {};
  for (const entry of entries)
    for (const read of 'kept' in entry ? (entry.kept.reads ?? []) : entry.reads) answers[read] ??= recorder.answerOf(read);
  // The pages as the artefacts read them.
  const listed = content.pages.map(sitemapFieldsOf);
  const notFoundFiles = Object.fromEntries(
    content.pages.filter((page) => page.templateType === templateOfRole['not-found']).map((page) => [page.locale, htmlFile(page.path)]),
  );
  run.resolvedPages = entries.length - kept;
  await run.schedule.afterResolving(run.resolvedPages);
  return {
    notFoundFiles,
    // The sitemap's entries if resolving made them; else the sitemap artefact makes them, while the pages render.
    content: {
      site: content.site,
      regions: content.regions,
      pages: listed,
      sitemap: index.madeSitemapEntries(),
      // The previous build's (the live version's, made by the same code) when nothing in it changed.
      sitemapUnchanged: !sitemapChanged,
    },
    contentState,
    pageCount: pages.length,
    locales,
    entries,
    kept,
    read: content.read,
    answers,
    resolveKept: kept > 0 ? (entry: KeptEntry): ResolvedEntry => resolveOne(entry.page) : undefined,
    sites,
    defaultSite,
    siteJson,
    siteHashes,
    notFound,
  };
}

/**
 * The family's other sites as this site's lists see them (docs/site-family.md "Lists across the
 * family"): only the sites some page's data source names (its summary says which), each read
 * from its summaries. Those are kept apart from the ones each site's own build keeps
 * (`listed/`), so that reading a site here never changes what its own build learns changed
 * since its last. A page listing another site records the list's answer as any list's
 * (resolve/reads.ts), so a change there renders it again.
 */
async function familyEntries(run: BuildRun, content: Content): Promise<{ entries: FamilyEntries; listed: DigestedEntry[] }> {
  const { options, codeHash } = run;
  const own = content.site.key;
  const named = new Set(content.pages.flatMap((page) => page.listedSites ?? []));
  named.delete(own);
  if (named.size === 0) return { entries: { own, keys: [own], entriesOf: () => [] }, listed: [] };
  const sites = await snapshotSites(options.snapshotsDir);
  const keys = sites.length === 0 ? [own] : sites.map((site) => site.key);
  const wanted = named.has(ALL_SITES) ? keys : keys.filter((key) => named.has(key));
  const bySite = new Map<string, DigestedEntry[]>();
  for (const key of wanted) {
    if (key === own) continue;
    const other = await readSummarisedContent(options.snapshotsDir, key, {
      cacheDir: join(options.workDir, 'content-summaries', 'listed'),
      codeHash,
      entriesOf: digestedEntriesOf,
    });
    bySite.set(
      key,
      other.pages.flatMap((page) => page.entries),
    );
  }
  return {
    entries: { own, keys, entriesOf: (key) => bySite.get(key) ?? [] },
    listed: [...bySite.values()].flat(),
  };
}

/** This site's pages, then those of the family's other sites (for the gallery's examples). */
async function familyPages(snapshotsDir: string, own: ValidPage[]): Promise<ValidPage[]> {
  const ownIds = new Set(own.map((page) => page.id));
  const others: ValidPage[] = [];
  for (const site of await snapshotSites(snapshotsDir)) {
    for (const page of (await readContent(snapshotsDir, site.key)).pages) if (!ownIds.has(page.id)) others.push(page);
  }
  return [...own, ...others];
}
