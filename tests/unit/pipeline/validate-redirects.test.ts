import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { loadDocuments, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

describe('validateContent: redirects (SPEC §2 "Routing rules", §8)', () => {
  it('reports a redirect with mismatched dynamic segments, naming its place in the site', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const site = raw.site as { redirects: Array<{ from: string; to: string }> };
    site.redirects.push({ from: '/old/:slug/', to: '/news/' });
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    expect(formatProblems(result.problems)).toContain(
      'site → redirects[3]: <Redirect from="/old/:slug/" to="/news/"/> has mismatched dynamic segments, ensure both paths have the exact same dynamic segments.',
    );
  });
});
