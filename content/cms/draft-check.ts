// The check a draft passes before the embedded CMS stores it: the content with the draft must
// read, through the very queries `unisite sync` sends (generated from pipeline/sync/content.graphql)
// and the very validation it runs (pipeline/sync/validate.ts, the zod schemas of content/schema),
// without a problem the content did not already have. A draft that passes cannot make a later
// sync fail, nor a page query answer an error; one that does not is refused with its problems.
import type { DocumentNode } from 'graphql';
import { PagesContentDocument, SitesContentDocument } from '../../generated/graphql.ts';
import type { ContentProblem, ValidateContent } from '../schema/problems.ts';
import { siteId, type CmsContent, type CmsPageRecord } from './documents.ts';
import { contentProblem } from '../../pipeline/errors/index.ts';

/** What the CMS's resolvers read: the content as the caller sees it (drafts applied). */
export interface CmsContext {
  content: () => Promise<CmsContent>;
}

interface QueryError {
  message: string;
  path?: ReadonlyArray<string | number> | undefined;
}

/**
 * Runs one of sync's queries against the CMS's own schema over `content`, in process. (Given by
 * the server, which runs it through its GraphQL server: one copy of graphql executes everything.)
 */
export type RunQuery = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  content: CmsContent,
) => Promise<{ data?: Record<string, unknown> | null | undefined; errors?: readonly QueryError[] | undefined }>;

const key = (problem: ContentProblem) => `${problem.document}\u0000${problem.path}\u0000${problem.message}`;

/** The query errors as problems, each naming the page it came from where the error path says. */
function queryProblems(stage: string, errors: readonly QueryError[] | undefined, pages: CmsPageRecord[] = []): ContentProblem[] {
  return (errors ?? []).map((error) => {
    const [, index, ...field] = error.path ?? [];
    const page = typeof index === 'number' ? pages[index] : undefined;
    const at = {
      document: page ? `page ${page.path}` : stage,
      path: (page ? field : [index, ...field]).filter((key) => key !== undefined).join('.'),
    };
    return contentProblem('SYNC_QUERY_FAILED', at, { stage, message: error.message });
  });
}

/** Every problem sync would report for one site of `content` (unknown templates included, as --strict does). */
async function syncProblems(run: RunQuery, validateContent: ValidateContent, content: CmsContent, site: number): Promise<ContentProblem[]> {
  const sites = await run(SitesContentDocument, {}, content);
  if (sites.errors?.length || !sites.data) return queryProblems('sites', sites.errors);
  // The answer as sync receives it: plain JSON, not the executor's objects.
  const family = JSON.parse(JSON.stringify(sites.data.sites)) as Array<{ id: number; languages: Array<{ locale: string }> }>;
  const entry = family.find((candidate) => candidate.id === site);
  if (!entry) return [contentProblem('DRAFT_SITE_UNKNOWN', { document: 'site', path: 'id' }, { site })];
  const problems: ContentProblem[] = [];
  const pages: unknown[] = [];
  for (const { locale } of entry.languages) {
    const answer = await run(PagesContentDocument, { locale, site }, content);
    if (answer.errors?.length || !answer.data) {
      // The list the pages resolver answered, to name the page of each error.
      const listed = content.pages.filter((page) => (page.siteId ?? siteId(content.site)) === site && page.locale === locale);
      problems.push(...queryProblems(`pages (${locale})`, answer.errors, listed));
    } else pages.push(...(JSON.parse(JSON.stringify(answer.data.pages)) as unknown[]));
  }
  if (problems.length > 0) return problems;
  const regions = { countries: content.countries, provinces: content.provinces };
  return validateContent({ site: entry, pages, regions }, { strict: true }).problems;
}

/**
 * The problems `draft` would bring into `current` (the content with the other drafts): empty
 * when it may be stored. Problems the content already had (a broken document on disk) are not
 * the draft's and do not refuse it.
 */
export async function draftProblems(
  run: RunQuery,
  validateContent: ValidateContent,
  current: CmsContent,
  draft: CmsPageRecord,
): Promise<ContentProblem[]> {
  const site = draft.siteId ?? siteId(current.site);
  const withDraft: CmsContent = { ...current, pages: current.pages.map((page) => (page.id === draft.id ? draft : page)) };
  const after = await syncProblems(run, validateContent, withDraft, site);
  if (after.length === 0) return [];
  const before = new Set((await syncProblems(run, validateContent, current, site)).map(key));
  return after.filter((problem) => !before.has(key(problem)));
}
