// BreadcrumbList from the page's breadcrumb (SPEC §2 "structured data and breadcrumb"),
// ending with the page itself.
import type { BreadcrumbList } from 'schema-dts';
import { absoluteUrl } from '../alternates.ts';
import type { Node, StructuredPage, StructuredSite } from './types.ts';

export function breadcrumbList(page: StructuredPage, site: StructuredSite, url: string): Node<BreadcrumbList> | undefined {
  const trail = (page.breadcrumb ?? []).filter((item) => absoluteUrl(site, item.url) !== url);
  if (trail.length === 0) return undefined;
  const items = [...trail.map((item) => ({ name: item.label, url: absoluteUrl(site, item.url) })), { name: page.title, url }];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
