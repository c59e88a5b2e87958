import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import CallbackRequestForm from './CallbackRequestForm.tsx';

describe('CallbackRequestForm', () => {
  it('asks for a phone number in a labelled form posting to its endpoint, saying when the team calls', () => {
    const view = renderModule(definition, CallbackRequestForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'We will call you' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/CallbackRequestForm', enctype: 'multipart/form-data' });
    expect(form?.name).toBe('We will call you');
    expect(view.all('label').map((label) => label.text)).toEqual([
      'Name *',
      'Surname *',
      'Phone *',
      'Email *',
      'Subject *',
      'Message',
      'I accept the Legal Conditions *',
    ]);
    const fields = [...view.all('input'), ...view.all('textarea')];
    for (const label of view.all('label')) expect(fields.filter((field) => field.attrs.id === label.attrs.for)).toHaveLength(1);
    expect(view.all('input', (attrs) => attrs.name === 'phone')[0]?.attrs).toMatchObject({ type: 'tel', 'aria-required': 'true' });
    expect(view.text).toContain('Within one working day, Monday to Friday, 9:00–19:00 (CET) In the message, tell us when suits you best.');
    expect(view.all('button').map((button) => button.text)).toEqual(['Call me back']);
  });

  it('speaks Spanish', () => {
    const view = renderModule(definition, CallbackRequestForm, definition.examples?.[1], { page: { locale: 'es' } });
    expect(
      view
        .all('label')
        .map((label) => label.text)
        .slice(0, 3),
    ).toEqual(['Nombre *', 'Apellidos *', 'Teléfono *']);
    expect(view.all('button').map((button) => button.text)).toEqual(['Llamadme']);
    expect(view.text).toContain('dinos cuándo te viene mejor');
  });
});
