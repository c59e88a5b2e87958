import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import NewsletterForm from './NewsletterForm.tsx';

describe('NewsletterForm', () => {
  it('is a labelled multipart form posting to its endpoint, with what subscribers receive', () => {
    const view = renderModule(definition, NewsletterForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Subscribe to the family business letter' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/NewsletterForm', enctype: 'multipart/form-data' });
    expect(form?.name).toBe('Subscribe to the family business letter');
    expect(view.all('label').map((label) => label.text)).toEqual([
      'First name *',
      'Last name *',
      'Email *',
      'Country *',
      'I accept the Legal Conditions *',
    ]);
    for (const label of view.all('label')) expect(view.all('input', (attrs) => attrs.id === label.attrs.for)).toHaveLength(1);
    expect(view.all('input', (attrs) => attrs.name === 'email')[0]?.attrs).toMatchObject({ type: 'email', autocomplete: 'email' });
    const [group] = view.all('div', (attrs) => attrs.role === 'group');
    expect(group?.name).toBe('What you receive');
    expect(view.all('ul')).toHaveLength(1);
    expect(view.all('li').filter((item) => !item.text.startsWith('Enter'))).toHaveLength(3);
    expect(view.all('button').map((button) => button.text)).toEqual(['Subscribe']);
  });

  it('speaks Spanish, without a list when there are no benefits', () => {
    const view = renderModule(definition, NewsletterForm, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('ul')).toEqual([]);
    expect(view.all('button').map((button) => button.text)).toEqual(['Suscribirme']);
    expect(view.all('label').map((label) => label.text)).toContain('Acepto las Condiciones Legales *');
  });
});
