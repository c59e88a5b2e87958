// The embedded CMS: the GraphQL contract of schema.graphql plus the AEM-style persisted
// queries of SPEC §7, serving files from documents/ on loopback. A remote CMS (CMS_URL)
// answers the same queries; sync cannot tell them apart.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { documentsSignature, loadDocuments, siteId, type CmsContent } from './documents.ts';
import { handleStandIn } from './stand-ins.ts';
import { createFormsEndpoint } from './forms.ts';
import { answerFailure, DraftStore, handleRest, ListIndexes, moduleEdit, readJsonBody, refuse, refuseTooLarge, sendJson } from './rest.ts';
import { editorHostHtml } from './editor-host.ts';
import { DEFAULT_DOCUMENTS_DIR, type CmsPageRecord } from './documents.ts';
import type { CmsGuardOptions, CmsTools } from './tools.ts';
import { draftProblems, type CmsContext, type RunQuery } from './draft-check.ts';
import { DRAFT_MAX_BYTES, jsonDepthExceeds, JSON_MAX_DEPTH, readBoundedBody } from './http-body.ts';
import type { ContentProblem } from '../schema/problems.ts';
import { renderEntry } from '../../pipeline/errors/catalogue.ts';

const here = dirname(fileURLToPath(import.meta.url));
export { DEFAULT_DOCUMENTS_DIR };
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
  /** What the CMS needs from the pipeline, passed in by its starter (pipeline/cms.ts). */
  tools: CmsTools;
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
  /**
   * With a token: the session key that opens the page editor and lets it change drafts without
   * holding the token itself (docs/editing.md). Default: a new random key per process.
   */
  editorKey?: string | undefined;
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
  /**
   * Where the page editor opens (`path` /): with a token, the address carries the session key,
   * so only whoever started the CMS (and was shown it) can open the editor.
   */
  editorUrl: string;
  close(): Promise<void>;
}

/** Constant-time comparison, so the time of a refusal says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createCmsHandler(
  options: CmsOptions,
  drafts: DraftStore = new DraftStore(),
): (request: IncomingMessage, response: ServerResponse) => void {
  const editorKey = options.token ? (options.editorKey ?? newEditorKey()) : undefined;
  const documentsDir = options.documentsDir ?? DEFAULT_DOCUMENTS_DIR;
  const forms = createFormsEndpoint({
    dataDir: options.formsDir ?? DEFAULT_FORMS_DIR,
    ...(options.formsRateLimit ? { rateLimit: options.formsRateLimit } : {}),
  });
  // The documents are read again only when a file changed: a sync of the family asks for every
  // site and language (dozens of requests), and reading every document for each was most of its
  // time. The resolvers never change what they are given, so one read serves every request.
  let kept: { signature: string; content: Promise<CmsContent> } | undefined;
  const stored = async (): Promise<CmsContent> => {
    if (options.content) return options.content;
    const signature = await documentsSignature(documentsDir);
    if (kept?.signature !== signature) {
      const content = loadDocuments(documentsDir);
      kept = { signature, content };
      // A failed read (a document being written) is not kept: the next request reads again.
      content.catch(() => {
        if (kept?.content === content) kept = undefined;
      });
    }
    return kept.content;
  };
  // Every read goes through the drafts: the preview shows what the editor changed.
  const content = async (): Promise<CmsContent> => drafts.apply(await stored());
  // The list calls' indexes, kept while the content is the same object (content/cms/rest.ts).
  const lists = new ListIndexes(options.tools);

  // The resolvers read the content from their context: the served content for callers, a
  // candidate with one more draft when a draft is checked (content/cms/draft-check.ts).
  const schema = createSchema<CmsContext>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: {
      JSON: JsonScalar,
      // Site documents written before the family existed name neither: the root site.
      Site: {
        key: (site: Record<string, unknown>) => (typeof site.key === 'string' ? site.key : 'site'),
        pathPrefix: (site: Record<string, unknown>) => (typeof site.pathPrefix === 'string' ? site.pathPrefix : ''),
      },
      Query: {
        sites: async (_root: unknown, _args: unknown, context: CmsContext) => familyOf(await context.content()),
        site: async (_root: unknown, args: { id?: number | null }, context: CmsContext) => {
          const data = await context.content();
          if (args.id === undefined || args.id === null) return data.site;
          const found = familyOf(data).find((site) => siteId(site) === args.id);
          if (!found) throw new Error(`No site with id ${args.id}; the CMS holds ${familyOf(data).map(siteId).join(', ')}`);
          return found;
        },
        pages: async (_root: unknown, args: { locale?: string | null; site?: number | null }, context: CmsContext) => {
          const data = await context.content();
          // Without a site, the default site's pages: what a single-site client always asked for.
          const site = args.site ?? siteId(data.site);
          return data.pages.filter((page) => (page.siteId ?? siteId(data.site)) === site && (!args.locale || page.locale === args.locale));
        },
        countries: async (_root: unknown, _args: unknown, context: CmsContext) => (await context.content()).countries,
        provinces: async (_root: unknown, _args: unknown, context: CmsContext) => (await context.content()).provinces,
      },
    },
  });
  const yoga = createYoga({
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Sync and the preview call it from Node; no web page may read it (yoga would reflect any origin).
    cors: false,
    logging: false,
    maskedErrors: false,
    schema,
    // A caller's content, unless a draft check brought its candidate (runQuery below).
    context: (initial: Partial<CmsContext>): CmsContext => ({ content: initial.content ?? content }),
  });
  const runQuery: RunQuery = async (document, variableValues, candidate) => {
    const { execute, contextFactory, schema: served } = yoga.getEnveloped({ content: () => Promise.resolve(candidate) });
    const contextValue = await contextFactory();
    return (await execute({ schema: served, document, variableValues, contextValue })) as Awaited<ReturnType<RunQuery>>;
  };
  const checkDraft = (current: CmsContent, draft: CmsPageRecord) => draftProblems(runQuery, options.tools.validate, current, draft);

  // The drafts and the page editor are the CMS's own tool: own names, no cross-site changes, framed
  // by nothing else (pipeline/serve/local-guard.ts). The forms endpoint takes posts from the sites.
  const editorCall = (pathname: string) => /^\/(drafts|editor)(\/|$)/.test(pathname);
  const guard: CmsGuardOptions = {
    allowedHosts: options.allowedHosts,
    partnerOrigin: options.previewOrigin,
    guardsChanges: editorCall,
    framed: editorCall,
  };

  return (request, response) => {
    if (options.tools.guard(request, response, guard)) return;
    const url = new URL(request.url ?? '/', 'http://cms.local');
    // With a token, every content call and every draft call needs it; the page editor (a page
    // for people) opens with the session key instead, and its draft calls send that key.
    if (url.pathname === '/editor/' || url.pathname === '/editor') {
      serveEditorHost(request, url, response, content, options.previewOrigin, editorKey);
      return;
    }
    const draftCall = /^\/drafts(\/|$)/.test(url.pathname);
    const contentCall = /^\/(graphql|site|list|filters)(\/|$)/.test(url.pathname);
    if (options.token && (contentCall || draftCall)) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const editorGiven = request.headers[EDITOR_KEY_HEADER];
      const allowed =
        (given !== undefined && sameToken(given, options.token)) ||
        (draftCall && editorKey !== undefined && typeof editorGiven === 'string' && sameToken(editorGiven, editorKey));
      if (!allowed) {
        response.setHeader('www-authenticate', 'Bearer');
        refuse(response, 401, 'CMS_UNAUTHORIZED', { embedded: true });
        return;
      }
    }
    if (handleDrafts(request, response, url, content, drafts, checkDraft)) return;
    if (handleRest(request, response, url, content, lists)) return;
    // SPEC §7: GET {content host}/graphql/execute.json/global/getAllCountries?timestamp={ms}
    const persisted = /^\/graphql\/execute\.json\/global\/(getAllCountries|getAllProvinces)$/.exec(url.pathname);
    if (persisted && request.method === 'GET') {
      content()
        .then((data) =>
          persisted[1] === 'getAllCountries'
            ? sendJson(response, 200, { data: { ieCountryList: { items: data.countries } } })
            : sendJson(response, 200, { data: { ieProvinceList: { items: data.provinces } } }),
        )
        .catch((error: Error) => answerFailure(response, error));
      return;
    }
    if (url.pathname === '/graphql') {
      if (request.method === 'POST') answerGraphqlPost(request, response, url, yoga);
      else void yoga(request, response);
      return;
    }
    // The receiving endpoint of the site's own forms (docs/forms.md).
    if (forms.handle(request, response, url)) return;
    // The media library and the thumbnail stand-ins of SPEC §7 (sync works with no network).
    if (handleStandIn(request, response, url)) return;
    refuse(response, 404, 'CMS_ENDPOINT_UNKNOWN', { method: request.method ?? 'GET', path: url.pathname });
  };
}

/** Starts the embedded CMS on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startCms(options: CmsOptions): Promise<RunningCms> {
  const drafts = new DraftStore();
  // Made here rather than in the handler, so the address that opens the editor can name it.
  const editorKey = options.token ? (options.editorKey ?? newEditorKey()) : undefined;
  const server = createServer(createCmsHandler({ ...options, editorKey }, drafts));
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
    editorUrl: `${origin}/editor/?path=%2F${editorKey ? `&key=${editorKey}` : ''}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The header the page editor sends its session key in (never a cookie: a cookie would ride along on forged requests). */
export const EDITOR_KEY_HEADER = 'x-unisite-editor-key';
/** The cookie that keeps the editor page open once its address with the key was opened. */
const EDITOR_COOKIE = 'unisite-editor';
/** The largest GraphQL request body: a query with its variables is a few kilobytes. */
const GRAPHQL_MAX_BYTES = 256 * 1024;

const newEditorKey = (): string => randomBytes(32).toString('base64url');

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sendEditorRefusal(response: ServerResponse): void {
  // A page for people, in the catalogue's words (docs/errors.md); `code` spans become <code>.
  const { code, title, message, fix } = renderEntry('EDITOR_KEY_REQUIRED', {});
  const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/`([^`]+)`/g, '<code>$1</code>');
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>Page editor: session key needed</title></head><body><main><h1>${html(title)}</h1><p>[${code}] ${html(message)} ${html(fix ?? '')}</p></main></body></html>`;
  response.writeHead(401, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'cache-control': 'no-store',
  });
  response.end(page);
}

/**
 * GET /editor/?path=/news/ : the page-editor host for one page (content/cms/editor-host.ts).
 * With a token, `?key=<session key>` (the address `unisite preview` printed) is exchanged for a
 * cookie and a redirect to the same page without the key, so the key stays out of the address
 * bar, the history and any Referer; later visits need the cookie.
 */
function serveEditorHost(
  request: IncomingMessage,
  url: URL,
  response: ServerResponse,
  content: () => Promise<CmsContent>,
  previewOrigin: string | undefined,
  editorKey: string | undefined,
): void {
  const path = url.searchParams.get('path') ?? '/';
  if (editorKey) {
    const given = url.searchParams.get('key');
    if (given !== null) {
      if (!sameToken(given, editorKey)) return sendEditorRefusal(response);
      response.writeHead(303, {
        location: `/editor/?path=${encodeURIComponent(path)}`,
        'set-cookie': `${EDITOR_COOKIE}=${editorKey}; Path=/editor; HttpOnly; SameSite=Strict`,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        'content-length': 0,
      });
      response.end();
      return;
    }
    const cookie = cookieValue(request, EDITOR_COOKIE);
    if (cookie === undefined || !sameToken(cookie, editorKey)) return sendEditorRefusal(response);
  }
  if (!previewOrigin) {
    refuse(response, 404, 'EDITOR_NEEDS_PREVIEW', {});
    return;
  }
  content()
    .then((data) => {
      const page = data.pages.find((candidate) => candidate.path === path);
      if (!page) return refuse(response, 404, 'DRAFT_PAGE_UNKNOWN', { path });
      const pages = data.pages
        .map((entry) => ({ path: entry.path, title: String(entry.title ?? entry.path) }))
        .sort((a, b) => a.path.localeCompare(b.path));
      const html = editorHostHtml({ page, previewOrigin, pages, ...(editorKey ? { editorKey } : {}) });
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      });
      response.end(html);
    })
    .catch((error: Error) => answerFailure(response, error));
}

/** Reads a JSON object body within the draft limits; answers the refusal itself and gives null. */
async function jsonObjectBody(request: IncomingMessage, response: ServerResponse): Promise<Record<string, unknown> | null> {
  const body = await readJsonBody(request, response, DRAFT_MAX_BYTES);
  if (!body) return null;
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    refuse(response, 400, 'REQUEST_BODY_INVALID', { problem: 'not-an-object' });
    return null;
  }
  return body.value as Record<string, unknown>;
}

/**
 * POST /graphql with a bounded body (yoga would read any size): read here, then handed over.
 * Queries are small; a body past the limit or nesting deeper than pages do is refused.
 */
function answerGraphqlPost(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  yoga: { fetch: (url: string, init: RequestInit) => Response | Promise<Response> },
): void {
  readBoundedBody(request, GRAPHQL_MAX_BYTES)
    .then(async (bytes) => {
      if (!bytes) return refuseTooLarge(request, response, GRAPHQL_MAX_BYTES);
      if (jsonDepthExceeds(bytes.toString('utf8'), JSON_MAX_DEPTH)) {
        return refuse(response, 422, 'REQUEST_BODY_TOO_DEEP', { maxDepth: JSON_MAX_DEPTH });
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // How the body was framed is this connection's business; the body is whole now.
        if (name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      }
      const answer = await yoga.fetch(url.href, { method: 'POST', headers, body: new Uint8Array(bytes) });
      const text = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'content-length': text.length });
      response.end(text);
    })
    .catch((error: Error) => answerFailure(response, error));
}

/**
 * The draft store over HTTP: GET /drafts/pages?path=… reads a page as the preview sees it,
 * PUT /drafts/pages/{id} replaces it, POST /drafts/pages/{id}/modules duplicates or deletes a
 * module ({ action, path: 'mainSection.2' }), DELETE /drafts drops every draft. A changed page is
 * stored only when sync would accept it (content/cms/draft-check.ts); the id and the site are
 * the CMS's, never the body's. Writes run one at a time, so each is checked against the last.
 */
function handleDrafts(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  content: () => Promise<CmsContent>,
  drafts: DraftStore,
  checkDraft: (current: CmsContent, draft: CmsPageRecord) => Promise<ContentProblem[]>,
): boolean {
  const method = request.method ?? 'GET';
  const fail = (error: Error) => answerFailure(response, error);
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
        else refuse(response, 404, 'DRAFT_PAGE_UNKNOWN', { path: url.searchParams.get('path') ?? '' });
      })
      .catch(fail);
    return true;
  }
  const match = /^\/drafts\/pages\/([^/]+)(\/modules)?$/.exec(url.pathname);
  if (!match || (method !== 'PUT' && method !== 'POST')) return false;
  let id: string;
  try {
    id = decodeURIComponent(match[1] as string);
  } catch {
    refuse(response, 400, 'REQUEST_BODY_INVALID', { problem: 'page-id-encoding' });
    return true;
  }
  // The body is read (bounded) before anything else; a refused one never reaches the store.
  jsonObjectBody(request, response)
    .then((body) => {
      if (!body) return;
      return drafts.serialise(async () => {
        const data = await content();
        const page = data.pages.find((candidate) => candidate.id === id);
        if (!page) return refuse(response, 404, 'DRAFT_PAGE_UNKNOWN', { id });
        let draft: CmsPageRecord;
        if (!match[2] && method === 'PUT') {
          const { siteId: _ignored, ...fields } = body;
          // Its shape is the body's word until the check below has read it as sync would.
          draft = { ...fields, id, ...(page.siteId === undefined ? {} : { siteId: page.siteId }) } as CmsPageRecord;
        } else {
          const { action, path } = body as { action?: unknown; path?: unknown };
          if ((action !== 'duplicate' && action !== 'delete') || typeof path !== 'string') {
            return refuse(response, 400, 'REQUEST_BODY_INVALID', { problem: 'module-action' });
          }
          const edited = moduleEdit(page, path, action);
          if (typeof edited === 'string') return refuse(response, 400, 'REQUEST_BODY_INVALID', { problem: 'module-path', detail: edited });
          draft = edited;
        }
        const problems = await checkDraft(data, draft);
        if (problems.length > 0) {
          return refuse(response, 422, 'DRAFT_INVALID', { page: page.path, problems }, { problems });
        }
        drafts.set(draft);
        sendJson(response, 200, { ok: true });
      });
    })
    .catch(fail);
  return true;
}
