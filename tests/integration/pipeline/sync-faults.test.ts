// A hostile or broken CMS must never cost the published snapshots: every fault fails the sync
// with a one-line reason (stage, URL, HTTP status), no stack trace, and leaves the previous
// snapshots byte-identical. Deadlines are shortened so that hangs fail in well under a second.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../../pipeline/errors/index.ts';
import { createReporter, silentReporter, type Reporter } from '../../../pipeline/reporter.ts';
import { sync, type SyncOptions } from '../../../pipeline/sync/index.ts';
import { startFaultCms, type Fault, type FaultCms } from '../../helpers/fault-cms.ts';

// Short enough that hangs fail in seconds, long enough for the real CMS behind the proxy on a busy machine.
const timeouts = { connectTimeoutMs: 2_000, firstByteTimeoutMs: 1_500, bodyTimeoutMs: 2_500, syncTimeoutMs: 15_000 };

/** Each file of the tree by its SHA-256: comparing digests, not Buffers byte by byte through `toEqual`. */
async function readTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

describe('sync against a faulty CMS', () => {
  let workDir: string;
  let snapshotsDir: string;
  let cms: FaultCms;
  let before: Record<string, string>;
  const run = (options: Partial<SyncOptions> = {}, reporter: Reporter = silentReporter) =>
    sync({
      snapshotsDir,
      cmsUrl: cms.url,
      thumbnailEndpoints: cms.thumbnailEndpoints,
      reporter,
      retryBaseDelayMs: 1,
      timeouts,
      ...options,
    });

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'unisite-faults-'));
    snapshotsDir = join(workDir, 'snapshots');
    cms = await startFaultCms();
    await run();
    before = await readTree(snapshotsDir);
  });
  afterAll(async () => {
    await cms?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const faults: Array<[Fault, string, RegExp]> = [
    [
      'http-503',
      'CMS_HTTP_STATUS',
      /site query: POST http:\/\/127\.0\.0\.1:\d+\/graphql: answered HTTP 503 Service Unavailable \(4 attempts\)/,
    ],
    ['http-404', 'CMS_HTTP_STATUS', /site query: POST http:\/\/127\.0\.0\.1:\d+\/graphql answered HTTP 404\./],
    [
      'hang',
      'CMS_TIMEOUT',
      /site query: POST http:\/\/127\.0\.0\.1:\d+\/graphql: connected, but no answer began within 1\.5 s \(2 attempts\)/,
    ],
    ['slow-body', 'CMS_TIMEOUT', /site query: POST .*: the whole answer did not arrive within 2\.5 s \(2 attempts\)/],
    ['truncated-json', 'CMS_UNREACHABLE', /site query: POST .*: the connection closed after \d+ of \d+ bytes of the answer \(4 attempts\)/],
    ['html', 'CMS_NOT_JSON', /site query: POST .* answered HTTP 200 with an HTML page \("<!doctype html><title>Maintenance.*\), not JSON/],
    ['invalid-json', 'CMS_NOT_JSON', /site query: POST .* answered HTTP 200 with invalid or truncated JSON \(/],
    [
      'graphql-errors',
      'CMS_GRAPHQL_ERRORS',
      /site query: POST .* answered HTTP 200 with GraphQL errors: Cannot query field "site" on type "Query"\./,
    ],
    ['empty-site', 'SYNC_REMOVALS_REFUSED', /^sync refused: the CMS answered a site with no pages \(pages\/.*\.json, .* and \d+ more\)\.$/],
    ['wrong-shape', 'CMS_WRONG_SHAPE', /pages \([\w, -]+\): POST .* answered without a `pages` list/],
  ];

  it.each(faults)('%s: fails with %s, a clear reason, and the snapshots are byte-identical', async (fault, code, what) => {
    cms.setFault(fault);
    const started = Date.now();
    const error = await run().catch((e: unknown) => e);
    cms.setFault('none');
    expect(error).toBeInstanceOf(UserError);
    const userError = error as UserError;
    expect(userError.code).toBe(code);
    expect(userError.what).toMatch(what);
    expect(userError.what).not.toContain('\n');
    expect(userError.fix).toMatch(/previous snapshots are unchanged/);
    expect(userError.format()).not.toMatch(/^\s+at /m);
    // Hangs fail at the shortened deadlines, not at the sync's overall bound.
    expect(Date.now() - started).toBeLessThan(timeouts.syncTimeoutMs);
    expect(await readTree(snapshotsDir)).toEqual(before);
    // Only the link and the version it names remain: no temporary folder, no lock.
    expect((await readdir(workDir)).filter((entry) => entry.includes('snapshots')).sort()).toEqual([
      expect.stringMatching(/^\.snapshots\.v-/),
      'snapshots',
    ]);
  });

  it('a CMS that answers too slowly overall fails at the sync bound, naming the request in flight', async () => {
    cms.setFault('hang');
    const started = Date.now();
    const error = (await run({ timeouts: { ...timeouts, firstByteTimeoutMs: 5_000, syncTimeoutMs: 600 } }).catch(
      (e: unknown) => e,
    )) as UserError;
    cms.setFault('none');
    expect(error.code).toBe('CMS_SYNC_TIMEOUT');
    expect(error.what).toMatch(/site query: gave up on http:\/\/127\.0\.0\.1:\d+\/graphql: the whole sync did not finish within 600 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await readTree(snapshotsDir)).toEqual(before);
  });

  it('refuses to remove more than 20 % of the pages or the home page unless --allow-removals, and lists what is removed', async () => {
    // The news, events and research pages, each with its other languages (a page whose alternate
    // is gone is a content error, not a removal).
    const dropNews = (operation: string, body: { data?: Record<string, unknown> }) => {
      if (operation !== 'PagesContent') return body;
      const pages = body.data?.pages as Array<{ path: string; pageLanguages?: Array<{ path: string }> }>;
      const dropped = (page: (typeof pages)[number]) =>
        [page.path, ...(page.pageLanguages ?? []).map((alternate) => alternate.path)].some((path) =>
          /news|noticias|events|eventos|research|investigacion/.test(path),
        );
      return { data: { pages: pages.filter((page) => !dropped(page)) } };
    };
    cms.setTransform(dropNews);
    const refused = (await run().catch((e: unknown) => e)) as UserError;
    expect(refused.code).toBe('SYNC_REMOVALS_REFUSED');
    expect(refused.what).toMatch(
      /^sync refused: \d+ of \d+ pages \(\d+ %\) would be removed, more than the 20 % allowed \(pages\/.*and \d+ more\)\.$/,
    );
    expect(await readTree(snapshotsDir)).toEqual(before);

    cms.setTransform((operation, body) => {
      if (operation !== 'PagesContent') return body;
      const pages = body.data?.pages as Array<{ path: string; pageLanguages: Array<{ path: string }> }>;
      const kept = pages.filter((page) => page.path !== '/');
      return { data: { pages: kept.map((page) => ({ ...page, pageLanguages: page.pageLanguages.filter((a) => a.path !== '/') })) } };
    });
    const home = (await run().catch((e: unknown) => e)) as UserError;
    expect(home.what).toMatch(/^sync refused: the home page \(\/\) would be removed \(pages\/index\.json\)\.$/);
    expect(await readTree(snapshotsDir)).toEqual(before);

    // The operator confirms: the sync publishes and its summary names every removed page.
    cms.setTransform(dropNews);
    const lines: string[] = [];
    const reporter = createReporter({ isTTY: false, write: (text: string) => lines.push(text) > 0 } as unknown as NodeJS.WriteStream);
    const result = await run({ allowRemovals: true }, reporter);
    cms.setTransform(null);
    expect(result.diff.removed.length).toBeGreaterThan(24);
    for (const file of result.diff.removed) expect(lines.join('')).toContain(`removed ${file}`);
    // Syncing the whole site again brings every page back (only the manifest's time differs).
    await run();
    const { '/manifest.json': _after, ...restored } = await readTree(snapshotsDir);
    const { '/manifest.json': _before, ...original } = before;
    expect(restored).toEqual(original);
  });
});
