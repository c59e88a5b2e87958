import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Table from './Table.tsx';

describe('Table', () => {
  it('is a captioned table with scoped headers, in a focusable region named by its caption', () => {
    const view = renderModule(definition, Table, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Programmes at a glance' }]);
    // A <section> named by aria-labelledby is a region landmark.
    const [region] = view.all('section', (attrs) => attrs['aria-labelledby'] !== undefined);
    expect(region?.name).toBe('Executive programmes for business families, 2026–2027');
    expect(region?.attrs.tabindex).toBe('0');
    expect(view.all('th', (attrs) => attrs.scope === 'col').map((cell) => cell.text)).toEqual([
      'Programme',
      'Format',
      'Duration',
      'Language',
      'Fee',
    ]);
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text)).toEqual([
      'Next Generation Programme',
      'Family Governance Intensive',
      'Family Office Essentials',
      'Board Readiness for Successors',
    ]);
    expect(view.all('td')).toHaveLength(16);
    expect(view.text).toContain('Fees include materials');
  });

  it('without row headers every body cell is data', () => {
    const view = renderModule(definition, Table, definition.examples?.[1]);
    expect(view.all('th', (attrs) => attrs.scope === 'row')).toEqual([]);
    expect(view.all('td')).toHaveLength(8);
  });

  it('refuses a row whose cells do not match the columns, naming the row', () => {
    const result = definition.schema.safeParse({ component: 'Table', caption: 'c', columns: ['a', 'b'], rows: [['1', '2'], ['3']] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rows', 1]);
    expect(result.error?.issues[0]?.message).toContain('Has 1 cells but the table has 2 columns');
  });
});
