// `unisite start` (pipeline/cli/start.ts) on the small family: a later start serves the last
// complete build while it syncs and builds, then the new one without restarting; the build leaves
// the image variants the cache lacks for after it, and a variant asked for before its turn is
// encoded at once; once the background ends, dist/ holds every variant the pages name.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { config } from '../../../pipeline/config.ts';
import { startPausedCli, type PausedCli } from '../../helpers/cli.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';
import { standInEndpoints } from '../../../pipeline/sync/media-thumbnails.ts';
import { linkTree, seedWorkDir } from '../../setup/family-build.ts';

const root = resolve(import.meta.dirname, '../../..');
const VARIANT = /\/_img\/[\w.-]+-([0-9a-f]{10})\.[a-z0-9]+/g;

describe('unisite start', () => {
  let work: string;
  let documents: string;
  let cms: RunningCms;
  let env: Record<string, string>;
  const running: PausedCli[] = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-start-'));
    documents = await smallFamilyDocuments(join(work, 'documents'));
    cms = await startCms({ documentsDir: documents });
    // The video and audio thumbnails from the CMS's stand-ins: the public hosts are not reachable here.
    const thumbnails = standInEndpoints(cms.origin);
    env = {
      CMS_URL: cms.url,
      VIDEO_THUMBNAILS_URL: thumbnails.videoThumbnails,
      VIDEO_OEMBED_URL: thumbnails.videoOembed,
      AUDIO_EPISODES_URL: thumbnails.audioEpisodes,
      UNISITE_SNAPSHOTS_DIR: join(work, 'snapshots'),
      UNISITE_DIST_DIR: join(work, 'dist'),
      UNISITE_WORK_DIR: join(work, 'work'),
      UNISITE_IMAGE_CACHE: join(work, 'image-cache'),
    };
    await seedWorkDir(env.UNISITE_WORK_DIR as string);
    // The run's variants, linked: what the test removes from its cache is left to encode.
    const shared = config().imageCacheDir ?? join(root, '.unisite/image-cache');
    await mkdir(env.UNISITE_IMAGE_CACHE as string, { recursive: true });
    if (await stat(shared).catch(() => null)) await linkTree(shared, env.UNISITE_IMAGE_CACHE as string);
  });
  afterAll(async () => {
    for (const cli of running) await cli.kill();
    await cms?.close();
    await rm(work, { recursive: true, force: true });
  });

  /** `unisite start --port 0`, paused at `moment` (or at one never reached). */
  const start = (moment = 'never') => {
    const cli = startPausedCli(['start', '--port', '0'], moment, env, 240_000);
    running.push(cli);
    return cli;
  };
  const urlOf = async (cli: PausedCli) => {
    await vi.waitFor(() => expect(cli.output()).toMatch(/Serving .*at http:\/\/\S+\//), { timeout: 240_000, interval: 50 });
    return (/Serving .*at (http:\/\/\S+?)\/ /.exec(cli.output()) as RegExpExecArray)[1] as string;
  };
  const stop = async (child: ChildProcess) => {
    const ended = once(child, 'close');
    child.kill('SIGINT');
    await ended;
  };
  const get = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };
  const titleOf = (html: Buffer) => /<title>([^<]*)<\/title>/.exec(html.toString())?.[1];
  const dist = () => realpath(env.UNISITE_DIST_DIR as string);
  /** Every variant file dist/ holds. */
  const variantsIn = async () => (await readdir(join(await dist(), '_img'))).sort();
  /** Every variant the pages' HTML and page data name. */
  const variantsNamed = async () => {
    const named = new Set<string>();
    const top = await dist();
    for (const entry of await readdir(top, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(html|json)$/.test(entry.name)) continue;
      for (const [url] of (await readFile(join(entry.parentPath, entry.name), 'utf8')).matchAll(VARIANT)) named.add(url);
    }
    return [...named].sort();
  };
  const imagesDone = /images: all \d+ variants encoded in the background/;
  const pendingNote = () => join(env.UNISITE_WORK_DIR as string, 'start-images-pending.json');
  let complete: string[] = [];

  it('a first start builds, then serves; its images end in dist/', { timeout: 300_000 }, async () => {
    const cli = start();
    const url = await urlOf(cli);
    expect((await get(`${url}/`)).status).toBe(200);
    // Whatever the cache lacked is encoded after the first page: the build is complete once the note is gone.
    await vi.waitFor(async () => expect(await stat(pendingNote()).catch(() => null)).toBeNull(), { timeout: 240_000, interval: 100 });
    await stop(cli.child);
    complete = await variantsIn();
    expect(complete.map((name) => `/_img/${name}`)).toEqual(expect.arrayContaining(await variantsNamed()));
  });

  it('a later start serves the last build before its own ends, then the new one', { timeout: 300_000 }, async () => {
    // The home page edited in the CMS (a new file: the documents are the demo's, linked).
    const home = join(documents, 'pages/en/home.json');
    const page = JSON.parse(await readFile(home, 'utf8')) as { metaTitle: string };
    await unlink(home);
    await writeFile(home, JSON.stringify({ ...page, metaTitle: 'Quokka Centre' }));
    const cli = start('build:snapshots:held');
    await cli.paused;
    // The build has not started: the page answered is the last build's.
    await vi.waitFor(() => expect(cli.output()).toContain('Serving the last build'), { timeout: 5_000, interval: 50 });
    const url = await urlOf(cli);
    const before = await get(`${url}/`);
    expect(before.status).toBe(200);
    expect(titleOf(before.body)).toBe('Centre for Business Families · Ibera University');
    cli.child.kill('SIGUSR2');
    await vi.waitFor(() => expect(cli.output()).toContain('Serving the new build'), { timeout: 240_000, interval: 50 });
    // The same server, the new build.
    expect(titleOf((await get(`${url}/`)).body)).toBe('Quokka Centre');
    await stop(cli.child);
  });

  it(
    'serves a page before its images are encoded, a variant asked for at once; then every one is in dist/',
    { timeout: 300_000 },
    async () => {
      const homeVariants = [...(await readFile(join(await dist(), 'index.html'), 'utf8')).matchAll(VARIANT)];
      expect(homeVariants.length).toBeGreaterThan(0);
      // The home page's variants removed from the cache: the next build leaves them for after it.
      const cache = env.UNISITE_IMAGE_CACHE as string;
      for (const [, prefix] of homeVariants) {
        const folder = join(cache, (prefix as string).slice(0, 2));
        for (const file of await readdir(folder).catch(() => [])) if (file.startsWith(prefix as string)) await unlink(join(folder, file));
      }
      const cli = start('start:images:queued');
      await cli.paused;
      const url = await urlOf(cli);
      // Its lines on stdout may come after the pause's on stderr.
      await vi.waitFor(() => expect(cli.output()).toContain('Serving the new build'), { timeout: 5_000, interval: 50 });
      expect((await get(`${url}/`)).status).toBe(200);
      const [asked] = homeVariants[0] as RegExpMatchArray;
      // Not encoded yet: the build did not wait for it, and the queue has not started.
      expect(await stat(join(await dist(), asked)).catch(() => null)).toBeNull();
      const answer = await get(`${url}${asked}`);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^image\//);
      expect(answer.body.length).toBeGreaterThan(0);
      expect((await stat(join(await dist(), asked))).size).toBe(answer.body.length);
      cli.child.kill('SIGUSR2');
      await vi.waitFor(() => expect(cli.output()).toMatch(imagesDone), { timeout: 240_000, interval: 50 });
      // What a start that encoded before serving holds: every variant, nothing else.
      expect(await variantsIn()).toEqual(complete);
      await vi.waitFor(async () => expect(await stat(pendingNote()).catch(() => null)).toBeNull(), { timeout: 10_000, interval: 50 });
      await stop(cli.child);
    },
  );
});
