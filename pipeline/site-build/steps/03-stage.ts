// Step 3: once the routes are known, a staged dist/, which replaces dist/ only when everything is
// written (the commit step): the spare version made into the next, or a fresh folder. Its page
// folders are made while the next steps run: the disk's work.
import type { Locale } from '../../../content/schema/index.ts';
import { searchDirOf } from '../../search/index.ts';
import { htmlFile, isNotFoundPage, NOT_FOUND_FILES, pageDataPath, SERVER_ERROR_FILES, type RoutePage } from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import { stageVersion, type StagedVersion } from '../staged-version.ts';
import type { Routes } from './02-plan.ts';

export async function stage(run: BuildRun, routes: Routes): Promise<StagedVersion> {
  const { options, writesSearch } = run;
  const version = await stageVersion({
    outDir: options.outDir,
    hostDir: run.hostDir,
    pageFiles: pageFiles(routes.pages, routes.site.defaultLocale),
    regenerated: ['page-data/sq', ...(writesSearch ? [] : [searchDirOf(routes.site.pathPrefix)])],
    // The search index brings the spare's up to date (the search step).
    reconciled: writesSearch ? [searchDirOf(routes.site.pathPrefix)] : [],
    recycle: !options.shard,
    codeHash: run.codeHash,
    live: run.previous.manifest,
  });
  await run.schedule.beforeResolving(run.reporter);
  // Mostly the wait for the bundler, as at the bundle step.
  run.clock.lap('bundle');
  return version;
}

/** Every page's HTML and page-data file, the fallback pages' included. */
function pageFiles(pages: RoutePage[], defaultLocale: Locale): string[] {
  const files = pages.flatMap((page) => [htmlFile(page.path), pageDataPath(page.path)]);
  // The not-found page's data is also published as the 404 fallback's.
  const notFound = pages.some((page) => isNotFoundPage(page, defaultLocale));
  return [...files, ...(notFound ? NOT_FOUND_FILES : []), ...SERVER_ERROR_FILES];
}
