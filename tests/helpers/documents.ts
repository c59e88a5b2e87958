// Test helper: the embedded CMS's documents as sync receives them (deep-copied, safe to mutate).
import { loadDocuments as load, type CmsContent } from '../../content/cms/documents.ts';
import { DEFAULT_DOCUMENTS_DIR } from '../../content/cms/server.ts';
import type { RawContent } from '../../pipeline/sync/validate.ts';

export { DEFAULT_DOCUMENTS_DIR };

export async function loadDocuments(dir: string): Promise<RawContent> {
  const content: CmsContent = structuredClone(await load(dir));
  return { site: content.site, pages: content.pages, regions: { countries: content.countries, provinces: content.provinces } };
}
