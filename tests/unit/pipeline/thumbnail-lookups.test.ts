// Sync calls only the hosts its configuration names: from a remote CMS (CMS_URL), video and audio
// thumbnails are looked up only for the kinds VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL and
// AUDIO_EPISODES_URL name (an endpoint, or `public` for the public service); the embedded CMS
// keeps its stand-ins. Every request sync makes is seen on Node's `http.client.request.start`
// channel, whatever host it goes to.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../../pipeline/config.ts';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { sync } from '../../../pipeline/sync/index.ts';
import { configuredEndpoints, PUBLIC_ENDPOINTS, thumbnailOrigins } from '../../../pipeline/sync/media-thumbnails.ts';
import { silentReporter } from '../../../pipeline/reporter.ts';
import { smallFamilyDocuments } from '../../helpers/small-family.ts';
import { thrown } from '../../helpers/user-error.ts';

describe('VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL, AUDIO_EPISODES_URL', () => {
  it('unset, no kind is looked up; public is the public service, with its image host allowed', () => {
    expect(configuredEndpoints(readConfig({}).thumbnails)).toEqual({});
    expect(thumbnailOrigins(configuredEndpoints(readConfig({}).thumbnails)).size).toBe(0);

    const lookups = configuredEndpoints(readConfig({ VIDEO_THUMBNAILS_URL: 'public', VIDEO_OEMBED_URL: 'public' }).thumbnails);
    expect(lookups).toEqual({ videoThumbnails: PUBLIC_ENDPOINTS.videoThumbnails, videoOembed: PUBLIC_ENDPOINTS.videoOembed });
    expect([...thumbnailOrigins(lookups)].sort()).toEqual(['https://i.vimeocdn.com', 'https://i.ytimg.com', 'https://vimeo.com']);

    expect(configuredEndpoints(readConfig({ AUDIO_EPISODES_URL: 'public' }).thumbnails)).toEqual({
      audioEpisodes: PUBLIC_ENDPOINTS.audioEpisodes,
    });
  });

  it('an address is that endpoint, and only its host is allowed', () => {
    const lookups = configuredEndpoints(readConfig({ VIDEO_OEMBED_URL: 'http://127.0.0.1:4555/stand-ins/video/oembed' }).thumbnails);
    expect(lookups).toEqual({ videoOembed: 'http://127.0.0.1:4555/stand-ins/video/oembed' });
    expect([...thumbnailOrigins(lookups)]).toEqual(['http://127.0.0.1:4555']);
  });

  it.each([
    ['VIDEO_THUMBNAILS_URL', 'i.ytimg.com'],
    ['VIDEO_OEMBED_URL', 'https://proxy.example.org/oembed?format=json'],
    ['AUDIO_EPISODES_URL', 'Public'],
    ['AUDIO_EPISODES_URL', 'ftp://episodes.example.org/'],
  ])('%s=%s is a configuration error naming the variable, the value and what to set', (name, value) => {
    const error = thrown(() => readConfig({ [name]: value }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.what).toBe(`${name}=${value} is neither an http(s) address nor the word public.`);
    expect(error.fix).toBe(
      `Set ${name} to an http(s) address without query or fragment, to public for the public service, or unset it so sync looks up none.`,
    );
  });
});

describe('a sync from CMS_URL with no thumbnail variable', () => {
  let work: string;
  let cms: RunningCms;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-thumbnail-lookups-'));
    // The embedded CMS's server, called as a remote CMS: its stand-ins are there, but nothing names them.
    cms = await startCms({ documentsDir: await smallFamilyDocuments(join(work, 'documents')) });
  });
  afterAll(async () => {
    await cms.close();
    await rm(work, { recursive: true, force: true });
  });

  /** A sync from the CMS with these settings: every request it made, its info lines and warnings. */
  const syncWith = async (name: string, thumbnails: Config['thumbnails']) => {
    const requests: string[] = [];
    const record = (message: unknown) => {
      const { request } = message as { request: ClientRequest };
      requests.push(`${request.method} ${request.protocol}//${String(request.getHeader('host'))}${request.path}`);
    };
    const lines: string[] = [];
    const warnings: string[] = [];
    subscribe('http.client.request.start', record);
    try {
      await sync({
        snapshotsDir: join(work, name),
        cmsUrl: cms.url,
        thumbnails,
        reporter: { ...silentReporter, info: (line) => lines.push(line), warn: (line) => warnings.push(line) },
      });
    } finally {
      unsubscribe('http.client.request.start', record);
    }
    expect(requests.length).toBeGreaterThan(0);
    return { requests, lines, warnings };
  };
  /** Whether a request went to the CMS's content and region calls (not to its stand-ins, nor elsewhere). */
  const toCms = (request: string) => request.split(' ')[1]?.startsWith(`${cms.origin}/graphql`) ?? false;

  it('requests no thumbnail from any host and says so in one line, naming the variables to set', async () => {
    const { requests, lines, warnings } = await syncWith('none', readConfig({}).thumbnails);
    expect(requests.filter((request) => !toCms(request))).toEqual([]);
    expect(warnings).toEqual([]);
    // The small family's videos and podcast episodes (their numbers are the demo content's).
    expect(lines).toEqual([
      expect.stringMatching(
        /^thumbnails: \d+ video and audio references on \d+ pages have no thumbnail, as none is looked up: set VIDEO_THUMBNAILS_URL, AUDIO_EPISODES_URL to look them up \(an endpoint, or public for the public services\)$/,
      ),
    ]);
  });

  it('looks up the kind a variable names, on that endpoint only, and counts the rest', async () => {
    const { requests, lines, warnings } = await syncWith(
      'video',
      readConfig({ VIDEO_THUMBNAILS_URL: `${cms.origin}/stand-ins/video` }).thumbnails,
    );
    const thumbnailCalls = requests.filter((request) => !toCms(request));
    expect(thumbnailCalls.length).toBeGreaterThan(0);
    for (const call of thumbnailCalls) expect(call).toMatch(new RegExp(`^(HEAD|GET) ${cms.origin}/stand-ins/video/vi/`));
    expect(warnings).toEqual([]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^thumbnails: \d+ audio references on \d+ pages have no thumbnail, as none is looked up: set AUDIO_EPISODES_URL to look them up \(an endpoint, or public for the public service\)$/,
      ),
    ]);
  });
});
