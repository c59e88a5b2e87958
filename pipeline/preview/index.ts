// `unisite preview` and `unisite dev`: pages rendered on request instead of built ahead
// (docs/editing.md). One server, two content sources:
//   preview — the CMS's current (draft) content, fetched per request; lists through the CMS's
//             list calls (SPEC §7); renderer `preview` (full-address links, a visible marker,
//             noindex, no service worker) and, under /_editor/, renderer `editor` (SPEC §2, §6);
//   dev     — the snapshots, re-read when a sync writes new ones; renderer `ssg` as visitors
//             get it, with Vite's hot module replacement for site/ and its error overlay.
// Both render with Vite's SSR loader, so an edited component renders at once, without a build.
import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, extname, join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { DataSource, Locale } from '../../content/schema/index.ts';
import type { PageAssets } from '../../site/app/Document.tsx';
import type * as ServerModule from '../../site/app/server.tsx';

type ServerEntry = typeof ServerModule;
import type { InitialData, PageDataFile, PageView, SiteView } from '../../site/lib/page-view.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import { siteOfPath } from '../../site/lib/prefixes.ts';
import { themeCss } from '../../themes/css.ts';
import { writeBrandLogos } from '../artefacts/brand-logos.ts';
import { writeFavicon } from '../artefacts/favicon.ts';
import { writeFonts } from '../artefacts/fonts.ts';
import type { ArtefactContext } from '../artefacts/context.ts';
import { writeOut } from '../write/files.ts';
import { runMoment } from '../clock.ts';
import { config } from '../config.ts';
import { isUserError, userError } from '../errors/index.ts';
import { BUILT_LOCALES, ContentIndex, resolvePage, siteView, urlSite, type CardSource } from '../resolve/index.ts';
import { templateStructuredData } from '../resolve/structured-data.ts';
import { MANIFEST_FILE, readManifest } from '../snapshots/index.ts';
import { createCmsFetch, limitedBytes, withHeaders } from '../sync/cms-request.ts';
import { fetchContent } from '../sync/fetch-content.ts';
import { validateContent } from '../sync/validate.ts';
import { ContentError } from '../errors/index.ts';
import type { ContentProblem, RawContent, ValidContent } from '../../content/schema/problems.ts';
import { modulesIn } from '../walk.ts';
import { clientEntryFor } from '../bundle/eager.ts';
import { compactStableJson } from '../write/stable-json.ts';
import { guardLocalRequest, guardUpgrades, type LocalGuardOptions } from '../serve/local-guard.ts';
import { CmsListClient } from './cms-lists.ts';
import { contentProblemPage, escapeHtml } from './problem-page.ts';
import { servedFolders, viteMayServe } from './served-paths.ts';

export interface LiveServerOptions {
  root: string;
  mode: 'preview' | 'dev';
  port: number;
  host: string;
  /** Work folder for the fonts, logos and theme styles the pages link. */
  workDir: string;
  /** preview: the CMS to read (GraphQL endpoint, region origin, REST origin) and its credentials. */
  cms?: { url: string; regionsUrl: string; api: string; headers: Record<string, string> } | undefined;
  /** dev: the snapshots folder. */
  snapshotsDir?: string | undefined;
  /** dev: where /media/<file> comes from (the snapshots' media, then the CMS media library). */
  mediaDirs?: string[] | undefined;
  /** Names the server answers to besides 127.0.0.1, localhost and [::1] (`--allowed-host`). */
  allowedHosts?: readonly string[] | undefined;
}

export interface LiveServer {
  url: string;
  server: Server;
  vite: ViteDevServer;
  close(): Promise<void>;
}

/** The page-editor path prefix: `/_editor/news/` renders `/news/` with renderer `editor`. */
export const EDITOR_PREFIX = '/_editor';
/** Live pages all carry this build hash, so the client's deploy check never reloads them. */
const LIVE_HASH = 'live';
const SERVER_ENTRY = '/site/app/server.tsx';
const EDITOR_FRAME = '/site/app/editor-frame.ts';
const THEMES_URL = '/__unisite/themes.css';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A path decoded once, or null when its escapes are malformed. */
function decodedPathname(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  response.end(body);
}

/** One site of the family as a live server holds it: validated content and its card index. */
interface LiveSite {
  content: ValidContent;
  index: ContentIndex;
}

/** The whole family: every site (the root first), and the language segments `siteOfPath` strips. */
interface LiveFamily {
  sites: LiveSite[];
  segments: string[];
  syncedAt: string;
}

/**
 * Reads the snapshot files as they are, whatever schema version wrote them: dev validates them
 * itself. The default site lives at the top of the folder, every other site under `sites/<key>/`.
 */
async function readSnapshotFiles(dir: string): Promise<{ raw: RawContent[]; syncedAt: string }> {
  const manifest = await readManifest(dir);
  if (!manifest) {
    throw userError('SNAPSHOTS_MISSING', { dir, command: 'dev' });
  }
  const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
  const regions = await read('regions.json');
  const folders = Object.keys(manifest.documents)
    .map((file) => (file === 'site.json' ? '' : /^(sites\/[^/]+\/)site\.json$/.exec(file)?.[1]))
    .filter((folder): folder is string => folder !== undefined)
    .sort((a, b) => a.localeCompare(b));
  const raw = await Promise.all(
    folders.map(async (folder) => {
      const pageFiles = Object.keys(manifest.documents).filter((file) => file.startsWith(`${folder}pages/`));
      return { site: await read(`${folder}site.json`), regions, pages: await Promise.all(pageFiles.map(read)) };
    }),
  );
  return { raw, syncedAt: manifest.syncedAt };
}

/** Validates each site on its own (a sub-site's problem names it), reporting every problem at once. */
function validatedFamily(raws: RawContent[], syncedAt: string, standIns = false): LiveFamily {
  const sites: LiveSite[] = [];
  const problems: ContentProblem[] = [];
  // Lists across the family (a data source's `site`) read the other sites' indexes: asked when a
  // page is resolved, once every site's is made.
  const entriesOf = (key: string) => sites.find((site) => site.content.site.key === key)?.index.entries ?? [];
  const keys = () => sites.map((site) => site.content.site.key);
  for (const raw of raws) {
    const result = validateContent(raw, { standIns });
    if (result.content) {
      const own = result.content.site.key;
      const family = {
        own,
        get keys() {
          return keys();
        },
        entriesOf,
      };
      sites.push({ content: result.content, index: new ContentIndex(result.content.pages, urlSite(result.content.site), family) });
    } else problems.push(...result.problems);
  }
  if (problems.length > 0) throw new ContentError({ problems, found: 'dev' });
  return { sites, segments: languageSegments(sites.map(({ content }) => content.site)), syncedAt };
}

/** The language segments that precede a prefix: every language but each site's default one. */
function languageSegments(sites: ReadonlyArray<{ defaultLocale: string; languages: ReadonlyArray<{ locale: string }> }>): string[] {
  const segments = new Set<string>();
  for (const site of sites) for (const { locale } of site.languages) if (locale !== site.defaultLocale) segments.add(locale);
  return [...segments];
}

/** Marks each module with its place in the template, so the editor can name what to change. */
function stampEditorPaths(template: unknown): void {
  for (const { module, path } of modulesIn(template, [])) module.editorPath = path.join('.');
}

const sourceKey = (source: DataSource) => JSON.stringify(source);

export async function startLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const { mode, root } = options;
  const staticDir = join(options.workDir, `live-${mode}`);
  await mkdir(staticDir, { recursive: true });
  const themesFile = join(staticDir, 'themes.css');
  await writeFile(themesFile, themeCss());
  // The fonts and brand logos the pages link, as a build writes them.
  const write: ArtefactContext['write'] = (file, bytes) => writeOut(staticDir, file, bytes);
  await writeFonts(write);
  await writeBrandLogos(write);

  const httpServer = createHttpServer();
  const folders = servedFolders(root, staticDir);
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    clearScreen: false,
    plugins: [react()],
    resolve: { alias: { 'virtual:unisite/themes.css': themesFile } },
    css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:6]' } },
    server: {
      middlewareMode: true,
      // No other origin reads what these servers answer (the editor frames, it does not fetch).
      cors: false,
      // Vite matches names without ports; the guard has checked the port already.
      allowedHosts: (options.allowedHosts ?? []).map((host) => host.replace(/:\d+$/, '')),
      // Vite's own refusal of files outside the site's folders, behind the one of served-paths.ts.
      fs: { strict: true, allow: folders },
      // Only the dev server replaces modules in the open page; a preview reloads as a whole.
      hmr: mode === 'dev' ? { server: httpServer } : false,
      // Without HMR Vite would still open its socket on port 24678 of every interface (and a
      // page would connect to whatever process holds that port): a preview opens none.
      ...(mode === 'dev' ? {} : { ws: false as const }),
      watch: mode === 'dev' ? { ignored: ['**/dist*/**', '**/.unisite/**', '**/content/snapshots*/**', '**/test-results/**'] } : null,
    },
  });

  // ---- Content ----
  let devContent: Promise<LiveFamily> | null = null;
  const loadDev = () => {
    devContent ??= readSnapshotFiles(options.snapshotsDir as string).then(({ raw, syncedAt }) => validatedFamily(raw, syncedAt));
    // A failed read is not kept: the next request tries again (after the fix).
    devContent.catch(() => (devContent = null));
    return devContent;
  };
  const loadPreview = async (path: string): Promise<LiveFamily> => {
    const cms = options.cms as NonNullable<LiveServerOptions['cms']>;
    // The same boundary as sync: only the CMS and region hosts, credentials never off the CMS origin.
    const origins = new Set([new URL(cms.url).origin, new URL(cms.regionsUrl).origin]);
    const fetchFor = withHeaders(createCmsFetch({ deadlines: config().cms, retries: 1, requester: 'preview', origins }), cms.headers);
    // Only the site the page belongs to: a preview reads the CMS afresh for every page it shows, so
    // reading the whole family would make every page wait on all of it. Lists of other sites come
    // through the CMS's list calls, as the page's own do.
    const family = await fetchContent({ cmsUrl: cms.url, regionsUrl: cms.regionsUrl }, fetchFor, 'preview', undefined, (listed) => {
      const root = listed.find((site) => site.pathPrefix === '') ?? listed[0];
      return (siteOfPath(path, listed, languageSegments(listed)) ?? root)?.key ?? '';
    });
    // The default site first, as in the snapshots: it answers for every path no other site claims.
    const ordered = [...family.sites].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    const raws = ordered.map((entry) => ({ site: entry.site, pages: entry.pages, regions: family.regions }));
    // A module left out (unknown to the library, or its content failing its schema) keeps a visible
    // stand-in here, for the editor (docs/modules.md).
    return validatedFamily(raws, runMoment(), true);
  };
  /** The content a page of `path` is rendered from: dev, the whole family's snapshots; preview, its site's, read now. */
  const load = (path: string) => (mode === 'dev' ? loadDev() : loadPreview(path));
  /** The site a path belongs to: the longest prefix that matches it, else the root site. */
  const siteFor = (family: LiveFamily, path: string): LiveSite => {
    const prefixed = family.sites.map((live) => ({ id: live.content.site.id, pathPrefix: live.content.site.pathPrefix, live }));
    return siteOfPath(path, prefixed, family.segments)?.live ?? (family.sites[0] as LiveSite);
  };
  let faviconWritten = false;

  // dev: a sync switches the snapshots link beside the folder; re-read and reload open pages.
  const watchers: FSWatcher[] = [];
  if (mode === 'dev' && options.snapshotsDir) {
    const linkName = basename(options.snapshotsDir);
    let timer: NodeJS.Timeout | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        devContent = null;
        vite.ws.send({ type: 'full-reload' });
      }, 100);
    };
    const watcher = watch(dirname(options.snapshotsDir), (_event, file) => {
      if (!file || String(file).startsWith(linkName)) reload();
    });
    watchers.push(watcher);
    // A snapshots folder that is a plain folder (UNISITE_SNAPSHOTS_DIR) gets its manifest rewritten last.
    const inside = watch(options.snapshotsDir, (_event, file) => {
      if (String(file) === MANIFEST_FILE) reload();
    });
    inside.on('error', () => undefined);
    watchers.push(inside);
  }

  const sites = new Map<string, SiteView>();
  const renderer = (editor: boolean): SiteView['renderer'] => (mode === 'dev' ? 'ssg' : editor ? 'editor' : 'preview');

  /** The page's data as the client reads it, resolved now. */
  async function pageDataFor(path: string, editor: boolean): Promise<InitialData | null> {
    const family = await load(path);
    const { syncedAt } = family;
    const { content, index } = siteFor(family, path);
    const found = content.pages.find((page) => page.path === path && BUILT_LOCALES.has(page.locale));
    if (!found) return null;
    const page = structuredClone(found);
    if (editor) stampEditorPaths(page.template);
    const warnings: string[] = [];
    const log = { warn: (message: string) => void warnings.push(message) };
    const site = siteView(content, page.locale, log, renderer(editor));
    const cards = mode === 'preview' ? await cmsCards(page, content.site.id, index, syncedAt) : index;
    const view: PageView = resolvePage(page, cards, log, syncedAt);
    if (mode === 'preview') {
      // SPEC §1: a preview is for the editor, never for search engines.
      view.page.indexed = false;
      view.page.follow = false;
    }
    const nodes = templateStructuredData(view, site);
    if (nodes) view.structuredData = nodes;
    // The favicon at the root is the root site's, as in a composed family dist/.
    if (!faviconWritten && content === family.sites[0]?.content) {
      faviconWritten = true;
      await writeFavicon(staticDir, content.site.shortName, site.theme);
    }
    const siteHash = hash(compactStableJson(site));
    sites.set(siteHash, site);
    const pageData: PageDataFile = {
      path: view.page.path,
      componentChunkName: `component---${view.page.templateType}`,
      webpackCompilationHash: LIVE_HASH,
      matchPath: null,
      staticQueryHashes: [siteHash],
      slicesMap: {},
      result: { pageContext: view },
    };
    return { pageData, site };
  }

  /** preview: which lists the page asks for (a dry resolve), then the CMS's answers to them. */
  async function cmsCards(page: ValidContent['pages'][number], siteId: number, index: ContentIndex, asOf: string): Promise<CardSource> {
    const cms = options.cms as NonNullable<LiveServerOptions['cms']>;
    const asked = new Map<string, DataSource>();
    const quiet = { warn: () => undefined };
    resolvePage(
      structuredClone(page),
      { cards: (source) => (asked.set(sourceKey(source), source), []), sitemap: (l) => index.sitemap(l) },
      quiet,
      asOf,
    );
    const client = new CmsListClient({ api: cms.api, siteId, headers: cms.headers });
    const answers = new Map(
      await Promise.all([...asked].map(async ([key, source]) => [key, await client.cards(source, page.locale)] as const)),
    );
    return { cards: (source) => answers.get(sourceKey(source)) ?? [], sitemap: (locale: Locale) => index.sitemap(locale) };
  }

  /** CSS of the components rendered so far, linked so the page is styled before any script runs. */
  function stylesheets(): string[] {
    // dev: the client injects each component's styles itself and replaces them in place on a
    // change; a linked copy would sit outside Vite's module graph and force full reloads.
    if (mode === 'dev') return [THEMES_URL];
    const urls = new Set<string>();
    for (const module of vite.environments.ssr.moduleGraph.idToModuleMap.values()) {
      const file = module.file ?? '';
      if (file.endsWith('.css') && file.startsWith(root) && !file.includes('/node_modules/')) urls.add(`${file.slice(root.length)}?direct`);
    }
    return [THEMES_URL, ...[...urls].sort()];
  }

  async function renderHtml(url: URL, path: string, editor: boolean): Promise<{ status: number; html: string }> {
    const data = await pageDataFor(path, editor);
    if (!data) return { status: 404, html: notFoundHtml(path) };
    const { renderPage } = (await vite.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
    const assets: PageAssets = {
      entryScript: editor ? '' : `/${clientEntryFor(data.pageData.result.pageContext.modules)}`,
      stylesheets: [],
      pageData: `/page-data/${pageDataKey(path)}/page-data.json`,
      ...(editor ? { editorScript: EDITOR_FRAME, editorHost: editorHostOrigin() } : {}),
      serviceWorker: false,
    };
    // Render once to load the page's components, then link their styles (a second render is cheap).
    await renderPage(data, assets);
    const html = await renderPage(data, { ...assets, stylesheets: stylesheets() });
    // The page-editor path loads only the font scripts and its editor script (SPEC §2).
    return { status: 200, html: editor ? html : await vite.transformIndexHtml(url.pathname, html) };
  }

  function editorHostOrigin(): string {
    return options.cms ? new URL(options.cms.api).origin : '';
  }

  function notFoundHtml(path: string): string {
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title><meta name="robots" content="noindex"></head><body><main><h1>No page at ${escapeHtml(path)}</h1><p lang="es">No hay ninguna página en ${escapeHtml(path)}</p></main></body></html>`;
  }

  async function serveFile(response: ServerResponse, dirs: string[], file: string): Promise<boolean> {
    if (file.includes('..')) return false;
    for (const dir of dirs) {
      const bytes = await readFile(join(dir, file)).catch(() => null);
      if (bytes) {
        send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', bytes);
        return true;
      }
    }
    return false;
  }

  async function handle(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://live.local');
    // Pages, page data and modules are read, never changed, here.
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'only GET and HEAD');
    const path = decodedPathname(url.pathname);
    if (path === null) return send(response, 400, 'text/plain', 'malformed path');
    if (path === '/app-data.json') {
      // The root site's settings, as in a composed family dist/.
      const { content } = (await load('/')).sites[0] as LiveSite;
      const body = {
        webpackCompilationHash: LIVE_HASH,
        trailingSlash: content.site.trailingSlash,
        defaultLocale: content.site.defaultLocale,
      };
      return send(response, 200, TYPES['.json'] as string, JSON.stringify(body));
    }
    const siteData = /^\/page-data\/sq\/d\/(\w+)\.json$/.exec(path);
    if (siteData) {
      const site = sites.get(siteData[1] as string);
      return site ? send(response, 200, TYPES['.json'] as string, JSON.stringify(site)) : send(response, 404, 'text/plain', 'not found');
    }
    const pageData = /^\/page-data\/(.+)\/page-data\.json$/.exec(path);
    if (pageData) {
      const key = pageData[1] as string;
      const data = await pageDataFor(key === 'index' ? '/' : `/${key}/`, false);
      return data
        ? send(response, 200, TYPES['.json'] as string, JSON.stringify(data.pageData))
        : send(response, 404, 'text/plain', 'not found');
    }
    if (path === THEMES_URL) return send(response, 200, TYPES['.css'] as string, themeCss());
    // No service worker in a preview or a dev server (its cache would show stale pages).
    if (path === '/sw.js') return send(response, 404, 'text/plain', 'no service worker here');
    if (path.startsWith('/fonts/') || path.startsWith('/brands/') || path === '/favicon.svg') {
      if (await serveFile(response, [staticDir], path.slice(1))) return;
    }
    // The consent and chatbot stand-ins a sync stored with the snapshots (docs/third-parties.md).
    if (mode === 'dev' && path.startsWith('/third-parties/') && options.snapshotsDir) {
      if (await serveFile(response, [options.snapshotsDir], path.slice(1))) return;
    }
    if (path.startsWith('/media/')) {
      // A media name is one plain file name: nothing that reaches another CMS address.
      if (!/^\/media\/[\w.-]+$/.test(path) || path.includes('..')) return send(response, 404, 'text/plain', 'not found');
      if (mode === 'dev') {
        if (await serveFile(response, options.mediaDirs ?? [], path.slice('/media/'.length))) return;
      } else if (options.cms) {
        // Bounded like every answer sync reads, and never redirected elsewhere (docs/security.md).
        const answer = await fetch(new URL(path, options.cms.api), { redirect: 'manual' });
        const limit = { bytes: config().sync.maxAnswerBytes, setting: 'UNISITE_SYNC_MAX_ANSWER_BYTES' };
        const bytes = Buffer.from(await limitedBytes(answer, limit, { preview: true, method: 'GET', url: path }));
        return send(response, answer.status, answer.headers.get('content-type') ?? 'application/octet-stream', bytes);
      }
      return send(response, 404, 'text/plain', 'not found');
    }
    // Pages: every path ending in a slash (SPEC §2 routes); the rest is Vite's (modules, HMR),
    // for the site's own folders only (served-paths.ts).
    if (!path.endsWith('/')) {
      if (viteMayServe(request.url ?? '/', root, folders)) return next();
      return send(response, 404, 'text/plain', 'not found');
    }
    const editor = mode === 'preview' && path.startsWith(`${EDITOR_PREFIX}/`);
    const pagePath = editor ? path.slice(EDITOR_PREFIX.length) : path;
    const { status, html } = await renderHtml(url, pagePath, editor);
    send(response, status, 'text/html; charset=utf-8', html);
  }

  function failed(error: unknown, response: ServerResponse): void {
    const problems: ContentProblem[] = error instanceof ContentError ? error.problems : [];
    const message = isUserError(error) ? error.format() : error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (mode === 'dev') {
      // Open pages show it at once in Vite's overlay, by document and field.
      vite.ws.send({ type: 'error', err: { message, stack: '', plugin: 'unisite: content' } });
    }
    const html = contentProblemPage({ message, problems, overlay: mode === 'dev' });
    send(response, 500, 'text/html; charset=utf-8', html);
  }

  // Own names only, no cross-site changes, framed only by itself (the page editor frames /_editor/).
  const guard: LocalGuardOptions = {
    allowedHosts: options.allowedHosts,
    partnerOrigin: editorHostOrigin() || undefined,
    partnerFrames: (pathname) => mode === 'preview' && pathname.startsWith(`${EDITOR_PREFIX}/`),
  };
  if (mode === 'dev') guardUpgrades(httpServer, guard);
  httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (guardLocalRequest(request, response, guard)) return;
    // Not even an opaque read (an image or script tag) from another origin.
    response.setHeader('cross-origin-resource-policy', 'same-origin');
    handle(request, response, () => vite.middlewares(request, response)).catch((error: unknown) => failed(error, response));
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    server: httpServer,
    vite,
    close: async () => {
      for (const watcher of watchers) watcher.close();
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
