import { templateStructuredData } from '../../../pipeline/resolve/structured-data.ts';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import { headTags, mergeHeadTags, type HeadTag } from '../../../site/lib/head-tags.ts';
import { renderHead, StructuredDataScript } from '../../../site/app/Head.tsx';
import type { ImageAssets } from '../../../site/lib/image-assets.ts';
import type { InitialData, PageData } from '../../../site/lib/page-view.ts';
import { dataOf, pageOf } from '../../helpers/page-data.ts';

/** Page data as the build writes it: the page plus what pipeline/images made of its images. */
/** As the build leaves a page: its image variants, then its template's JSON-LD nodes. */
const built = (page: PageData, images: ImageAssets): InitialData => {
  const data = dataOf(page);
  const view = data.pageData.result.pageContext;
  view.images = images;
  const nodes = templateStructuredData(view, data.site);
  if (nodes) view.structuredData = nodes;
  return data;
};
/** The barometer chart as the build plans it: a hero set and the 1200-wide social JPEG. */
const barometer: ImageAssets = {
  '/media/barometer.jpg': {
    width: 2400,
    height: 1260,
    presets: {
      hero: [{ format: 'jpeg', candidates: [{ url: '/_img/barometer-1280x672-aaaaaaaaaa.jpg', width: 1280, height: 672 }] }],
      social: [{ format: 'jpeg', candidates: [{ url: '/_img/barometer-1200x630-bbbbbbbbbb.jpg', width: 1200, height: 630 }] }],
    },
  },
};

const metas = (tags: HeadTag[]) =>
  Object.fromEntries(
    tags.flatMap((tag) =>
      tag.tag === 'meta' ? [['name' in tag.attributes ? tag.attributes.name : tag.attributes.property, tag.attributes.content]] : [],
    ),
  );
const links = (tags: HeadTag[], rel: string) =>
  tags.flatMap((tag) => (tag.tag === 'link' && tag.attributes.rel === rel ? [tag.attributes] : []));

describe('head tags from page metadata (SPEC §2)', () => {
  it('writes title, description, keywords, robots and an absolute canonical', () => {
    const tags = headTags(
      dataOf(pageOf({ metaTitle: 'Barometer | CBF', metaDescription: 'Half have no plan.', keywords: ['succession', 'family firms'] })),
    );
    expect(tags[0]).toEqual({ tag: 'title', text: 'Barometer | CBF' });
    expect(metas(tags)).toMatchObject({ description: 'Half have no plan.', keywords: 'succession, family firms', robots: 'index,follow' });
    expect(links(tags, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://www.ibera.edu/news/succession-barometer-2026/' }]);
  });

  it('falls back to the title followed by the site name, and the template summary', () => {
    const tags = headTags(dataOf(pageOf()));
    expect(tags[0]).toEqual({ tag: 'title', text: 'Succession barometer 2026 · Centre for Business Families' });
    expect(metas(tags).description).toBe('Our annual survey of 412 family firms.');
    // A page titled after the site does not say its name twice.
    expect(headTags(dataOf(pageOf({ title: 'Centre for Business Families' })))[0]).toEqual({
      tag: 'title',
      text: 'Centre for Business Families',
    });
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

  it('gives link previews the social texts and the absolute URL of the 1200-wide variant of the social image', () => {
    const page = pageOf({
      socialTitle: 'Half of family firms have no plan',
      socialDescription: 'The 2026 barometer.',
      socialImage: { url: '/media/barometer.jpg', width: 2400, height: 1260, alt: 'Chart of succession plans' },
      published: '2026-10-28T09:00:00Z',
      modified: '2026-10-30T12:00:00+01:00',
    });
    const meta = metas(headTags(built(page, barometer)));
    expect(meta).toMatchObject({
      'og:type': 'article',
      'og:title': 'Half of family firms have no plan',
      'og:description': 'The 2026 barometer.',
      'og:url': 'https://www.ibera.edu/news/succession-barometer-2026/',
      'og:locale': 'en_GB',
      'og:locale:alternate': 'es_ES',
      'og:image': 'https://www.ibera.edu/_img/barometer-1200x630-bbbbbbbbbb.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Chart of succession plans',
      'article:published_time': '2026-10-28T09:00:00Z',
      'article:modified_time': '2026-10-30T11:00:00Z',
      'twitter:card': 'summary_large_image',
      'twitter:image:alt': 'Chart of succession plans',
    });
    // X falls back to Open Graph for the rest: no second copy of the title, description or image.
    expect(meta['twitter:title']).toBeUndefined();
    expect(meta['twitter:description']).toBeUndefined();
    expect(meta['twitter:image']).toBeUndefined();
  });

  it('takes a bare social image URL, and the same variant in the JSON-LD article', () => {
    const tags = headTags(built(pageOf({ socialImage: '/media/barometer.jpg' }), barometer));
    expect(metas(tags)).toMatchObject({
      'og:image': 'https://www.ibera.edu/_img/barometer-1200x630-bbbbbbbbbb.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    const page = pageOf({
      template: {
        templateType: 'NewsDetail',
        title: 'T',
        date: '2026-01-01',
        summary: 'S',
        body: '',
        mainSection: [],
        image: { url: '/media/barometer.jpg', width: 2400, height: 1260, alt: 'Chart' },
      },
    });
    const script = headTags(built(page, barometer)).find((tag) => tag.tag === 'script');
    expect(JSON.stringify(script?.tag === 'script' ? script.json : null)).toContain(
      '"image":"https://www.ibera.edu/_img/barometer-1200x630-bbbbbbbbbb.jpg"',
    );
  });

  it('never points a preview at the unpublished source: without a built variant there is no card image', () => {
    const page = pageOf({ socialImage: { url: '/media/barometer.jpg', width: 2400, height: 1260, alt: 'Chart' } });
    const meta = metas(headTags(dataOf(page)));
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:image:alt']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
  });

  it('uses the template image when there is no social image, and a small card without any', () => {
    const withImage = pageOf({
      template: {
        templateType: 'NewsDetail',
        title: 'T',
        date: '2026-01-01',
        summary: 'S',
        body: '',
        mainSection: [],
        image: { url: 'https://assets.ibera.edu/a.jpg', width: 800, height: 600, alt: 'A' },
      },
    });
    // SPEC §7 asset service: it makes the variant on request, as a JPEG at most 1200 wide (here the 800px source).
    const service: ImageAssets = {
      'https://assets.ibera.edu/a.jpg': {
        width: 800,
        height: 600,
        presets: {},
        service: { domain: 'https://assets.ibera.edu', damId: 'a.jpg' },
      },
    };
    expect(metas(headTags(built(withImage, service)))).toMatchObject({
      'og:image': 'https://assets.ibera.edu/c/fit/q/75/w/800/h/600/p/center/t/none/f/jpeg/a.jpg',
      'og:image:width': '800',
      'og:image:height': '600',
      'twitter:card': 'summary_large_image',
    });
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
    const data = dataOf(page);
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        renderHead({ view: data.pageData.result.pageContext, site: data.site }),
        createElement(StructuredDataScript, { data }),
      ),
    );
    expect(html).toContain('<link rel="canonical" href="https://www.ibera.edu/news/succession-barometer-2026/"/>');
    expect(html).toMatch(/<link rel="alternate" href="https:\/\/www.ibera.edu\/es\/noticias\/barometro-sucesion-2026\/" hrefLang="es"\/>/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.stringify(JSON.parse(json))).toContain('A </script><script>alert(1)</script> title');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("puts a template's tag in place of the default with the same identity and adds the others", () => {
    const defaults = headTags(dataOf(pageOf()));
    const merged = mergeHeadTags(defaults, [
      { tag: 'meta', attributes: { property: 'og:type', content: 'event' } },
      { tag: 'meta', attributes: { name: 'twitter:label1', content: 'When' } },
      { tag: 'link', attributes: { rel: 'alternate', hreflang: 'es', href: 'https://example.org/es/' } },
    ]);
    expect(merged).toHaveLength(defaults.length + 1);
    expect(metas(merged)).toMatchObject({ 'og:type': 'event', 'twitter:label1': 'When', 'og:locale:alternate': 'es_ES' });
    expect(links(merged, 'alternate').map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      'en https://www.ibera.edu/news/succession-barometer-2026/',
      'es https://example.org/es/',
      'x-default https://www.ibera.edu/news/succession-barometer-2026/',
    ]);
  });
});
