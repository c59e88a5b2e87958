// A page's structured data (SPEC §2 "structured data", §9 "Other"): one JSON-LD graph with the
// organisation on home pages, the breadcrumb, the template's own node and any node the editor
// added in the CMS. Pure, so the server and client navigation produce the same graph.
import type { Graph, Thing } from 'schema-dts';
import { canonicalUrl } from '../alternates.ts';
import { isUsCampusHome, isUsCampusPage, university, universityId, usCampusId, usCampusSchool } from './organization.ts';
import { breadcrumbList } from './breadcrumb.ts';
import type { Node, StructuredPage, StructuredSite } from './types.ts';

export type { StructuredPage, StructuredSite } from './types.ts';

function isHomePath(page: StructuredPage): boolean {
  return page.isHome || page.path === '/' || page.path === `/${page.locale}/`;
}

/** Nodes the editor wrote in the page's structuredData field: kept when they name a @type. */
function editorNodes(value: unknown): Array<Node<Thing>> {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items
    .filter(
      (item): item is Record<string, unknown> =>
        typeof item === 'object' && item !== null && typeof (item as { '@type'?: unknown })['@type'] === 'string',
    )
    .map(({ '@context': _context, ...node }) => node as Node<Thing>);
}

/** The organisation that publishes a page, by @id: the US campus school under its prefix, else the university. */
export function pagePublisher(path: string, site: StructuredSite): { '@id': string } {
  return { '@id': isUsCampusPage(path) ? usCampusId(site) : universityId(site) };
}

export function structuredData(page: StructuredPage, site: StructuredSite, templateNodes?: ReadonlyArray<object>): Graph | undefined {
  const url = canonicalUrl(site, page);
  const usCampus = isUsCampusPage(page.path);
  const nodes: Array<Node<Thing>> = [];
  // The organisation is described once, on the home page; other nodes refer to it by @id.
  if (usCampus) {
    if (isUsCampusHome(page.path)) nodes.push(usCampusSchool(site));
  } else if (isHomePath(page)) {
    nodes.push(university(site));
  }
  const breadcrumb = breadcrumbList(page, site, url);
  if (breadcrumb) nodes.push(breadcrumb);
  // The template's own nodes were built by its definition at build time (pipeline/resolve).
  nodes.push(...((templateNodes ?? []) as Array<Node<Thing>>));
  nodes.push(...editorNodes(page.structuredData));
  if (nodes.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': nodes };
}
