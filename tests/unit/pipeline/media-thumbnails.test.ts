import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { resolveThumbnails, standInEndpoints } from '../../../pipeline/sync/media-thumbnails.ts';

describe('video and audio thumbnails at sync (SPEC §7), against the embedded CMS stand-ins', () => {
  let cms: RunningCms;
  const calls: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return fetch(input, init);
  };
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(async () => {
    await cms.close();
  });

  const page = (template: unknown) => ({ path: '/videos/', template });

  it('takes the max-size video thumbnail after a HEAD check', async () => {
    calls.length = 0;
    const pages = [page({ mainSection: [{ component: 'HeroVideo', youtubeId: 'abc123' }] })];
    const result = await resolveThumbnails(pages, standInEndpoints(cms.origin), recordingFetch);
    expect(calls).toEqual(['HEAD /stand-ins/video/vi/abc123/maxresdefault.jpg', 'GET /stand-ins/video/vi/abc123/maxresdefault.jpg']);
    const thumbnail = (
      pages[0]?.template as { mainSection: Array<{ thumbnail: { url: string; width: number; height: number; alt: string } }> }
    ).mainSection[0]?.thumbnail;
    expect(thumbnail?.url).toMatch(/^\/media\/thumbnails\/video-[0-9a-f]{16}\.jpg$/);
    expect([thumbnail?.width, thumbnail?.height]).toEqual([1920, 1080]);
    const bytes = result.files.get(thumbnail?.url.slice(1) as string);
    expect((await sharp(bytes as Uint8Array).metadata()).format).toBe('jpeg');
    expect(result.resolved).toBe(1);
  });

  it('falls back to the standard size when the video has no max-size thumbnail', async () => {
    calls.length = 0;
    const pages = [page({ video: { youtubeId: 'old-upload-sd' } })];
    const result = await resolveThumbnails(pages, standInEndpoints(cms.origin), recordingFetch);
    expect(calls).toEqual([
      'HEAD /stand-ins/video/vi/old-upload-sd/maxresdefault.jpg',
      'GET /stand-ins/video/vi/old-upload-sd/sddefault.jpg',
    ]);
    expect(result.resolved).toBe(1);
    expect(result.warnings).toEqual([]);
  });

  it('reads thumbnail_url from the other video site oEmbed and the episode image of the audio site', async () => {
    calls.length = 0;
    const pages = [page({ items: [{ vimeoUrl: 'https://vimeo.com/76979871' }, { podcastEpisodeId: 'ep-42' }] })];
    const result = await resolveThumbnails(pages, standInEndpoints(cms.origin), recordingFetch);
    expect(calls).toEqual([
      'GET /stand-ins/video/oembed',
      'GET /media/campus.jpg',
      'GET /stand-ins/audio/episodes/ep-42',
      'GET /media/library.jpg',
    ]);
    const items = (pages[0]?.template as { items: Array<{ thumbnail?: { url: string } }> }).items;
    expect(items[0]?.thumbnail?.url).toMatch(/^\/media\/thumbnails\/oembed-/);
    expect(items[1]?.thumbnail?.url).toMatch(/^\/media\/thumbnails\/audio-/);
    expect(result.files.size).toBe(2);
  });

  it('keeps a thumbnail the editor chose, and warns (without failing) when none can be found', async () => {
    const chosen = { url: '/media/event.jpg', width: 1920, height: 1080, alt: 'Chosen' };
    const pages = [page({ a: { youtubeId: 'x', thumbnail: chosen }, b: { youtubeId: 'gone' } })];
    const endpoints = { ...standInEndpoints(cms.origin), videoThumbnails: `${cms.origin}/nowhere` };
    const result = await resolveThumbnails(pages, endpoints, fetch);
    expect((pages[0]?.template as { a: { thumbnail: unknown } }).a.thumbnail).toBe(chosen);
    expect(result.warnings).toEqual([
      {
        document: 'page /videos/',
        path: 'template.b',
        message:
          'No thumbnail: the video site has no thumbnail for video "gone" in any size. The page shows none until a later sync finds one.',
        code: 'THUMBNAIL_MISSING',
      },
    ]);
  });
});
