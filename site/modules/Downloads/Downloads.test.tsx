import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Downloads from './Downloads.tsx';

describe('Downloads', () => {
  it('lists each file with a direct link and its format', () => {
    const view = renderModule(definition, Downloads, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Barometer 2026 documents' }]);
    expect(view.links).toEqual([
      { href: '/media/barometer-2026.pdf', name: 'Family Business Barometer 2026 (full report)' },
      { href: '/media/barometer-2026-methodology.pdf', name: 'Questionnaire and methodology' },
    ]);
    expect(view.byRole('listitem').map((item) => item.text)).toEqual([
      'Family Business Barometer 2026 (full report) (PDF, 2.4 MB)',
      'Questionnaire and methodology (PDF, 380 KB)',
    ]);
  });

  it('without a title is headed "Downloads" in the page language', () => {
    const view = renderModule(definition, Downloads, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 2, text: 'Downloads' }]);
    expect(view.links).toEqual([{ href: '/media/cbf-family-protocols-in-practice.pdf', name: 'Family protocols in practice' }]);
  });
});
