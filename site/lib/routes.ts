// The route table (SPEC §2 "Routing rules"): static and dynamic (':name') segments, a wildcard
// ('*'), a default route and redirects. Used by the build (redirect artefacts), `unisite serve`
// and tests; the browser never needs it (every page is a file). Messages are those of SPEC §8.

/** One entry: a page route (`path`), the fallback (`default`) or a redirect (`from` → `to`). */
export interface RouteDefinition {
  path?: string | undefined;
  default?: boolean | undefined;
  redirect?: { from?: string | undefined; to?: string | undefined; status?: number | null | undefined } | undefined;
  /** What the route shows, for messages and for the caller (a page id, a template …). */
  name?: string | undefined;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  /** The redirect target with its dynamic segments filled in. */
  redirectTo?: string | undefined;
  status?: number | undefined;
}

/** A route definition the table cannot accept: a bug in the table, not a visitor's mistake. */
export class RouteError extends Error {}

// Reach Router's reserved names: a param called 'uri' or 'path' would shadow the match's own fields.
const RESERVED_SEGMENTS = new Set(['uri', 'path']);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The dynamic segment names of a path, in order: '/news/:year/:slug/' → ['year', 'slug'] (+ '*'). */
export function dynamicSegments(path: string): string[] {
  return segmentsOf(path)
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)))
    .sort();
}

interface Compiled {
  route: RouteDefinition;
  segments: string[];
  score: number;
}

// Static segments beat dynamic ones, dynamic beats the wildcard, longer beats shorter.
function score(segments: string[]): number {
  return segments.reduce((total, segment) => total + (segment === '*' ? 1 : segment.startsWith(':') ? 3 : 4), 0) * 10 + segments.length;
}

function matchSegments(pattern: string[], path: string[], trailingSlash: boolean): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const segment = pattern[index] as string;
    if (segment === '*') {
      const rest = path.slice(index).join('/');
      // The wildcard keeps the path's own trailing slash: '/old/a/b/' → '*' = 'a/b/'.
      params['*'] = rest && trailingSlash ? `${rest}/` : rest;
      return params;
    }
    const value = path[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return pattern.length === path.length ? params : null;
}

function fill(target: string, params: Record<string, string>): string {
  return target.replace(/:(\w+)|\*/g, (match, name: string | undefined) => params[name ?? '*'] ?? match);
}

export interface RouteTable {
  /** The best route for a path, the default route when none matches, or null. */
  match(path: string): RouteMatch | null;
  routes: RouteDefinition[];
}

/** A dynamic segment with a reserved name, as `warn` is told it (the pipeline's ROUTE_SEGMENT_RESERVED). */
export interface ReservedSegment {
  path: string;
  segment: string;
  reserved: string[];
}

/**
 * Checks and compiles route definitions. Throws RouteError for definitions that cannot work;
 * tells `warn` of a reserved segment name (the texts are the catalogue's, which this browser-safe
 * module does not import).
 */
export function createRouteTable(routes: RouteDefinition[], warn: (reserved: ReservedSegment) => void = () => undefined): RouteTable {
  const compiled: Compiled[] = [];
  let fallback: RouteDefinition | undefined;
  for (const route of routes) {
    const label = route.name ?? route.path ?? route.redirect?.from ?? 'route';
    if (route.redirect) {
      const { from, to } = route.redirect;
      if (!from || !to)
        throw new RouteError(
          `<Redirect${from ? ` from="${from}"` : ''}${to ? ` to="${to}"` : ''}/> requires both "from" and "to" props when inside a router.`,
        );
      if (dynamicSegments(from).join('/') !== dynamicSegments(to).join('/')) {
        throw new RouteError(
          `<Redirect from="${from}" to="${to}"/> has mismatched dynamic segments, ensure both paths have the exact same dynamic segments.`,
        );
      }
      compiled.push({ route, segments: segmentsOf(from), score: score(segmentsOf(from)) });
      continue;
    }
    if (route.default) {
      fallback = route;
      continue;
    }
    if (route.path === undefined)
      throw new RouteError(`Children of a router must have a "path" or "default" prop, or be a redirect. None found on "${label}".`);
    const segments = segmentsOf(route.path);
    for (const name of dynamicSegments(route.path)) {
      if (RESERVED_SEGMENTS.has(name)) warn({ path: route.path, segment: name, reserved: [...RESERVED_SEGMENTS] });
    }
    compiled.push({ route, segments, score: score(segments) });
  }
  // Stable: among equal scores, the first definition wins.
  const ordered = compiled.map((entry, index) => ({ entry, index })).sort((a, b) => b.entry.score - a.entry.score || a.index - b.index);

  return {
    routes,
    match(path) {
      const pathname = path.split(/[?#]/)[0] ?? '';
      const parts = segmentsOf(pathname);
      for (const { entry } of ordered) {
        const params = matchSegments(entry.segments, parts, pathname.endsWith('/'));
        if (!params) continue;
        const redirect = entry.route.redirect;
        if (!redirect?.to) return { route: entry.route, params };
        const target = fill(redirect.to, params);
        return { route: entry.route, params, redirectTo: target, status: redirect.status ?? 301 };
      }
      return fallback ? { route: fallback, params: {} } : null;
    },
  };
}

/** Why a redirect cannot work (SPEC §8 routing problems), or null when it can. */
export function redirectProblem(redirect: NonNullable<RouteDefinition['redirect']>): string | null {
  try {
    createRouteTable([{ redirect }], () => undefined);
    return null;
  } catch (error) {
    if (error instanceof RouteError) return error.message;
    throw error;
  }
}
