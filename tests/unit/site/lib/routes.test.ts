import { describe, expect, it, vi } from 'vitest';
import { warning } from '../../../../pipeline/errors/index.ts';
import { createRouteTable, RouteError, type ReservedSegment } from '../../../../site/lib/routes.ts';

describe('route table (SPEC §2 "Routing rules")', () => {
  const table = createRouteTable([
    { path: '/news/', name: 'news list' },
    { path: '/news/:slug/', name: 'news detail' },
    { path: '/news/archive/', name: 'archive' },
    { path: '/docs/*', name: 'docs' },
    { default: true, name: 'not found' },
    { redirect: { from: '/actualidad/:slug/', to: '/news/:slug/' } },
    { redirect: { from: '/old/*', to: '/new/*', status: 302 } },
  ]);

  it('matches static segments before dynamic ones and fills dynamic segments', () => {
    expect(table.match('/news/archive/')?.route.name).toBe('archive');
    expect(table.match('/news/foo/')).toMatchObject({ route: { name: 'news detail' }, params: { slug: 'foo' } });
    expect(table.match('/news/')?.route.name).toBe('news list');
  });

  it('a wildcard takes the rest of the path; anything else falls to the default route', () => {
    expect(table.match('/docs/a/b')).toMatchObject({ route: { name: 'docs' }, params: { '*': 'a/b' } });
    expect(table.match('/news/a/b/c/')?.route.name).toBe('not found');
  });

  it('redirects carry their dynamic segments and wildcard to the target', () => {
    expect(table.match('/actualidad/foo/')).toMatchObject({ redirectTo: '/news/foo/', status: 301 });
    expect(table.match('/old/a/b/?x=1')).toMatchObject({ redirectTo: '/new/a/b/', status: 302 });
  });

  it('rejects a redirect without both ends or with mismatched dynamic segments', () => {
    expect(() => createRouteTable([{ redirect: { from: '/a/' } }])).toThrow(/requires both "from" and "to"/);
    expect(() => createRouteTable([{ redirect: { from: '/a/:slug/', to: '/b/:id/' } }])).toThrow(RouteError);
    expect(() => createRouteTable([{ redirect: { from: '/a/:slug/', to: '/b/' } }])).toThrow(/mismatched dynamic segments/);
  });

  it('rejects a child with neither path nor default', () => {
    expect(() => createRouteTable([{ name: 'orphan' }])).toThrow(/must have a "path" or "default".*orphan/);
  });

  it('warns about a reserved segment name', () => {
    const warn = vi.fn();
    createRouteTable([{ path: '/x/:uri/' }], warn);
    expect(warn).toHaveBeenCalledWith({ path: '/x/:uri/', segment: 'uri', reserved: ['uri', 'path'] });
    expect(warning('ROUTE_SEGMENT_RESERVED', warn.mock.calls[0]?.[0] as ReservedSegment)).toBe(
      '[ROUTE_SEGMENT_RESERVED] route /x/:uri/: the dynamic segment ":uri" has a reserved name (uri, path) (Rename the dynamic segment.)',
    );
  });

  it('without a default route an unknown path matches nothing', () => {
    expect(createRouteTable([{ path: '/a/' }]).match('/b/')).toBeNull();
  });
});
