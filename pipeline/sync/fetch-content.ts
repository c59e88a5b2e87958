// Pulls the family's sites, their pages and the region lists from a CMS speaking the contract of
// content/cms/schema.graphql, with the typed documents that codegen made from content.graphql.
// Every answer is checked before it is used: an HTML page, truncated or invalid JSON, a
// GraphQL `errors` array or a missing field is refused with the stage, URL and HTTP status.
import { GraphQLClient } from 'graphql-request';
import pLimit from 'p-limit';
import { PagesContentDocument, SiteContentDocument, SitesContentDocument } from '../../generated/graphql.ts';
import { CountryListResponseSchema, ProvinceListResponseSchema } from '../../content/schema/index.ts';
import { userError } from '../errors/index.ts';
import type { Place, Requester } from '../errors/catalogue.ts';
import { jsonTooDeep, tooDeepError, type StageFetch } from './cms-request.ts';
import type { RawFamily } from '../../content/schema/problems.ts';

export interface CmsSource {
  /** GraphQL endpoint. */
  cmsUrl: string;
  /** Origin answering GET /graphql/execute.json/global/getAll… (SPEC §7). */
  regionsUrl: string;
}

/** Reads a JSON answer or refuses it with a one-line reason (no retry: the CMS answered). */
async function jsonAnswer(response: Response, stage: string, method: string, graphql: boolean, requester: Requester): Promise<unknown> {
  const text = await response.text();
  const place: Place = { stage, method, url: response.url, status: response.status };
  const type = response.headers.get('content-type') ?? '';
  if (/html/i.test(type) || /^\s*</.test(text)) throw userError('CMS_NOT_JSON', { place, body: { html: text }, requester });
  // Refused before parsing: the checks after it walk the answer recursively.
  if (jsonTooDeep(text)) throw tooDeepError(place, requester);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch (error) {
    const answer = text.trim() === '' ? { empty: true as const } : { invalid: (error as Error).message };
    throw userError('CMS_NOT_JSON', { place, body: answer, requester });
  }
  if (response.status === 401 || response.status === 403) throw userError('CMS_UNAUTHORIZED', { place, requester });
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (graphql && Array.isArray(errors) && errors.length > 0) {
    const messages = errors.map((e) => String((e as { message?: unknown } | null)?.message ?? JSON.stringify(e)));
    throw userError('CMS_GRAPHQL_ERRORS', { place, messages, requester });
  }
  if (!response.ok) throw userError('CMS_HTTP_STATUS', { place: { ...place, status: response.status }, requester });
  if (
    graphql &&
    (typeof body !== 'object' ||
      body === null ||
      typeof (body as { data?: unknown }).data !== 'object' ||
      !(body as { data: unknown }).data)
  ) {
    throw userError('CMS_WRONG_SHAPE', { place, missing: 'data', requester });
  }
  return body;
}

function wrongShape(stage: string, url: string, missing: 'sites' | 'pages', requester: Requester): Error {
  return userError('CMS_WRONG_SHAPE', { place: { stage, method: 'POST', url }, missing, requester });
}

/** A GraphQL client for one stage whose fetch refuses anything but a clean `{ data }` answer. */
function client(url: string, fetchFor: StageFetch, stage: string, requester: Requester): GraphQLClient {
  const raw = fetchFor(stage);
  const checked: typeof fetch = async (input, init) => {
    const response = await raw(input, init);
    const body = await jsonAnswer(response, stage, 'POST', true, requester);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return new GraphQLClient(url, { fetch: checked });
}

async function getRegionList(url: string, fetchFor: StageFetch, stage: string, requester: Requester): Promise<unknown> {
  const response = await fetchFor(stage)(url, { headers: { accept: 'application/json' } });
  return jsonAnswer(response, stage, 'GET', false, requester);
}

/** Called as each request completes, for the progress bar. */
export type ProgressCallback = (done: number, total: number, what: string) => void;

/** What a site chooser sees of each site the CMS lists. */
export interface ListedSite {
  id: number;
  key: string;
  pathPrefix: string;
  defaultLocale: string;
  languages: ReadonlyArray<{ locale: string }>;
}

/** Page lists asked for at once (one per site and language). */
const PAGE_LISTS_AT_ONCE = 4;

export async function fetchContent(
  source: CmsSource,
  fetchFor: StageFetch,
  /** Whom the answers are for: a refusal's fix names what to check. */
  requester: Requester,
  onProgress: ProgressCallback = () => undefined,
  /**
   * Only this site (`unisite sync --site <key or id>`), or the one a chooser picks from the CMS's
   * list of sites (a preview: the site of the page asked for); default: every site the CMS lists.
   */
  only?: number | string | ((sites: readonly ListedSite[]) => string),
): Promise<RawFamily> {
  let onlySite = typeof only === 'function' ? undefined : only;
  // The sites first: their languages say which page lists to ask for, one request per site and
  // language. With one site named, the default site is asked for too, to know whether the named
  // one is it (its snapshots live at the top of the folder, docs/site-family.md). A site named by
  // its key is found in the CMS's list of sites (the contract asks for a site by id).
  const stage = onlySite === undefined ? 'site query' : `site query (${typeof onlySite === 'number' ? `id ${onlySite}` : onlySite})`;
  const sites =
    typeof onlySite === 'number'
      ? [(await client(source.cmsUrl, fetchFor, stage, requester).request(SiteContentDocument, { id: onlySite })).site]
      : (await client(source.cmsUrl, fetchFor, stage, requester).request(SitesContentDocument)).sites;
  if (typeof only === 'function' && Array.isArray(sites)) onlySite = only(sites.filter((site) => Boolean(site)) as ListedSite[]);
  // The default site of the whole list, before a site named by key narrows it.
  const listedDefault = Array.isArray(sites) ? (sites.find((site) => site?.pathPrefix === '') ?? sites[0])?.id : undefined;
  if (typeof onlySite === 'string' && Array.isArray(sites)) {
    const named = sites.filter((site) => site?.key === onlySite);
    if (named.length === 0) {
      throw userError('SYNC_SITE_UNKNOWN', {
        site: onlySite,
        cmsUrl: source.cmsUrl,
        known: sites.filter(Boolean).map((site) => ({ id: site.id, key: site.key })),
      });
    }
    sites.splice(0, sites.length, ...named);
  }
  if (!Array.isArray(sites) || sites.length === 0 || sites.some((site) => !site || !Array.isArray(site.languages))) {
    throw wrongShape(stage, source.cmsUrl, 'sites', requester);
  }
  const defaultSiteId =
    onlySite === undefined || typeof onlySite === 'string'
      ? listedDefault
      : (await client(source.cmsUrl, fetchFor, 'site query', requester).request(SiteContentDocument, {})).site?.id;
  const requests = sites.flatMap((site) => site.languages.map((language) => ({ site, locale: language.locale })));
  const total = 3 + requests.length;
  let done = 1;
  onProgress(done, total, 'sites');
  const step =
    <T>(what: string) =>
    (value: T): T => {
      done += 1;
      onProgress(done, total, what);
      return value;
    };
  // A timestamp defeats caches between the CMS and us, as the site's own calls do (SPEC §7).
  const stamp = Date.now();
  const regionsBase = source.regionsUrl.replace(/\/+$/, '');
  // A few page lists at a time: a family of 24 sites asks for 48, and all at once they queued
  // behind each other in the CMS past the first-byte deadline of each (the deadlines start when
  // a request is sent, so a request waiting here is not counted against them).
  const slot = pLimit(PAGE_LISTS_AT_ONCE);
  const [pageLists, countries, provinces] = await Promise.all([
    Promise.all(
      requests.map(({ site, locale }) =>
        slot(async () => {
          // The default site's stage reads as it did before the family: `pages (es)`.
          const stage = site.id === defaultSiteId ? `pages (${locale})` : `pages (${locale}, ${site.key})`;
          const list = await client(source.cmsUrl, fetchFor, stage, requester).request(PagesContentDocument, { locale, site: site.id });
          if (!Array.isArray(list.pages)) throw wrongShape(stage, source.cmsUrl, 'pages', requester);
          return step<{ siteId: number; pages: typeof list.pages }>(`pages ${site.key} ${locale}`)({ siteId: site.id, pages: list.pages });
        }),
      ),
    ),
    getRegionList(
      `${regionsBase}/graphql/execute.json/global/getAllCountries?timestamp=${stamp}`,
      fetchFor,
      'countries list',
      requester,
    ).then(step('countries')),
    getRegionList(
      `${regionsBase}/graphql/execute.json/global/getAllProvinces?timestamp=${stamp}`,
      fetchFor,
      'provinces list',
      requester,
    ).then(step('provinces')),
  ]);
  const countryList = CountryListResponseSchema.safeParse(countries);
  const provinceList = ProvinceListResponseSchema.safeParse(provinces);
  return {
    sites: sites.map((site) => ({
      site,
      isDefault: site.id === defaultSiteId,
      pages: pageLists.filter((list) => list.siteId === site.id).flatMap((list) => list.pages),
    })),
    regions: {
      countries: countryList.success ? countryList.data.data.ieCountryList.items : countries,
      provinces: provinceList.success ? provinceList.data.data.ieProvinceList.items : provinces,
    },
  };
}
