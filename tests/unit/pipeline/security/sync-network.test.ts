// The network boundary of sync (docs/security.md, "Sync and the network"), played by hostile
// servers on loopback: credentials never follow a redirect to another origin, redirects go to
// http(s) on the allowed hosts only, answers are bounded after decompression, and deep JSON is
// a coded error instead of a stack overflow. Each refusal is a catalogue error, never retried.
import { constants, createBrotliCompress, createDeflate, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCmsFetch,
  jsonTooDeep,
  limitedJson,
  withHeaders,
  cmsAuthHeaders,
  type CmsFetchOptions,
} from '../../../../pipeline/sync/cms-request.ts';
import { fetchContent } from '../../../../pipeline/sync/fetch-content.ts';
import { CmsListClient } from '../../../../pipeline/preview/cms-lists.ts';
import { startHostileServer, type HostileServer } from '../../../helpers/hostile-server.ts';
import { deepJson, sendGzipZeros } from '../../../helpers/fault-cms.ts';
import { failure, thrown } from '../../../helpers/user-error.ts';

const TOKEN = 'tok-5e3a9c1f7d';
const KEY = 'key-0b8e42';
const deadlines = { connectTimeoutMs: 3_000, firstByteTimeoutMs: 3_000, bodyTimeoutMs: 10_000 };

const servers: HostileServer[] = [];
async function server(handler?: Parameters<typeof startHostileServer>[0]): Promise<HostileServer> {
  const started = await startHostileServer(handler);
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()));
});

const cmsFetch = (options: Partial<CmsFetchOptions> = {}) => createCmsFetch({ deadlines, requester: 'CMS', baseDelayMs: 1, ...options });

const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('credentials stay with the CMS', () => {
  it('refuses a redirect to another origin: no token, header or query reaches it, one request, both hosts named', async () => {
    const elsewhere = await server((_, response) => response.writeHead(503).end());
    const cms = await server((_, response) => response.writeHead(307, { location: `${elsewhere.origin}/graphql?stolen=1` }).end());
    const fetchFor = withHeaders(cmsFetch(), cmsAuthHeaders(TOKEN, `X-Api-Key: ${KEY}`));
    const error = await failure(fetchFor('site query')(`${cms.origin}/graphql?site=1`, { method: 'POST', body: '{}' }));
    expect(error.code).toBe('SYNC_REDIRECT_REFUSED');
    expect(error.what).toContain(cms.host);
    expect(error.what).toContain(elsewhere.host);
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain(KEY);
    expect(elsewhere.requests).toEqual([]);
    expect(cms.requests).toHaveLength(1);
  });

  it("preview's list calls do not follow a redirect with the credentials either", async () => {
    const elsewhere = await server((_, response) => json(response, { name: 'stolen' }));
    const cms = await server((_, response) => response.writeHead(307, { location: `${elsewhere.origin}/site/1` }).end());
    const client = new CmsListClient({ api: cms.origin, siteId: 1, headers: cmsAuthHeaders(TOKEN, `X-Api-Key: ${KEY}`) });
    const error = await failure(client.siteName('en'));
    expect(error.code).toBe('CMS_HTTP_STATUS');
    expect(error.message).not.toContain(TOKEN);
    expect(elsewhere.requests).toEqual([]);
  });

  it('refuses a header value HTTP cannot carry before any request, without quoting it', async () => {
    const cms = await server();
    const error = thrown(() => withHeaders(cmsFetch(), { 'x-api-key': `${KEY}\nX-Injected: 1` }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.what).toContain('x-api-key holds a line break');
    expect(error.message).not.toContain(KEY);
    expect(cms.requests).toEqual([]);
  });

  it('follows a redirect within the CMS origin, with the credentials', async () => {
    const cms = await server((request, response) => {
      if (request.url === '/old') response.writeHead(308, { location: '/graphql' }).end();
      else json(response, { data: { ok: true } });
    });
    const fetchFor = withHeaders(cmsFetch(), cmsAuthHeaders(TOKEN));
    const response = await fetchFor('site query')(`${cms.origin}/old`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(cms.requests.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/old', `Bearer ${TOKEN}`],
      ['/graphql', `Bearer ${TOKEN}`],
    ]);
  });

  it('refuses a redirect to file: at once, as a coded error', async () => {
    const cms = await server((_, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end());
    const started = Date.now();
    const error = await failure(cmsFetch()('site query')(`${cms.origin}/graphql`));
    expect(error.code).toBe('SYNC_REDIRECT_REFUSED');
    expect(error.what).toContain('file:');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(cms.requests).toHaveLength(1);
  });

  it('keeps requests without credentials on the allowed origins, redirects included', async () => {
    const loopbackService = await server((_, response) => json(response, { secret: 'internal' }));
    const images = await server((_, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg'));
    const thumbnails = await server((request, response) => {
      const target = request.url === '/to-images' ? images.origin : loopbackService.origin;
      response.writeHead(302, { location: `${target}/thumb.jpg` }).end();
    });
    const fetchFor = cmsFetch({ origins: new Set([thumbnails.origin, images.origin]) })('thumbnails');
    expect(await (await fetchFor(`${thumbnails.origin}/to-images`)).text()).toBe('jpeg');

    const offHosts = await failure(fetchFor(`${thumbnails.origin}/to-service`));
    expect(offHosts.code).toBe('SYNC_REDIRECT_REFUSED');
    const direct = await failure(fetchFor(`${loopbackService.origin}/admin`));
    expect(direct.code).toBe('SYNC_HOST_REFUSED');
    expect(direct.what).toContain(loopbackService.host);
    expect(loopbackService.requests).toEqual([]);
  });
});

describe('retries', () => {
  it('asks a failing CMS again, but not about a host name that does not exist', async () => {
    let calls = 0;
    const flaky = await server((_, response) => (++calls < 3 ? response.writeHead(503).end() : json(response, { ok: true })));
    const retried: string[] = [];
    const onRetry = (_attempt: number, _reason: string, url: string) => retried.push(url);
    expect(await (await cmsFetch({ onRetry })('site query')(`${flaky.origin}/graphql`)).json()).toEqual({ ok: true });
    expect(retried).toHaveLength(2);

    // `.invalid` never resolves (RFC 2606): the resolver answers that the name does not exist.
    retried.length = 0;
    const error = await failure(cmsFetch({ onRetry })('thumbnails')('http://thumbnails.invalid/vi/x/maxresdefault.jpg'));
    expect(error.code).toBe('CMS_UNREACHABLE');
    expect(error.message).toContain('ENOTFOUND');
    expect(retried).toEqual([]);
  });
});

describe('answers are bounded after decompression', () => {
  const limit = 1024 * 1024;

  it('stops a gzip bomb (128 MB of zeros in ~128 kB) at the limit, naming host, limit and setting', async () => {
    const bomb = await server((_, response) => sendGzipZeros(response, 128 * 1024 * 1024));
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const error = await failure(cmsFetch({ maxBodyBytes: limit })('thumbnails')(`${bomb.origin}/vi/x/maxresdefault.jpg`));
    expect(error.code).toBe('SYNC_ANSWER_TOO_LARGE');
    expect(error.what).toContain(bomb.host);
    expect(error.what).toContain('1 MB');
    expect(error.fix).toContain('UNISITE_SYNC_MAX_ANSWER_BYTES');
    // Inflated as a stream and dropped at the limit: memory never held the 128 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(bomb.requests).toHaveLength(1);
  });

  it.each([
    ['deflate', createDeflate],
    ['br', () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })],
  ] as const)('stops a %s bomb the same way', async (encoding, compressor) => {
    const bomb = await server((_, response) => {
      response.writeHead(200, { 'content-encoding': encoding });
      const stream = compressor();
      stream.pipe(response);
      stream.end(Buffer.alloc(16 * 1024 * 1024));
    });
    const error = await failure(
      cmsFetch({ maxBodyBytes: limit, maxBodySetting: 'UNISITE_SYNC_MAX_THUMBNAIL_BYTES' })('thumbnails')(bomb.origin),
    );
    expect(error.code).toBe('SYNC_ANSWER_TOO_LARGE');
    expect(error.fix).toContain('UNISITE_SYNC_MAX_THUMBNAIL_BYTES');
  });

  it('refuses a declared length over the limit before reading, and a long plain body at the limit', async () => {
    const declared = await server((_, response) => {
      response.writeHead(200, { 'content-length': String(10 * limit) });
      response.write('x'); // the rest never comes: the refusal must not wait for it
    });
    expect((await failure(cmsFetch({ maxBodyBytes: limit })('site query')(declared.origin))).code).toBe('SYNC_ANSWER_TOO_LARGE');
    const streamed = await server((_, response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      for (let index = 0; index < 32; index += 1) response.write(chunk);
      response.end();
    });
    expect((await failure(cmsFetch({ maxBodyBytes: limit })('site query')(streamed.origin))).code).toBe('SYNC_ANSWER_TOO_LARGE');
  });

  it('still reads a compressed answer under the limit', async () => {
    const body = JSON.stringify({ data: { text: 'ü'.repeat(10_000) } });
    const cms = await server((_, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body)),
    );
    expect(await (await cmsFetch({ maxBodyBytes: limit })('site query')(cms.origin)).text()).toBe(body);
  });
});

describe("answers the preview reads with the platform's fetch", () => {
  const limit = { bytes: 1024 * 1024, setting: 'UNISITE_SYNC_MAX_ANSWER_BYTES' };

  it('stop at the limit after decompression, naming the caller, host and setting', async () => {
    const bomb = await server((_, response) => sendGzipZeros(response, 64 * 1024 * 1024));
    const before = process.memoryUsage().rss;
    const error = await failure(limitedJson(await fetch(bomb.origin), limit, { preview: true, method: 'GET', url: bomb.origin }));
    expect(error.code).toBe('SYNC_ANSWER_TOO_LARGE');
    expect(error.what).toContain('preview: GET');
    expect(error.what).toContain(bomb.host);
    expect(error.fix).toContain('UNISITE_SYNC_MAX_ANSWER_BYTES');
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
  });

  it('are refused when nested too deep, and read as JSON otherwise', async () => {
    const deep = await server((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(deepJson(1_000)));
    expect((await failure(limitedJson(await fetch(deep.origin), limit, { preview: true, method: 'GET', url: '/list' }))).code).toBe(
      'SYNC_ANSWER_TOO_DEEP',
    );
    const fine = await server((_, response) => json(response, { items: [1, 2] }));
    expect(await limitedJson(await fetch(fine.origin), limit, { preview: true, method: 'GET', url: '/list' })).toEqual({ items: [1, 2] });
  });
});

describe('deeply nested JSON', () => {
  it('is refused as a coded error naming the stage and URL, not a stack overflow', async () => {
    const cms = await server((_, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(`{"data":${deepJson(10_000)}}`),
    );
    const fetchFor = cmsFetch();
    const error = await failure(fetchContent({ cmsUrl: `${cms.origin}/graphql`, regionsUrl: cms.origin }, fetchFor, 'CMS'));
    expect(error.code).toBe('SYNC_ANSWER_TOO_DEEP');
    expect(error.what).toContain('site query');
    expect(error.what).toContain(cms.host);
  });

  it('counts brackets inside strings as text', () => {
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: '\\"['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(deepJson(201))).toBe(true);
    expect(jsonTooDeep(deepJson(200))).toBe(false);
  });
});
