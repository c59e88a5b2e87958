// One measured step of `npm run bench`, in a fresh process, printing one JSON line (the last).
// tests/bench/build.bench.ts runs these in turn; everything a step reports is measured inside it:
// wall and CPU seconds (all threads of the process — render workers and libvips are threads —
// and the child processes it waited for, the search indexer) and the process's peak RSS (its
// children's memory is not in it: build.bench.ts samples the whole tree from outside).
//
//   setup <work> <pages> <seed>   synthetic CMS → sync (timed), then one edited document → sync
//                                 again (timed); a reference build warms the image cache
//   floor <work>                  plain renderToString of every page's template + writeFile, one thread
//   build <work> [--profile]      full build from the snapshots (fresh dist and work folder, warm images)
//   cached <work> [--profile]     the same with the work folder the last full build left (a CI that caches
//                                 `.unisite`): its output removed, its Vite bundle, summaries and search cache kept
//   rebuild <work> <n>            edits the text of one news document and rebuilds the reference dist incrementally
//   edit <work> <n>               the same edit alone, for build.bench.ts to rebuild with `unisite build` as a user
//                                 runs it (its start, TypeScript loader and imports included; not measured here)
//   compose <work>                composes the reference dist, as the one site of a family, into the family's
//                                 dist (what `unisite build` adds after its sites' builds when the snapshots
//                                 hold several sites); setup composes once, untimed, so each run is incremental
//   clean <work> [--keep-work]    removes the floor's and the full build's output (not measured), and
//                                 the full build's work folder unless told to keep it
import { readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateScaleContent } from '../../content/cms/scale.ts';
import { startCms } from '../../pipeline/cms.ts';
import { silentReporter } from '../../pipeline/reporter.ts';
import { builtSite, composeFamily } from '../../pipeline/site-build/family/index.ts';
import { buildSite, type BuildResult } from '../../pipeline/site-build/index.ts';
import { sync } from '../../pipeline/sync/index.ts';
import { childCpuSeconds } from './child-cpu.ts';
import { editOneDocument as editDocument } from './edit.ts';
import { removeBuildOutput } from '../helpers/remove-output.ts';
import type { PageDataFile, SiteView } from '../../site/lib/page-view.ts';

const root = resolve(import.meta.dirname, '../..');
const [mode, work = '', ...rest] = process.argv.slice(2);

function measure() {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const children = childCpuSeconds();
  return () => {
    const used = process.cpuUsage(cpu);
    return {
      wallSeconds: (performance.now() - wall) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6 + childCpuSeconds() - children,
    };
  };
}

const peakRssMiB = () => process.resourceUsage().maxRSS / 1024;

/** Bytes and count of the files under `dir` whose relative path matches. */
async function bytesOf(dir: string, match: RegExp): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!match.test(path.slice(dir.length))) continue;
    files += 1;
    bytes += (await stat(path)).size;
  }
  return { files, bytes };
}

const paths = {
  snapshots: join(work, 'snapshots'),
  images: join(work, 'image-cache'),
  reference: join(work, 'dist-ref'),
  referenceWork: join(work, 'work-ref'),
  family: join(work, 'dist-family'),
};

const build = (outDir: string, workDir: string) =>
  buildSite({ root, snapshotsDir: paths.snapshots, outDir, workDir, imageCacheDir: paths.images, reporter: silentReporter });

async function setup(pagesPerLanguage: number, seed: number) {
  const content = await generateScaleContent({ pagesPerLanguage, seed });
  let cms = await startCms({ content });
  let done = measure();
  const first = await sync({ snapshotsDir: paths.snapshots, cmsUrl: cms.url, reporter: silentReporter });
  const syncFull = done();
  await cms.close();
  // One document changed in the CMS (an old news item), then a sync: what a content publish does.
  const page = content.pages.find((candidate) => candidate.id === 'scale-news-0-en');
  if (page) page.title = `${String(page.title)} (edited)`;
  cms = await startCms({ content });
  done = measure();
  const second = await sync({ snapshotsDir: paths.snapshots, cmsUrl: cms.url, reporter: silentReporter });
  const syncOne = done();
  await cms.close();
  const reference = await build(paths.reference, paths.referenceWork);
  // The family's first composition indexes every page for the search (no rendered pages to take):
  // setup's, so that the timed ones are what a rebuild adds.
  await compose();
  return {
    pages: reference.pages,
    syncSeconds: syncFull.wallSeconds,
    syncCpuSeconds: syncFull.cpuSeconds,
    syncPages: first.pages,
    syncOneSeconds: syncOne.wallSeconds,
    syncOneChanged: second.diff.changed.length + second.diff.added.length + second.diff.removed.length,
    syncOneWritten: second.written,
  };
}

async function floor() {
  // The resolved pages and site data of the reference build are the input; reading them is not
  // part of the floor (a page at a time, so the floor's memory is what rendering needs).
  const dist = paths.reference;
  const pageDataFiles = (await readdir(join(dist, 'page-data'), { recursive: true }))
    .filter((file) => file.endsWith('/page-data.json') && !file.startsWith('404.html') && !file.startsWith('500.html'))
    .sort();
  const sites = new Map<string, SiteView>();
  for (const file of await readdir(join(dist, 'page-data/sq/d'))) {
    sites.set(file.replace(/\.json$/, ''), JSON.parse(await readFile(join(dist, 'page-data/sq/d', file), 'utf8')) as SiteView);
  }
  const bundleDir = (await readdir(paths.referenceWork)).find((entry) => /^bundle-[0-9a-f]+$/.test(entry)) ?? '.';
  const server = (await import(pathToFileURL(join(paths.referenceWork, bundleDir, 'server/server.js')).href)) as {
    renderPlain: (view: PageDataFile['result']['pageContext'], site: SiteView) => Promise<string>;
  };
  const out = join(work, 'dist-floor');
  await rm(out, { recursive: true, force: true }); // removed by the `clean` step before
  let wallSeconds = 0;
  let cpuSeconds = 0;
  let bytes = 0;
  for (const file of pageDataFiles) {
    const page = JSON.parse(await readFile(join(dist, 'page-data', file), 'utf8')) as PageDataFile;
    const done = measure();
    const html = await server.renderPlain(page.result.pageContext, sites.get(page.staticQueryHashes[0] as string) as SiteView);
    const target = join(out, page.path, 'index.html');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    const measured = done();
    wallSeconds += measured.wallSeconds;
    cpuSeconds += measured.cpuSeconds;
    bytes += Buffer.byteLength(html);
  }
  return { wallSeconds, cpuSeconds, peakRssMiB: peakRssMiB(), pages: pageDataFiles.length, htmlBytesPerPage: bytes / pageDataFiles.length };
}

const fullBuildDirs = { out: join(work, 'dist-build'), workDir: join(work, 'work-build') };

/**
 * Removes what the last floor and full build wrote, in a process of its own: removing tens of
 * thousands of files from JavaScript leaves much memory resident in the process that did it, which the step
 * after it would otherwise count as its own peak.
 */
async function clean(keepWork = false) {
  await rm(join(work, 'dist-floor'), { recursive: true, force: true });
  await removeBuildOutput(fullBuildDirs.out);
  if (!keepWork) await rm(fullBuildDirs.workDir, { recursive: true, force: true });
  return {};
}

/** A full build from the snapshots into a dist/ that is not there, with the work folder as `clean` left it. */
async function fullBuild(profile: boolean, keepWork = false) {
  const { out, workDir } = fullBuildDirs;
  // Nothing to remove after the `clean` step (build.bench.ts runs it first).
  await clean(keepWork);
  const done = measure();
  const result = await build(out, workDir);
  const measured = done();
  // The build's peak, before counting its files (a listing of 80,000 entries) adds to it.
  const peak = peakRssMiB();
  const html = await bytesOf(out, /\.html$/);
  const pageData = await bytesOf(out, /\/page-data\.json$/);
  return {
    ...measured,
    peakRssMiB: peak,
    pages: result.pages,
    htmlBytesPerPage: html.bytes / html.files,
    pageDataBytesPerPage: pageData.bytes / pageData.files,
    ...(profile ? { phases: result.phases } : {}),
  };
}

/** The reference dist composed as the one site of a family (pipeline/site-build/family.ts). */
async function compose() {
  // The site document alone (a family build takes it from the site's build): reading every
  // page's snapshot here would put memory in this process that a family build does not hold.
  const document = JSON.parse(await readFile(join(paths.snapshots, 'site.json'), 'utf8')) as BuildResult['site'] & {
    key: string;
    id: number;
  };
  const built = await builtSite({ ...document, pathPrefix: '' }, document, paths.reference, {});
  const done = measure();
  const { recycled } = await composeFamily([built], paths.family, { reporter: silentReporter, cacheDir: join(work, 'work-family') });
  return { ...done(), peakRssMiB: peakRssMiB(), recycled };
}

/** Edits one old news item's text in the snapshots, as a sync of that one change would. */
const editOneDocument = (summary: string) => editDocument(paths.snapshots, summary);

/** The edit alone, and the variables that point `unisite build` at the reference build's folders. */
async function editForShell(round: number) {
  await editOneDocument(`Edited summary, round ${round}, rebuilt from the shell.`);
  return {
    env: {
      UNISITE_SNAPSHOTS_DIR: paths.snapshots,
      UNISITE_DIST_DIR: paths.reference,
      UNISITE_WORK_DIR: paths.referenceWork,
      UNISITE_IMAGE_CACHE: paths.images,
    },
  };
}

async function rebuild(round: number) {
  await editOneDocument(`Edited summary, round ${round}.`);
  const done = measure();
  const result = await build(paths.reference, paths.referenceWork);
  return {
    ...done(),
    peakRssMiB: peakRssMiB(),
    pages: result.pages,
    read: result.read,
    resolved: result.resolved,
    rendered: result.rendered,
    phases: result.phases,
  };
}

let result: unknown;
if (mode === 'setup') result = await setup(Number(rest[0]), Number(rest[1] ?? 1));
else if (mode === 'clean') result = await clean(rest.includes('--keep-work'));
else if (mode === 'floor') result = await floor();
else if (mode === 'build') result = await fullBuild(rest.includes('--profile'));
else if (mode === 'cached') result = await fullBuild(rest.includes('--profile'), true);
else if (mode === 'rebuild') result = await rebuild(Number(rest[0] ?? 1));
else if (mode === 'edit') result = await editForShell(Number(rest[0] ?? 1));
else if (mode === 'compose') result = await compose();
else throw new Error(`build-once: unknown mode ${mode}`);
console.log(JSON.stringify(result));
