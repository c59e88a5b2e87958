import { describe, expect, it } from 'vitest';
import { checkRedirects, nginxRedirects, parseRedirectsFile, redirectsFile } from '../../../../pipeline/artefacts/redirects.ts';
import { createRouteTable } from '../../../../site/lib/routes.ts';

const redirects = [
  { from: '/actualidad/:slug/', to: '/news/:slug/', status: 301 },
  { from: '/noticias/*', to: '/es/noticias/*' },
  { from: '/latest-news/', to: '/news/', status: 302 },
];

describe('redirect artefacts for static hosts', () => {
  it('_redirects uses placeholders and :splat, and reads back into the same redirects', () => {
    const text = redirectsFile(redirects);
    expect(text).toContain('/noticias/* /es/noticias/:splat 301');
    const table = createRouteTable(parseRedirectsFile(text));
    expect(table.match('/actualidad/foo/')).toMatchObject({ redirectTo: '/news/foo/', status: 301 });
    expect(table.match('/noticias/a/')).toMatchObject({ redirectTo: '/es/noticias/a/' });
    expect(table.match('/latest-news/')).toMatchObject({ redirectTo: '/news/', status: 302 });
  });

  it('nginx rewrites use named captures and permanent/redirect flags', () => {
    const text = nginxRedirects(redirects);
    expect(text).toContain('rewrite "^/actualidad/(?<slug>[^/]+)/?$" "/news/$slug/" permanent;');
    expect(text).toContain('rewrite "^/latest-news/?$" "/news/" redirect;');
  });

  it('a broken redirect names its place in the site document', () => {
    expect(() => checkRedirects([redirects[0]!, { from: '/a/:x/', to: '/b/' }])).toThrow(
      /^site → redirects\[1\]: .*mismatched dynamic segments/,
    );
  });
});
