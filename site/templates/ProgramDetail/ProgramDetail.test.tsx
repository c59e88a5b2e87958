import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramDetail from './ProgramDetail.tsx';
import { heroSaysAbstract, programActionTargets } from '../../components/ProgramPage/index.tsx';

const path = '/business-school/programmes/master-in-management/';

describe('ProgramDetail', () => {
  it('shows the programme, its key facts, who it is for, what it leads to and its specialisations', async () => {
    const view = await renderTemplate(definition, ProgramDetail, definition.examples?.[0], { path });
    expect(view.headings).toEqual([
      { level: 1, text: 'Master in Management' },
      { level: 2, text: 'Key facts' },
      { level: 2, text: 'For people who' },
      { level: 2, text: 'To become' },
      { level: 2, text: 'Specialisations' },
      { level: 3, text: 'Specialisation in Family Business' },
    ]);
    const facts = view.all('div').filter((div) => /^(Programme type|Format|Location|Duration|Language|Intake|Credits)/.test(div.text));
    expect(facts.map((fact) => fact.text)).toEqual([
      'Programme typeMaster',
      'FormatFace to face',
      'LocationMadrid',
      'Duration10 months',
      'LanguageEnglish, Spanish',
      // September 2026 has passed by the fixtures' moment (25 November 2026).
      'IntakeJanuary 2027',
      'Credits60 ECTS',
    ]);
    expect(view.links).toContainEqual({ href: '/media/brochure-mim.pdf', name: 'Download the brochure (PDF, 3.1 MB)' });
    // Without JavaScript "compare" leads to the comparator page, which compares every programme.
    expect(view.links).toContainEqual({ href: '/business-school/compare-programmes/', name: 'Compare programmes' });
    // The long variant's sections are not on the standard page.
    expect(view.text).not.toContain('Why this programme');
    expect(view.text).not.toContain('Study plan');
  });

  it('says it in Spanish on a Spanish page', async () => {
    const view = await renderTemplate(definition, ProgramDetail, definition.examples?.[0], { path: `/es${path}`, locale: 'es' });
    expect(view.text).toContain('Tipo de programaMáster');
    expect(view.text).toContain('Duración10 meses');
    expect(view.text).toContain('Inicioenero de 2027');
  });

  it('says what it costs and offers Apply and Request information, named after the programme', async () => {
    const view = await renderTemplate(definition, ProgramDetail, definition.examples?.[0], { path });
    expect(view.text).toContain('Fees€28,500 for the whole programme');
    // The fixture site names no default pages: both lead to the family's request-information page.
    expect(view.links).toContainEqual({ href: '/request-information/', name: 'Apply to Master in Management' });
    expect(view.links).toContainEqual({ href: '/request-information/', name: 'Request information about Master in Management' });
  });

  it('says to ask admissions when the programme gives no fees', async () => {
    const view = await renderTemplate(definition, ProgramDetail, definition.examples?.[1], { path });
    expect(view.text).toContain('FeesContact admissions');
    expect(view.links.map((link) => link.name)).toEqual(
      expect.arrayContaining(['Apply to Advanced Management Programme', 'Request information about Advanced Management Programme']),
    );
  });

  it('says the fees and both actions in Spanish on a Spanish page', async () => {
    const es = { path: `/es${path}`, locale: 'es' as const };
    const priced = await renderTemplate(definition, ProgramDetail, definition.examples?.[0], es);
    expect(priced.text).toMatch(/Precio28\.500\s€ el programa completo/);
    expect(priced.links).toContainEqual({ href: '/es/solicitar-informacion/', name: 'Solicitar admisión en Master in Management' });
    expect(priced.links).toContainEqual({
      href: '/es/solicitar-informacion/',
      name: 'Solicitar información sobre Master in Management',
    });
    const unpriced = await renderTemplate(definition, ProgramDetail, definition.examples?.[1], es);
    expect(unpriced.text).toContain('PrecioConsulte a admisiones');
  });

  it('leads Request information to the page lead form, and both actions to the site pages before the family ones', async () => {
    const site = { apply: '/law-school/admissions/', requestInformation: '/law-school/contact/' };
    expect(programActionTargets({}, false, site, 'en')).toEqual({
      apply: '/law-school/admissions/',
      requestInformation: '/law-school/contact/',
    });
    expect(programActionTargets({}, true, site, 'en')).toEqual({
      apply: '/law-school/admissions/',
      requestInformation: '#program-lead-form',
    });
    expect(programActionTargets({ apply: 'https://apply.ibera.edu/mim', requestInformation: '/mim-info/' }, true, site, 'en')).toEqual({
      apply: 'https://apply.ibera.edu/mim',
      requestInformation: '/mim-info/',
    });
    expect(programActionTargets({}, false, undefined, 'es')).toEqual({
      apply: '/es/solicitar-informacion/',
      requestInformation: '/es/solicitar-informacion/',
    });
  });

  it('describes a degree as an EducationalOccupationalProgram and an executive programme as a Course', () => {
    const input = (example: number) => ({
      page: { path, locale: 'en', title: 'x' } as never,
      template: { ...definition.schema.parse(definition.examples?.[example]), specializations: [] },
      site: { domain: 'https://www.ibera.edu', trailingSlash: true, languages: [], name: 'Business School' } as never,
      url: `https://www.ibera.edu${path}`,
      publisher: { '@id': 'https://www.ibera.edu/#university' },
      images: undefined,
    });
    expect(definition.structuredData?.(input(0))).toEqual([
      expect.objectContaining({
        '@type': 'EducationalOccupationalProgram',
        name: 'Master in Management',
        timeToComplete: 'P10M',
        educationalProgramMode: 'onsite',
        numberOfCredits: 60,
        inLanguage: ['en', 'es'],
        startDate: '2026-09-14T00:00:00Z',
        provider: { '@id': 'https://www.ibera.edu/#university' },
      }),
    ]);
    expect(definition.structuredData?.(input(1))).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: 'Advanced Management Programme',
        hasCourseInstance: [
          expect.objectContaining({ '@type': 'CourseInstance', courseMode: 'blended', startDate: '2026-10-05T00:00:00Z' }),
        ],
      }),
    ]);
  });

  it('has a named position for the lead form that holds modules, not a built-in form', () => {
    const parsed = definition.schema.parse({
      ...definition.examples?.[1],
      leadFormSection: [{ component: 'HeroProgram', title: 'Apply' }],
    });
    expect(parsed.leadFormSection).toHaveLength(1);
  });

  it('does not repeat the abstract under a hero that already shows it', () => {
    const abstract = 'Ten months in Madrid for graduates of any field.';
    const hero = (subtitle?: string) => ({ component: 'HeroProgram', title: 'Master in Management', subtitle }) as never;
    expect(heroSaysAbstract([hero(abstract)], abstract)).toBe(true);
    expect(heroSaysAbstract([hero('Apply by June')], abstract)).toBe(false);
    expect(heroSaysAbstract([hero()], abstract)).toBe(false);
    expect(heroSaysAbstract([], abstract)).toBe(false);
  });
});
