// Step 9: the site's other files, each a link to the live version's when it is the same: the site
// data per language (one static query each) and app-data, the client's files, the images and
// media, then the artefacts (sitemap, robots, headers, redirects, sw.js …).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { artefacts, type ArtefactContext } from '../../artefacts/index.ts';
import { keepLiveFiles, placeFile, placeLinked } from '../../write/files.ts';
import { compactStableJson } from '../../write/stable-json.ts';
import type { BuildRun } from '../build-run.ts';
import type { StagedVersion } from '../staged-version.ts';
import type { Resolved } from './04-resolve.ts';
import type { PublishedFiles } from './05-images.ts';
import type { Bundle } from './06-bundle.ts';
import type { WrittenPages } from './07-write-pages.ts';

export async function writeSiteFiles(
  run: BuildRun,
  { staged, stagedHost }: StagedVersion,
  resolved: Resolved,
  { images, media }: PublishedFiles,
  { bundled, buildHash }: Bundle,
  written: WrittenPages,
): Promise<void> {
  const { options, clock } = run;
  const { siteJson, siteHashes, content, sites, defaultSite } = resolved;
  const liveDir = run.previous.liveDir;
  const siteDirs = new Set<string>();
  const write = async (file: string, bytes: string | Uint8Array) => placeFile(staged.path, file, bytes, liveDir, siteDirs);
  for (const [locale, json] of siteJson) await write(`page-data/sq/d/${siteHashes.get(locale)}.json`, json);
  await write(
    'app-data.json',
    compactStableJson({
      webpackCompilationHash: buildHash,
      trailingSlash: content.site.trailingSlash,
      defaultLocale: content.site.defaultLocale,
    }),
  );
  // The client's files, linked from the kept bundle: the same bundle, the same files (reading and
  // comparing them with the live version's kept the search waiting on this thread).
  for (const file of readdirSync(join(bundled.clientDir, 'assets'), { recursive: true, withFileTypes: true })) {
    const from = join(file.parentPath, file.name);
    if (file.isFile()) placeLinked(staged.path, relative(bundled.clientDir, from), from, siteDirs);
  }
  await images.writeTo(staged.path);
  await media.writeTo(staged.path);
  clock.lap('write:site');
  const context: ArtefactContext = {
    outDir: staged.path,
    write,
    keepLive: (name) => keepLiveFiles(liveDir, staged.path, name, siteDirs),
    hostDir: stagedHost.path,
    root: options.root,
    workDir: options.workDir,
    snapshotsDir: options.snapshotsDir,
    content,
    sites,
    defaultSite,
    buildHash,
    manifest: bundled.manifest,
    reporter: written.reporter,
  };
  for (const artefact of artefacts) {
    written.reporter.info(artefact.name);
    // In a family, what is the same for every site is made by the first and linked by the others.
    const shared = artefact.sameForEverySite ? options.sharedFiles : undefined;
    if (shared) await shared.place(artefact.name, staged.path, siteDirs, (write) => artefact.write({ ...context, write }));
    else await artefact.write(context);
  }
  clock.lap('artefacts');
}
