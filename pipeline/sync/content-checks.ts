// Checks that protect the build and the site rather than the content model (docs/security.md):
// no prototype keys anywhere in a document, URLs inside structured data on the scheme
// allow-list, and page paths that cannot collide or land in a folder the build writes; and lists
// that name only sites of the family.
import { urlProblem, WEB_SCHEMES, LINK_SCHEMES } from '../../content/schema/safe-url.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import type { ContentProblem, ValidPage } from '../../content/schema/problems.ts';
import { ALL_SITES, dataSourcesIn } from '../../content/schema/data-source.ts';
import { formatPath, walkObjects, walkValues, type FieldPath } from '../walk.ts';
import { contentProblem } from '../errors/index.ts';

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Keys that could reach an object's prototype when content is merged or spread. */
export function checkPrototypeKeys(document: string, value: unknown, path: FieldPath, into: ContentProblem[]): void {
  walkObjects(
    value,
    (node, at) => {
      for (const key of Object.keys(node)) {
        if (PROTOTYPE_KEYS.has(key))
          into.push(contentProblem('FIELD_NAME_FORBIDDEN', { document, path: formatPath([...at.path, key]) }, { key }));
      }
    },
    path,
  );
}

/** Every string in an editor's structured data that names a scheme must use an allowed one. */
export function checkStructuredDataUrls(document: string, value: unknown, path: FieldPath, into: ContentProblem[]): void {
  walkValues(
    value,
    (node, at) => {
      if (typeof node !== 'string' || !(/^\s*[a-z][a-z0-9+.-]*:/i.test(node) || node.startsWith('/'))) return;
      const reason = urlProblem(node, {
        schemes: LINK_SCHEMES.filter((scheme) => WEB_SCHEMES.includes(scheme) || scheme === 'mailto:' || scheme === 'tel:'),
      });
      if (reason) into.push(contentProblem('STRUCTURED_DATA_URL_UNSAFE', { document, path: formatPath(at.path) }, { reason }));
    },
    path,
  );
}

/** Top-level folders the build writes into dist/: a page there would mix with them (and their caching). */
export const RESERVED_FOLDERS: ReadonlySet<string> = new Set([
  'assets',
  'page-data',
  'fonts',
  'theme-previews',
  'brands',
  '_img',
  'third-parties',
  // The module gallery (`unisite build --gallery`, pipeline/gallery).
  '_gallery',
  'index',
  '404',
  '500',
]);

/**
 * Pages whose paths would be written to the same files ('/' and '/index/', '/news' and
 * '/news/', encodings, case) or into a folder of the build: one problem per page, naming both.
 */
export function checkPagePaths(pages: ReadonlyArray<{ id: string; path: string }>, into: ContentProblem[]): void {
  const byKey = new Map<string, { id: string; path: string }>();
  for (const page of pages) {
    const document = `page ${page.path}`;
    let key: string;
    try {
      key = pageDataKey(decodeURIComponent(page.path)).toLowerCase();
    } catch {
      key = pageDataKey(page.path).toLowerCase();
    }
    const other = byKey.get(key);
    if (other) {
      // The exact same path is reported by the cross-document check already.
      if (other.path !== page.path)
        into.push(
          contentProblem('PAGE_ROUTE_COLLISION', { document, path: 'path' }, { otherPath: other.path, otherId: other.id, id: page.id }),
        );
      continue;
    }
    byKey.set(key, page);
    const first = key.split('/')[0] ?? '';
    if (key !== 'index' && RESERVED_FOLDERS.has(first)) {
      into.push(contentProblem('PAGE_PATH_RESERVED', { document, path: 'path' }, { folder: first }));
    }
  }
}

/**
 * A list naming a site of the family in its data source's `site` (docs/site-family.md "Lists
 * across the family") names one that exists: an unknown key would list nothing, without a word.
 */
export function checkListedSites(pages: readonly ValidPage[], keys: ReadonlySet<string>, into: ContentProblem[]): void {
  const known = [...keys, ALL_SITES];
  for (const page of pages) {
    for (const { source, path } of dataSourcesIn(page.template, ['template'])) {
      const named = source.site === undefined ? [] : typeof source.site === 'string' ? [source.site] : source.site;
      named.forEach((key, index) => {
        if (key === ALL_SITES || keys.has(key)) return;
        const at = {
          document: `page ${page.path}`,
          path: formatPath([...path, 'site', ...(typeof source.site === 'string' ? [] : [index])]),
        };
        into.push(contentProblem('LISTED_SITE_UNKNOWN', at, { key, known }));
      });
    }
  }
}
