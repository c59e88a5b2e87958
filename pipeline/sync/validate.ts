// Validates everything a snapshot holds, reporting ALL problems at once, each naming the
// document and the field path (docs/architecture.md, conventions): `page /es/noticias/foo/ →
// template.mainSection[2].title: Required`.
import { brands } from '../../site/lib/brands.ts';
import type { z } from 'zod';
import { PageSchema, RegionsSchema, SiteSchema, type Page, type Site } from '../../content/schema/index.ts';
import {
  type ContentProblem,
  type RawContent,
  type ValidateOptions,
  type ValidationResult,
  type ValidPage,
} from '../../content/schema/problems.ts';
import { isModuleName } from '../../generated/module-definitions.ts';
import { formatPath, modulesIn } from '../walk.ts';
import { redirectProblem } from '../../site/lib/routes.ts';
import { isTemplateName, templateDefinitions } from '../../generated/template-definitions.ts';
import { checkElementIds } from './element-ids.ts';
import { isLeftOut, scaffoldCommand, type LeftOutModule } from '../../site/lib/left-out.ts';
import { checkPagePaths, checkPrototypeKeys, checkStructuredDataUrls } from './content-checks.ts';
import { contentProblem } from '../errors/index.ts';

function collect(document: string, error: z.ZodError, into: ContentProblem[], prefix: PropertyKey[] = []): void {
  for (const issue of error.issues) {
    const path = formatPath([...prefix, ...issue.path].map((key) => (typeof key === 'symbol' ? String(key) : key)));
    into.push(contentProblem('FIELD_INVALID', { document, path }, { schemaMessage: issue.message }));
  }
}

function documentName(raw: unknown, index: number): string {
  const record = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  if (typeof record.path === 'string') return `page ${record.path}`;
  if (typeof record.id === 'string') return `page ${record.id}`;
  return `page #${index + 1}`;
}

export function validateContent(raw: RawContent, options: ValidateOptions = {}): ValidationResult {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const skipped: ContentProblem[] = [];
  const skippedPaths = new Set<string>();

  const site = SiteSchema.safeParse(raw.site);
  if (!site.success) collect('site', site.error, problems);
  // SPEC §2/§8: a redirect needs both ends and the same dynamic segments on each.
  site.data?.redirects.forEach((redirect, index) => {
    const reason = redirectProblem(redirect);
    if (reason) problems.push(contentProblem('REDIRECT_UNUSABLE', { document: 'site', path: `redirects[${index}]` }, { reason }));
  });

  const regions = RegionsSchema.safeParse(raw.regions);
  if (!regions.success) collect('regions', regions.error, problems);

  checkPrototypeKeys('site', raw.site, [], problems);
  checkPrototypeKeys('regions', raw.regions, [], problems);
  const pages: ValidPage[] = [];
  raw.pages.forEach((rawPage, index) => {
    const document = documentName(rawPage, index);
    const before = problems.length;
    checkPrototypeKeys(document, rawPage, [], problems);
    checkStructuredDataUrls(document, (rawPage as { structuredData?: unknown } | null)?.structuredData, ['structuredData'], problems);
    if (problems.length > before) return;
    const page = PageSchema.safeParse(rawPage);
    if (!page.success) {
      collect(document, page.error, problems);
      return;
    }
    const { templateType } = page.data.template;
    if (page.data.templateType !== templateType) {
      problems.push(
        contentProblem('TEMPLATE_TYPE_MISMATCH', { document, path: 'template.templateType' }, { templateType: page.data.templateType }),
      );
      return;
    }
    if (!isTemplateName(templateType)) {
      // A page whose template this version of the site does not have yet must not stop the rest
      // from publishing: it is reported and left out, unless the operator asked for --strict.
      const problem = contentProblem(
        'TEMPLATE_UNKNOWN',
        { document, path: 'templateType' },
        { templateType, known: Object.keys(templateDefinitions) },
      );
      if (options.strict) problems.push(problem);
      else {
        skipped.push(problem);
        skippedPaths.add(page.data.path);
      }
      return;
    }
    // A module the library does not have: the page is published without it (its place recorded
    // below, with the modules whose content fails their schema, for the build's summary), unless
    // the operator asked for --strict (docs/modules.md).
    for (const { module, path } of modulesIn(page.data.template)) {
      if (isModuleName(module.component)) continue;
      const problem = contentProblem(
        'MODULE_UNKNOWN',
        { document, path: formatPath([...path, 'component']) },
        { component: module.component, scaffold: scaffoldCommand(module.component) },
      );
      (options.strict ? problems : warnings).push(problem);
    }
    // Editor ids must not shadow the site's own (pipeline/sync/element-ids.ts).
    const idProblems: ContentProblem[] = [];
    checkElementIds(document, page.data.template, ['template'], idProblems);
    if (idProblems.length > 0) {
      problems.push(...idProblems);
      return;
    }
    const template = templateDefinitions[templateType].schema.safeParse(page.data.template);
    if (!template.success) {
      collect(document, template.error, problems, ['template']);
      return;
    }
    const leftOut = leftOutModules(document, template.data, options.strict ? { problems } : { warnings });
    if (!options.standIns) removeStandIns(template.data);
    pages.push({ ...page.data, template: template.data as Page['template'], ...(leftOut.length > 0 ? { leftOutModules: leftOut } : {}) });
  });

  // Alternates of a skipped page would point nowhere: they are dropped, not reported again.
  for (const page of pages) page.pageLanguages = page.pageLanguages.filter((alternate) => !skippedPaths.has(alternate.path));
  if (site.success) checkAcrossDocuments(site.data, pages, problems);
  // Paths that collide or land in a build folder (pipeline/sync/content-checks.ts).
  checkPagePaths(pages, problems);

  if (!site.success || !regions.success || problems.length > 0) return { content: null, problems, warnings, skipped };
  return { content: { site: site.data, pages, regions: regions.data }, problems, warnings, skipped };
}

/**
 * The stand-ins the module lists of a validated template hold, in page order, as the page's record
 * of what it lost. A module whose content fails its schema is reported here, one line per field
 * (`template.mainSection[1].title: Required …`): a warning, or with --strict a problem; unknown
 * modules were reported from the raw template already.
 */
function leftOutModules(
  document: string,
  template: unknown,
  into: { problems: ContentProblem[] } | { warnings: ContentProblem[] },
): LeftOutModule[] {
  const leftOut: LeftOutModule[] = [];
  for (const { module, path } of modulesIn(template)) {
    if (!isLeftOut(module)) continue;
    const place = formatPath(path);
    for (const { field, message } of module.invalid ?? []) {
      const at = { document, path: field ? `${place}.${field}` : place };
      // With --strict nothing is published: zod's message alone, as for any other field.
      const strict = 'problems' in into;
      const problem = contentProblem('MODULE_FIELD_INVALID', at, { schemaMessage: message, module: module.name, strict });
      if (strict) into.problems.push(problem);
      else into.warnings.push(problem);
    }
    leftOut.push({ path: place, name: module.name, ...(module.invalid ? { invalid: module.invalid } : {}) });
  }
  return leftOut;
}

/** Takes the left-out modules' stand-ins out of every module list under `value`, in place. */
function removeStandIns(value: unknown): void {
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index -= 1) if (isLeftOut(value[index])) value.splice(index, 1);
    value.forEach(removeStandIns);
  } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(removeStandIns);
}

/** Rules no single document can check: unique paths, known languages, alternates that exist. */
function checkAcrossDocuments(site: Site, pages: ValidPage[], problems: ContentProblem[]): void {
  const locales = new Set(site.languages.map((language) => language.locale));
  const byPath = new Map<string, ValidPage>();
  for (const page of pages) {
    const document = `page ${page.path}`;
    const other = byPath.get(page.path);
    if (other) problems.push(contentProblem('PAGE_PATH_DUPLICATE', { document, path: 'path' }, { first: other.id, second: page.id }));
    byPath.set(page.path, page);
    if (!locales.has(page.locale)) {
      problems.push(contentProblem('PAGE_LOCALE_UNKNOWN', { document, path: 'locale' }, { locale: page.locale, locales: [...locales] }));
    }
    const expectedPrefix = page.locale === site.defaultLocale ? null : `/${page.locale}/`;
    if (expectedPrefix && page.path !== expectedPrefix && !page.path.startsWith(expectedPrefix)) {
      problems.push(contentProblem('PAGE_PATH_LANGUAGE', { document, path: 'path' }, { locale: page.locale, prefix: expectedPrefix }));
    }
  }
  // A school footer names its units by brand id; an unknown one would show no logo.
  site.footers.forEach((footer, index) => {
    footer.options.units.forEach((unit, unitIndex) => {
      if (!(unit in brands)) {
        const at = { document: 'site', path: `footers[${index}].options.units[${unitIndex}]` };
        problems.push(contentProblem('FOOTER_UNIT_UNKNOWN', at, { unit, units: Object.keys(brands) }));
      }
    });
  });
  for (const page of pages) {
    page.pageLanguages.forEach((alternate, index) => {
      if (!byPath.has(alternate.path)) {
        const at = { document: `page ${page.path}`, path: `pageLanguages[${index}].path` };
        problems.push(contentProblem('ALTERNATE_UNKNOWN', at, { alternate: alternate.path, locale: alternate.locale }));
      }
    });
  }
  for (const locale of locales) {
    if (!site.headers.some((header) => header.locale === locale) && pages.some((page) => page.locale === locale)) {
      problems.push(contentProblem('LANGUAGE_WITHOUT_HEADER', { document: 'site', path: 'headers' }, { locale }));
    }
    // Caught here rather than when the build renders the first page of that language.
    if (!site.footers.some((footer) => footer.locale === locale) && pages.some((page) => page.locale === locale)) {
      problems.push(contentProblem('LANGUAGE_WITHOUT_FOOTER', { document: 'site', path: 'footers' }, { locale }));
    }
  }
}
