import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, resolveLink } from '../../../../site/components/Link/index.tsx';
import { NavigationContext } from '../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../site/app/site-context.tsx';
import type { SiteView } from '../../../../site/lib/page-view.ts';

const site = { domain: 'https://www.ibera.edu', renderer: 'ssg', environment: 'pro', trailingSlash: true } as const;

function html(link: Parameters<typeof Link>[0]['link'], overrides: Partial<SiteView> = {}, path = '/news/'): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ ...site, ...overrides } as SiteView}>
      <NavigationContext.Provider value={{ path, navigate: () => undefined }}>
        <Link link={link}>text</Link>
      </NavigationContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('link rules (SPEC §2 "Links")', () => {
  it('an external href or a new-tab link is a plain anchor; new tab has noreferrer, noFollow adds nofollow', () => {
    expect(resolveLink({ href: 'https://example.org/' }, site, '/')).toEqual({ kind: 'anchor', href: 'https://example.org/' });
    expect(resolveLink({ href: '/news/', newTab: true }, site, '/')).toEqual({
      kind: 'anchor',
      href: '/news/',
      target: '_blank',
      rel: 'noreferrer',
    });
    expect(html({ href: 'https://example.org/', noFollow: true })).toBe('<a href="https://example.org/" rel="nofollow">text</a>');
  });

  it('an internal link is a client link in the site form of the path; linkToURL wins over href', () => {
    expect(resolveLink({ href: '/news' }, site, '/')).toEqual({ kind: 'client', href: '/news/', current: false });
    expect(resolveLink({ href: '/a/', linkToURL: '/b/' }, site, '/')).toMatchObject({ href: '/b/' });
  });

  it('a file on the site is a plain anchor, not a page to load on the client', () => {
    expect(resolveLink({ href: '/media/report.pdf' }, site, '/')).toEqual({ kind: 'anchor', href: '/media/report.pdf' });
  });

  it("a document's type and size (written by sync) are part of the link's text", () => {
    expect(html({ href: '/media/report.pdf', format: 'PDF, 2.4 MB' })).toBe(
      '<a href="/media/report.pdf">text<span data-link-format=""> (PDF, 2.4 MB)</span></a>',
    );
    expect(html({ href: '/media/report.pdf' })).toBe('<a href="/media/report.pdf">text</a>');
  });

  it('in editor or preview mode internal links resolve to the full address', () => {
    for (const renderer of ['editor', 'preview'] as const) {
      expect(resolveLink({ href: '/news/' }, { ...site, renderer }, '/')).toEqual({ kind: 'anchor', href: 'https://www.ibera.edu/news/' });
    }
  });

  it("in the 'pre' environment the domain prefix is stripped and the link stays on the host", () => {
    expect(resolveLink({ href: 'https://www.ibera.edu/news/' }, { ...site, environment: 'pre' }, '/')).toEqual({
      kind: 'client',
      href: '/news/',
      current: false,
    });
    expect(resolveLink({ href: 'https://www.ibera.edu/news/' }, site, '/')).toMatchObject({ kind: 'anchor' });
  });

  it('a link with neither target nor href renders nothing', () => {
    expect(html({})).toBe('');
    expect(html({ href: '', linkToURL: null })).toBe('');
  });

  it('a link to the current page gets the active style', () => {
    expect(html({ href: '/news/' })).toBe('<a href="/news/" aria-current="page" data-active="">text</a>');
    expect(html({ href: '/' })).toBe('<a href="/">text</a>');
  });
});

describe('links that only look internal', () => {
  it.each(['/\\evil.example/', '\\\\evil.example/', '//evil.example/', ' //evil.example/'])(
    'treats %s as leaving the site (no client navigation)',
    (href) => {
      expect(resolveLink({ href }, site, '/news/').kind).toBe('anchor');
    },
  );
});
