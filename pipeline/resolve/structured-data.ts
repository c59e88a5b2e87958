// A template's own JSON-LD nodes (SPEC §9 "Other"), built by its definition once the images
// step has published the variants the nodes point at, then those of its modules that describe
// themselves (a list of questions as an FAQPage). The site adds organisation, breadcrumb
// and editor nodes around them (site/lib/structured-data) on the server and after navigation.
import type { ModuleDefinition, StructuredNode, TemplateDefinition } from '../../site/define/define.ts';
import { canonicalUrl } from '../../site/lib/alternates.ts';
import type { PageView, SiteView } from '../../site/lib/page-view.ts';
import { pagePublisher } from '../../site/lib/structured-data/index.ts';
import { compactStableJson } from '../write/stable-json.ts';
import { templateDefinitions, type TemplateName } from '../../generated/template-definitions.ts';
import { isModuleName, moduleDefinitions } from '../../generated/module-definitions.ts';
import { modulesIn } from '../walk.ts';

export function templateStructuredData(view: PageView, site: SiteView): StructuredNode[] | undefined {
  const definition = templateDefinitions[view.page.templateType as TemplateName] as TemplateDefinition | undefined;
  const url = canonicalUrl(site, view.page);
  const nodes = [
    ...(definition?.structuredData?.({
      page: view.page,
      template: view.page.template,
      site,
      url,
      publisher: pagePublisher(view.page.path, site),
      images: view.images,
    }) ?? []),
  ];
  for (const { module } of modulesIn(view.page.template)) {
    const describe = isModuleName(module.component) ? (moduleDefinitions[module.component] as ModuleDefinition).structuredData : undefined;
    if (describe) nodes.push(...describe(module, { url, locale: view.page.locale }));
  }
  // Key-sorted now, as page-data is written: the server's head and the head after client
  // navigation (which reads page-data) then serialise the graph identically.
  return nodes.length > 0 ? (JSON.parse(compactStableJson(nodes)) as StructuredNode[]) : undefined;
}
