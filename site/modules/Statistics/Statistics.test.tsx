import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Statistics from './Statistics.tsx';

describe('Statistics', () => {
  it('shows every figure with its label, final and formatted before any script runs', () => {
    const view = renderModule(definition, Statistics, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'The centre in numbers' }]);
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'business families in our research panel',
      'years of research',
      'in research grants since 2020',
      'of participants recommend our programmes',
    ]);
    // What the eye sees without JavaScript is the final value …
    const seen = view.all('span', (attrs) => attrs['aria-hidden'] === 'true').map((span) => span.text);
    expect(seen).toEqual(['312', '18', '4.5 M€', '96 %']);
    // … and what a screen reader reads is the same value, from a copy that never counts.
    const spoken = view
      .all('span', (attrs) => attrs['aria-hidden'] === undefined && /hidden/.test(attrs.class ?? ''))
      .map((span) => span.text);
    expect(spoken).toEqual(seen);
  });

  it('groups thousands the way the page language writes them', () => {
    const en = renderModule(definition, Statistics, definition.examples?.[1]);
    const shown = (view: typeof en) => view.all('span', (attrs) => attrs['aria-hidden'] === 'true').map((span) => span.text);
    expect(shown(en)).toEqual(['12,500', '+40']);
    const es = renderModule(definition, Statistics, definition.examples?.[1], { page: { locale: 'es' } });
    expect(shown(es)).toEqual(['12.500', '+40']);
  });
});
