import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { headTags, type HeadTag } from '../../../site/lib/head-tags.ts';
import { PageHead } from '../../../site/app/Head.tsx';
import { dataOf, pageOf } from '../../helpers/page-data.ts';

const metas = (tags: HeadTag[]) =>
  Object.fromEntries(
    tags.flatMap((tag) => (tag.tag === 'meta' ? [['name' in tag.attributes ? tag.attributes.name : tag.attributes.property, tag.attributes.content]] : [])),
  );
const links = (tags: HeadTag[], rel: string) => tags.flatMap((tag) => (tag.tag === 'link' && tag.attributes.rel === rel ? [tag.attributes] : []));

describe('head tags from page metadata (SPEC §2)', () => {
  it('writes title, description, keywords, robots and an absolute canonical', () => {
    const tags = headTags(dataOf(pageOf({ metaTitle: 'Barometer | CBF', metaDescription: 'Half have no plan.', keywords: ['succession', 'family firms'] })));
    expect(tags[0]).toEqual({ tag: 'title', text: 'Barometer | CBF' });
    expect(metas(tags)).toMatchObject({ description: 'Half have no plan.', keywords: 'succession, family firms', robots: 'index,follow' });
    expect(links(tags, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://www.ibera.edu/news/succession-barometer-2026/' }]);
  });

  it('falls back to the title and the template summary', () => {
    const tags = headTags(dataOf(pageOf()));
    expect(tags[0]).toEqual({ tag: 'title', text: 'Succession barometer 2026' });
    expect(metas(tags).description).toBe('Our annual survey of 412 family firms.');
  });

  it('turns the follow and indexed flags into robots', () => {
    expect(metas(headTags(dataOf(pageOf({ indexed: false, follow: true })))).robots).toBe('noindex,follow');
    expect(metas(headTags(dataOf(pageOf({ indexed: true, follow: false })))).robots).toBe('index,nofollow');
  });

  it('honours an editor canonical, as a path or a full address', () => {
    expect(links(headTags(dataOf(pageOf({ canonical: '/news/' }))), 'canonical')[0]?.href).toBe('https://www.ibera.edu/news/');
    expect(links(headTags(dataOf(pageOf({ canonical: 'https://example.org/a' }))), 'canonical')[0]?.href).toBe('https://example.org/a');
  });

  it('lists every live alternate in a built language, plus x-default in the default language', () => {
    const page = pageOf({
      pageLanguages: [
        { languageId: 1, locale: 'en', path: '/news/succession-barometer-2026/', isLive: true },
        { languageId: 2, locale: 'es', path: '/es/noticias/barometro-sucesion-2026/', isLive: true },
        // German pages are not built (SPEC §1): never an alternate.
        { languageId: 3, locale: 'de', path: '/de/nachrichten/x/', isLive: true },
      ],
    });
    expect(links(headTags(dataOf(page)), 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: 'https://www.ibera.edu/news/succession-barometer-2026/' },
      { rel: 'alternate', hreflang: 'es', href: 'https://www.ibera.edu/es/noticias/barometro-sucesion-2026/' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://www.ibera.edu/news/succession-barometer-2026/' },
    ]);
  });

  it('leaves out an alternate that is not live, and hreflang altogether for a page in one language', () => {
    const page = pageOf({
      pageLanguages: [
        { languageId: 1, locale: 'en', path: '/news/succession-barometer-2026/', isLive: true },
        { languageId: 2, locale: 'es', path: '/es/noticias/barometro-sucesion-2026/', isLive: false },
      ],
    });
    const tags = headTags(dataOf(page));
    expect(links(tags, 'alternate')).toEqual([]);
    expect(metas(tags)['og:locale:alternate']).toBeUndefined();
  });

  it('applies the trailing-slash setting to every address', () => {
    const tags = headTags(dataOf(pageOf(), { trailingSlash: false }));
    expect(links(tags, 'canonical')[0]?.href).toBe('https://www.ibera.edu/news/succession-barometer-2026');
    expect(links(tags, 'alternate').map((link) => link.href)).toContain('https://www.ibera.edu/es/noticias/barometro-sucesion-2026');
  });

  it('gives link previews the social texts and an absolute image of at most 1200 px', () => {
    const page = pageOf({
      socialTitle: 'Half of family firms have no plan',
      socialDescription: 'The 2026 barometer.',
      socialImage: { url: '/media/barometer.jpg', width: 2400, height: 1260, alt: 'Chart of succession plans' },
      published: '2026-10-28T09:00:00Z',
      modified: '2026-10-30T12:00:00+01:00',
    });
    const meta = metas(headTags(dataOf(page)));
    expect(meta).toMatchObject({
      'og:type': 'article',
      'og:title': 'Half of family firms have no plan',
      'og:description': 'The 2026 barometer.',
      'og:url': 'https://www.ibera.edu/news/succession-barometer-2026/',
      'og:locale': 'en_GB',
      'og:locale:alternate': 'es_ES',
      'og:image': 'https://www.ibera.edu/media/barometer.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Chart of succession plans',
      'article:published_time': '2026-10-28T09:00:00Z',
      'article:modified_time': '2026-10-30T11:00:00Z',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://www.ibera.edu/media/barometer.jpg',
      'twitter:title': 'Half of family firms have no plan',
    });
  });

  it('uses the template image when there is no social image, and a small card without any', () => {
    const withImage = pageOf({
      template: { templateType: 'NewsDetail', title: 'T', date: '2026-01-01', summary: 'S', body: '', mainSection: [], image: { url: 'https://assets.ibera.edu/a.jpg', width: 800, height: 600, alt: 'A' } },
    });
    expect(metas(headTags(dataOf(withImage)))).toMatchObject({ 'og:image': 'https://assets.ibera.edu/a.jpg', 'og:image:width': '800', 'twitter:card': 'summary_large_image' });
    const meta = metas(headTags(dataOf(pageOf({ templateType: 'BasicTemplate', template: { templateType: 'BasicTemplate' } }))));
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    expect(meta['og:type']).toBe('website');
  });

  it('skips dates that do not parse (SPEC §5) instead of writing Invalid Date', () => {
    const meta = metas(headTags(dataOf(pageOf({ published: 'soon' }))));
    expect(meta['article:published_time']).toBeUndefined();
  });

  it('renders the same tags as HTML, with the JSON-LD escaped', () => {
    const page = pageOf({ title: 'A </script><script>alert(1)</script> title', breadcrumb: [{ label: 'News', url: '/news/' }] });
    const html = renderToStaticMarkup(createElement(PageHead, { data: dataOf(page) }));
    expect(html).toContain('<link rel="canonical" href="https://www.ibera.edu/news/succession-barometer-2026/"/>');
    expect(html).toMatch(/<link rel="alternate" href="https:\/\/www.ibera.edu\/es\/noticias\/barometro-sucesion-2026\/" hrefLang="es"\/>/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.stringify(JSON.parse(json))).toContain('A </script><script>alert(1)</script> title');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
