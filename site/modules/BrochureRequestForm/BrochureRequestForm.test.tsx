import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import BrochureRequestForm from './BrochureRequestForm.tsx';

describe('BrochureRequestForm', () => {
  it('shows the brochure and a labelled form posting to its endpoint, the brochure as a hidden value', () => {
    const view = renderModule(definition, BrochureRequestForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Download the Executive MBA brochure' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'post', action: '/forms/BrochureRequestForm', enctype: 'multipart/form-data' });
    expect(form?.name).toBe('Download the Executive MBA brochure');
    expect(view.all('label').map((label) => label.text)).toEqual([
      'First name *',
      'Last name *',
      'Email *',
      'Phone',
      'Country *',
      'I accept the Legal Conditions *',
      'I would like to receive news about the Centre’s activities',
    ]);
    for (const label of view.all('label')) expect(view.all('input', (attrs) => attrs.id === label.attrs.for)).toHaveLength(1);
    expect(view.all('input', (attrs) => attrs.name === 'brochure')[0]?.attrs).toMatchObject({
      type: 'hidden',
      value: 'Executive MBA 2027 brochure',
    });
    expect(view.images).toEqual([
      expect.objectContaining({ alt: 'Executive MBA participants in a case discussion, the brochure’s cover', preset: 'card' }),
    ]);
    expect(view.all('figcaption')[0]?.text).toBe('Executive MBA 2027 brochure PDF, 24 pages');
    expect(view.all('button').map((button) => button.text)).toEqual(['Get the brochure']);
  });

  it('speaks Spanish, and needs no cover', () => {
    const view = renderModule(definition, BrochureRequestForm, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.images).toEqual([]);
    expect(view.all('label').map((label) => label.text)).toContain('País *');
    expect(view.all('button').map((button) => button.text)).toEqual(['Recibir el folleto']);
  });
});
