// Structured data per template (SPEC §9 "Other"), from sample pages shaped like the SPEC §3
// entities: publication, event, team member and partner, news.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../content/schema/index.ts';
import { templateDefinitions, type TemplateName } from '../../../generated/template-definitions.ts';
import type { TemplateDefinition } from '../../../site/define/define.ts';
import { canonicalUrl } from '../../../site/lib/alternates.ts';
import { pagePublisher, structuredData, type StructuredPage } from '../../../site/lib/structured-data/index.ts';
import { INSTITUTION } from '../../../site/lib/structured-data/institution.ts';
import { site } from '../../helpers/page-data.ts';

type Json = Record<string, any>;

function page(overrides: Partial<StructuredPage> & { template: unknown }): StructuredPage {
  return {
    path: '/research/reports/succession-2026/',
    locale: 'en',
    title: 'A page',
    isHome: false,
    templateType: 'BasicTemplate',
    ...overrides,
  };
}

/** As the build does it: the template's own nodes from its definition, then the site's around them. */
function graphOf(input: StructuredPage): Json[] {
  const definition = templateDefinitions[input.templateType as TemplateName] as TemplateDefinition | undefined;
  const nodes = definition?.structuredData?.({
    page: input as Page,
    template: input.template,
    site,
    url: canonicalUrl(site, input),
    publisher: pagePublisher(input.path, site),
    images: undefined,
  });
  const graph = structuredData(input, site, nodes);
  // What the page embeds must survive a JSON round trip unchanged.
  return JSON.parse(JSON.stringify(graph ?? { '@graph': [] }))['@graph'] as Json[];
}

const byType = (graph: Json[], type: string) => graph.filter((node) => node['@type'] === type);

describe('structured data', () => {
  it('describes the university with its addresses and department links on the home page', () => {
    const graph = graphOf(page({ path: '/', isHome: true, templateType: 'Landing', template: { templateType: 'Landing' } }));
    const [university] = byType(graph, 'CollegeOrUniversity');
    expect(university).toMatchObject({
      '@id': 'https://www.ibera.edu/#university',
      name: 'Ibera University',
      url: 'https://www.ibera.edu/',
    });
    expect(university?.address).toHaveLength(INSTITUTION.addresses.length);
    expect(university?.address[0]).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Madrid', addressCountry: 'ES' });
    expect(university?.department).toContainEqual({
      '@type': 'EducationalOrganization',
      name: 'Law School',
      url: 'https://www.ibera.edu/law-school/',
    });
    expect(university?.department).toHaveLength(INSTITUTION.departments.length);
    expect(university?.sameAs).toEqual(['https://www.linkedin.com/school/ibera-university/']);
    // The Spanish home too; other pages only refer to it.
    expect(
      byType(graphOf(page({ path: '/es/', locale: 'es', templateType: 'Landing', template: {} })), 'CollegeOrUniversity'),
    ).toHaveLength(1);
    expect(byType(graphOf(page({ path: '/news/', templateType: 'NewsList', template: {} })), 'CollegeOrUniversity')).toHaveLength(0);
  });

  it('uses the US campus school variant on its sub-site, with a US address and the university as parent', () => {
    const home = graphOf(page({ path: `${INSTITUTION.usCampus.path}/`, isHome: true, templateType: 'Landing', template: {} }));
    expect(byType(home, 'CollegeOrUniversity')).toEqual([
      expect.objectContaining({
        name: INSTITUTION.usCampus.name,
        address: expect.objectContaining({ addressLocality: 'New York', addressCountry: 'US' }),
        parentOrganization: { '@id': 'https://www.ibera.edu/#university' },
      }),
    ]);
    const news = graphOf(
      page({
        path: `${INSTITUTION.usCampus.path}/news/open-day/`,
        templateType: 'NewsDetail',
        template: { title: 'Open day', date: '2026-03-01' },
      }),
    );
    expect(byType(news, 'NewsArticle')[0]?.publisher).toEqual({ '@id': `https://www.ibera.edu${INSTITUTION.usCampus.path}/#campus` });
  });

  it('turns the breadcrumb into a BreadcrumbList ending with the page', () => {
    const graph = graphOf(
      page({
        path: '/news/a/',
        title: 'Story A',
        breadcrumb: [
          { label: 'Home', url: '/' },
          { label: 'News', url: '/news/' },
        ],
        template: {},
      }),
    );
    expect(byType(graph, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.ibera.edu/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://www.ibera.edu/news/' },
      { '@type': 'ListItem', position: 3, name: 'Story A', item: 'https://www.ibera.edu/news/a/' },
    ]);
  });

  it('makes a NewsArticle of a news story', () => {
    const [article] = byType(
      graphOf(
        page({
          path: '/news/forum/',
          templateType: 'NewsDetail',
          modified: '2026-06-04T10:00:00Z',
          template: {
            title: 'Forum in Mexico City',
            date: '2026-06-03T09:00:00Z',
            summary: 'Six countries.',
            author: 'Ana Torres',
            category: 'Events',
            image: { url: '/media/forum.jpg', width: 1600, height: 900, alt: '' },
          },
        }),
      ),
      'NewsArticle',
    );
    expect(article).toMatchObject({
      headline: 'Forum in Mexico City',
      description: 'Six countries.',
      datePublished: '2026-06-03T09:00:00Z',
      dateModified: '2026-06-04T10:00:00Z',
      author: { '@type': 'Person', name: 'Ana Torres' },
      image: 'https://www.ibera.edu/media/forum.jpg',
      articleSection: 'Events',
      url: 'https://www.ibera.edu/news/forum/',
    });
  });

  it('makes an Event with its attendance mode and place (SPEC §3 hybrid, face to face, online)', () => {
    const event = (template: Json) =>
      byType(graphOf(page({ path: '/dissemination/forum/', templateType: 'EventDetail', template })), 'Event')[0];
    const base = { title: 'Family offices forum', startDate: '2026-05-12T09:00:00+02:00', endDate: '2026-05-12T18:00:00+02:00' };
    expect(event({ ...base, eventType: 'face-to-face', location: 'Segovia campus' })).toMatchObject({
      name: 'Family offices forum',
      startDate: '2026-05-12T07:00:00Z',
      endDate: '2026-05-12T16:00:00Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Segovia campus' },
    });
    expect(event({ ...base, eventType: 'online', registerLink: { href: 'https://events.ibera.edu/forum' } })).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://events.ibera.edu/forum' },
    });
    expect(event({ ...base, eventType: 'hybrid', location: 'Madrid' })?.location).toEqual([
      { '@type': 'Place', name: 'Madrid', address: 'Madrid' },
      { '@type': 'VirtualLocation', url: 'https://www.ibera.edu/dissemination/forum/' },
    ]);
  });

  it('makes a Report of a report and a ScholarlyArticle of academic research (SPEC §3 publication)', () => {
    const publication = {
      title: 'Succession barometer 2026',
      date: '2026-10-28',
      authors: ['Laura Méndez', 'Tomás Arrieta'],
      isbn: '978-84-09-12345-6',
      academicAreas: ['Governance', 'Succession'],
    };
    const report = byType(
      graphOf(
        page({
          templateType: 'PublicationDetail',
          template: { ...publication, publicationType: 'Report', organization: 'Ibera University' },
        }),
      ),
      'Report',
    )[0];
    expect(report).toMatchObject({
      headline: 'Succession barometer 2026',
      datePublished: '2026-10-28T00:00:00Z',
      author: [
        { '@type': 'Person', name: 'Laura Méndez' },
        { '@type': 'Person', name: 'Tomás Arrieta' },
      ],
      publisher: { '@type': 'Organization', name: 'Ibera University' },
      identifier: { '@type': 'PropertyValue', propertyID: 'ISBN', value: '978-84-09-12345-6' },
      keywords: 'Governance, Succession',
    });
    const article = graphOf(
      page({
        path: '/research/academic-research/boards/',
        templateType: 'PublicationDetail',
        template: { ...publication, publicationType: 'Journal article', publication: 'Family Business Review' },
      }),
    );
    expect(byType(article, 'ScholarlyArticle')[0]).toMatchObject({ isPartOf: { '@type': 'CreativeWork', name: 'Family Business Review' } });
    expect(byType(article, 'Report')).toHaveLength(0);
  });

  it('makes a Person of each team member of a PersonList, and an Organization of each partner', () => {
    const graph = graphOf(
      page({
        path: '/our-team/',
        templateType: 'PersonList',
        template: {
          people: [
            {
              id: 'laura-mendez',
              kind: 'member',
              name: 'Laura',
              lastName: 'Méndez',
              position: 'Director',
              email: 'lmendez@ibera.edu',
              linkedin: 'https://www.linkedin.com/in/lauramendez',
              area: 'Succession',
            },
            {
              id: 'family-firm-institute',
              kind: 'partner',
              name: 'Family Firm Institute',
              position: 'Research partner',
              website: 'https://www.ffi.org',
            },
          ],
        },
      }),
    );
    expect(byType(graph, 'Person')).toEqual([
      expect.objectContaining({
        name: 'Laura Méndez',
        givenName: 'Laura',
        familyName: 'Méndez',
        jobTitle: 'Director',
        email: 'mailto:lmendez@ibera.edu',
        sameAs: ['https://www.linkedin.com/in/lauramendez'],
        worksFor: { '@id': 'https://www.ibera.edu/#university' },
        url: 'https://www.ibera.edu/our-team/#laura-mendez',
      }),
    ]);
    expect(byType(graph, 'Organization')).toEqual([expect.objectContaining({ name: 'Family Firm Institute', url: 'https://www.ffi.org' })]);
  });

  it("keeps the editor's own nodes that name a @type, and nothing else", () => {
    const graph = graphOf(
      page({
        template: {},
        structuredData: [{ '@context': 'https://schema.org', '@type': 'FAQPage', name: 'FAQ' }, { name: 'no type' }, 'text'],
      }),
    );
    expect(graph).toEqual([{ '@type': 'FAQPage', name: 'FAQ' }]);
  });

  it('has nothing to say about a page with no breadcrumb and a template without structured data', () => {
    expect(structuredData(page({ template: {} }), site)).toBeUndefined();
  });
});
