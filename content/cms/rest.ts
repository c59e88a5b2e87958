// The embedded CMS's REST side (SPEC §7): the site, distributor, filter and list calls the
// preview resolves lists through, and the draft store the page editor changes. Lists are
// answered from the CMS's current (draft) content with the same selection rules the static
// build uses (pipeline/resolve/list-source.ts), so a preview and a build agree.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZodError } from 'zod';
import type { Card, Locale } from '../schema/index.ts';
import { ALL_SITES, DataSourceSchema, type ListedSites } from '../schema/index.ts';
import type { ValidContent } from '../schema/problems.ts';
import { CmsDocumentError, siteId, type CmsContent, type CmsPageRecord } from './documents.ts';
import { DEFAULT_ITEMS, ListPathError, normaliseOperator, parseListPath, type ListAnswer } from './list-api.ts';
import type { CmsFamily, CmsListIndex, CmsTools } from './tools.ts';
import { remembered } from '../../site/lib/remembered.ts';
import { bug, refusalBody, type ErrorCode, type ParamsOf } from '../../pipeline/errors/index.ts';
import { parseJsonBody, readBoundedBody, sendWhileDraining } from './http-body.ts';

/** The largest distributor body: a data source with its ids is a few kilobytes. */
const DISTRIBUTOR_MAX_BYTES = 256 * 1024;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/**
 * A refusal: the catalogue's code (docs/errors.md) and its message made from `params`; never a
 * stack, never a credential.
 */
export function refuse<C extends ErrorCode>(
  response: ServerResponse,
  status: number,
  code: C,
  params: ParamsOf<C>,
  extra: Record<string, unknown> = {},
): void {
  sendJson(response, status, { errors: [{ ...refusalBody(code, params), ...extra }] });
}

/** An unexpected failure of a call: a document that cannot be read is named; nothing else is echoed. */
export function answerFailure(response: ServerResponse, error: Error): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof CmsDocumentError) {
    refuse(response, 500, 'CMS_DOCUMENT_INVALID', { file: error.file, reason: error.reason });
    return;
  }
  // A bug: its stack goes to the CMS's terminal, not to the caller.
  console.error(error);
  sendJson(response, 500, { errors: [{ message: 'The embedded CMS failed on this call (a bug in unisite); see its terminal.' }] });
}

/** 413 for a body past `limit`, sent while the rest of the body is read and dropped (content/cms/http-body.ts). */
export function refuseTooLarge(request: IncomingMessage, response: ServerResponse, limit: number): void {
  const text = JSON.stringify({ errors: [refusalBody('REQUEST_BODY_TOO_LARGE', { limitBytes: limit })] });
  sendWhileDraining(request, response, 413, { 'content-type': 'application/json; charset=utf-8' }, text);
}

/** A JSON body within `limit` bytes and the nesting limit; null when refused (the answer is sent). */
export async function readJsonBody(request: IncomingMessage, response: ServerResponse, limit: number): Promise<{ value: unknown } | null> {
  const bytes = await readBoundedBody(request, limit);
  if (!bytes) {
    refuseTooLarge(request, response, limit);
    return null;
  }
  const body = parseJsonBody(bytes);
  if (!body.ok) {
    if (body.code === 'REQUEST_BODY_TOO_DEEP') refuse(response, 422, body.code, body.params);
    else refuse(response, 400, body.code, body.params);
    return null;
  }
  return { value: body.value };
}

/**
 * Drafts: pages an editor changed and has not published, kept in memory over the documents
 * (the files stay as they are). The GraphQL queries and the list calls read through them.
 */
export class DraftStore {
  private readonly pages = new Map<string, CmsPageRecord>();
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The last content the drafts were applied to and what that gave: the same documents under
   * the same drafts are the same object, which is how the list calls know the content is
   * unchanged (ListIndexes below). A stored or dropped draft forgets it.
   */
  private applied: { base: CmsContent; content: CmsContent } | undefined;

  /** Runs draft writes one at a time: each is checked against the content the last one left. */
  serialise<T>(write: () => Promise<T>): Promise<T> {
    const run = this.queue.then(write);
    this.queue = run.catch(() => undefined);
    return run;
  }

  apply(content: CmsContent): CmsContent {
    if (this.pages.size === 0) return content;
    if (this.applied?.base !== content) {
      this.applied = { base: content, content: { ...content, pages: content.pages.map((page) => this.pages.get(page.id) ?? page) } };
    }
    return this.applied.content;
  }

  set(page: CmsPageRecord): void {
    this.pages.set(page.id, page);
    this.applied = undefined;
  }

  clear(): void {
    this.pages.clear();
    this.applied = undefined;
  }
}

/** A module's place in its page's template, as the editor names it: `mainSection.2`. */
export function moduleEdit(page: CmsPageRecord, path: string, action: 'duplicate' | 'delete'): CmsPageRecord | string {
  const copy = structuredClone(page);
  const keys = path.split('.');
  const index = Number(keys.pop());
  let parent: unknown = copy.template;
  for (const key of keys) parent = (parent as Record<string, unknown> | undefined)?.[key];
  if (!Array.isArray(parent) || !Number.isInteger(index) || index < 0 || index >= parent.length) {
    return `no module at template.${path} in page ${page.path}`;
  }
  const module = parent[index] as Record<string, unknown>;
  if (typeof module !== 'object' || module === null || typeof module.component !== 'string') {
    return `template.${path} in page ${page.path} is not a module`;
  }
  if (action === 'delete') parent.splice(index, 1);
  else {
    const duplicate = structuredClone(module);
    // Module ids become element ids: a copy must not repeat its original's.
    if (typeof duplicate.id === 'string') duplicate.id = `${duplicate.id}-copy`;
    parent.splice(index + 1, 0, duplicate);
  }
  return copy;
}

/** What a list call answers from: the index of the site it names, and that site's name. */
interface SiteLists {
  index: CmsListIndex;
  siteName: (lang: string) => string;
}

/**
 * The content as the lists of one site see it, for one version of the content. A call answers
 * for the site it names (the default site for an id the CMS does not hold) and reads other sites
 * only for a data source that names them, so only those are validated, each with its own pages,
 * the first time a call needs it; each site's list index is made once and answers every later
 * call. A site with problems refuses only the calls that need it.
 */
class FamilyLists {
  private readonly sites: ReadonlyArray<Record<string, unknown>>;
  private readonly keys: readonly string[];
  private readonly valid = new Map<Record<string, unknown>, ValidContent | null>();
  private readonly indexes = new Map<Record<string, unknown>, SiteLists | null>();
  private readonly family: CmsFamily;
  /** The default site's id: it answers for an id the CMS does not hold, and holds the pages that name no site. */
  private readonly defaultId: number;

  constructor(
    private readonly content: CmsContent,
    private readonly tools: CmsTools,
  ) {
    this.sites = content.sites ?? [content.site];
    this.defaultId = siteId(content.site);
    // The key as the site schema reads it: a site document without one is the lone site.
    this.keys = this.sites.map(keyOf);
    this.family = {
      keys: this.keys,
      member: (key) => {
        const site = this.sites.find((entry) => keyOf(entry) === key);
        const member = site && this.validated(site);
        // The call validated every site its data source names before asking for its list.
        if (!member) throw bug(`the CMS's list index asked for site "${key}", which the call did not validate`);
        return member;
      },
    };
  }

  /** The lists of the site with id `site`, able to read the sites `named` names; null when one of them has problems. */
  lists(site: number, named?: ListedSites): SiteLists | null {
    const own =
      this.sites.find((entry) => siteId(entry) === site) ?? this.sites.find((entry) => siteId(entry) === this.defaultId) ?? this.sites[0];
    if (!own) return null;
    const names = named === undefined ? [] : typeof named === 'string' ? [named] : named;
    const others = this.sites.filter((entry) => entry !== own && (names.includes(ALL_SITES) || names.includes(keyOf(entry))));
    if (others.some((entry) => !this.validated(entry))) return null;
    return remembered(this.indexes, own, () => {
      const content = this.validated(own);
      if (!content) return null;
      return {
        index: this.tools.listIndex(content, this.family),
        siteName: (lang) => content.site.languages.find((language) => language.locale === lang)?.siteName ?? content.site.name,
      };
    });
  }

  private validated(site: Record<string, unknown>): ValidContent | null {
    return remembered(this.valid, site, () => {
      const id = siteId(site);
      const pages = this.content.pages.filter((page) => (page.siteId ?? this.defaultId) === id);
      const regions = { countries: this.content.countries, provinces: this.content.provinces };
      return this.tools.validate({ site, pages, regions }).content;
    });
  }
}

const keyOf = (site: Record<string, unknown>): string => (typeof site.key === 'string' ? site.key : 'site');

/**
 * The list calls' view of the content, kept per version: a document changed on disk is a new
 * content object (server.ts reads the documents again only when their signature changed), and so
 * is a stored or dropped draft (DraftStore.apply), so an edit is seen by the next call while
 * unchanged content is validated and indexed once.
 */
export class ListIndexes {
  private readonly versions = new WeakMap<CmsContent, FamilyLists>();

  constructor(private readonly tools: CmsTools) {}

  of(content: CmsContent): FamilyLists {
    return remembered(this.versions, content, () => new FamilyLists(content, this.tools));
  }
}

function searched(cards: Card[], search: string, exclude: readonly string[]): Card[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter(
    (card) => !exclude.includes(card.id) && words.every((word) => `${card.title} ${card.summary ?? ''}`.toLowerCase().includes(word)),
  );
}

function paged(cards: Card[], page: number, items: number): ListAnswer<Card> {
  const size = Math.max(1, items);
  return {
    items: cards.slice((page - 1) * size, page * size),
    total: cards.length,
    page,
    pages: Math.max(1, Math.ceil(cards.length / size)),
  };
}

/** The list calls name the language as a path segment or header; unknown ones simply match nothing. */
const locale = (lang: string) => lang as Locale;

/**
 * Answers the REST calls of SPEC §7; false when the path is not one of them. `content` reads
 * the documents with the drafts applied.
 */
export function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  content: () => Promise<CmsContent>,
  indexes: ListIndexes,
): boolean {
  const method = request.method ?? 'GET';
  // A path the caller wrote wrong (or with a broken %-escape), or a data source that is not one,
  // is the caller's mistake: a catalogue refusal naming it. Anything else is answerFailure's.
  const fail = (error: unknown) =>
    error instanceof ListPathError || error instanceof URIError
      ? refuse(response, 400, 'LIST_CALL_INVALID', { path: url.pathname, problem: error.message })
      : error instanceof ZodError
        ? refuse(response, 400, 'LIST_CALL_INVALID', {
            path: url.pathname,
            problem: error.issues.map((issue) => `${issue.path.join('.') || 'the data source'}: ${issue.message}`).join('; '),
          })
        : answerFailure(response, error as Error);
  const unreadable = () => refuse(response, 409, 'CMS_CONTENT_HAS_PROBLEMS', {});

  const site = /^\/site\/(\d+)$/.exec(url.pathname);
  if (site && method === 'GET') {
    content()
      .then((data) => {
        const lang = String(request.headers['language'] ?? data.site.defaultLocale ?? 'en');
        const found = indexes.of(data).lists(Number(site[1]));
        if (!found) return unreadable();
        sendJson(response, 200, { id: Number(site[1]), name: found.siteName(lang), language: lang });
      })
      .catch(fail);
    return true;
  }

  const distributor = /^\/site\/(\d+)\/distributor$/.exec(url.pathname);
  if (distributor && method === 'POST') {
    readJsonBody(request, response, DISTRIBUTOR_MAX_BYTES)
      .then(async (body) => {
        if (!body) return;
        const data = await content();
        const lang = String(request.headers['language'] ?? 'en');
        const raw = (body.value ?? {}) as Record<string, unknown>;
        const source = DataSourceSchema.parse({
          ...raw,
          quantity: raw.quantity ?? undefined,
          relations: raw.fullRelations ? 'full' : 'off',
        });
        const found = indexes.of(data).lists(Number(distributor[1]), source.site);
        if (!found) return unreadable();
        sendJson(response, 200, { items: found.index.cards(source, locale(lang)) });
      })
      .catch(fail);
    return true;
  }

  if (url.pathname.startsWith('/list/') && method === 'GET') {
    content()
      .then((data) => {
        const query = parseListPath(url.pathname);
        const found = indexes.of(data).lists(query.site, query.source.site);
        if (!found) return unreadable();
        const cards = searched(found.index.cards(query.source, locale(query.lang)), query.search, query.exclude);
        sendJson(response, 200, paged(cards, query.page, query.items || DEFAULT_ITEMS));
      })
      .catch(fail);
    return true;
  }

  const filters = /^\/filters\/([^/]+)\/(\d+)\/([a-z]{2})\/([^/]+)\/(on|off)\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(url.pathname);
  if (filters && method === 'GET') {
    content()
      .then((data) => {
        const [, names = '', siteOfCall = '0', lang = 'en', , allLanguages, filterOperator, globalOperator, order] = filters;
        const found = indexes.of(data).lists(Number(siteOfCall));
        if (!found) return unreadable();
        const source = DataSourceSchema.parse({
          mode: 'auto',
          order,
          allLanguages: allLanguages === 'on',
          sources: names.split(',').map((name) => ({
            structuredData: decodeURIComponent(name),
            filterOperator: normaliseOperator(filterOperator, 'or'),
            globalOperator: normaliseOperator(globalOperator, 'and'),
          })),
        });
        // 'or' across the named types: the filters of any of them.
        source.sources.forEach((entry) => (entry.globalOperator = 'or'));
        const kinds: Record<string, Set<string>> = {};
        for (const card of found.index.selected(source, locale(lang))) {
          for (const [kind, values] of Object.entries(card.facets ?? {})) {
            for (const value of values) (kinds[kind] ??= new Set()).add(value);
          }
        }
        const answer = Object.fromEntries(Object.entries(kinds).map(([kind, values]) => [kind, [...values].sort()]));
        sendJson(response, 200, { filters: answer });
      })
      .catch(fail);
    return true;
  }
  return false;
}
