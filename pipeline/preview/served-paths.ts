// What `unisite preview` and `unisite dev` let Vite serve from disk: the site's code and what it
// imports in the browser, nothing else. Vite serves its root (the repository) as it is, so without
// this the work folder (form submissions and their logos), the snapshots, `dist-host/` and any
// file under the root were one request away (docs/security.md "Local tool servers").
import { join, resolve, sep } from 'node:path';

/** Folders of the repository the pages' scripts and styles come from. */
const SITE_FOLDERS = ['site', 'themes', 'generated', 'content/schema', 'node_modules'];

/** Vite's own addresses: its client, the React refresh runtime and virtual modules (by file: below). */
const VITE_ADDRESSES = /^\/(@vite\/|@react-refresh$|@id\/__x00__)/;

/** The folders Vite may read for the browser: the site's folders and the live server's own files. */
export function servedFolders(root: string, staticDir: string): string[] {
  return [...SITE_FOLDERS.map((folder) => join(root, folder)), resolve(staticDir)];
}

/** The decoded path of a request target, or null when it is malformed or climbs with '..'. */
function decodedPath(target: string): string | null {
  const path = target.split('?')[0] as string;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return decoded;
}

/**
 * Whether a request Vite would answer is one for the site: a file under a site folder, or one of
 * Vite's own addresses; `/@fs/` only inside the served folders.
 */
export function viteMayServe(target: string, root: string, folders: readonly string[]): boolean {
  const path = decodedPath(target);
  if (path === null) return false;
  if (path.startsWith('/@fs/')) {
    const file = resolve(path.slice('/@fs'.length));
    return folders.some((folder) => file.startsWith(folder + sep));
  }
  if (VITE_ADDRESSES.test(path)) return true;
  // By its path under the root too: the live server's own folder sits in the work folder when
  // that is inside the repository (`/.unisite/live-dev/themes.css`), beside what stays private.
  const file = resolve(root, `.${path}`);
  return folders.some((folder) => file.startsWith(folder + sep));
}
