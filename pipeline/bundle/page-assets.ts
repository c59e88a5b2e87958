// Which client files a page names, from the Vite manifest: the start script, the client entry
// and the site's one stylesheet (pipeline/bundle/index.ts). The template's and modules' chunks are
// not listed: the client imports them once it has read the page-data, and Vite's preload helper
// fetches each one's imports alongside it (docs/performance.md "Where a page's bytes go"). A page
// with a module that renders eagerly (SPEC §2: the hero carousel) names the entry that imports
// those statically instead (site/app/client-eager.ts; docs/modules.md "How modules load").
import { createHash } from 'node:crypto';
import type { Manifest } from 'vite';
import type { PageAssets } from '../../site/app/Document.tsx';
import { START_SCRIPT } from '../../site/app/start-script.ts';
import { assert } from '../errors/index.ts';

/** The manifest's key for the site's one stylesheet (the client build does not split CSS). */
const SITE_STYLESHEET = 'style.css';

/**
 * The start script (site/app/start-script.ts) as a file of the client build, named by its
 * content: every page loads it, so it is a cached file rather than inlined in each page.
 */
export const START_SCRIPT_FILE = `assets/start-${createHash('sha256').update(START_SCRIPT).digest('base64url').slice(0, 8)}.js`;

/** `entryName`: the page's client entry, CLIENT_ENTRY or EAGER_CLIENT_ENTRY (clientEntryFor in ./eager.ts). */
export function pageAssets(manifest: Manifest, pageData: string, entryName: string): PageAssets {
  const entry = manifest[entryName];
  // The client build always writes them (pipeline/bundle/index.ts): a manifest without them is ours.
  assert(entry, `bundle: the client manifest has no entry for ${entryName}`);
  const stylesheet = manifest[SITE_STYLESHEET];
  assert(stylesheet, `bundle: the client manifest has no ${SITE_STYLESHEET}`);
  return {
    entryScript: `/${entry.file}`,
    stylesheets: [`/${stylesheet.file}`],
    startScript: `/${START_SCRIPT_FILE}`,
    pageData,
  };
}
