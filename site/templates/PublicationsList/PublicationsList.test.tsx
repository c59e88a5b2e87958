import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PublicationsList from './PublicationsList.tsx';

describe('PublicationsList', () => {
  it('lists the publications below it, newest first, filtered by year and type', async () => {
    const view = await renderTemplate(definition, PublicationsList, definition.examples?.[0], {
      title: 'Publications',
      path: '/research/publications/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Publications' },
      { level: 2, text: 'Family Business Barometer 2026' },
      { level: 2, text: 'Socioemotional wealth and dividend policy in Latin American family firms' },
    ]);
    expect(view.text).toContain('Report · September 15, 2026');
    expect(view.all('select').map((select) => select.attrs.name)).toEqual(['year', 'publicationType']);
    expect(view.all('option').map((option) => option.text)).toEqual(['All', '2026', '2025', 'All', 'Journal article', 'Report']);
    expect(view.byRole('navigation')).toEqual([]);
  });
});
