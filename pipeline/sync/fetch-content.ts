// Pulls the site, its pages and the region lists from a CMS speaking the contract of
// content/cms/schema.graphql, with the typed documents that codegen made from content.graphql.
import { ClientError, GraphQLClient } from 'graphql-request';
import { PagesContentDocument, SiteContentDocument } from '../../generated/graphql.ts';
import { CountryListResponseSchema, ProvinceListResponseSchema } from '../../content/schema/index.ts';
import type { RawContent } from '../validate/index.ts';

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

export async function fetchContent(source: CmsSource, fetchImpl: typeof fetch): Promise<RawContent> {
  const client = new GraphQLClient(source.cmsUrl, { fetch: fetchImpl });
  const request = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ClientError) throw describeClientError(error, what);
      throw error;
    }
  };
  // A timestamp defeats caches between the CMS and us, as the site's own calls do (SPEC §7).
  const stamp = Date.now();
  const regionsBase = source.regionsUrl.replace(/\/+$/, '');
  const [site, pages, countries, provinces] = await Promise.all([
    request('site', () => client.request(SiteContentDocument)),
    request('pages', () => client.request(PagesContentDocument, {})),
    getRegionList(`${regionsBase}/graphql/execute.json/global/getAllCountries?timestamp=${stamp}`, fetchImpl),
    getRegionList(`${regionsBase}/graphql/execute.json/global/getAllProvinces?timestamp=${stamp}`, fetchImpl),
  ]);
  const countryList = CountryListResponseSchema.safeParse(countries);
  const provinceList = ProvinceListResponseSchema.safeParse(provinces);
  return {
    site: site.site,
    pages: pages.pages,
    regions: {
      countries: countryList.success ? countryList.data.data.ieCountryList.items : countries,
      provinces: provinceList.success ? provinceList.data.data.ieProvinceList.items : provinces,
    },
  };
}
