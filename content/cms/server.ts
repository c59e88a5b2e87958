// The embedded CMS: the GraphQL contract of schema.graphql plus the AEM-style persisted
// queries of SPEC §7, serving files from documents/ on loopback. A remote CMS (CMS_URL)
// answers the same queries; sync cannot tell them apart.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { loadDocuments, siteId, type CmsContent } from './documents.ts';
import { handleStandIn } from './stand-ins.ts';
import { createFormsEndpoint } from './forms.ts';
import { DraftStore, handleRest, moduleEdit, readBody, sendJson } from './rest.ts';
import { editorHostHtml } from './editor-host.ts';
import { guardLocalRequest, type LocalGuardOptions } from '../../pipeline/serve/local-guard.ts';
import type { CmsPageRecord } from './documents.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DOCUMENTS_DIR = join(here, 'documents');
export const SCHEMA_FILE = join(here, 'schema.graphql');
/** Where the forms endpoint stores submissions unless told otherwise (git-ignored). */
export const DEFAULT_FORMS_DIR = join(here, '..', '..', '.unisite', 'form-submissions');

function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value)]));
    default:
      return undefined;
  }
}

const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalValue,
});

/** The family (content held in memory may name only `site`). */
const familyOf = (data: CmsContent): Array<Record<string, unknown>> => data.sites ?? [{ key: 'site', pathPrefix: '', ...data.site }];

export interface CmsOptions {
  /** Folder of documents to serve (read on every request, so edits show at once). */
  documentsDir?: string;
  /** Content held in memory instead of a folder (the synthetic-scale generator uses it). */
  content?: CmsContent;
  port?: number;
  host?: string;
  /** Where form submissions and their logos are stored (content/cms/forms.ts). */
  formsDir?: string;
  /** Submissions one address may make per window. */
  formsRateLimit?: { max: number; windowMs: number };
  /**
   * A token the CMS requires as `Authorization: Bearer …` on its content calls (GraphQL, the
   * REST lists and the drafts), like a real CMS would (SPEC §6); unset = open.
   */
  token?: string | undefined;
  /** Origin of `unisite preview`: the page-editor host frames pages from it and hears only it. */
  previewOrigin?: string | undefined;
  /** Names the CMS answers to besides 127.0.0.1, localhost and [::1] (`--allowed-host`). */
  allowedHosts?: readonly string[] | undefined;
}

export interface RunningCms {
  /** GraphQL endpoint, e.g. http://127.0.0.1:41234/graphql */
  url: string;
  /** Origin for the persisted region queries (REGIONS_URL). */
  origin: string;
  /** Where form submissions are stored (submissions.jsonl, logos/). */
  formsDir: string;
  server: Server;
  /** Unpublished changes to pages (the page editor's and the tests'). */
  drafts: DraftStore;
  close(): Promise<void>;
}

/** Constant-time comparison, so the time of a refusal says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createCmsHandler(
  options: CmsOptions = {},
  drafts: DraftStore = new DraftStore(),
): (request: IncomingMessage, response: ServerResponse) => void {
  const documentsDir = options.documentsDir ?? DEFAULT_DOCUMENTS_DIR;
  const forms = createFormsEndpoint({
    dataDir: options.formsDir ?? DEFAULT_FORMS_DIR,
    ...(options.formsRateLimit ? { rateLimit: options.formsRateLimit } : {}),
  });
  const stored = (): Promise<CmsContent> => (options.content ? Promise.resolve(options.content) : loadDocuments(documentsDir));
  // Every read goes through the drafts: the preview shows what the editor changed.
  const content = async (): Promise<CmsContent> => drafts.apply(await stored());

  const yoga = createYoga({
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Sync and the preview call it from Node; no web page may read it (yoga would reflect any origin).
    cors: false,
    logging: false,
    maskedErrors: false,
    schema: createSchema({
      typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
      resolvers: {
        JSON: JsonScalar,
        // Site documents written before the family existed name neither: the root site.
        Site: {
          key: (site: Record<string, unknown>) => (typeof site.key === 'string' ? site.key : 'site'),
          pathPrefix: (site: Record<string, unknown>) => (typeof site.pathPrefix === 'string' ? site.pathPrefix : ''),
        },
        Query: {
          sites: async () => familyOf(await content()),
          site: async (_root: unknown, args: { id?: number | null }) => {
            const data = await content();
            if (args.id === undefined || args.id === null) return data.site;
            const found = familyOf(data).find((site) => siteId(site) === args.id);
            if (!found) throw new Error(`No site with id ${args.id}; the CMS holds ${familyOf(data).map(siteId).join(', ')}`);
            return found;
          },
          pages: async (_root: unknown, args: { locale?: string | null; site?: number | null }) => {
            const data = await content();
            // Without a site, the default site's pages: what a single-site client always asked for.
            const site = args.site ?? siteId(data.site);
            return data.pages.filter(
              (page) => (page.siteId ?? siteId(data.site)) === site && (!args.locale || page.locale === args.locale),
            );
          },
          countries: async () => (await content()).countries,
          provinces: async () => (await content()).provinces,
        },
      },
    }),
  });

  // The drafts and the page editor are the CMS's own tool: own names, no cross-site changes, framed
  // by nothing else (pipeline/serve/local-guard.ts). The forms endpoint takes posts from the sites.
  const editorCall = (pathname: string) => /^\/(drafts|editor)(\/|$)/.test(pathname);
  const guard: LocalGuardOptions = {
    allowedHosts: options.allowedHosts,
    partnerOrigin: options.previewOrigin,
    guardsChanges: editorCall,
    framed: editorCall,
  };

  return (request, response) => {
    if (guardLocalRequest(request, response, guard)) return;
    const url = new URL(request.url ?? '/', 'http://cms.local');
    // The page-editor host is a loopback tool for people; the content calls need the token.
    if (url.pathname === '/editor/' || url.pathname === '/editor') {
      serveEditorHost(url, response, content, options.previewOrigin);
      return;
    }
    const contentCall = /^\/(graphql|site|list|filters|drafts)(\/|$)/.test(url.pathname) && !url.pathname.startsWith('/drafts/pages/');
    if (options.token && contentCall) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameToken(given, options.token)) {
        response.setHeader('www-authenticate', 'Bearer');
        sendJson(response, 401, { errors: [{ message: 'This CMS needs a token: send it as Authorization: Bearer <token>.' }] });
        return;
      }
    }
    if (handleDrafts(request, response, url, content, drafts)) return;
    if (handleRest(request, response, url, content)) return;
    // SPEC §7: GET {content host}/graphql/execute.json/global/getAllCountries?timestamp={ms}
    const persisted = /^\/graphql\/execute\.json\/global\/(getAllCountries|getAllProvinces)$/.exec(url.pathname);
    if (persisted && request.method === 'GET') {
      content()
        .then((data) =>
          persisted[1] === 'getAllCountries'
            ? sendJson(response, 200, { data: { ieCountryList: { items: data.countries } } })
            : sendJson(response, 200, { data: { ieProvinceList: { items: data.provinces } } }),
        )
        .catch((error: Error) => sendJson(response, 500, { errors: [{ message: error.message }] }));
      return;
    }
    if (url.pathname === '/graphql') {
      void yoga(request, response);
      return;
    }
    // The receiving endpoint of the site's own forms (docs/forms.md).
    if (forms.handle(request, response, url)) return;
    // The media library and the thumbnail stand-ins of SPEC §7 (sync works with no network).
    if (handleStandIn(request, response, url)) return;
    sendJson(response, 404, { errors: [{ message: `No such CMS endpoint: ${request.method} ${url.pathname}` }] });
  };
}

/** Starts the embedded CMS on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  const drafts = new DraftStore();
  const server = createServer(createCmsHandler(options, drafts));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    url: `${origin}/graphql`,
    origin,
    formsDir: options.formsDir ?? DEFAULT_FORMS_DIR,
    server,
    drafts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** GET /editor/?path=/news/ : the page-editor host for one page (content/cms/editor-host.ts). */
function serveEditorHost(url: URL, response: ServerResponse, content: () => Promise<CmsContent>, previewOrigin: string | undefined): void {
  if (!previewOrigin) {
    sendJson(response, 404, { errors: [{ message: 'The page editor needs `unisite preview` (it renders the framed page).' }] });
    return;
  }
  content()
    .then((data) => {
      const path = url.searchParams.get('path') ?? '/';
      const page = data.pages.find((candidate) => candidate.path === path);
      if (!page) return sendJson(response, 404, { errors: [{ message: `No page at ${path}` }] });
      const pages = data.pages
        .map((entry) => ({ path: entry.path, title: String(entry.title ?? entry.path) }))
        .sort((a, b) => a.path.localeCompare(b.path));
      const html = editorHostHtml({ page, previewOrigin, pages });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    })
    .catch((error: Error) => sendJson(response, 500, { errors: [{ message: error.message }] }));
}

/**
 * The draft store over HTTP: GET /drafts/pages?path=… reads a page as the preview sees it,
 * PUT /drafts/pages/{id} replaces it, POST /drafts/pages/{id}/modules duplicates or deletes a
 * module ({ action, path: 'mainSection.2' }), DELETE /drafts drops every draft.
 */
function handleDrafts(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  content: () => Promise<CmsContent>,
  drafts: DraftStore,
): boolean {
  const method = request.method ?? 'GET';
  const fail = (error: Error) => sendJson(response, 400, { errors: [{ message: error.message }] });
  if (url.pathname === '/drafts' && method === 'DELETE') {
    drafts.clear();
    sendJson(response, 200, { ok: true });
    return true;
  }
  if (url.pathname === '/drafts/pages' && method === 'GET') {
    content()
      .then((data) => {
        const page = data.pages.find((candidate) => candidate.path === url.searchParams.get('path'));
        if (page) sendJson(response, 200, page);
        else sendJson(response, 404, { errors: [{ message: `No page at ${url.searchParams.get('path')}` }] });
      })
      .catch(fail);
    return true;
  }
  const match = /^\/drafts\/pages\/([^/]+)(\/modules)?$/.exec(url.pathname);
  if (!match || (method !== 'PUT' && method !== 'POST')) return false;
  const id = decodeURIComponent(match[1] as string);
  Promise.all([content(), readBody(request)])
    .then(([data, body]) => {
      const page = data.pages.find((candidate) => candidate.id === id);
      if (!page) return sendJson(response, 404, { errors: [{ message: `No page with id ${id}` }] });
      if (!match[2] && method === 'PUT') {
        drafts.set({ ...(body as CmsPageRecord), id });
        return sendJson(response, 200, { ok: true });
      }
      const { action, path } = body as { action?: unknown; path?: unknown };
      if ((action !== 'duplicate' && action !== 'delete') || typeof path !== 'string') {
        return sendJson(response, 400, { errors: [{ message: "Send { action: 'duplicate' | 'delete', path: 'mainSection.2' }" }] });
      }
      const edited = moduleEdit(page, path, action);
      if (typeof edited === 'string') return sendJson(response, 400, { errors: [{ message: edited }] });
      drafts.set(edited);
      sendJson(response, 200, { ok: true });
    })
    .catch(fail);
  return true;
}
