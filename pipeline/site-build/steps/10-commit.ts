// Step 10: commit: once the render and the search have ended, the build manifest is written beside
// the staged version and the staged version replaces dist/ (two switches: dist/, then its host
// folder). The manifest describes the version committed first; a kill between the two switches
// leaves a manifest naming the old version, which the next build ignores (a full build).
import { BUILD_MANIFEST_FILE, manifestJson } from '../manifest.ts';
import { writeOut } from '../../write/files.ts';
import type { BuildResult } from '../run.ts';
import type { BuildRun } from '../build-run.ts';
import type { StagedVersion } from '../staged-version.ts';
import type { Resolved } from './04-resolve.ts';
import type { PublishedFiles } from './05-images.ts';
import type { Bundle } from './06-bundle.ts';
import type { WrittenPages } from './07-write-pages.ts';
import { leftOutNote } from '../left-out.ts';

export async function commit(
  run: BuildRun,
  version: StagedVersion,
  resolved: Resolved,
  { images }: PublishedFiles,
  { buildHash }: Bundle,
  written: WrittenPages,
  searching: Promise<unknown>,
): Promise<BuildResult> {
  const { options, reporter, clock, previous } = run;
  const { staged, stagedHost, inPlace } = version;
  const writeManifest = () => {
    previous.recordIn(written.manifest);
    return writeOut(stagedHost.path, BUILD_MANIFEST_FILE, manifestJson(written.manifest));
  };
  if (written.beside) {
    await written.rendering;
    clock.lap('render');
    // The manifest is complete once the pages are written (the search reads it, never changes
    // it): a build rendering few pages writes it while the search finishes; one rendering
    // thousands after the search, as its text beside Pagefind's processes raised the peak of memory.
    if (!options.shard) await writeManifest();
  }
  // What the recycled spare held that this version does not goes now, while this thread waits for
  // the search: starting its removal is a process spawned from this one.
  version.removeSpareLeftovers();
  await searching;
  // The search's time beyond the render's, the site data's and the artefacts'.
  clock.lap('search');
  if (!written.beside && !options.shard) await writeManifest();
  const removePrevious = await previous.keepAsSpare(run.hostDir, stagedHost.path);
  await staged.commit({ removePrevious });
  await stagedHost.commit();
  clock.lap('switch');

  const seconds = (Date.now() - run.started) / 1000;
  const { pageCount: routes, locales } = resolved;
  const { rendered, pages } = written;
  const resolvedNote = run.resolvedPages < routes ? `${run.resolvedPages} resolved, ` : '';
  const reuse =
    rendered < pages ? ` (${resolvedNote}${rendered} rendered, ${pages - rendered} unchanged${inPlace ? ', in place' : ''})` : '';
  reporter.done(
    `built ${routes} pages in ${locales.length} languages (${locales.join(', ')})${reuse} in ${seconds.toFixed(1)} s → ${options.outDir}${leftOutNote(run.leftOutModules)}`,
  );
  return {
    pages: routes,
    locales,
    buildHash,
    seconds,
    images: images.stats,
    deferredImages: images.deferred,
    rendered,
    read: resolved.read,
    resolved: run.resolvedPages,
    recycled: inPlace !== null,
    phases: clock.phases,
    site: resolved.content.site,
    notFound: resolved.notFoundFiles,
    leftOutModules: run.leftOutModules,
  };
}
