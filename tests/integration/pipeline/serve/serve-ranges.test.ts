// `unisite serve` answers byte ranges of files it sends as they are, as static hosts do: a
// podcast player or a video seeking asks for the part it needs, and without ranges some
// browsers cannot seek at all. Text that goes out gzipped is sent whole.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../../../pipeline/serve/index.ts';

describe('unisite serve: byte ranges', () => {
  let work: string;
  let server: RunningServer;
  // 100 bytes whose value is their offset, so a slice says where it came from.
  const episode = Buffer.from(Array.from({ length: 100 }, (_, index) => index));
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers: { 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-ranges-'));
    await mkdir(join(work, 'media'), { recursive: true });
    await writeFile(join(work, 'media/episode.wav'), episode);
    await writeFile(join(work, 'media/empty.wav'), '');
    await writeFile(join(work, 'index.html'), `<p>${'home '.repeat(500)}</p>`);
    await writeFile(join(work, 'app-data.json'), JSON.stringify({ trailingSlash: true }));
    server = await serve({ dir: work, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('sends a whole file with its length and says it takes ranges', async () => {
    const response = await get('/media/episode.wav');
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(episode);
  });

  it('sends the bytes a player asks for, from an offset, to the end, or the last ones', async () => {
    for (const [range, start, end] of [
      ['bytes=10-19', 10, 19],
      ['bytes=90-', 90, 99],
      ['bytes=-5', 95, 99],
      ['bytes=95-500', 95, 99],
    ] as const) {
      const response = await get('/media/episode.wav', { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/100`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()), range).toEqual(episode.subarray(start, end + 1));
    }
  });

  it('refuses a range past the end with 416 and the size, and answers a HEAD without a body', async () => {
    const outside = await get('/media/episode.wav', { range: 'bytes=200-300' });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */100');
    const head = await get('/media/episode.wav', { range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends the whole file for a range in another unit or in several parts, and an empty file as it is', async () => {
    for (const range of ['pages=1-2', 'bytes=0-1,5-6']) {
      const response = await get('/media/episode.wav', { range });
      expect(response.status, range).toBe(200);
      expect((await response.arrayBuffer()).byteLength, range).toBe(100);
    }
    const empty = await get('/media/empty.wav');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-length')).toBe('0');
  });

  it('sends gzipped text whole, whatever range is asked', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('home home');
  });
});
