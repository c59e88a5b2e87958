import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TwoColumns from './TwoColumns.tsx';

describe('TwoColumns', () => {
  it('shows two columns of rich text in reading order, their headings below the module’s', () => {
    const view = renderModule(definition, TwoColumns, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Who the programme is for' },
      { level: 3, text: 'Successors' },
      { level: 3, text: 'Their families' },
    ]);
    expect(view.text.indexOf('Members of the next generation')).toBeLessThan(view.text.indexOf('Parents and relatives'));
    expect(view.links).toEqual([{ href: '/education-and-training/', name: 'See the calendar' }]);
    expect(view.all('div', (attrs) => attrs['data-ratio'] === 'equal')[0]?.attrs['data-divider']).toBe('');
  });

  it('without a module heading, column headings are the section’s second level', () => {
    const view = renderModule(definition, TwoColumns, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'En cifras' }]);
    expect(view.all('div', (attrs) => attrs['data-ratio'] === 'wide-start')).toHaveLength(1);
  });

  it('takes exactly two columns', () => {
    const result = definition.schema.safeParse({ component: 'TwoColumns', columns: [{ html: '<p>a</p>' }] });
    expect(result.success).toBe(false);
  });
});
