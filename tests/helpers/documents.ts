// Test helper: the embedded CMS's documents as sync receives them (deep-copied, safe to mutate).
// It imports the store alone, not the CMS's server: the end-to-end specs read the documents when
// Playwright collects them, in every worker.
import { DEFAULT_DOCUMENTS_DIR, loadDocuments as load, type CmsContent } from '../../content/cms/documents.ts';
import type { RawContent } from '../../content/schema/problems.ts';

export { DEFAULT_DOCUMENTS_DIR };

/** The default site (the research centre) and its own pages, as a single-site sync receives them. */
export async function loadDocuments(dir: string): Promise<RawContent> {
  const content: CmsContent = structuredClone(await load(dir));
  const pages = content.pages.filter((page) => page.siteId === undefined || page.siteId === content.site.id);
  return { site: content.site, pages, regions: { countries: content.countries, provinces: content.provinces } };
}

/** Every site of the family with its pages (docs/site-family.md). */
export async function loadFamily(dir: string): Promise<Array<{ site: Record<string, unknown>; pages: CmsContent['pages'] }>> {
  const content: CmsContent = structuredClone(await load(dir));
  return (content.sites ?? [content.site]).map((site) => ({ site, pages: content.pages.filter((page) => page.siteId === site.id) }));
}

/**
 * One page of each template, the languages taking turns: every other template's page is one in
 * another language where it has one. A sweep over it sees every template and both languages, and
 * grows with the templates, not with the pages an editor adds.
 */
export function onePerTemplate<Page extends { templateType: string; locale: string }>(pages: readonly Page[]): Page[] {
  return [...new Map(pages.map((page) => [page.templateType, page])).values()].map((page, index) => {
    const other = pages.find((candidate) => candidate.templateType === page.templateType && candidate.locale !== page.locale);
    return index % 2 === 1 && other ? other : page;
  });
}
