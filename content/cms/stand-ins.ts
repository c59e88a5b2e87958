// Stand-ins for the third-party endpoints that sync asks for video and audio thumbnails
// (SPEC §7), served by the embedded CMS so `unisite sync` works with no network. They answer
// in the shape of the real services, with images from the CMS media library (media/).
// Also the consent, chatbot, marketing-form and social-feed scripts (third-party-stand-ins/): sync publishes them with a
// site built from the embedded CMS, so its pages load no script from the network
// (docs/third-parties.md).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'media');
const SCRIPTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'third-party-stand-ins');

/** Where the embedded CMS serves the stand-in of each configured script (pipeline/sync/third-party-stand-ins.ts). */
export const STAND_IN_SCRIPTS = {
  consent: '/stand-ins/consent/otSDKStub.js',
  chatbot: '/stand-ins/chatbot/loader.js',
  // SPEC §7: {provider pod host}/js/forms2/js/forms2.min.js
  marketingForm: '/stand-ins/marketing/js/forms2/js/forms2.min.js',
  socialFeed: '/stand-ins/social/feed.js',
} as const;
const SCRIPT_FILES: Record<string, string> = {
  [STAND_IN_SCRIPTS.consent]: 'consent.js',
  [STAND_IN_SCRIPTS.chatbot]: 'chatbot.js',
  [STAND_IN_SCRIPTS.marketingForm]: 'marketing-forms2.js',
  [STAND_IN_SCRIPTS.socialFeed]: 'social-feed.js',
};

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };
const VIDEO_STILLS = ['event.jpg', 'campus.jpg', 'meeting.jpg'];

function json(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function sendMedia(request: IncomingMessage, response: ServerResponse, name: string): Promise<void> {
  const bytes = await readFile(join(MEDIA_DIR, basename(name))).catch(() => null);
  if (!bytes) return json(response, 404, { error: `no media file ${name}` });
  response.writeHead(200, {
    'content-type': TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream',
    'content-length': bytes.length,
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/** Answers the media library and the thumbnail stand-ins; false when the path is not one of them. */
export function handleStandIn(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  let match: RegExpExecArray | null;
  // The CMS's media library: what content links as /media/<file>.
  if ((match = /^\/media\/([\w.-]+)$/.exec(url.pathname))) {
    void sendMedia(request, response, match[1] as string);
    return true;
  }
  const script = SCRIPT_FILES[url.pathname];
  if (script) {
    void readFile(join(SCRIPTS_DIR, script)).then((bytes) => {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': bytes.length });
      response.end(request.method === 'HEAD' ? undefined : bytes);
    });
    return true;
  }
  // Video site: /vi/{id}/{size}.jpg. Ids ending in '-sd' have no max-size thumbnail, as real
  // videos uploaded in low resolution do.
  if ((match = /^\/stand-ins\/video\/vi\/([\w-]+)\/(maxresdefault|sddefault|mqdefault|hqdefault|default)\.jpg$/.exec(url.pathname))) {
    const [, id = '', size] = match;
    if (size === 'maxresdefault' && id.endsWith('-sd')) {
      json(response, 404, { error: 'no maxresdefault thumbnail for this video' });
      return true;
    }
    const still = VIDEO_STILLS[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % VIDEO_STILLS.length] as string;
    void sendMedia(request, response, still);
    return true;
  }
  // The other video site's oEmbed endpoint: ?url=<video page>.
  if (url.pathname === '/stand-ins/video/oembed') {
    const video = url.searchParams.get('url');
    if (!video) json(response, 400, { error: 'url parameter required' });
    else
      json(response, 200, {
        type: 'video',
        version: '1.0',
        title: video,
        thumbnail_url: `${origin}/media/campus.jpg`,
        thumbnail_width: 1920,
        thumbnail_height: 1080,
      });
    return true;
  }
  // Audio site: an episode by id, with its original image.
  if ((match = /^\/stand-ins\/audio\/episodes\/([\w-]+)$/.exec(url.pathname))) {
    json(response, 200, { id: match[1], images: { original: `${origin}/media/library.jpg` } });
    return true;
  }
  return false;
}
