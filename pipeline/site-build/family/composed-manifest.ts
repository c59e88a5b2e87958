// The composed dist/'s own build manifest, made from the manifests of the sites it was composed
// from: what lets the next composition be made from its spare version in place.
import { newManifest, type BuildManifest } from '../manifest.ts';
import { notFoundPlacements, ownFile, type BuiltSite } from './built-site.ts';

/**
 * The composed dist/'s build manifest (its version set at the commit): each page's record from
 * the site whose file is placed there, in the composition's order (the root site's first, a
 * sub-site's own pages below its prefix), and each sub-site's not-found pages as pages of their
 * own. None unless every site's manifest describes its folder and all were built by the same code.
 */
export function composedManifest(sites: readonly BuiltSite[]): BuildManifest | undefined {
  const first = sites[0]?.manifest;
  if (!first) return undefined;
  const composed = newManifest('', first.buildHash, first.codeHash);
  for (const [index, site] of sites.entries()) {
    const { manifest } = site;
    if (!manifest || manifest.codeHash !== first.codeHash || manifest.buildHash !== first.buildHash) return undefined;
    for (const [html, record] of Object.entries(manifest.pages)) {
      if (!(html in composed.pages) && (index === 0 || ownFile(html, site))) composed.pages[html] = record;
    }
    if (index === 0) continue;
    for (const { source, file } of notFoundPlacements(site)) {
      const record = manifest.pages[source];
      // Its own file stands for its page-data: the not-found page's data is the sub-site's own.
      if (record && !(file in composed.pages)) composed.pages[file] = { ...record, pageData: file };
    }
  }
  return composed;
}
