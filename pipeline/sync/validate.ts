// Validates everything a snapshot holds, reporting ALL problems at once, each naming the
// document and the field path (ARCHITECTURE convention 3): `page /es/noticias/foo/ →
// template.mainSection[2].title: Required`.
import type { z } from 'zod';
import { UserError } from '../errors.ts';
import { PageSchema, RegionsSchema, SiteSchema, type Page, type Regions, type Site } from '../../content/schema/index.ts';
import { isModuleName } from '../../site/modules/definitions.ts';
import { redirectProblem } from '../../site/lib/routes.ts';
import { isTemplateName, templateDefinitions } from '../../site/templates/definitions.ts';

export interface ContentProblem {
  /** The document, e.g. 'site' or 'page /es/noticias/foo/'. */
  document: string;
  /** The field path inside it, e.g. 'template.mainSection[2].title'. */
  path: string;
  message: string;
}

/** A page whose template has been validated by its template's schema (not yet resolved). */
export type ValidPage = Page;

export interface ValidContent {
  site: Site;
  pages: ValidPage[];
  regions: Regions;
}

export interface RawContent {
  site: unknown;
  pages: unknown[];
  regions: unknown;
}

export interface ValidationResult {
  content: ValidContent | null;
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

function friendly(message: string): string {
  return /received undefined/.test(message) ? 'Required' : message;
}

function collect(document: string, error: z.ZodError, into: ContentProblem[], prefix: PropertyKey[] = []): void {
  for (const issue of error.issues) {
    into.push({ document, path: formatPath([...prefix, ...issue.path]), message: friendly(issue.message) });
  }
}

function documentName(raw: unknown, index: number): string {
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  if (typeof record.path === 'string') return `page ${record.path}`;
  if (typeof record.id === 'string') return `page ${record.id}`;
  return `page #${index + 1}`;
}

/** SPEC §8: an unknown component name is a warning; the module is left out of the page. */
function findUnknownModules(value: unknown, path: PropertyKey[], found: Array<{ path: string; name: string }>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => findUnknownModules(item, [...path, index], found));
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string' && !isModuleName(record.component)) {
    found.push({ path: formatPath([...path, 'component']), name: record.component });
  }
  for (const [key, child] of Object.entries(record)) findUnknownModules(child, [...path, key], found);
}

export function validateContent(raw: RawContent): ValidationResult {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];

  const site = SiteSchema.safeParse(raw.site);
  if (!site.success) collect('site', site.error, problems);
  // SPEC §2/§8: a redirect needs both ends and the same dynamic segments on each.
  site.data?.redirects.forEach((redirect, index) => {
    const problem = redirectProblem(redirect);
    if (problem) problems.push({ document: 'site', path: `redirects[${index}]`, message: problem });
  });

  const regions = RegionsSchema.safeParse(raw.regions);
  if (!regions.success) collect('regions', regions.error, problems);

  const pages: ValidPage[] = [];
  raw.pages.forEach((rawPage, index) => {
    const document = documentName(rawPage, index);
    const page = PageSchema.safeParse(rawPage);
    if (!page.success) {
      collect(document, page.error, problems);
      return;
    }
    const { templateType } = page.data.template;
    if (page.data.templateType !== templateType) {
      problems.push({ document, path: 'template.templateType', message: `Must equal the page's templateType "${page.data.templateType}"` });
      return;
    }
    if (!isTemplateName(templateType)) {
      problems.push({
        document,
        path: 'templateType',
        message: `Unknown template "${templateType}". Known templates: ${Object.keys(templateDefinitions).join(', ')}`,
      });
      return;
    }
    const unknown: Array<{ path: string; name: string }> = [];
    findUnknownModules(page.data.template, ['template'], unknown);
    for (const module of unknown) {
      warnings.push({ document, path: module.path, message: `Unknown component "${module.name}": it is left out of the page` });
    }
    const template = templateDefinitions[templateType].schema.safeParse(page.data.template);
    if (!template.success) {
      collect(document, template.error, problems, ['template']);
      return;
    }
    pages.push({ ...page.data, template: template.data as Page['template'] });
  });

  if (site.success) checkAcrossDocuments(site.data, pages, problems);

  if (!site.success || !regions.success || problems.length > 0) return { content: null, problems, warnings };
  return { content: { site: site.data, pages, regions: regions.data }, problems, warnings };
}

/** Rules no single document can check: unique paths, known languages, alternates that exist. */
function checkAcrossDocuments(site: Site, pages: ValidPage[], problems: ContentProblem[]): void {
  const locales = new Set(site.languages.map((language) => language.locale));
  const byPath = new Map<string, ValidPage>();
  for (const page of pages) {
    const document = `page ${page.path}`;
    const other = byPath.get(page.path);
    if (other) problems.push({ document, path: 'path', message: `Used by two pages: "${other.id}" and "${page.id}"` });
    byPath.set(page.path, page);
    if (!locales.has(page.locale)) {
      problems.push({ document, path: 'locale', message: `"${page.locale}" is not a language of the site (${[...locales].join(', ')})` });
    }
    const expectedPrefix = page.locale === site.defaultLocale ? null : `/${page.locale}/`;
    if (expectedPrefix && page.path !== expectedPrefix && !page.path.startsWith(expectedPrefix)) {
      problems.push({ document, path: 'path', message: `A ${page.locale} page must live under ${expectedPrefix}` });
    }
  }
  for (const page of pages) {
    page.pageLanguages.forEach((alternate, index) => {
      if (!byPath.has(alternate.path)) {
        problems.push({
          document: `page ${page.path}`,
          path: `pageLanguages[${index}].path`,
          message: `Alternate "${alternate.path}" (${alternate.locale}) is not a page of the site`,
        });
      }
    });
  }
  for (const locale of locales) {
    if (!site.headers.some((header) => header.locale === locale) && pages.some((page) => page.locale === locale)) {
      problems.push({ document: 'site', path: 'headers', message: `No header for language "${locale}", which has pages` });
    }
    // Caught here rather than when the build renders the first page of that language.
    if (!site.footers.some((footer) => footer.locale === locale) && pages.some((page) => page.locale === locale)) {
      problems.push({ document: 'site', path: 'footers', message: `No footer for language "${locale}", which has pages` });
    }
  }
}

/** All problems as text, grouped by document (for the CLI and error messages). */
export function formatProblems(problems: ContentProblem[]): string {
  const byDocument = new Map<string, ContentProblem[]>();
  for (const problem of problems) {
    const list = byDocument.get(problem.document) ?? [];
    list.push(problem);
    byDocument.set(problem.document, list);
  }
  return [...byDocument]
    .flatMap(([document, list]) => list.map((p) => `  ${document} → ${p.path || '(document)'}: ${p.message}`))
    .join('\n');
}

/** A user mistake in content, every problem at once: printed without a stack trace, exit code 1. */
export class ContentError extends UserError {
  constructor(
    readonly problems: ContentProblem[],
    readonly hint: string,
  ) {
    const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.document)).size} document(s)`;
    super('CONTENT_INVALID', { what: `${count}:\n${formatProblems(problems)}`, fix: hint });
    this.message = `${this.what}\n${hint}`;
    this.name = 'ContentError';
  }
}
