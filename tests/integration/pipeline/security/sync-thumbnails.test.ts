// Server-side requests through content: sync resolves thumbnails only for fields validation
// accepts (it validates first), only on the configured endpoints and their image hosts, and
// an address inside a third-party answer or a redirect cannot point it anywhere else (another
// port on the build machine). A refusal is a warning on that page, the sync goes on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createCmsFetch } from '../../../../pipeline/sync/cms-request.ts';
import { resolveThumbnails, thumbnailOrigins, type ThumbnailEndpoints } from '../../../../pipeline/sync/media-thumbnails.ts';
import { sync } from '../../../../pipeline/sync/index.ts';
import { cmsAuthHeaders } from '../../../../pipeline/sync/cms-request.ts';
import { silentReporter } from '../../../../pipeline/reporter.ts';
import { isUserError, type UserError } from '../../../../pipeline/errors/index.ts';
import { startHostileServer, type HostileServer } from '../../../helpers/hostile-server.ts';
import { sendGzipZeros, startFaultCms, type FaultCms } from '../../../helpers/fault-cms.ts';

const deadlines = { connectTimeoutMs: 3_000, firstByteTimeoutMs: 3_000, bodyTimeoutMs: 10_000 };
const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#345' } })
  .jpeg()
  .toBuffer();

const servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()));
});

/** An internal service on another loopback port: nothing may reach it. */
async function internalService(): Promise<HostileServer> {
  const started = await startHostileServer((_, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
  servers.push(started);
  return started;
}

/** The thumbnail, oEmbed and episode endpoints on one hostile server that points elsewhere. */
async function endpointsPointingAt(target: string): Promise<{ server: HostileServer; endpoints: ThumbnailEndpoints }> {
  const started = await startHostileServer((request, response) => {
    const path = request.url ?? '';
    if (path.startsWith('/video/vi/redirected')) response.writeHead(302, { location: `${target}/admin.jpg` }).end();
    else if (path.startsWith('/video/vi/bomb/')) sendGzipZeros(response, 256 * 1024 * 1024, { 'content-type': 'image/jpeg' });
    else if (path.startsWith('/oembed'))
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ thumbnail_url: `${target}/x.jpg` }));
    else if (path.startsWith('/episodes/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ images: { original: `${target}/y.jpg` } }));
    } else response.writeHead(404).end();
  });
  servers.push(started);
  const endpoints = {
    videoThumbnails: `${started.origin}/video`,
    videoOembed: `${started.origin}/oembed`,
    audioEpisodes: `${started.origin}/episodes`,
  };
  return { server: started, endpoints };
}

describe('thumbnails go only to the configured hosts', () => {
  it('refuses thumbnail_url, images.original and redirects that point at another host, as warnings', async () => {
    const service = await internalService();
    const { endpoints } = await endpointsPointingAt(service.origin);
    const fetchThumbnails = createCmsFetch({
      deadlines,
      requester: 'thumbnail endpoints',
      baseDelayMs: 1,
      origins: thumbnailOrigins(endpoints),
    });
    const pages = [
      {
        path: '/videos/',
        template: { a: { vimeoUrl: 'https://vimeo.com/1' }, b: { podcastEpisodeId: 'ep-1' }, c: { youtubeId: 'redirected' } },
      },
    ];
    const result = await resolveThumbnails(pages, endpoints, fetchThumbnails('thumbnails'));
    expect(result.resolved).toBe(0);
    expect(result.warnings.map((warning) => warning.path)).toEqual(['template.a', 'template.b', 'template.c']);
    for (const warning of result.warnings) expect(warning.message).toContain(service.host);
    expect(service.requests).toEqual([]);
  });

  it('stops a compressed bomb on a thumbnail endpoint at the thumbnail limit, as a warning', async () => {
    const { endpoints } = await endpointsPointingAt('http://127.0.0.1:9');
    const fetchThumbnails = createCmsFetch({
      deadlines,
      requester: 'thumbnail endpoints',
      baseDelayMs: 1,
      origins: thumbnailOrigins(endpoints),
      maxBodyBytes: 2 * 1024 * 1024,
      maxBodySetting: 'UNISITE_SYNC_MAX_THUMBNAIL_BYTES',
    });
    const started = Date.now();
    const result = await resolveThumbnails(
      [{ path: '/v/', template: { video: { youtubeId: 'bomb' } } }],
      endpoints,
      fetchThumbnails('thumbnails'),
    );
    expect(result.warnings[0]?.message).toMatch(/larger than the 2 MB .*UNISITE_SYNC_MAX_THUMBNAIL_BYTES|larger than the 2 MB/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('allows the public image host of the public oEmbed endpoint, and nothing else outside the endpoints', () => {
    const origins = thumbnailOrigins({
      videoThumbnails: 'https://i.ytimg.com',
      videoOembed: 'https://vimeo.com/api/oembed.json',
      audioEpisodes: 'https://episodes.example.org/v1',
    });
    expect([...origins].sort()).toEqual([
      'https://episodes.example.org',
      'https://i.vimeocdn.com',
      'https://i.ytimg.com',
      'https://vimeo.com',
    ]);
  });
});

describe('sync validates before it resolves thumbnails, and refuses hostile CMS answers', () => {
  const SITE = 13;
  const VIDEO_PAGE = '/business-school/videos-and-podcasts/lean-manufacturing-in-a-dairy/';
  let cms: FaultCms;
  let dir: string;
  beforeAll(async () => {
    cms = await startFaultCms();
    dir = await mkdtemp(join(tmpdir(), 'unisite-ssrf-'));
  });
  afterAll(async () => {
    await cms.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The site's pages reduced to its one academic video page, its template changed by `change`. */
  const onlyVideoPage = (change: (template: Record<string, unknown>) => void) =>
    cms.setTransform((operation, body) => {
      if (operation !== 'PagesContent') return body;
      const pages = (body.data?.pages as Array<Record<string, unknown>>).filter((page) => page.path === VIDEO_PAGE);
      for (const page of pages) {
        page.pageLanguages = [];
        change(page.template as Record<string, unknown>);
      }
      return { data: { pages } };
    });

  const run = async (endpoints: ThumbnailEndpoints, name: string) => {
    const warnings: string[] = [];
    const result = await sync({
      snapshotsDir: join(dir, name),
      cmsUrl: cms.url,
      site: SITE,
      thumbnailEndpoints: endpoints,
      reporter: { ...silentReporter, warn: (message: string) => warnings.push(message) },
    }).catch((error: unknown) => error);
    return { result, warnings };
  };

  it('calls no endpoint for a video under a key validation refuses', async () => {
    const service = await internalService();
    const { server, endpoints } = await endpointsPointingAt(service.origin);
    onlyVideoPage((template) => {
      template.extra = { vimeoUrl: 'https://vimeo.com/1', youtubeId: 'redirected' };
    });
    const { result } = await run(endpoints, 'refused');
    expect(isUserError(result) && (result as UserError).code).toBe('CONTENT_INVALID');
    expect((result as UserError).what).toContain(`page ${VIDEO_PAGE} → template`);
    expect(server.requests).toEqual([]);
    expect(service.requests).toEqual([]);
  });

  it('resolves the thumbnail of an accepted field, and refuses its redirect off the endpoint host', async () => {
    const service = await internalService();
    const { server, endpoints } = await endpointsPointingAt(service.origin);
    onlyVideoPage((template) => {
      (template.video as Record<string, unknown>).youtubeId = 'redirected0';
    });
    const { result, warnings } = await run(endpoints, 'accepted');
    expect(isUserError(result), String(result)).toBe(false);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toContain('HEAD /video/vi/redirected0/maxresdefault.jpg');
    expect(warnings.join('\n')).toContain(`page ${VIDEO_PAGE} → template.video: No thumbnail`);
    expect(service.requests).toEqual([]);
  });

  it.each([
    ['redirect', 'SYNC_REDIRECT_REFUSED'],
    ['deep-json', 'SYNC_ANSWER_TOO_DEEP'],
    ['gzip-bomb', 'SYNC_ANSWER_TOO_LARGE'],
  ] as const)('a CMS answering %s fails the sync at once with %s, the token nowhere', async (fault, code) => {
    const elsewhere = await internalService();
    cms.redirectTo = `${elsewhere.origin}/graphql`;
    cms.setTransform(null);
    cms.setFault(fault);
    cms.requests.length = 0;
    const started = Date.now();
    try {
      const error: unknown = await sync({
        snapshotsDir: join(dir, fault),
        cmsUrl: cms.url,
        headers: cmsAuthHeaders('tok-77f1e0'),
        limits: { maxAnswerBytes: 4 * 1024 * 1024 },
        timeouts: { syncTimeoutMs: 20_000 },
        retryBaseDelayMs: 1,
        reporter: silentReporter,
      }).catch((caught: unknown) => caught);
      expect(isUserError(error) && (error as UserError).code, String(error)).toBe(code);
      expect((error as UserError).message).not.toContain('tok-77f1e0');
      expect((error as UserError).fix).toContain('Nothing was written');
      expect(cms.requests.filter((request) => request.startsWith('POST /graphql'))).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      cms.setFault('none');
      cms.requests.length = 0;
    }
  });
});
