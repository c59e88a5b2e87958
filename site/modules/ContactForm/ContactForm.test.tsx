import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ContactForm from './ContactForm.tsx';

describe('ContactForm', () => {
  it('is a multipart form posting to the ContactForm endpoint, every field labelled, required ones marked *', () => {
    const view = renderModule(definition, ContactForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Send us a message' }]);
    const form = view.all('form')[0];
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/ContactForm', enctype: 'multipart/form-data' });
    expect(view.all('label').map((label) => label.text.trim())).toEqual([
      'Name *',
      'Surname *',
      'Email *',
      'Phone',
      'Subject *',
      'Message *',
      'I accept the Legal Conditions *',
      'I would like to receive news about the Centre’s activities',
    ]);
    for (const label of view.all('label'))
      expect(
        view
          .all('input')
          .concat(view.all('textarea'))
          .some((field) => field.attrs.id === label.attrs.for),
      ).toBe(true);
    const hidden = Object.fromEntries(
      view.all('input', (attrs) => attrs.type === 'hidden').map((input) => [input.attrs.name, input.attrs.value]),
    );
    expect(hidden).toEqual({ locale: 'en', thankyou: '/thank-you/', back: expect.stringMatching(/^\//) as unknown });
    // No error summary before anything is submitted.
    expect(view.text).not.toContain('There is a problem');
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, ContactForm, definition.examples?.[0], { page: { locale: 'es', path: '/es/contacto/' } });
    expect(view.all('label').map((label) => label.text.trim())).toContain('Acepto las Condiciones Legales *');
    expect(view.all('button').map((button) => button.text)).toEqual(['Enviar']);
    expect(view.all('input', (attrs) => attrs.name === 'back')[0]?.attrs.value).toBe('/es/contacto/');
  });
});
