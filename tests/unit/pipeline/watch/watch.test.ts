// `unisite build --watch` (pipeline/watch/index.ts): what starts a build, what a failed
// build does to the watch, and how it stops. The builds here are stand-ins that record when they
// ran; tests/integration/pipeline/watch-cli.test.ts runs the command itself on a site.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userError } from '../../../../pipeline/errors/index.ts';
import type { BuildSession } from '../../../../pipeline/watch/session.ts';
import type { Reporter } from '../../../../pipeline/reporter.ts';
import { watchBuilds } from '../../../../pipeline/watch/index.ts';

describe('watchBuilds', () => {
  let dir: string;
  let snapshots: string;
  let warnings: string[];
  /** Builds started by the running watch, and how many had started when it last said it waits for a change. */
  let started: number;
  let waitingAfter: number;
  /** The watch waits for a change and has built nothing since it said so. */
  const settled = () => waitingAfter === started;
  const reporter: Reporter = {
    phase: () => undefined,
    progress: () => undefined,
    info: (message) => void (message.startsWith('watching ') && (waitingAfter = started)),
    warn: (message) => void warnings.push(message),
    done: () => undefined,
  };

  /** A snapshot version folder and the link the sync switches to it. */
  async function version(name: string): Promise<string> {
    const folder = join(dir, name);
    await mkdir(join(folder, 'pages'), { recursive: true });
    await writeFile(join(folder, 'pages', 'home.json'), '{}');
    await symlink(name, `${snapshots}.next`);
    await rename(`${snapshots}.next`, snapshots);
    return folder;
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-watch-'));
    snapshots = join(dir, 'snapshots');
    warnings = [];
    started = 0;
    waitingAfter = -1;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Starts a watch whose builds run `each` (by default, nothing) and counts them. */
  function start(each: (count: number, session: BuildSession) => Promise<void> = async () => undefined, quietMs?: number) {
    const stop = new AbortController();
    let builds = 0;
    const watching = watchBuilds({
      root: dir,
      snapshotsDir: snapshots,
      reporter,
      signal: stop.signal,
      quietMs,
      build: async (session) => {
        builds += 1;
        started = builds;
        await each(builds, session);
      },
    });
    return { stop, watching, builds: () => builds };
  }

  it('builds at start, once after a burst of edits in the snapshots, and after a sync switches them', async () => {
    const first = await version('v1');
    /** The version the builds read, whose touched files they name. */
    let watched = first;
    const touched: Array<string[] | undefined> = [];
    // Quiet for 250 ms: three writes on a busy machine are well within it.
    const watch = start(async (_count, session) => {
      const names = session.touchedSnapshotFiles(watched, 'pages');
      touched.push(names && [...names].sort());
    }, 250);
    await vi.waitFor(() => expect(watch.builds()).toBe(1));
    // A tool writing three files: one build once they are quiet.
    for (const name of ['a', 'b', 'c']) await writeFile(join(first, 'pages', `${name}.json`), '{}');
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    // A sync: a new version, the link switched to it.
    const second = await version('v2');
    watched = second;
    await vi.waitFor(() => expect(watch.builds()).toBe(3));
    // The new version's files are the ones watched now.
    await writeFile(join(second, 'pages', 'home.json'), '{"edited":true}');
    await vi.waitFor(() => expect(watch.builds()).toBe(4));
    // No build without a change: the next build is the one a new edit starts, and it is about
    // that edit alone (a build left pending by the edits before would come first, or take them in).
    await writeFile(join(second, 'pages', 'next.json'), '{}');
    await vi.waitFor(() => expect(watch.builds()).toBe(5));
    expect(touched[4]).toEqual(['pages/next.json']);
    watch.stop.abort();
    await watch.watching;
  });

  it('rebuilds after each save by rename (sed -i, editors), the same file twice, and names it', async () => {
    const folder = await version('v1');
    const touched: Array<string[] | undefined> = [];
    const watch = start(async (_count, session) => {
      touched.push([...(session.touchedSnapshotFiles(folder, 'pages') ?? ['(unknown)'])].sort());
    });
    await vi.waitFor(() => expect(watch.builds()).toBe(1));
    // Saved as `sed -i` saves: a new file beside it, renamed over it.
    const saveByRename = async (text: string) => {
      const temporary = join(folder, 'pages', '.sedXyZ12');
      await writeFile(temporary, text);
      await rename(temporary, join(folder, 'pages', 'home.json'));
    };
    await saveByRename('{"edit":1}');
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    await saveByRename('{"edit":2}');
    await vi.waitFor(() => expect(watch.builds()).toBe(3));
    // The file replaced is still watched: an in-place write after the renames is seen too.
    await writeFile(join(folder, 'pages', 'home.json'), '{"edit":3}');
    await vi.waitFor(() => expect(watch.builds()).toBe(4));
    expect(touched.slice(2).every((names) => names?.includes('pages/home.json'))).toBe(true);
    watch.stop.abort();
    await watch.watching;
  });

  it('sees a file deleted and made again, and a new folder of files', async () => {
    const folder = await version('v1');
    const watch = start();
    await vi.waitFor(() => expect(watch.builds()).toBe(1));
    await rm(join(folder, 'pages', 'home.json'));
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    await writeFile(join(folder, 'pages', 'home.json'), '{"again":true}');
    await vi.waitFor(() => expect(watch.builds()).toBe(3));
    await mkdir(join(folder, 'pages', 'news'));
    await writeFile(join(folder, 'pages', 'news', 'one.json'), '{}');
    await vi.waitFor(() => expect(watch.builds()).toBe(4));
    await writeFile(join(folder, 'pages', 'news', 'one.json'), '{"edited":true}');
    await vi.waitFor(() => expect(watch.builds()).toBe(5));
    watch.stop.abort();
    await watch.watching;
  });

  it('builds a few times for a burst of 1,000 files written at once, and tells the builds of every one', async () => {
    const folder = await version('v1');
    // Half of them there before the watch: edited in the burst; the other half new.
    for (let at = 0; at < 500; at += 1) await writeFile(join(folder, 'pages', `item-${at}.json`), '{}');
    const told = new Set<string>();
    let unknown = 0;
    const watch = start(async (_count, session) => {
      const files = session.touchedSnapshotFiles(folder, 'pages');
      if (files) for (const file of files) told.add(file);
      else unknown += 1;
    }, 250);
    try {
      await vi.waitFor(() => expect(settled()).toBe(true));
      expect(watch.builds()).toBe(1);
      const names = Array.from({ length: 1000 }, (_, at) => `pages/item-${at}.json`);
      await Promise.all(names.map((name) => writeFile(join(folder, name), '{"burst":true}')));
      // Every file of the burst is told to a build (none started before the first of them: the
      // first build, of a watch just begun, is told nothing).
      await vi.waitFor(() => expect(told.size).toBe(1000), { timeout: 30_000 });
      expect([...told].sort()).toEqual([...names].sort());
      expect(unknown).toBe(1);
      // A few builds, not one per file: the watch waits for the burst's events to be quiet (on a
      // busy machine they may come for more than a second), then builds.
      await vi.waitFor(() => expect(settled()).toBe(true), { timeout: 30_000 });
      expect(watch.builds() - 1).toBeLessThanOrEqual(5);
    } finally {
      watch.stop.abort();
      await watch.watching;
    }
  });

  it('goes on watching after a sync switched to a folder the build refuses, and builds again at the next sync and edit', async () => {
    await version('v1');
    // The build reads the folder the link names; one without a home page is refused, as a build
    // refuses snapshots it cannot read. What each build came to, in order.
    const outcomes: string[] = [];
    const watch = start(async () => {
      const home = join(await realpath(snapshots).catch(() => snapshots), 'pages', 'home.json');
      outcomes.push(existsSync(home) ? 'built' : 'refused');
      if (!existsSync(home)) throw userError('SNAPSHOTS_MISSING', { dir: snapshots, command: 'build' });
    });
    await vi.waitFor(() => expect(settled()).toBe(true));
    // A sync that left a version without its pages (interrupted, or a bad export).
    await mkdir(join(dir, 'v2', 'pages'), { recursive: true });
    await symlink('v2', `${snapshots}.next`);
    await rename(`${snapshots}.next`, snapshots);
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatch(/SNAPSHOTS_MISSING[\s\S]*next change to the snapshots builds again/);
    await vi.waitFor(() => expect(settled()).toBe(true));
    // The folder is watched all the same: its page written, the watch builds, and succeeds.
    await writeFile(join(dir, 'v2', 'pages', 'home.json'), '{}');
    await vi.waitFor(() => expect(outcomes.at(-1)).toBe('built'));
    // A link to a version that is not there (removed by hand): refused, then the next sync builds.
    await vi.waitFor(() => expect(settled()).toBe(true));
    await symlink('v-gone', `${snapshots}.next`);
    await rename(`${snapshots}.next`, snapshots);
    await vi.waitFor(() => expect(outcomes.at(-1)).toBe('refused'));
    await version('v3');
    await vi.waitFor(() => expect(outcomes.at(-1)).toBe('built'));
    expect(outcomes[0]).toBe('built');
    expect(warnings.every((message) => message.includes('SNAPSHOTS_MISSING'))).toBe(true);
    expect(warnings.length).toBe(outcomes.filter((outcome) => outcome === 'refused').length);
    watch.stop.abort();
    await watch.watching;
  });

  it('follows the snapshots folder removed and made again at the same path, a plain folder or the version a link names', async () => {
    // A plain folder (snapshots copied in by another tool), not a link.
    await mkdir(join(snapshots, 'pages'), { recursive: true });
    await writeFile(join(snapshots, 'pages', 'home.json'), '{}');
    // What each build read of the home page.
    const read: string[] = [];
    const watch = start(async () => {
      read.push(await readFile(join(snapshots, 'pages', 'home.json'), 'utf8').catch(() => '(none)'));
    });
    await vi.waitFor(() => expect(read).toEqual(['{}']));
    await rm(snapshots, { recursive: true });
    await mkdir(join(snapshots, 'pages'), { recursive: true });
    await writeFile(join(snapshots, 'pages', 'home.json'), '{"again":true}');
    await vi.waitFor(() => expect(read.at(-1)).toBe('{"again":true}'));
    // An edit inside the folder made again is built.
    await writeFile(join(snapshots, 'pages', 'home.json'), '{"edited":1}');
    await vi.waitFor(() => expect(read.at(-1)).toBe('{"edited":1}'));
    // The version a link names, removed and made again under the same name (restored from a backup).
    await rm(snapshots, { recursive: true });
    const folder = await version('v1');
    await vi.waitFor(() => expect(read.at(-1)).toBe('{}'));
    await rm(folder, { recursive: true });
    await mkdir(join(folder, 'pages'), { recursive: true });
    await writeFile(join(folder, 'pages', 'home.json'), '{"restored":true}');
    await vi.waitFor(() => expect(read.at(-1)).toBe('{"restored":true}'));
    await writeFile(join(folder, 'pages', 'home.json'), '{"edited":2}');
    await vi.waitFor(() => expect(read.at(-1)).toBe('{"edited":2}'));
    watch.stop.abort();
    await watch.watching;
  });

  it('waits for the first sync when there are no snapshots yet', async () => {
    snapshots = join(dir, 'content', 'snapshots');
    const watch = start(async () => {
      if (!existsSync(snapshots)) throw userError('SNAPSHOTS_MISSING', { dir: snapshots, command: 'build' });
    });
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toContain('SNAPSHOTS_MISSING');
    await mkdir(join(dir, 'content', 'v1', 'pages'), { recursive: true });
    await symlink('v1', snapshots);
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    expect(warnings).toHaveLength(1);
    watch.stop.abort();
    await watch.watching;
  });

  it('tells each build which snapshot files were written since the last, and nothing it cannot vouch for', async () => {
    const first = await version('v1');
    const told: Array<string[] | undefined> = [];
    const watch = start(async (count, session) => {
      const files = session.touchedSnapshotFiles(await realpath(snapshots), 'default');
      told.push(files && [...files].sort());
      if (count === 3) throw userError('NO_ERROR404_PAGE', { locale: 'en' });
    });
    // The first build: nothing is known of what was written before the watch began.
    await vi.waitFor(() => expect(told).toHaveLength(1));
    await writeFile(join(first, 'pages', 'a.json'), '{"a":1}');
    await vi.waitFor(() => expect(told).toHaveLength(2));
    expect(told).toEqual([undefined, ['pages/a.json']]);
    // A failed build may not have recorded what it was told: the build after looks at every file.
    await writeFile(join(first, 'pages', 'a.json'), '{"a":2}');
    await vi.waitFor(() => expect(told).toHaveLength(3));
    await writeFile(join(first, 'pages', 'home.json'), '{"home":2}');
    await vi.waitFor(() => expect(told).toHaveLength(4));
    expect(told.slice(2)).toEqual([['pages/a.json'], undefined]);
    await writeFile(join(first, 'pages', 'b.json'), '{"b":2}');
    await vi.waitFor(() => expect(told).toHaveLength(5));
    // Another version (a sync): nothing known of it.
    await version('v2');
    await vi.waitFor(() => expect(told).toHaveLength(6));
    expect(told.slice(4)).toEqual([['pages/b.json'], undefined]);
    watch.stop.abort();
    await watch.watching;
  });

  it('reports a failed build and builds again at the next change', async () => {
    const folder = await version('v1');
    const watch = start(async (count) => {
      if (count === 1) {
        throw userError('NO_ERROR404_PAGE', { locale: 'es' });
      }
    });
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toMatch(
      /NO_ERROR404_PAGE[\s\S]*Add a page with templateType Error404 .* in "es" to the CMS[\s\S]*next change to the snapshots builds again/,
    );
    await writeFile(join(folder, 'pages', 'home.json'), '{"fixed":true}');
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    watch.stop.abort();
    await watch.watching;
  });

  it('takes the code as unchanged until a source is written, then stops with WATCH_CODE_CHANGED', async () => {
    const folder = await version('v1');
    await mkdir(join(dir, 'site'));
    await writeFile(join(dir, 'site', 'page.tsx'), 'export {};');
    // What the sources hash to now; each build looks only when the watch cannot vouch for them.
    let sources = 'code-1';
    const known: Array<string | undefined> = [];
    /** Times the watch told the build session a source may have changed. */
    let touched = 0;
    const watch = start(async (count, session) => {
      if (count === 1) {
        const told = session.codeMayHaveChanged.bind(session);
        session.codeMayHaveChanged = () => ((touched += 1), told());
      }
      const hash = session.knownCodeHash();
      known.push(hash);
      if (!session.sameCode(hash ?? sources)) {
        throw userError('WATCH_CODE_CHANGED', { root: '/srv/unisite' });
      }
    });
    await vi.waitFor(() => expect(watch.builds()).toBe(1));
    await writeFile(join(folder, 'pages', 'home.json'), '{"edited":true}');
    await vi.waitFor(() => expect(watch.builds()).toBe(2));
    expect(known).toEqual([undefined, 'code-1']);
    // A developer edits a component: the next build looks at the sources again.
    sources = 'code-2';
    await writeFile(join(dir, 'site', 'page.tsx'), 'export const edited = true;');
    // Once the watch has heard of it: it no longer vouches for the code.
    await vi.waitFor(() => expect(touched).toBeGreaterThan(0));
    await writeFile(join(folder, 'pages', 'home.json'), '{"edited":2}');
    await expect(watch.watching).rejects.toMatchObject({ code: 'WATCH_CODE_CHANGED' });
    expect(known).toEqual([undefined, 'code-1', undefined]);
  });

  it('ends once the running build has ended when stopped', async () => {
    await version('v1');
    let finish: () => void = () => undefined;
    let ended = false;
    const watch = start(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      ended = true;
    });
    await vi.waitFor(() => expect(watch.builds()).toBe(1));
    watch.stop.abort();
    let settled = false;
    void watch.watching.then(() => (settled = true));
    // Every callback the stop set off has run (the next turns of the event loop), the build still running.
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finish();
    await watch.watching;
    expect(ended).toBe(true);
  });
});
