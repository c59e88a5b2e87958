// The staged version of dist/ a build writes into, and of its host folder (docs/crash-safety.md).
//
// A new version is either a fresh folder, or the spare: the version before the live one, which
// a build keeps instead of removing it, and makes into its next version in place. Only pages
// whose inputs changed since the spare was built are written; the rest of its page files (and
// their folders, tens of thousands at scale: creating them was most of a one-document rebuild)
// are already right. Crash safety is unchanged: the spare is not live (dist/ names another
// version), it becomes a temporary folder before anything in it changes, and nothing is written
// into an existing file — a file is removed first, because the live version may share it by
// hard link (docs/performance.md "Incremental builds").
import { link, mkdir, readdir, rename } from 'node:fs/promises';
import { rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_MANIFEST_FILE, readManifestFile, spareOf, type BuildManifest, type SpareManifest } from './manifest.ts';
import { moveToTrash, recoverDir, recycleSpare, removeDetached, stageDir, trashFor, type StagedDir } from '../write/atomic-dir.ts';
import { makeFolders, withParents } from '../write/files.ts';

/** The manifest of the spare version, kept in the host folder beside the live version's. */
export const SPARE_MANIFEST_FILE = 'spare-manifest.json';

export interface StagedVersion {
  staged: StagedDir;
  stagedHost: StagedDir;
  /**
   * Page folders of the new version known to be there once made (absolute paths): a cache for
   * writing into them (files.ts `makeParent`), which makes a folder it does not list.
   */
  folders: Promise<Set<string>>;
  /**
   * The manifest of the spare this version was made from, or null for a fresh folder: a page
   * whose record is the same there has its files in place already.
   */
  inPlace: SpareManifest | null;
  /**
   * Starts removing, in the background, what a recycled spare held that the new version does not
   * (moved aside when the version was staged); once only. Starting the removal is a process
   * spawned from this one, which costs the build's thread, so the build calls it
   * once its pages are rendering rather than on its way to them. If a build is killed before it
   * calls this, the next run's recovery removes the folder.
   */
  removeSpareLeftovers: () => void;
}

export interface VersionPlan {
  outDir: string;
  hostDir: string;
  /** Every page file of the new version (HTML and page-data, the fallback pages' included). */
  pageFiles: string[];
  /**
   * Folders under page folders that the build writes anew other than pages (site data, a
   * prefixed site's search index): removed from a recycled spare with everything else that is not a page.
   */
  regenerated: string[];
  /**
   * Folders of the spare left as they are for the step that writes them to bring up to date (the
   * search index, whose parts are files named by their content: a part the new version keeps is
   * mostly in place already, and removing ten thousand files in the background slowed every
   * other write of the build).
   */
  reconciled?: string[] | undefined;
  /** A sharded build keeps no manifest, so it cannot recycle a spare. */
  recycle: boolean;
  /**
   * The code this build runs: a spare built by other code has hardly a page to keep, and
   * replacing each of its files costs more than writing into a fresh folder.
   */
  codeHash: string;
  /**
   * The live version's manifest, when the build has read it: it names the spare's pages
   * (manifest.ts `spareOf`), so that the spare's own manifest (as large) is not parsed as well.
   */
  live?: BuildManifest | null | undefined;
}

/**
 * Staged folders for the new version of dist/ and of its host folder, the page folders started
 * (awaited before the first page is written, or before the staged folder is removed).
 */
export async function stageVersion(plan: VersionPlan): Promise<StagedVersion> {
  // The host folder belongs to dist/ and is written under its lock: what a killed build left
  // beside it goes too.
  await recoverDir(plan.hostDir);
  const recycled = plan.recycle ? await recycledSpare(plan) : null;
  const staged = recycled?.staged ?? (await stageDir(plan.outDir));
  const stagedHost = await stageDir(plan.hostDir);
  // The folder the spare's leftovers are moved to, until their removal is started.
  let leftovers = recycled ? trashFor(plan.outDir) : undefined;
  const folders =
    recycled && leftovers
      ? reuseFolders(staged.path, recycled.manifest, plan, leftovers)
      : makeFolders(staged.path, plan.pageFiles.map(dirname));
  folders.catch(() => undefined);
  const removeSpareLeftovers = () => {
    if (leftovers) removeDetached(leftovers);
    leftovers = undefined;
  };
  return { staged, stagedHost, folders, inPlace: recycled?.manifest ?? null, removeSpareLeftovers };
}

/** Throws the staged folders away, the live version untouched. */
export async function discardVersion({ staged, stagedHost, folders, removeSpareLeftovers }: StagedVersion): Promise<void> {
  // Nothing may still be making folders in what is removed.
  await folders.catch(() => undefined);
  removeSpareLeftovers();
  await staged.discard();
  await stagedHost.discard();
}

/**
 * The spare taken as the staged folder when the host folder's record of it names it and it was
 * built by the same code; else no spare (it goes, in the background).
 */
async function recycledSpare(plan: VersionPlan): Promise<{ staged: StagedDir; manifest: SpareManifest } | null> {
  const manifest = (plan.live && spareOf(plan.live)) ?? (await readManifestFile(join(plan.hostDir, SPARE_MANIFEST_FILE)));
  const spare = await recycleSpare(plan.outDir);
  if (!spare) return null;
  if (!manifest || manifest.version !== spare.wasVersion || manifest.codeHash !== plan.codeHash) {
    await moveToTrash(spare.staged.path, trashFor(plan.outDir));
    return null;
  }
  return { staged: spare.staged, manifest };
}

/**
 * Makes a recycled spare hold only page files the new version may keep, and the folders it
 * reconciles: everything else at its top (assets, images, artefacts…) and the regenerated
 * folders go to `trash` (renames only; removed in the background by `removeSpareLeftovers`);
 * the pages the new version does not have are removed with their folders. Returns the page
 * folders, the missing ones made.
 */
async function reuseFolders(stagedDir: string, spare: SpareManifest, plan: VersionPlan, trash: string): Promise<Set<string>> {
  const sparePages = Object.entries(spare.pages).flatMap(([html, record]) => [html, record.pageData]);
  const pageTops = new Set(sparePages.map(topOf));
  await mkdir(trash);
  let moved = 0;
  const toTrash = async (entry: string) => {
    await rename(join(stagedDir, entry), join(trash, String(moved))).then(
      () => (moved += 1),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  };
  const reconciled = new Set(plan.reconciled);
  for (const entry of await readdir(stagedDir)) if (!pageTops.has(entry) && !reconciled.has(entry)) await toTrash(entry);
  for (const folder of plan.regenerated) await toTrash(folder);

  // Pages gone since the spare was built: their files, then their folders while empty.
  const wanted = new Set(plan.pageFiles);
  const gone = sparePages.filter((file) => !wanted.has(file));
  for (const file of gone) removeFile(join(stagedDir, file));
  // Mostly the spare has the very pages of the new version, so every folder they need is there:
  // none is listed (listing thousands was a measurable part of a one-document rebuild), and the few
  // pages written make theirs, which are there, as they write.
  if (gone.length === 0 && new Set(sparePages).size === wanted.size) return new Set();
  const kept = foldersOf(sparePages.filter((file) => wanted.has(file)));
  const goneFolders = [...foldersOf(gone)].filter((folder) => !kept.has(folder));
  // Deepest first, so that a folder is empty when its turn comes, unless something else is in it.
  for (const folder of goneFolders.sort((a, b) => b.split('/').length - a.split('/').length)) removeFolder(join(stagedDir, folder));

  const missing = [...foldersOf(plan.pageFiles)].filter((folder) => !kept.has(folder));
  const made = await makeFolders(stagedDir, missing);
  // Relative folders of normalised paths: joined by hand (path.join normalises each of ten thousand again).
  for (const folder of kept) made.add(`${stagedDir}/${folder}`);
  return made;
}

/** The folders of files (relative), their parents included. */
const foldersOf = (files: readonly string[]): Set<string> => withParents(files.map(dirname));

/** The first segment of a relative path: its top folder, or the file itself at the top. */
const topOf = (file: string): string => {
  const cut = file.indexOf('/');
  return cut < 0 ? file : file.slice(0, cut);
};

/** Removes a file if it is there: before a page's file is written or linked in a recycled spare. */
export function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function removeFolder(path: string): void {
  try {
    rmdirSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}

/**
 * Records the live version's manifest as the spare's in the staged host folder: at the switch
 * the live version becomes the spare (a hard link; nothing writes into a manifest file).
 */
export async function keepSpareRecord(hostDir: string, stagedHostDir: string): Promise<void> {
  await link(join(hostDir, BUILD_MANIFEST_FILE), join(stagedHostDir, SPARE_MANIFEST_FILE));
}
