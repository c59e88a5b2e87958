// Every user mistake reaches the operator as a catalogue entry: `✗ [CODE] what`, a `fix:` line,
// exit 1 and no stack trace; a bug prints its stack and exits 2. Each case runs the real
// `unisite` command in a child process.
import { createServer, type Server } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { config } from '../../../pipeline/config.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { runCli, type CliResult } from '../../helpers/cli.ts';
import { startFaultCms, type FaultCms } from '../../helpers/fault-cms.ts';
import { syncContent } from '../../helpers/sync-content.ts';
import { copySharedSnapshots, linkTree, seedWorkDir } from '../../setup/family-build.ts';

const STACK_FRAME = /^\s+at .+(\(|:\d+)/m;

function expectUserError(result: CliResult, code: string): void {
  expect(result.stderr, result.stderr).toMatch(new RegExp(`^✗ \\[${code}\\] \\S`, 'm'));
  expect(result.stderr).toMatch(/^ {2}fix: \S/m);
  expect(result.stderr).not.toMatch(STACK_FRAME);
  expect(result.code).toBe(1);
}

describe('unisite reports user mistakes without a stack', () => {
  let workDir: string;
  let cms: FaultCms;
  const dirs = (name: string) => ({
    UNISITE_SNAPSHOTS_DIR: join(workDir, name, 'snapshots'),
    UNISITE_DIST_DIR: join(workDir, name, 'dist'),
    UNISITE_WORK_DIR: join(workDir, name, 'work'),
  });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-cli-'));
    cms = await startFaultCms();
  });
  afterAll(async () => {
    await cms?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('CMS_URL without a scheme', async () => {
    const result = await runCli(['sync'], { ...dirs('url'), CMS_URL: 'cms.example.org/graphql' });
    expectUserError(result, 'CMS_URL_INVALID');
    expect(result.stderr).toContain('CMS_URL=cms.example.org/graphql is not an absolute http(s) URL');
  });

  it.each([
    ['html', 'CMS_NOT_JSON', /answered HTTP 200 with an HTML page/],
    ['invalid-json', 'CMS_NOT_JSON', /answered HTTP 200 with invalid or truncated JSON/],
    ['graphql-errors', 'CMS_GRAPHQL_ERRORS', /answered HTTP 200 with GraphQL errors: Cannot query field/],
  ] as const)('a CMS answering %s', async (fault, code, what) => {
    const cmsFault = await startFaultCms({ fault });
    try {
      const result = await runCli(['sync'], { ...dirs(fault), ...cmsFault.env });
      expectUserError(result, code);
      expect(result.stderr).toMatch(what);
    } finally {
      await cmsFault.close();
    }
  });

  it('a language without a footer is caught at sync', async () => {
    // The family's default site (listed first) loses its Spanish footer.
    cms.setTransform((operation, body) => {
      if (operation !== 'SitesContent') return body;
      const [site, ...others] = body.data?.sites as Array<{ footers: Array<{ locale: string }> }>;
      return { data: { sites: [{ ...site, footers: site?.footers.filter((footer) => footer.locale !== 'es') }, ...others] } };
    });
    const result = await runCli(['sync'], { ...dirs('footer'), ...cms.env });
    cms.setTransform(null);
    expectUserError(result, 'CONTENT_INVALID');
    expect(result.stderr).toContain('site → footers: No footer for language "es", which has pages');
  });

  it('no Error404 page in the default language', async () => {
    cms.setTransform((operation, body) => {
      if (operation !== 'PagesContent') return body;
      const pages = body.data?.pages as Array<{ path: string; templateType: string; pageLanguages: Array<{ path: string }> }>;
      const gone = new Set(pages.filter((page) => page.templateType === 'Error404').map((page) => page.path));
      const kept = pages.filter((page) => !gone.has(page.path));
      return { data: { pages: kept.map((page) => ({ ...page, pageLanguages: page.pageLanguages.filter((a) => !gone.has(a.path)) })) } };
    });
    await sync({
      snapshotsDir: dirs('no404').UNISITE_SNAPSHOTS_DIR,
      cmsUrl: cms.url,
      thumbnailEndpoints: cms.thumbnailEndpoints,
      reporter: silentReporter,
    });
    cms.setTransform(null);
    // A build that fails before it needs the bundle still waits for it: the shared build's, by hard links.
    await seedWorkDir(dirs('no404').UNISITE_WORK_DIR);
    const result = await runCli(['build'], dirs('no404'));
    expectUserError(result, 'NO_ERROR404_PAGE');
    expect(result.stderr).toContain('No page with template Error404 in the default language "en"');
  });

  it('a component that throws while a page renders: RENDER_FAILED naming the page and the module', async () => {
    const env = dirs('render');
    await syncContent(await generateScaleContent({ pagesPerLanguage: 6, seed: 5 }), env.UNISITE_SNAPSHOTS_DIR);
    // The run's Vite bundle of this code, by hard links (this build bundles nothing), and its image variants.
    expect(await seedWorkDir(env.UNISITE_WORK_DIR)).toBe(true);
    const imageCache = join(workDir, 'render', 'image-cache');
    const shared = config().imageCacheDir ?? resolve(import.meta.dirname, '../../../.unisite/image-cache');
    if (await stat(shared).catch(() => null)) await linkTree(shared, imageCache);
    // CardCollection (on the home pages) as a developer's edit could leave it: its server chunk
    // throws. Unlinked first: the seeded file is a link to the shared build's, never written into.
    const bundle = (await readdir(env.UNISITE_WORK_DIR)).find((entry) => entry.startsWith('bundle-')) as string;
    const chunks = join(env.UNISITE_WORK_DIR, bundle, 'server', 'chunks');
    const chunk = (await readdir(chunks)).find((file) => file.startsWith('CardCollection-')) as string;
    await unlink(join(chunks, chunk));
    await writeFile(
      join(chunks, chunk),
      "export default function CardCollection() {\n  throw new TypeError('cards.map is not a function');\n}\n",
    );

    const result = await runCli(['build'], { ...env, UNISITE_IMAGE_CACHE: imageCache }, 120_000);
    expectUserError(result, 'RENDER_FAILED');
    expect(result.stderr).toMatch(
      /page \/(es\/)?: the component CardCollection \(site\/modules\/CardCollection\/CardCollection\.tsx\) threw while rendering it: TypeError: cards\.map is not a function/,
    );
    expect(result.stderr).toContain('fix: Correct site/modules/CardCollection/CardCollection.tsx');
  });

  it('a bad --scale', async () => {
    const result = await runCli(['cms', '--scale', 'many']);
    expectUserError(result, 'CLI_USAGE');
    expect(result.stderr).toContain("option '--scale <pages>' argument 'many' is invalid");
  });

  it('a malformed _redirects', async () => {
    const dist = dirs('redirects').UNISITE_DIST_DIR;
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'app-data.json'), '{"trailingSlash":true}');
    await writeFile(join(dist, '_redirects'), '# generated\n/old/ /new/ 301\n/only-a-source\n');
    const result = await runCli(['serve', '--port', '0'], dirs('redirects'), 30_000);
    expectUserError(result, 'REDIRECTS_FILE_MALFORMED');
    expect(result.stderr).toContain('_redirects, line 3: "/only-a-source" is not a redirect');
  });

  it('a port in use is found before syncing and building', async () => {
    const taken: Server = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as { port: number };
    try {
      const result = await runCli(['start', '--port', String(port)], dirs('port'), 30_000);
      expectUserError(result, 'PORT_IN_USE');
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(result.stderr).not.toContain('sync:');
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });

  it('a bug (a snapshot file broken behind unisite’s back) prints its stack and exits 2', async () => {
    const snapshots = dirs('bug').UNISITE_SNAPSHOTS_DIR;
    await copySharedSnapshots(snapshots);
    await writeFile(join(snapshots, 'site.json'), '{ "truncated": ');
    const result = await runCli(['inspect', '--list'], dirs('bug'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(STACK_FRAME);
    expect(result.stderr).not.toMatch(/^✗ \[/m);
  });
});
