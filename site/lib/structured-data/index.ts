// A page's structured data (SPEC §2 "structured data", §9 "Other"): one JSON-LD graph with the
// organisation on home pages, the breadcrumb, the template's own node and any node the editor
// added in the CMS. Pure, so the server and client navigation produce the same graph.
import type { Graph, Thing } from 'schema-dts';
import type { ImageAssets } from '../image-assets.ts';
import { canonicalUrl } from '../alternates.ts';
import { isUsCampusHome, isUsCampusPage, university, universityId, usCampusId, usCampusSchool } from './organization.ts';
import { breadcrumbList } from './breadcrumb.ts';
import { templateBuilders } from './templates.ts';
import type { Node, StructuredPage, StructuredSite } from './types.ts';

export type { StructuredPage, StructuredSite } from './types.ts';
export { templateBuilders } from './templates.ts';

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

export function structuredData(page: StructuredPage, site: StructuredSite, images?: ImageAssets): Graph | undefined {
  const url = canonicalUrl(site, page);
  const usCampus = isUsCampusPage(page.path);
  const publisher = { '@id': usCampus ? usCampusId(site) : universityId(site) };
  const nodes: Array<Node<Thing>> = [];
  // The organisation is described once, on the home page; other nodes refer to it by @id.
  if (usCampus) {
    if (isUsCampusHome(page.path)) nodes.push(usCampusSchool(site));
  } else if (isHomePath(page)) {
    nodes.push(university(site));
  }
  const breadcrumb = breadcrumbList(page, site, url);
  if (breadcrumb) nodes.push(breadcrumb);
  const builder = templateBuilders[page.templateType];
  const template = typeof page.template === 'object' && page.template !== null ? (page.template as Record<string, unknown>) : {};
  if (builder) nodes.push(...builder({ page, template, site, url, publisher, images }));
  nodes.push(...editorNodes(page.structuredData));
  if (nodes.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@graph': nodes };
}
