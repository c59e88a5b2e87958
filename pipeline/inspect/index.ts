// `unisite inspect`: where a route comes from and what it becomes — for editors and engineers
// asking "why does this page look like that?" without reading JSON by hand.
import { readSnapshots, pageSnapshotFile, snapshotSites, type SnapshotSite } from '../snapshots/index.ts';
import { formatPath, modulesIn } from '../walk.ts';
import { UserError } from '../errors/index.ts';
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

interface ModuleLine {
  path: string;
  component: string;
}

export class RouteNotFoundError extends UserError<'ROUTE_NOT_FOUND'> {
  constructor(route: string, suggestions: string[]) {
    super('ROUTE_NOT_FOUND', { route, suggestions });
    this.name = 'RouteNotFoundError';
  }
}

async function load(snapshotsDir: string, site?: SnapshotSite) {
  const raw = await readSnapshots(snapshotsDir, site?.key);
  const pages = raw.pages as RawPage[];
  const document = raw.site as { trailingSlash?: boolean };
  return { raw, pages, trailingSlash: document.trailingSlash ?? true, site };
}

/** Every site of the snapshots with its pages (one, unnamed, when the snapshots hold a lone site). */
async function loadFamily(snapshotsDir: string) {
  const sites = await snapshotSites(snapshotsDir);
  if (sites.length <= 1) return [await load(snapshotsDir, sites[0])];
  return Promise.all(sites.map((site) => load(snapshotsDir, site)));
}

export async function inspectRoute(snapshotsDir: string, route: string): Promise<string> {
  // The route is looked for in every site of the family: `/law-school/…` is the law school's.
  const family = await loadFamily(snapshotsDir);
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
    throw new RouteNotFoundError(path, suggestions);
  }
  const { raw, pages, site } = owner;
  const { problems, warnings } = validateContent(raw);
  const document = `page ${path}`;
  const mine = (list: ContentProblem[]) => list.filter((problem) => problem.document === document);
  const pageProblems = [...mine(problems), ...mine(warnings).map((w) => ({ ...w, message: `warning: ${w.message}` }))];

  const lines: string[] = [];
  lines.push(`Route        ${path}`);
  if (site && family.length > 1) lines.push(`Site         ${site.key}${site.pathPrefix ? ` (${site.pathPrefix}/)` : ''}`);
  lines.push(`Snapshot     content/snapshots/${site?.folder ?? ''}${pageSnapshotFile(path)}`);
  lines.push(`Page         ${String(page.id)} (${String(page.locale)}) "${String(page.title)}"`);
  lines.push(`Template     ${String(page.templateType)}`);
  lines.push('Modules');
  const modules: ModuleLine[] = modulesIn(page.template).map(({ module, path }) => ({
    component: module.component,
    path: formatPath(path),
  }));
  if (modules.length === 0) lines.push('  (none)');
  modules.forEach((module, index) => {
    const issues = pageProblems.filter(
      (problem) => problem.path === module.path || problem.path.startsWith(`${module.path}.`) || problem.path.startsWith(`${module.path}[`),
    );
    lines.push(`  ${String(index + 1).padStart(2)}. ${module.component.padEnd(22)} ${module.path}${issues.length ? '' : '  ✓'}`);
    for (const issue of issues) lines.push(`        ✗ ${issue.path}: ${issue.message}`);
  });
  const pageLevel = pageProblems.filter((problem) => !modules.some((m) => problem.path.startsWith(m.path)));
  if (pageLevel.length) {
    lines.push('Problems');
    for (const issue of pageLevel) lines.push(`  ✗ ${issue.path || '(document)'}: ${issue.message}`);
  }
  lines.push('Alternates');
  for (const alternate of page.pageLanguages ?? []) {
    if (alternate.path === path) continue;
    const exists = pages.some((p) => p.path === alternate.path);
    lines.push(
      `  ${String(alternate.locale)}  ${String(alternate.path)}${alternate.isLive === false ? ' (not live)' : ''}${exists ? '' : '  ✗ missing'}`,
    );
  }
  lines.push('Output');
  if (BUILT_LOCALES.has(page.locale as 'en')) {
    lines.push(`  dist/${htmlFile(path)}`);
    lines.push(`  dist/page-data/${pageDataKey(path)}/page-data.json`);
    lines.push(`  dist/assets/template-${String(page.templateType)}-*.js`);
    for (const name of [...new Set(modules.map((m) => m.component))]) lines.push(`  dist/assets/module-${name}-*.js`);
  } else {
    lines.push(`  none: "${String(page.locale)}" has no texts yet, so its pages are not built`);
  }
  return lines.join('\n');
}

export async function listRoutes(snapshotsDir: string): Promise<string> {
  const family = await loadFamily(snapshotsDir);
  const lines: string[] = [];
  let count = 0;
  for (const { pages, site } of family) {
    // A family lists its sites one after the other, each by template.
    if (family.length > 1 && site) lines.push(`Site ${site.key}${site.pathPrefix ? ` (${site.pathPrefix}/)` : ''}: ${pages.length} routes`);
    const indent = family.length > 1 ? '  ' : '';
    const byTemplate = new Map<string, string[]>();
    for (const page of pages) {
      const key = String(page.templateType);
      const paths = byTemplate.get(key);
      if (paths) paths.push(String(page.path));
      else byTemplate.set(key, [String(page.path)]);
    }
    for (const [template, paths] of [...byTemplate].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${indent}${template} (${paths.length})`);
      for (const path of paths.sort()) lines.push(`${indent}  ${path}`);
    }
    count += pages.length;
  }
  lines.push(`${count} routes${family.length > 1 ? ` in ${family.length} sites` : ''}`);
  return lines.join('\n');
}
