// SPEC §6: a CMS that needs a token gets it as a bearer header on its content calls; the
// token is never printed, written into the snapshots, or sent to anything but the CMS.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { cmsAuthHeaders } from '../../../pipeline/sync/cms-request.ts';
import { standInEndpoints } from '../../../pipeline/sync/media-thumbnails.ts';
import { isUserError } from '../../../pipeline/errors/index.ts';

const TOKEN = 'secret-token-4f1c9a';

async function everyFile(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

describe('CMS token', () => {
  let cms: RunningCms;
  let dir: string;
  beforeAll(async () => {
    cms = await startCms({ token: TOKEN });
    dir = await mkdtemp(join(tmpdir(), 'unisite-token-'));
  });
  afterAll(async () => {
    await cms.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('syncs from a protected CMS with the bearer header, and writes the token nowhere', async () => {
    const messages: string[] = [];
    const reporter = {
      ...silentReporter,
      warn: (m: string) => messages.push(m),
      info: (m: string) => messages.push(m),
      done: (m: string) => messages.push(m),
    };
    const snapshots = join(dir, 'snapshots');
    const result = await sync({
      snapshotsDir: snapshots,
      cmsUrl: cms.url,
      regionsUrl: cms.origin,
      // The demo's videos: the CMS's stand-ins, not the public services this machine cannot reach.
      thumbnailEndpoints: standInEndpoints(cms.origin),
      reporter,
      headers: cmsAuthHeaders(TOKEN),
    });
    expect(result.pages).toBeGreaterThan(100);
    expect(await everyFile(snapshots)).not.toContain(TOKEN);
    expect(messages.join('\n')).not.toContain(TOKEN);
  });

  it('refuses a sync without the token as CMS_UNAUTHORIZED, naming the fix but not the token', async () => {
    const error: unknown = await sync({
      snapshotsDir: join(dir, 'refused'),
      cmsUrl: cms.url,
      regionsUrl: cms.origin,
      reporter: silentReporter,
    }).catch((caught: unknown) => caught);
    expect(isUserError(error) && error.code).toBe('CMS_UNAUTHORIZED');
    expect(String((error as Error).message)).toContain('CMS_TOKEN');
    const wrong = await sync({
      snapshotsDir: join(dir, 'wrong'),
      cmsUrl: cms.url,
      regionsUrl: cms.origin,
      reporter: silentReporter,
      headers: cmsAuthHeaders('not-the-token'),
    }).catch((caught: unknown) => caught);
    expect(isUserError(wrong) && wrong.code).toBe('CMS_UNAUTHORIZED');
    expect(String((wrong as Error).message)).not.toContain('not-the-token');
  });

  it('takes a token from CMS_TOKEN as a bearer header, or any header from --cms-header', () => {
    expect(cmsAuthHeaders(TOKEN)).toEqual({ authorization: `Bearer ${TOKEN}` });
    expect(cmsAuthHeaders(undefined, 'X-Api-Key: abc')).toEqual({ 'x-api-key': 'abc' });
    expect(() => cmsAuthHeaders(undefined, 'no colon here')).toThrow(/Name: value/);
  });

  it('answers the list calls only with the token', async () => {
    const path = `${cms.origin}/list/v2/NewsDetail/12/en/card/1/50/recent/and/off/on/off/true/false/`;
    expect((await fetch(path)).status).toBe(401);
    const answer = await fetch(path, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { items: Array<{ title: string }>; total: number };
    expect(body.total).toBeGreaterThan(5);
    // One page of at most 50 items (the path's page size).
    expect(body.items.length).toBe(Math.min(body.total, 50));
  });
});
