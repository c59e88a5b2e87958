import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Quote from './Quote.tsx';

describe('Quote', () => {
  it('shows the quotation as a figure captioned with its author and role', () => {
    const view = renderModule(definition, Quote, definition.examples?.[0]);
    expect(view.byRole('blockquote')[0]?.text).toBe(
      'The programme gave my brother and me a language to talk about the company without talking about our parents.',
    );
    expect(view.all('figcaption')[0]?.text).toBe('Lucía FernándezThird-generation owner, Fernández Conservas');
    expect(view.headings).toEqual([]);
  });

  it('without a role names only the author', () => {
    const view = renderModule(definition, Quote, definition.examples?.[1]);
    expect(view.byRole('blockquote')[0]?.text).toContain('A family firm is a company and a family at once');
    expect(view.all('figcaption')[0]?.text).toBe('Laura Méndez');
  });
});
