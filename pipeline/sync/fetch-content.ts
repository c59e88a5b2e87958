// Pulls the site, its pages and the region lists from a CMS speaking the contract of
// content/cms/schema.graphql, with the typed documents that codegen made from content.graphql.
import { ClientError, GraphQLClient } from 'graphql-request';
import { PagesContentDocument, SiteContentDocument } from '../../generated/graphql.ts';
import { CountryListResponseSchema, ProvinceListResponseSchema } from '../../content/schema/index.ts';
import type { RawContent } from './validate.ts';

export interface CmsSource {
  /** GraphQL endpoint. */
  cmsUrl: string;
  /** Origin answering GET /graphql/execute.json/global/getAll… (SPEC §7). */
  regionsUrl: string;
}

/** The CMS answered, but not with what the contract promises: not retried. */
export class CmsAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsAnswerError';
  }
}

function describeClientError(error: ClientError, what: string): CmsAnswerError {
  const messages = error.response.errors?.map((e) => e.message).join('; ') ?? `HTTP ${error.response.status}`;
  return new CmsAnswerError(`The CMS refused the ${what} query: ${messages}. Check that the CMS implements content/cms/schema.graphql.`);
}

async function getRegionList(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new CmsAnswerError(`${url} answered HTTP ${response.status}: the region lists cannot be read.`);
  return (await response.json()) as unknown;
}

/** Called as each request completes, for the progress bar. */
export type ProgressCallback = (done: number, total: number, what: string) => void;

export async function fetchContent(
  source: CmsSource,
  fetchImpl: typeof fetch,
  onProgress: ProgressCallback = () => undefined,
): Promise<RawContent> {
  const client = new GraphQLClient(source.cmsUrl, { fetch: fetchImpl });
  const request = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ClientError) throw describeClientError(error, what);
      throw error;
    }
  };
  // The site first: its languages say which page lists to ask for, one request per language.
  const site = await request('site', () => client.request(SiteContentDocument));
  const locales = site.site.languages.map((language) => language.locale);
  const total = 3 + locales.length;
  let done = 1;
  onProgress(done, total, 'site');
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
  const [pageLists, countries, provinces] = await Promise.all([
    Promise.all(
      locales.map((locale) =>
        request(`pages (${locale})`, () => client.request(PagesContentDocument, { locale })).then(step(`pages ${locale}`)),
      ),
    ),
    getRegionList(`${regionsBase}/graphql/execute.json/global/getAllCountries?timestamp=${stamp}`, fetchImpl).then(step('countries')),
    getRegionList(`${regionsBase}/graphql/execute.json/global/getAllProvinces?timestamp=${stamp}`, fetchImpl).then(step('provinces')),
  ]);
  const countryList = CountryListResponseSchema.safeParse(countries);
  const provinceList = ProvinceListResponseSchema.safeParse(provinces);
  return {
    site: site.site,
    pages: pageLists.flatMap((list) => list.pages),
    regions: {
      countries: countryList.success ? countryList.data.data.ieCountryList.items : countries,
      provinces: provinceList.success ? provinceList.data.data.ieProvinceList.items : provinces,
    },
  };
}
