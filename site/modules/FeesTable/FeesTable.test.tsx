import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FeesTable from './FeesTable.tsx';

describe('FeesTable', () => {
  it('shows fees, instalments and scholarships as captioned tables in focusable regions named by their captions', () => {
    const view = renderModule(definition, FeesTable, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Fees and scholarships 2027' },
      { level: 3, text: 'Notes' },
    ]);
    const regions = view.all('section', (attrs) => attrs['aria-labelledby'] !== undefined);
    expect(regions.map((region) => region.name)).toEqual(['Fees', 'Payment in instalments', 'Scholarships']);
    for (const region of regions) expect(region.attrs.tabindex).toBe('0');
    expect(view.all('th', (attrs) => attrs.scope === 'col').map((cell) => cell.text)).toEqual([
      'Item',
      'Amount',
      'Note',
      'Instalment',
      'Due',
      'Amount',
      'Scholarship',
      'Covers',
      'Who can apply',
      'Deadline',
    ]);
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text)).toContain('Tuition fee');
    expect(view.all('td').map((cell) => cell.text)).toEqual(expect.arrayContaining(['€9,800', '€1,960', 'December 15, 2026', '—']));
    expect(view.all('li').map((note) => note.text)).toHaveLength(2);
  });

  it('formats amounts and dates in Spanish and leaves out empty parts', () => {
    const view = renderModule(definition, FeesTable, definition.examples?.[1], { page: { locale: 'es' } });
    const regions = view.all('section', (attrs) => attrs['aria-labelledby'] !== undefined);
    expect(regions.map((region) => region.name)).toEqual(['Precios', 'Pago a plazos', 'Becas']);
    // No fee has a note: no empty Note column.
    expect(
      view
        .all('th', (attrs) => attrs.scope === 'col')
        .map((cell) => cell.text)
        .slice(0, 2),
    ).toEqual(['Concepto', 'Importe']);
    expect(view.all('th', (attrs) => attrs.scope === 'col')).toHaveLength(9);
    expect(view.text).toMatch(/14\.500\s€/);
    expect(view.text).toContain('15 de mayo de 2027');
    expect(view.headings).toEqual([{ level: 2, text: 'Precios y becas' }]);
  });

  it('refuses an unknown currency code', () => {
    const result = definition.schema.safeParse({ component: 'FeesTable', currency: 'euro', fees: [{ label: 'Fee', amount: 1 }] });
    expect(result.error?.issues[0]?.path).toEqual(['currency']);
  });
});
