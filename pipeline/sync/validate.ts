// Validates everything a snapshot holds, reporting ALL problems at once, each naming the
// document and the field path (docs/architecture.md, conventions): `page /es/noticias/foo/ →
// template.mainSection[2].title: Required`.
import { brands } from '../../site/lib/brands.ts';
import type { z } from 'zod';
import { PageSchema, RegionsSchema, SiteSchema, type Page, type Site } from '../../content/schema/index.ts';
import {
  friendlyMessage,
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

function collect(document: string, error: z.ZodError, into: ContentProblem[], prefix: PropertyKey[] = []): void {
  for (const issue of error.issues) {
    into.push({
      document,
      path: formatPath([...prefix, ...issue.path].map((key) => (typeof key === 'symbol' ? String(key) : key))),
      message: friendlyMessage(issue.message),
    });
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
    const problem = redirectProblem(redirect);
    if (problem) problems.push({ document: 'site', path: `redirects[${index}]`, message: problem });
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
      problems.push({ document, path: 'template.templateType', message: `Must equal the page's templateType "${page.data.templateType}"` });
      return;
    }
    if (!isTemplateName(templateType)) {
      // A page whose template this version of the site does not have yet must not stop the rest
      // from publishing: it is reported and left out, unless the operator asked for --strict.
      const problem = {
        document,
        path: 'templateType',
        message: `Unknown template "${templateType}": the page is not published. Add the template (unisite new template ${templateType}) or change the page's template in the CMS. Known templates: ${Object.keys(templateDefinitions).join(', ')}`,
      };
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
      const problem = {
        document,
        path: formatPath([...path, 'component']),
        message: `Unknown module "${module.component}": the page is published without it. Add it with \`${scaffoldCommand(module.component)}\`, or choose one the library has in the CMS (the module gallery lists them)`,
      };
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
      const at = field ? `${place}.${field}` : place;
      // With --strict nothing is published: zod's message alone, as for any other field.
      if ('problems' in into) into.problems.push({ document, path: at, message });
      else {
        const consequence = `the content of module "${module.name}" fails its schema, so the page is published without it until this field is fixed in the CMS`;
        into.warnings.push({ document, path: at, message: `${message} (${consequence})` });
      }
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
  // A school footer names its units by brand id; an unknown one would show no logo.
  site.footers.forEach((footer, index) => {
    footer.options.units.forEach((unit, unitIndex) => {
      if (!(unit in brands)) {
        problems.push({
          document: 'site',
          path: `footers[${index}].options.units[${unitIndex}]`,
          message: `"${unit}" is not a unit of the site family; use one of ${Object.keys(brands).join(', ')}`,
        });
      }
    });
  });
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
