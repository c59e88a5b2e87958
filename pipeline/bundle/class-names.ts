// The class names CSS modules get in a production build. Every page repeats them on hundreds of
// elements (each menu item carries two or three), so `title_duiqfV` on every one of them was
// about a tenth of a page's HTML. A production name is now one or two letters (`a`, `Bx`).
//
// The client and the server bundles are two Vite builds that must give every class the same
// name, whatever order each build happens to read the stylesheets in. So the names are not
// handed out as the files are read: they are listed up front from the sources (every
// `*.module.css` under `site/`, in a fixed order) and numbered; both builds compute the same
// list. A class the list lacks (a stylesheet outside `site/`) falls back to the readable
// `local_hash` form, which has an underscore and so never equals a short name.
//
// The dev and preview servers keep readable names (`pipeline/preview/`): developers read them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';

// A class name must not start with a digit or `-`; letters only first, then letters and digits.
const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NEXT = `${FIRST}0123456789`;

/** The n-th short name: a … Z, then aa … Z9, then aaa …: every name is used once. */
export function shortClassName(index: number): string {
  let rest = index;
  let length = 1;
  let count = FIRST.length;
  while (rest >= count) {
    rest -= count;
    length += 1;
    count *= NEXT.length;
  }
  let name = '';
  for (let position = length - 1; position > 0; position -= 1) {
    name = (NEXT[rest % NEXT.length] as string) + name;
    rest = Math.floor(rest / NEXT.length);
  }
  return (FIRST[rest] as string) + name;
}

/**
 * The class names a module stylesheet defines. Comments and quoted strings go first (a file
 * name in `url("a.svg")` is not a class); a class-like word the scan finds but no selector uses
 * only takes a name nobody asks for.
 */
export function classesOf(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"[^"]*"|'[^']*'/g, '');
  const names = new Set<string>();
  for (const [, name] of bare.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) names.add(name as string);
  // `:global(.x)` names a class that is not this module's: it keeps its name.
  for (const [, inner = ''] of bare.matchAll(/:global\(([^)]*)\)/g))
    for (const [, name] of inner.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) names.delete(name as string);
  return [...names].sort();
}

/** Module stylesheets under `dir`, relative to `root` with forward slashes, sorted. */
function stylesheets(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.module.css'))
    .map((entry) =>
      relative(root, join(root, dir, entry))
        .split(sep)
        .join('/'),
    )
    .sort();
}

// The header and the footer are on every page and their classes repeat on every menu item:
// they get the one-letter names first.
const EVERY_PAGE = ['site/components/Header/', 'site/components/Footer/'];

// Content blockers' generic cosmetic filters hide elements by class names such as `ad` and
// `ads`: a short name never begins with those letters, whatever their case.
const AD_LIKE = /^ad/i;

/** `file (relative to root) + '\n' + class` → its short name. */
export function shortClassNames(root: string): Map<string, string> {
  const files = stylesheets(root, 'site');
  const rank = (file: string) => {
    const index = EVERY_PAGE.findIndex((prefix) => file.startsWith(prefix));
    return index === -1 ? EVERY_PAGE.length : index;
  };
  files.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const names = new Map<string, string>();
  let next = 0;
  for (const file of files) {
    for (const name of classesOf(readFileSync(join(root, file), 'utf8'))) {
      while (AD_LIKE.test(shortClassName(next))) next += 1;
      names.set(`${file}\n${name}`, shortClassName(next));
      next += 1;
    }
  }
  return names;
}

/** Vite's `css.modules.generateScopedName` for a production build of the site at `root`. */
export function productionScopedName(root: string): (name: string, filename: string) => string {
  const names = shortClassNames(root);
  return (name, filename) => {
    const file = relative(root, filename.replace(/\?.*$/, '')).split(sep).join('/');
    const short = names.get(`${file}\n${name}`);
    if (short) return short;
    const hash = createHash('sha256').update(`${file}\n${name}`).digest('base64url').slice(0, 6);
    return `${name}_${hash}`;
  };
}
