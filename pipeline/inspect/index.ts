// `unisite inspect`: where a route comes from and what it becomes — for editors and engineers
// asking "why does this page look like that?" without reading JSON by hand.
import { readSnapshots, pageSnapshotFile, snapshotSites, type SnapshotSite } from '../snapshots/index.ts';
import { formatPath, modulesIn } from '../walk.ts';
import { UserError, userError } from '../errors/index.ts';
import { validateContent } from '../sync/validate.ts';
import type { ContentProblem } from '../../content/schema/problems.ts';
import { normalizePath, pageDataKey } from '../../site/lib/paths.ts';
import { htmlFile } from '../site-build/index.ts';
import { BUILT_LOCALES } from '../resolve/index.ts';

interface RawPage {
  id?: unknown;
  path?: unknown;
  locale?: unknown;
  title?: unknown;
  templateType?: unknown;
  template?: unknown;
  pageLanguages?: Array<{ locale?: string; path?: string; isLive?: boolean }>;
}

export class RouteNotFoundError extends UserError<'ROUTE_NOT_FOUND'> {
  constructor(route: string, suggestions: string[], site?: { key: string; elsewhere: string | undefined }) {
    super('ROUTE_NOT_FOUND', { route, suggestions, site });
    this.name = 'RouteNotFoundError';
  }
}

async function load(snapshotsDir: string, site?: SnapshotSite) {
  const raw = await readSnapshots(snapshotsDir, site?.key);
  const pages = raw.pages as RawPage[];
  const document = raw.site as { trailingSlash?: boolean };
  return { raw, pages, trailingSlash: document.trailingSlash ?? true, site };
}

/** Which site `--site` names: its key (law-school) or CMS id, as `unisite build --site` takes it. */
export type SiteChoice = number | string | undefined;

/**
 * Every site of the snapshots with its pages (one, unnamed, when the snapshots hold a lone site),
 * or with `site` that site alone; a key or id no site has is the build's SITE_UNKNOWN error.
 */
async function loadFamily(snapshotsDir: string, site?: SiteChoice) {
  const all = await snapshotSites(snapshotsDir);
  const sites = site === undefined ? all : all.filter((entry) => entry.id === site || entry.key === site);
  // No snapshots at all is SNAPSHOTS_MISSING (from reading them, below), not an unknown site.
  if (site !== undefined && all.length > 0 && sites.length === 0) throw userError('SITE_UNKNOWN', { site, snapshotsDir, known: all });
  // The family's size decides whether a route's site is named, also when one site is inspected.
  const named = all.length > 1;
  if (sites.length <= 1) return { named, family: [await load(snapshotsDir, sites[0])] };
  return { named, family: await Promise.all(sites.map((entry) => load(snapshotsDir, entry))) };
}

/** A problem `inspect` found on the page, with its catalogue code (an error the sync refuses, or a warning). */
export interface InspectProblem {
  code: 'CONTENT_INVALID' | 'CONTENT_WARNING';
  /** The field path in the page document ('' for the document itself). */
  path: string;
  message: string;
  /** The content problem's own code (docs/errors.md "Content problems"), e.g. MODULE_UNKNOWN. */
  problemCode?: string | undefined;
}

/** What `unisite inspect <route>` found: what the text says, and what `--json` prints. */
export interface RouteReport {
  route: string;
  /** The site's key when the snapshots hold a family of several sites. */
  site: { key: string; pathPrefix: string } | null;
  snapshot: string;
  page: { id: string; locale: string; title: string };
  template: string;
  modules: Array<{ component: string; path: string; problems: InspectProblem[] }>;
  /** Problems of the page outside its modules. */
  problems: InspectProblem[];
  alternates: Array<{ locale: string; path: string; live: boolean; exists: boolean }>;
  /** The files the build writes for it; none when its language is not built. */
  output: string[];
  counts: { modules: number; problems: number; warnings: number; alternates: number; missingAlternates: number };
}

export async function inspectRouteReport(snapshotsDir: string, route: string, only?: SiteChoice): Promise<RouteReport> {
  // The route is looked for in every site of the family (`/law-school/…` is the law school's),
  // or with `only` in that site's pages alone.
  const { named, family } = await loadFamily(snapshotsDir, only);
  const trailingSlash = family[0]?.trailingSlash ?? true;
  const path = normalizePath(route.startsWith('/') ? route : `/${route}`, trailingSlash);
  const owner = family.find((entry) => entry.pages.some((p) => p.path === path));
  const page = owner?.pages.find((p) => p.path === path);
  if (!owner || !page) {
    const wanted = path.split('/').filter(Boolean).pop() ?? '';
    const suggestions = family
      .flatMap((entry) => entry.pages)
      .map((p) => String(p.path))
      .filter((p) => wanted && p.includes(wanted))
      .slice(0, 5);
    // Inspecting one site, a route of another is named with its site rather than left a mystery.
    const chosen = family[0]?.site;
    if (only === undefined || !chosen) throw new RouteNotFoundError(path, suggestions);
    const { family: all } = await loadFamily(snapshotsDir);
    const elsewhere = all.find((entry) => entry.pages.some((p) => p.path === path))?.site?.key;
    throw new RouteNotFoundError(path, suggestions, { key: chosen.key, elsewhere });
  }
  const { raw, pages, site } = owner;
  const { problems, warnings } = validateContent(raw);
  const document = `page ${path}`;
  const mine = (list: ContentProblem[], code: InspectProblem['code']): InspectProblem[] =>
    list
      .filter((problem) => problem.document === document)
      .map(({ path, message, code: problemCode }) => ({ code, path, message, ...(problemCode ? { problemCode } : {}) }));
  const pageProblems = [...mine(problems, 'CONTENT_INVALID'), ...mine(warnings, 'CONTENT_WARNING')];
  const modules = modulesIn(page.template).map(({ module, path }) => {
    const at = formatPath(path);
    return {
      component: module.component,
      path: at,
      problems: pageProblems.filter(
        (problem) => problem.path === at || problem.path.startsWith(`${at}.`) || problem.path.startsWith(`${at}[`),
      ),
    };
  });
  const alternates = (page.pageLanguages ?? [])
    .filter((alternate) => alternate.path !== path)
    .map((alternate) => ({
      locale: String(alternate.locale),
      path: String(alternate.path),
      live: alternate.isLive !== false,
      exists: pages.some((p) => p.path === alternate.path),
    }));
  const output = BUILT_LOCALES.has(page.locale as 'en')
    ? [
        `dist/${htmlFile(path)}`,
        `dist/page-data/${pageDataKey(path)}/page-data.json`,
        `dist/assets/template-${String(page.templateType)}-*.js`,
        ...[...new Set(modules.map((m) => m.component))].map((name) => `dist/assets/module-${name}-*.js`),
      ]
    : [];
  return {
    route: path,
    site: site && named ? { key: site.key, pathPrefix: site.pathPrefix } : null,
    snapshot: `content/snapshots/${site?.folder ?? ''}${pageSnapshotFile(path)}`,
    page: { id: String(page.id), locale: String(page.locale), title: String(page.title) },
    template: String(page.templateType),
    modules,
    problems: pageProblems.filter((problem) => !modules.some((m) => problem.path.startsWith(m.path))),
    alternates,
    output,
    counts: {
      modules: modules.length,
      problems: pageProblems.filter((problem) => problem.code === 'CONTENT_INVALID').length,
      warnings: pageProblems.filter((problem) => problem.code === 'CONTENT_WARNING').length,
      alternates: alternates.length,
      missingAlternates: alternates.filter((alternate) => !alternate.exists).length,
    },
  };
}

const problemText = (problem: InspectProblem) => `${problem.code === 'CONTENT_WARNING' ? 'warning: ' : ''}${problem.message}`;

export async function inspectRoute(snapshotsDir: string, route: string, only?: SiteChoice): Promise<string> {
  const report = await inspectRouteReport(snapshotsDir, route, only);
  const lines: string[] = [];
  lines.push(`Route        ${report.route}`);
  if (report.site) lines.push(`Site         ${report.site.key}${report.site.pathPrefix ? ` (${report.site.pathPrefix}/)` : ''}`);
  lines.push(`Snapshot     ${report.snapshot}`);
  lines.push(`Page         ${report.page.id} (${report.page.locale}) "${report.page.title}"`);
  lines.push(`Template     ${report.template}`);
  lines.push('Modules');
  if (report.modules.length === 0) lines.push('  (none)');
  report.modules.forEach((module, index) => {
    lines.push(`  ${String(index + 1).padStart(2)}. ${module.component.padEnd(22)} ${module.path}${module.problems.length ? '' : '  ✓'}`);
    for (const issue of module.problems) lines.push(`        ✗ ${issue.path}: ${problemText(issue)}`);
  });
  if (report.problems.length) {
    lines.push('Problems');
    for (const issue of report.problems) lines.push(`  ✗ ${issue.path || '(document)'}: ${problemText(issue)}`);
  }
  lines.push('Alternates');
  for (const alternate of report.alternates)
    lines.push(`  ${alternate.locale}  ${alternate.path}${alternate.live ? '' : ' (not live)'}${alternate.exists ? '' : '  ✗ missing'}`);
  lines.push('Output');
  if (report.output.length) for (const file of report.output) lines.push(`  ${file}`);
  else lines.push(`  none: "${report.page.locale}" has no texts yet, so its pages are not built`);
  return lines.join('\n');
}

/** Every route of the snapshots, site by site and by template: what `--list` says, and prints with `--json`. */
export interface RouteList {
  sites: Array<{ key: string | null; pathPrefix: string; routes: number; templates: Array<{ template: string; routes: string[] }> }>;
  counts: { sites: number; routes: number };
}

export async function listRoutesReport(snapshotsDir: string, only?: SiteChoice): Promise<RouteList> {
  const { family } = await loadFamily(snapshotsDir, only);
  const sites = family.map(({ pages, site }) => {
    const byTemplate = new Map<string, string[]>();
    for (const page of pages) {
      const key = String(page.templateType);
      const paths = byTemplate.get(key);
      if (paths) paths.push(String(page.path));
      else byTemplate.set(key, [String(page.path)]);
    }
    const templates = [...byTemplate]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([template, routes]) => ({ template, routes: routes.sort() }));
    return { key: site?.key ?? null, pathPrefix: site?.pathPrefix ?? '', routes: pages.length, templates };
  });
  return { sites, counts: { sites: sites.length, routes: sites.reduce((sum, site) => sum + site.routes, 0) } };
}

export async function listRoutes(snapshotsDir: string, only?: SiteChoice): Promise<string> {
  const { sites, counts } = await listRoutesReport(snapshotsDir, only);
  const lines: string[] = [];
  const several = sites.length > 1;
  for (const site of sites) {
    // A family lists its sites one after the other, each by template; `--site` names its one.
    const headed = (several || only !== undefined) && site.key;
    if (headed) lines.push(`Site ${site.key}${site.pathPrefix ? ` (${site.pathPrefix}/)` : ''}: ${site.routes} routes`);
    const indent = headed ? '  ' : '';
    for (const { template, routes } of site.templates) {
      lines.push(`${indent}${template} (${routes.length})`);
      for (const path of routes) lines.push(`${indent}  ${path}`);
    }
  }
  lines.push(`${counts.routes} routes${several ? ` in ${sites.length} sites` : ''}`);
  return lines.join('\n');
}
