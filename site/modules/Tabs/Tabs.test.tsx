import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Tabs from './Tabs.tsx';

describe('Tabs', () => {
  it('before hydration shows every panel under its own heading, with no inert tab widgets', () => {
    const view = renderModule(definition, Tabs, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Research lines' },
      { level: 3, text: 'Succession' },
      { level: 3, text: 'Governance' },
      { level: 3, text: 'Family wealth' },
    ]);
    expect(view.text).toContain('Family offices, philanthropy and investment beyond the original company.');
    expect(view.byRole('tablist')).toEqual([]);
    expect(view.byRole('tab')).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-enhanced'] !== undefined)).toEqual([]);
  });
});
