// The family's link check (docs/links.md): every link an editor wrote — in a page's fields, in
// the HTML of its rich-text fields, in its breadcrumb, and in its site's menus and footer —
// that leads to the family's own origin must lead to a page or file the build published. Read
// from the snapshots (so a broken link is named with its document and field, which the HTML
// cannot say) and checked against the composed output folder (so a link from one site into
// another, or to a file of the media library, counts only when that target was written).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotDocument, snapshotLayout, type SnapshotSite } from '../snapshots/index.ts';

export interface BrokenLink {
  /** The site path of the page (or, for a menu, the site's prefix) whose content holds the link. */
  page: string;
  /** The CMS document: a page id, or `site <key>` for menus and footers. */
  document: string;
  /** Where in the document: `template.mainSection[2].link.href`. */
  field: string;
  /** The link as written. */
  target: string;
}

export interface LinkCheckResult {
  /** Links that lead to the family's origin, checked. */
  checked: number;
  broken: BrokenLink[];
}

/** Keys whose string value is a link (an image's `url` is a picture, published as variants, not a link). */
const LINK_KEYS = new Set(['href', 'url', 'thankYou', 'cv', 'link']);
const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')/gi;

interface Found {
  field: string;
  target: string;
}

/** The targets of the `<a href>`s of some HTML, as written (a rich-text field, or a built page). */
export function anchorTargets(html: string): string[] {
  return [...html.matchAll(ANCHOR_HREF)].map((match) => match[2] ?? match[3] ?? '');
}

/** Every link-like string of a document, with the path of its field. */
export function linksOf(value: unknown, field = ''): Found[] {
  const found: Found[] = [];
  const walk = (node: unknown, at: string, key: string | undefined, parent: Record<string, unknown> | undefined): void => {
    if (typeof node === 'string') {
      // An image object has a width: its url is a picture, not a link.
      const isImage = parent !== undefined && 'width' in parent && key === 'url';
      if (key !== undefined && LINK_KEYS.has(key) && !isImage) found.push({ field: at, target: node });
      else if (node.includes('<a')) for (const target of anchorTargets(node)) found.push({ field: at, target });
      return;
    }
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}[${index}]`, key, parent));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const [name, child] of Object.entries(record)) walk(child, at ? `${at}.${name}` : name, name, record);
    }
  };
  walk(value, field, undefined, undefined);
  return found;
}

/**
 * The site path a link leads to on the family's origin, or null for a link elsewhere (another
 * host, mail, phone, a same-page anchor).
 */
export function ownPath(target: string, origins: readonly string[]): string | null {
  const text = target.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text.replace(/[?#].*$/, '');
  for (const origin of origins) {
    if (text === origin || text.startsWith(`${origin}/`)) return (text.slice(origin.length) || '/').replace(/[?#].*$/, '');
  }
  return null;
}

/** Whether the output folder answers the path with a page or a file. */
export function published(distDir: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.split('/').includes('..')) return false;
  const file = join(distDir, decoded);
  if (decoded.endsWith('/')) return existsSync(join(file, 'index.html'));
  try {
    const stat = statSync(file);
    return stat.isFile() || (stat.isDirectory() && existsSync(join(file, 'index.html')));
  } catch {
    return existsSync(`${file}.html`);
  }
}

/**
 * Checks the links of every page and site of the snapshots against the output folder.
 * `origins`: the family's own origins (the sites' `domain`s), whose absolute links count as its own.
 */
export async function checkLinks(snapshotsDir: string, sites: readonly SnapshotSite[], distDir: string): Promise<LinkCheckResult> {
  const broken: BrokenLink[] = [];
  let checked = 0;
  const documents: Array<{ page: string; document: string; value: unknown }> = [];
  const origins = new Set<string>();
  for (const site of sites) {
    const layout = await snapshotLayout(snapshotsDir, site.key || undefined);
    const siteDoc = readSnapshotDocument(snapshotsDir, `${layout.folder}site.json`) as { domain?: string; key?: string };
    if (typeof siteDoc.domain === 'string') origins.add(siteDoc.domain.replace(/\/+$/, ''));
    const { headers, footers } = siteDoc as { headers?: unknown; footers?: unknown };
    documents.push({ page: `${site.pathPrefix}/`, document: `site ${site.key}`, value: { headers, footers } });
    for (const file of layout.pageFiles) {
      const page = readSnapshotDocument(snapshotsDir, file) as { id?: string; path?: string; template?: unknown; breadcrumb?: unknown };
      documents.push({
        page: page.path ?? file,
        document: page.id ?? file,
        value: { breadcrumb: page.breadcrumb, template: page.template },
      });
    }
  }
  const answers = new Map<string, boolean>();
  for (const { page, document, value } of documents) {
    for (const { field, target } of linksOf(value)) {
      const path = ownPath(target, [...origins]);
      if (path === null) continue;
      checked += 1;
      let ok = answers.get(path);
      if (ok === undefined) answers.set(path, (ok = published(distDir, path)));
      if (!ok) broken.push({ page, document, field, target });
    }
  }
  return { checked, broken };
}
