// Structured data of the family's templates (SPEC §3 entities): each definition's own nodes, from
// its example, as the build embeds them around the site's graph.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../content/schema/index.ts';
import { templateDefinitions, type TemplateName } from '../../../generated/template-definitions.ts';
import type { TemplateDefinition } from '../../../site/define/define.ts';
import { canonicalUrl } from '../../../site/lib/alternates.ts';
import { pagePublisher, structuredData, type StructuredPage } from '../../../site/lib/structured-data/index.ts';
import { site } from '../../helpers/page-data.ts';

type Json = Record<string, any>;

/** The graph of a page showing the first example of `name`, parsed and resolved like the build. */
function graphOf(name: TemplateName, path: string, example = 0): Json[] {
  const definition = templateDefinitions[name] as TemplateDefinition;
  const parsed = definition.schema.parse(definition.examples?.[example]);
  const template = definition.resolve
    ? definition.resolve(parsed, {
        locale: 'en',
        page: { path } as never,
        asOf: '2026-11-25T00:00:00Z',
        cards: () => [],
        templates: () => [],
        sitemap: () => [],
      })
    : parsed;
  const page: StructuredPage = { path, locale: 'en', title: 'A page', isHome: false, templateType: name, template };
  const nodes = definition.structuredData?.({
    page: page as Page,
    template,
    site,
    url: canonicalUrl(site, page),
    publisher: pagePublisher(path, site),
    images: undefined,
  });
  return JSON.parse(JSON.stringify(structuredData(page, site, nodes) ?? { '@graph': [] }))['@graph'] as Json[];
}

const ofType = (graph: Json[], type: string) => graph.filter((node) => node['@type'] === type);

describe('structured data of the family templates', () => {
  it('describes a teacher as a Person whose sameAs names ORCID, Scopus, LinkedIn and the personal web', () => {
    const [person] = ofType(graphOf('TeacherDetail', '/business-school/faculty/laura-mendez/'), 'Person');
    expect(person).toMatchObject({
      name: 'Laura Méndez',
      givenName: 'Laura',
      familyName: 'Méndez',
      jobTitle: 'Professor of Strategy',
      email: 'mailto:laura.mendez@ibera.edu',
      nationality: { '@type': 'Country', name: 'Spanish' },
      url: 'https://www.ibera.edu/business-school/faculty/laura-mendez/',
      image: 'https://www.ibera.edu/media/portrait-1.jpg',
    });
    expect(person?.sameAs).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
      'https://www.scopus.com/authid/detail.uri?authorId=57190000001',
      'https://www.linkedin.com/in/laura-mendez-ibera/',
      'https://lauramendez.example.org/',
      'https://scholar.example.org/laura-mendez',
    ]);
  });

  it('describes an academic video as a VideoObject with thumbnail, upload date, duration and embed address', () => {
    const [video] = ofType(graphOf('AcademicVideo', '/business-school/videos/succession/'), 'VideoObject');
    expect(video).toMatchObject({
      name: 'Succession without drama: five conversations to have early',
      thumbnailUrl: 'https://www.ibera.edu/media/auditorium.jpg',
      uploadDate: '2026-05-12T00:00:00Z',
      duration: 'PT20M15S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      actor: [{ '@type': 'Person', name: 'Laura Méndez' }],
    });
  });

  it('describes each scholarship as a MonetaryGrant funded by the university, with its amount when it has one', () => {
    const grants = ofType(graphOf('ScholarshipsList', '/business-school/scholarships/'), 'MonetaryGrant');
    expect(grants.map((grant) => grant.name)).toEqual([
      'Women in Leadership Scholarship',
      'Latin America Talent Award',
      'Next Generation Scholarship',
    ]);
    expect(grants[1]).toMatchObject({
      amount: { '@type': 'MonetaryAmount', value: 12000, currency: 'EUR' },
      funder: { '@id': expect.any(String) },
    });
    expect(grants[0]?.url).toBe('https://www.ibera.edu/business-school/scholarships/#women-in-leadership');
  });

  it('gives the award only to winners: a nomination is a CreativeWork without one', () => {
    const [winner] = ofType(graphOf('EpicAwardDetail', '/business-school/epic-awards/ceramics/'), 'CreativeWork');
    const [nominee] = ofType(graphOf('EpicAwardDetail', '/business-school/epic-awards/coffee/', 1), 'CreativeWork');
    expect(winner).toMatchObject({ award: 'EPIC Award 2026 — Family enterprise', genre: 'Family enterprise' });
    expect(nominee).not.toHaveProperty('award');
  });

  it('describes a project as a CreativeWork with its author, tutor and programme, and a story as an Article about its alumna', () => {
    const [project] = ofType(graphOf('ProjectDetail', '/business-school/projects/winery/'), 'CreativeWork');
    expect(project).toMatchObject({
      author: { '@type': 'Person', name: 'Marta Gil' },
      contributor: { '@type': 'Person', name: 'Laura Méndez' },
      isPartOf: { '@type': 'Course', name: 'Executive MBA' },
      dateCreated: '2026-06-30T00:00:00Z',
    });
    const [story] = ofType(graphOf('StoryDetail', '/business-school/student-stories/lucia-ferrer/'), 'Article');
    expect(story).toMatchObject({ about: { '@type': 'Person', name: 'Lucía Ferrer' }, datePublished: '2026-09-14T00:00:00Z' });
  });
});
