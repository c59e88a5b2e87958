import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EventRegistrationForm from './EventRegistrationForm.tsx';

describe('EventRegistrationForm', () => {
  it('is a labelled multipart form posting to its endpoint, with the event as a hidden value', () => {
    const view = renderModule(definition, EventRegistrationForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Register for the Family Offices Forum' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/EventRegistrationForm', enctype: 'multipart/form-data' });
    expect(form?.name).toBe('Register for the Family Offices Forum');
    expect(view.all('label').map((label) => label.text)).toEqual([
      'Name *',
      'Surname *',
      'Email *',
      'Phone',
      'Company *',
      'I accept the Legal Conditions *',
      'I would like to receive news about the Centre’s activities',
    ]);
    // Every visible field has its label; required ones are told to screen readers.
    for (const label of view.all('label')) expect(view.all('input', (attrs) => attrs.id === label.attrs.for)).toHaveLength(1);
    expect(view.all('input', (attrs) => attrs['aria-required'] === 'true').map((input) => input.attrs.name)).toEqual([
      'name',
      'surname',
      'email',
      'company',
      'legal',
    ]);
    expect(view.all('input', (attrs) => attrs.name === 'event')[0]?.attrs).toMatchObject({
      type: 'hidden',
      value: 'Family Offices Forum 2027',
    });
    expect(view.all('dt').map((term) => term.text)).toEqual(['When', 'Where']);
    expect(view.all('time')[0]?.attrs.datetime).toBe('2027-03-18T09:30:00+01:00');
    expect(view.all('button').map((button) => button.text)).toEqual(['Register']);
  });

  it('speaks Spanish', () => {
    const view = renderModule(definition, EventRegistrationForm, definition.examples?.[1], {
      page: { locale: 'es', path: '/es/jornada/' },
    });
    expect(view.all('button').map((button) => button.text)).toEqual(['Inscribirme']);
    expect(view.all('label').map((label) => label.text)).toContain('Empresa *');
    expect(view.all('dt').map((term) => term.text)).toEqual(['Cuándo', 'Dónde']);
  });

  it('declares the rules the endpoint checks', () => {
    expect(definition.form?.name).toBe('EventRegistrationForm');
    expect(definition.form?.fields.find((field) => field.name === 'event')?.kind).toBe('hidden');
  });
});
