// The embedded CMS: the GraphQL contract of schema.graphql plus the AEM-style persisted
// queries of SPEC §7, serving files from documents/ on loopback. A remote CMS (CMS_URL)
// answers the same queries; sync cannot tell them apart.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { loadDocuments, siteId, type CmsContent } from './documents.ts';
import { handleStandIn } from './stand-ins.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DOCUMENTS_DIR = join(here, 'documents');
export const SCHEMA_FILE = join(here, 'schema.graphql');

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
}

export interface RunningCms {
  /** GraphQL endpoint, e.g. http://127.0.0.1:41234/graphql */
  url: string;
  /** Origin for the persisted region queries (REGIONS_URL). */
  origin: string;
  server: Server;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function createCmsHandler(options: CmsOptions = {}): (request: IncomingMessage, response: ServerResponse) => void {
  const documentsDir = options.documentsDir ?? DEFAULT_DOCUMENTS_DIR;
  const content = (): Promise<CmsContent> => (options.content ? Promise.resolve(options.content) : loadDocuments(documentsDir));

  const yoga = createYoga({
    graphqlEndpoint: '/graphql',
    landingPage: false,
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

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.local');
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
    // The media library and the thumbnail stand-ins of SPEC §7 (sync works with no network).
    if (handleStandIn(request, response, url)) return;
    sendJson(response, 404, { errors: [{ message: `No such CMS endpoint: ${request.method} ${url.pathname}` }] });
  };
}

/** Starts the embedded CMS on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startCms(options: CmsOptions = {}): Promise<RunningCms> {
  const server = createServer(createCmsHandler(options));
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
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
