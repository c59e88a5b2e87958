// SPEC §9 "Filter kinds": every kind a list can offer has a label in every language, and each
// kind is derived from the content that carries it (a card's facets, or a scholarship's own).
import { describe, expect, it } from 'vitest';
import { LIST_FILTER_KINDS, ScholarshipSchema, type Card, type Page } from '../../../content/schema/index.ts';
import type { TemplateDefinition } from '../../../site/define/define.ts';
import { en } from '../../../site/i18n/en.ts';
import { es } from '../../../site/i18n/es.ts';
import { scholarshipFacets } from '../../../site/lib/scholarship-facets.ts';
import { definition as eventDetail } from '../../../site/templates/EventDetail/definition.ts';
import { definition as programDetail } from '../../../site/templates/ProgramDetail/definition.ts';
import { definition as publicationDetail } from '../../../site/templates/PublicationDetail/definition.ts';
import { definition as specializationDetail } from '../../../site/templates/SpecializationDetail/definition.ts';
import { definition as teacherDetail } from '../../../site/templates/TeacherDetail/definition.ts';
import { pageOf } from '../../helpers/page-data.ts';

/** The 34 kinds of SPEC §9, as the spec names them. */
const SPEC_KINDS = [
  'academic area',
  'award category',
  'centers',
  'classification type',
  'country',
  'duration',
  'event type',
  'faculty category',
  'format',
  'gender',
  'intake',
  'language',
  'location',
  'mode of study',
  'nationality',
  'pathways',
  'pathways executive',
  'podcast type',
  'profiles',
  'program type',
  'programs',
  'publication type',
  'region',
  'scholarship type',
  'schools',
  'sector',
  'specializations',
  'stage target',
  'study type',
  'subject area',
  'topic',
  'unit',
  'year',
  'years of experience',
];
const camel = (name: string) => name.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());

/** A template's card for a page in one language, its fields validated (defaults filled) as sync does. */
function cardOf(definition: TemplateDefinition, template: Record<string, unknown>, locale: 'en' | 'es' = 'en'): Card {
  const parsed: unknown = definition.schema.parse({ templateType: definition.name, ...template });
  const page = pageOf({ templateType: definition.name, locale, path: locale === 'en' ? '/x/' : '/es/x/' }) as unknown as Page;
  const card = definition.card?.(page, parsed);
  if (!card) throw new Error(`${definition.name} has no card`);
  return card;
}
const asDefinition = (definition: unknown) => definition as TemplateDefinition;

const program = (extra: Record<string, unknown>) => ({
  title: 'Executive MBA',
  program: {
    code: 'executive-mba',
    programType: 'executive',
    format: 'blended',
    location: ['Madrid'],
    duration: { amount: 18, unit: 'months' },
    language: ['en'],
    intake: ['2027-02-08'],
    academicArea: ['Strategy'],
    abstract: 'Eighteen months for experienced managers.',
    ...extra,
  },
});

describe('filter kinds', () => {
  it('are the 34 kinds of SPEC §9, each labelled in English and Spanish', () => {
    expect([...LIST_FILTER_KINDS].sort()).toEqual(SPEC_KINDS.map(camel).sort());
    for (const kind of LIST_FILTER_KINDS) {
      const key = `filter.${kind}`;
      expect(en[key as keyof typeof en], key).toMatch(/\S/);
      expect(es[key as keyof typeof es], key).toMatch(/\S/);
      expect(es[key as keyof typeof es], `${key} is translated`).not.toBe(key);
    }
    // The new kinds read as a visitor expects in each language.
    expect([en['filter.modeOfStudy'], es['filter.modeOfStudy']]).toEqual(['Mode of study', 'Modalidad de estudio']);
    expect([en['filter.yearsOfExperience'], es['filter.yearsOfExperience']]).toEqual(['Years of experience', 'Años de experiencia']);
    expect([en['filter.country'], es['filter.country']]).toEqual(['Country', 'País']);
    expect([en['filter.schools'], es['filter.schools']]).toEqual(['School', 'Escuela']);
  });

  it('a programme gives school, mode of study, experience, profiles, stage, pathways, specialisations and subject area', () => {
    const fields = {
      school: 'Business School',
      modeOfStudy: 'part-time',
      yearsOfExperience: { min: 7 },
      profiles: ['Managers', 'Family business owners'],
      stageTarget: ['Senior executive'],
      pathways: ['Business and management'],
      pathwaysExecutive: ['Leadership'],
      specializations: ['Specialisation in Family Office Management'],
    };
    const facets = cardOf(asDefinition(programDetail), program(fields)).facets ?? {};
    expect(facets).toMatchObject({
      schools: ['Business School'],
      modeOfStudy: ['Part time'],
      yearsOfExperience: ['7+ years'],
      profiles: ['Managers', 'Family business owners'],
      stageTarget: ['Senior executive'],
      pathways: ['Business and management'],
      pathwaysExecutive: ['Leadership'],
      specializations: ['Specialisation in Family Office Management'],
      subjectArea: ['Strategy'],
    });
    // Labels the build writes follow the page's language.
    const spanish = cardOf(
      asDefinition(programDetail),
      program({ ...fields, modeOfStudy: 'full-time', yearsOfExperience: { min: 0, max: 3 } }),
      'es',
    );
    expect(spanish.facets).toMatchObject({ modeOfStudy: ['Tiempo completo'], yearsOfExperience: ['De 0 a 3 años'] });
    const none = cardOf(asDefinition(programDetail), program({ yearsOfExperience: { min: 0 } }));
    expect(none.facets).toMatchObject({ yearsOfExperience: ['No experience needed'], schools: [], modeOfStudy: [], profiles: [] });
  });

  it('a programme asking for a maximum experience below its minimum is a content problem', () => {
    expect(() => cardOf(asDefinition(programDetail), program({ yearsOfExperience: { min: 5, max: 3 } }))).toThrow(/more than min/);
  });

  it('a specialisation is found by its own name', () => {
    const card = cardOf(asDefinition(specializationDetail), {
      title: 'Specialisation in Digital Transformation',
      summary: 'A term on digital change.',
      program: 'online-mba',
    });
    expect(card.facets).toMatchObject({ programs: ['online-mba'], specializations: ['Specialisation in Digital Transformation'] });
  });

  it('a scholarship gives country (of residence), region and schools', () => {
    const scholarship = ScholarshipSchema.parse({
      id: 'latin-america-talent',
      title: 'Latin America Talent Award',
      summary: 'For graduates from Latin America.',
      deadline: '2027-04-15',
      scholarshipType: 'Need-based',
      countryOfResidence: ['Mexico', 'Chile'],
      region: ['Latin America'],
      schools: ['Business School', 'Law School'],
      typeOfDegree: ['Master'],
    });
    expect(scholarshipFacets(scholarship)).toMatchObject({
      country: ['Mexico', 'Chile'],
      region: ['Latin America'],
      schools: ['Business School', 'Law School'],
      studyType: ['Master'],
    });
  });

  it('an event gives country, region and the centres that organise it', () => {
    const card = cardOf(asDefinition(eventDetail), {
      title: 'Family Offices Forum',
      summary: 'Two days on family offices.',
      body: '<p>…</p>',
      event: {
        eventType: 'hybrid',
        startDate: '2027-03-17T15:00:00Z',
        location: 'Mexico City',
        country: 'Mexico',
        region: 'Latin America',
        centers: ['Centre for Business Families'],
      },
    });
    expect(card.facets).toMatchObject({ country: ['Mexico'], region: ['Latin America'], centers: ['Centre for Business Families'] });
  });

  it('a publication gives its classification, subject areas and centres', () => {
    const card = cardOf(asDefinition(publicationDetail), {
      title: 'Daughters as successors',
      summary: 'Who takes over.',
      body: '<p>…</p>',
      publication: {
        date: '2026-05-01',
        authors: ['Laura Méndez'],
        publicationType: 'Journal article',
        academicAreas: ['Succession'],
        classification: 'Indexed journal',
        centers: ['Centre for Business Families'],
      },
    });
    expect(card.facets).toMatchObject({
      subjectArea: ['Succession'],
      classificationType: ['Indexed journal'],
      centers: ['Centre for Business Families'],
    });
  });

  it('a teacher gives their unit and centres', () => {
    const card = cardOf(asDefinition(teacherDetail), {
      teacher: {
        name: 'Laura',
        lastName: 'Méndez',
        position: 'Professor of Strategy',
        unit: 'Department of Strategy',
        centers: ['Centre for Business Families'],
      },
      summary: 'Professor of strategy.',
      body: '<p>…</p>',
    });
    expect(card.facets).toMatchObject({ unit: ['Department of Strategy'], centers: ['Centre for Business Families'] });
  });
});
