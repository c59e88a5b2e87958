import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramFacts from './ProgramFacts.tsx';

describe('ProgramFacts', () => {
  it('lists each fact as a term and its value, in a landmark named by its heading', () => {
    const view = renderModule(definition, ProgramFacts, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Key facts' }]);
    const [landmark] = view.byRole('complementary');
    expect(landmark?.name).toBe('Key facts');
    expect(view.all('dt').map((term) => term.text)).toEqual(['Duration', 'Format', 'Language', 'Start date', 'Credits', 'Location']);
    expect(view.all('dd').map((value) => value.text)).toEqual([
      '9 months, 6 residential weekends',
      'Blended',
      'English',
      'February 5, 2027',
      '30 ECTS',
      'Madrid campus',
    ]);
    expect(view.all('time')[0]?.attrs.datetime).toBe('2027-02-05');
    expect(view.links).toEqual([{ href: '/media/brochure-emba.pdf', name: 'Download the brochure' }]);
  });

  it('speaks Spanish and leaves out the facts it was not given', () => {
    const view = renderModule(definition, ProgramFacts, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'El programa en breve' }]);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Duración', 'Formato', 'Idioma', 'Fecha de inicio', 'Créditos', 'Lugar']);
    expect(view.text).toContain('20 de septiembre de 2027');
    const partial = renderModule(definition, ProgramFacts, { component: 'ProgramFacts', format: 'Online', credits: 7.5 });
    expect(partial.all('dt').map((term) => term.text)).toEqual(['Format', 'Credits']);
    expect(partial.text).toContain('7.5 ECTS');
  });

  it('refuses a strip without any fact', () => {
    expect(definition.schema.safeParse({ component: 'ProgramFacts', title: 'Facts' }).success).toBe(false);
  });
});
