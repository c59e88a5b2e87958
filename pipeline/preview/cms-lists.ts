// The preview's client of the CMS list calls (SPEC §7): distributors through
// `POST {api}/site/{siteId}/distributor`, lists through `GET {api}/list/v2|fixed|navigations/…`,
// the site through `GET {api}/site/{siteId}`, each with the language header and, when a token
// is configured, the bearer header (SPEC §6). A preview shows lists as the CMS answers them
// now, drafts included, rather than as the last sync saw them.
import type { Card, DataSource, Locale } from '../../content/schema/index.ts';
import {
  distributorBody,
  filtersPath,
  fixedListPath,
  listPath,
  navigationListPath,
  type FiltersQuery,
  type ListAnswer,
  type ListQuery,
} from '../../content/cms/list-api.ts';
import { userError } from '../errors/index.ts';
import { config } from '../config.ts';
import { limitedJson } from '../sync/cms-request.ts';

export interface ListClientOptions {
  /** Origin (and base path) of the CMS's REST calls, e.g. http://127.0.0.1:4801 */
  api: string;
  siteId: number;
  /** Credentials (authorization: Bearer …); sent on every call, never shown. */
  headers?: Record<string, string> | undefined;
}

/** One list at most this many pages of 50: a runaway answer cannot keep the preview busy. */
const MAX_PAGES = 40;

/**
 * Which call a data source goes through. Distributors name a quantity (the few latest items);
 * a list template shows every item, page by page; manual and navigation modes have their own
 * list calls.
 */
export function callFor(source: DataSource): 'distributor' | 'list' | 'fixed' | 'navigations' {
  if (source.mode === 'manual') return 'fixed';
  if (source.mode === 'navigation') return 'navigations';
  return source.quantity ? 'distributor' : 'list';
}

export class CmsListClient {
  constructor(private readonly options: ListClientOptions) {}

  private async call<T>(method: 'GET' | 'POST', path: string, locale: Locale, body?: unknown): Promise<T> {
    const url = `${this.options.api.replace(/\/+$/, '')}${path}`;
    const response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        language: locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // The headers carry the CMS's credentials: a redirect is not followed (fetch would resend
      // a --cms-header to any host); it is answered as the non-200 it is, below.
      redirect: 'manual',
    });
    if (!response.ok) {
      // SPEC §7: an answer other than 200 is the list's error state, with its status.
      const place = { preview: true, method, url, status: response.status };
      if (response.status === 401 || response.status === 403) throw userError('CMS_UNAUTHORIZED', { place, requester: 'preview' });
      throw userError('CMS_HTTP_STATUS', { place, statusText: response.statusText, requester: 'preview' });
    }
    // Bounded like every answer sync reads (docs/security.md): a list answer never grows the preview without limit.
    const limit = { bytes: config().sync.maxAnswerBytes, setting: 'UNISITE_SYNC_MAX_ANSWER_BYTES' };
    return (await limitedJson(response, limit, { preview: true, method, url })) as T;
  }

  /** The site's name in a language (SPEC §7 `GET {api}/site/{siteId}`). */
  async siteName(locale: Locale): Promise<string> {
    return (await this.call<{ name: string }>('GET', `/site/${this.options.siteId}`, locale)).name;
  }

  /** The cards of a data source, as the CMS answers them. */
  async cards(source: DataSource, locale: Locale): Promise<Card[]> {
    const call = callFor(source);
    if (call === 'distributor') {
      const answer = await this.call<{ items: Card[] }>(
        'POST',
        `/site/${this.options.siteId}/distributor`,
        locale,
        distributorBody(source),
      );
      return answer.items;
    }
    if (call === 'fixed' && source.fixed.length === 0) return [];
    const query = (page: number): ListQuery => ({
      site: this.options.siteId,
      lang: locale,
      page,
      order: source.order,
      maxItems: source.quantity,
      operator: source.sources[0]?.globalOperator,
      relations: source.relations,
      allLanguages: source.allLanguages,
      preferenceLanguage: source.preferenceLanguage,
    });
    const pathOf = (page: number) =>
      call === 'fixed'
        ? fixedListPath(source.fixed, query(page))
        : call === 'navigations'
          ? navigationListPath(source.referenceId ?? '/', source.sources, query(page))
          : listPath(source.sources, query(page));
    const items: Card[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await this.call<ListAnswer<Card>>('GET', pathOf(page), locale);
      items.push(...answer.items);
      if (page >= answer.pages) break;
    }
    return items;
  }

  /** The filter values a list offers (SPEC §7 filters call). */
  async filters(query: FiltersQuery, locale: Locale): Promise<Record<string, string[]>> {
    return (await this.call<{ filters: Record<string, string[]> }>('GET', filtersPath(query), locale)).filters;
  }
}
