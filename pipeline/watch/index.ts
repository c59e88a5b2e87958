// `unisite build --watch` (docs/performance.md "A build that stays"): one build, then another
// whenever the snapshots change — a sync switching the snapshot folder to its new version, or a
// snapshot file edited in place — until the process is stopped. Between builds the process parses
// ahead what the next build will read (pipeline/watch/session.ts), and its code stays loaded: a
// one-document rebuild started from the shell spends most of its time starting and reading what
// the previous build wrote.
//
// A build that fails is reported and the watch goes on: the next change builds again. A change
// made while a build runs starts one more build when it ends. The code is loaded once: when the
// sources change, the process stops (`WATCH_CODE_CHANGED`), since it would build with the old code.
import { watch as watchFiles, type FSWatcher as FilesWatcher } from 'chokidar';
import { mkdirSync, readlinkSync, watch, type FSWatcher } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { CODE_SOURCES } from '../bundle/code-hash.ts';
import { isUserError, warning } from '../errors/index.ts';
import { BuildSession } from './session.ts';
import type { Reporter } from '../reporter.ts';

export interface WatchOptions {
  /** The repository whose code the process runs: its sources are watched (pipeline/bundle/code-hash.ts). */
  root: string;
  snapshotsDir: string;
  reporter: Reporter;
  /** One build, with what the process knows across its builds. */
  build: (session: BuildSession) => Promise<unknown>;
  /** Ends the watch once the running build (if any) has ended. */
  signal: AbortSignal;
  /**
   * How long a snapshot folder must be quiet after an edit inside it before the build starts, so
   * that a tool writing several files starts one build. A sync's switch of the folder starts it at
   * once. Never less than MIN_QUIET_MS.
   */
  quietMs?: number | undefined;
}

/**
 * The least quiet after an edit. chokidar reports a file's changes at most once per 50 ms and drops
 * the rest: an edit it drops is only safe when the build that follows starts after that window
 * closed, and so reads it. With less quiet, a file written twice in quick succession — saved by
 * rename, then written in place — could be built from its first write with the second never seen.
 */
const MIN_QUIET_MS = 60;

/**
 * Watches the snapshots: the folder's name (the sync switches it) and every file below it, noting
 * which files were written, so that a build looks up only those (BuildSession.touchedSnapshotFiles).
 */
class SnapshotWatch {
  private folderWatcher: FilesWatcher | undefined;
  private watchedFolder: string | undefined;
  /**
   * Set when the folder's name or the version it names was removed, made or replaced: the
   * folder is watched anew at the next build even at the same path (a watcher on a removed
   * folder hears nothing of the one made again in its place).
   */
  private stale = false;
  private readonly parentWatcher: FSWatcher;
  /**
   * For each reader (a site's summaries), the files written in the watched folder since it last
   * took them; a reader without a set has not taken any since the watch began: not known.
   */
  private readonly touched = new Map<string, Set<string>>();

  constructor(
    private readonly snapshotsDir: string,
    /** `true` when the folder was switched to another version (no quiet to wait for). */
    private readonly onChange: (switched: boolean) => void,
  ) {
    // The sync's switch renames a link over the folder's name: seen in its parent, made if need
    // be (a watch started before the first sync waits for it). The versions a sync writes are
    // beside the link (`.snapshots.v-…`): the one it names being removed or made again is seen
    // here too.
    mkdirSync(dirname(snapshotsDir), { recursive: true });
    this.parentWatcher = watch(dirname(snapshotsDir), (_event, name) => {
      const target = this.target;
      if (
        name === basename(snapshotsDir) ||
        (target !== undefined && dirname(target) === dirname(snapshotsDir) && name === basename(target))
      ) {
        this.stale = true;
        onChange(true);
      }
    });
  }

  /** The folder the snapshots' name leads to, whether it is there or not (a link to a removed version). */
  private get target(): string | undefined {
    try {
      return resolve(dirname(this.snapshotsDir), readlinkSync(this.snapshotsDir));
    } catch {
      return this.watchedFolder;
    }
  }

  /** Watches the files of the version the folder names now (again after a switch). */
  async follow(): Promise<void> {
    const folder = await realpath(this.snapshotsDir).catch(() => undefined);
    if (folder === this.watchedFolder && !this.stale) return;
    this.stale = false;
    void this.folderWatcher?.close();
    this.folderWatcher = undefined;
    this.watchedFolder = folder;
    // What was written before the watch began is not known: the next build looks at every file.
    this.touched.clear();
    if (folder === undefined) return;
    // chokidar, not a recursive fs.watch: a file saved by renaming another over it (`sed -i`,
    // many editors) is a new file to inotify, and Node's recursive watch stopped reporting it
    // after the first such save; chokidar watches each folder and follows replaced files.
    // An editor's or `sed -i`'s temporary file (hidden, or a `~` backup) is not a snapshot: its
    // events would start a build that sees only half of the save.
    const scratch = (path: string) =>
      relative(folder, path)
        .split(sep)
        .some((part) => part.startsWith('.') || part.endsWith('~'));
    const watcher = watchFiles(folder, { ignoreInitial: true, persistent: true, ignored: scratch });
    this.folderWatcher = watcher;
    watcher.on('all', (event, path) => {
      // The folder itself removed (a version deleted where it is not beside the link): watched anew.
      if (event === 'unlinkDir' && path === folder) {
        this.stale = true;
        this.onChange(true);
        return;
      }
      const name = relative(folder, path).split(sep).join('/');
      for (const files of this.touched.values()) files.add(name);
      this.onChange(false);
    });
    // A folder removed under it (a sync's old version) is reported by the parent's watcher.
    watcher.on('error', () => undefined);
    // Ready once every folder is watched: an edit made from then on is seen.
    await new Promise<void>((ready) => watcher.once('ready', () => ready()));
  }

  /**
   * The files (relative to `folder`) written since `reader` last asked, when `folder` is the one
   * watched and that is known; noting what is written from now on for its next call.
   */
  takeTouched(folder: string, reader: string): ReadonlySet<string> | undefined {
    if (folder !== this.watchedFolder) return undefined;
    const touched = this.touched.get(reader);
    this.touched.set(reader, new Set());
    return touched;
  }

  /**
   * Forgets what every reader was told: a build that failed may have taken the files written
   * without recording what they hold, so the next build looks at every file.
   */
  forgetTouched(): void {
    this.touched.clear();
  }

  close(): void {
    this.parentWatcher.close();
    void this.folderWatcher?.close();
  }
}

/**
 * Watches the sources a code hash is made of, so that a build knows the code unchanged without
 * looking at each (BuildSession.knownCodeHash). An edit the watch misses (a file system without
 * notifications) only delays `WATCH_CODE_CHANGED`: the process goes on building with the code it
 * loaded, under that code's hash.
 */
function watchCode(root: string, session: BuildSession): FilesWatcher {
  // A source saved by rename is seen like any other edit (SnapshotWatch.follow); a source folder
  // that is not there has nothing to change.
  const watcher = watchFiles(
    CODE_SOURCES.map((source) => join(root, source)),
    { ignoreInitial: true },
  );
  watcher.on('all', () => session.codeMayHaveChanged());
  watcher.on('error', () => undefined);
  return watcher;
}

export async function watchBuilds({ root, snapshotsDir, reporter, build, signal, quietMs = MIN_QUIET_MS }: WatchOptions): Promise<void> {
  const quiet = Math.max(quietMs, MIN_QUIET_MS);
  const session = new BuildSession();
  const codeWatcher = watchCode(root, session);
  let changed = true;
  let lastEdit = 0;
  let switched = false;
  let wake: (() => void) | undefined;
  const watcher = new SnapshotWatch(snapshotsDir, (isSwitch) => {
    changed = true;
    switched ||= isSwitch;
    lastEdit = Date.now();
    wake?.();
  });
  session.touchedSnapshotFiles = (folder, reader) => watcher.takeTouched(folder, reader);
  const stopped = () => wake?.();
  signal.addEventListener('abort', stopped);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => (clearTimeout(timer), resolve());
    });
  try {
    while (!signal.aborted) {
      if (!changed) {
        reporter.info(`watching ${snapshotsDir} for changes (Ctrl+C to stop)`);
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      // An edit inside the folder: wait until its files are quiet. A switch is a whole sync, done.
      if (!switched && Date.now() - lastEdit < quiet) {
        await sleep(quiet - (Date.now() - lastEdit));
        continue;
      }
      changed = false;
      switched = false;
      // The files of the version the build reads are watched before it reads them (after a sync's
      // switch; quick, even for thousands of files): an edit made while it builds starts the next build.
      await watcher.follow();
      try {
        await build(session);
      } catch (error) {
        // A bug ends the watch; so does changed code (building on would mix two versions of it).
        if (!isUserError(error) || error.code === 'WATCH_CODE_CHANGED') throw error;
        watcher.forgetTouched();
        reporter.warn(`${error.format()}\n${warning('WATCH_BUILD_FAILED', {})}`);
      }
      // Idle until the next change: what the next build will read is parsed now.
      await session.readAll();
    }
  } finally {
    signal.removeEventListener('abort', stopped);
    watcher.close();
    await codeWatcher.close();
  }
}
