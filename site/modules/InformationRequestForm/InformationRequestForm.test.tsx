import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import InformationRequestForm from './InformationRequestForm.tsx';

describe('InformationRequestForm', () => {
  it('asks for the programme and intake in a labelled form posting to its endpoint, with the team’s contact above', () => {
    const view = renderModule(definition, InformationRequestForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Request information about our programmes' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/InformationRequestForm', enctype: 'multipart/form-data' });
    expect(view.all('label').map((label) => label.text)).toEqual([
      'First name *',
      'Last name *',
      'Email *',
      'Phone *',
      'Program *',
      'Intake *',
      'Country *',
      'City',
      'Message',
      'I accept the Legal Conditions *',
      'I would like to receive news about the Centre’s activities',
    ]);
    const fields = [...view.all('input'), ...view.all('textarea')];
    for (const label of view.all('label')) expect(fields.filter((field) => field.attrs.id === label.attrs.for)).toHaveLength(1);
    expect(view.all('input', (attrs) => attrs.name === 'phone')[0]?.attrs).toMatchObject({
      type: 'tel',
      autocomplete: 'tel',
      'aria-required': 'true',
    });
    expect(view.links).toEqual([
      { href: 'mailto:admissions@ibera.edu', name: 'admissions@ibera.edu' },
      { href: 'tel:+34915550120', name: '+34 915 550 120' },
      { href: '/contact-us/', name: 'Book a meeting with an adviser' },
    ]);
    expect(view.all('button').map((button) => button.text)).toEqual(['Request information']);
  });

  it('speaks Spanish, and shows no contact box without a contact', () => {
    const view = renderModule(definition, InformationRequestForm, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.links).toEqual([]);
    expect(view.all('label').map((label) => label.text)).toContain('Convocatoria *');
    expect(view.all('button').map((button) => button.text)).toEqual(['Solicitar información']);
  });
});
