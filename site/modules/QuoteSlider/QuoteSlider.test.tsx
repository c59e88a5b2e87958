import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import QuoteSlider from './QuoteSlider.tsx';

describe('QuoteSlider', () => {
  it('shows the quotes one per slide under a visible title', () => {
    const view = renderModule(definition, QuoteSlider, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'In their words' }]);
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')[0]?.name).toBe('In their words');
    expect(view.byRole('blockquote').map((quote) => quote.text)).toEqual([
      'A family business is a conversation that lasts longer than any of the people in it.',
      'Governance is what lets a family disagree without breaking.',
      'The best successions start twenty years before anyone says the word.',
    ]);
  });

  it('without a visible title the carousel is still named', () => {
    const view = renderModule(definition, QuoteSlider, definition.examples?.[1]);
    expect(view.headings).toEqual([]);
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')[0]?.name).toBe('Press');
  });
});
