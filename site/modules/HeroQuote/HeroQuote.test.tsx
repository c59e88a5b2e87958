import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroQuote from './HeroQuote.tsx';

describe('HeroQuote', () => {
  it('shows the page title, the quote and who said it beside a portrait', () => {
    const view = renderModule(definition, HeroQuote, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 1, text: 'Why family businesses' }]);
    expect(view.byRole('blockquote')[0]?.text).toBe('We do not inherit the company from our parents; we borrow it from our children.');
    expect(view.text).toContain('Elena Sáez');
    expect(view.images).toEqual([expect.objectContaining({ alt: 'Elena Sáez in the library', preset: 'hero', loading: 'eager' })]);
  });

  it('keeps the header solid (SPEC §2 "Header" leaves HeroQuote out)', () => {
    expect(definition.header).toBeUndefined();
    const view = renderModule(definition, HeroQuote, definition.examples?.[1]);
    expect(view.all('div', (attrs) => attrs['data-under-header'] !== undefined)).toEqual([]);
  });
});
