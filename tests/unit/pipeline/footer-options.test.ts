import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { loadDocuments, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

describe('site footer options (docs/modules.md, "Footers")', () => {
  it('default to the default variant with no units', async () => {
    const result = validateContent(await loadDocuments(DEFAULT_DOCUMENTS_DIR));
    expect(result.content?.site.footers.map((footer) => footer.options)).toEqual([
      { variant: 'default', units: [] },
      { variant: 'default', units: [] },
    ]);
  });

  it('a school footer naming a unit the site family does not have is reported with its field', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const site = raw.site as { footers: Array<Record<string, unknown>> };
    site.footers[0]!.options = { variant: 'school', units: ['law-school', 'school-of-magic'] };
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toContain(
      'site → footers[0].options.units[1]: "school-of-magic" is not a unit of the site family',
    );
  });

  it('a page cannot take the gallery path', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const pages = raw.pages as Array<Record<string, unknown>>;
    pages.find((page) => page.path === '/contact-us/')!.path = '/_gallery/contact/';
    const result = validateContent(raw);
    expect(result.problems).toContainEqual(expect.objectContaining({ document: 'page /_gallery/contact/', path: 'path' }));
  });
});
