import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Accordion from './Accordion.tsx';

describe('Accordion', () => {
  it('shows each question as a closed disclosure under the section title', () => {
    const view = renderModule(definition, Accordion, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Next Generation Programme: frequently asked questions' },
      { level: 3, text: 'Who can apply?' },
      { level: 3, text: 'How much time does it take?' },
      { level: 3, text: 'Are there scholarships?' },
    ]);
    const items = view.all('details');
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.attrs.open === undefined)).toBe(true);
    expect(view.all('summary').map((summary) => summary.text)).toEqual([
      'Who can apply?',
      'How much time does it take?',
      'Are there scholarships?',
    ]);
    expect(items[2]?.text).toContain('up to five places a year are funded by our partner families');
    expect(view.links).toEqual([{ href: '/business-school/scholarships/', name: 'See the conditions' }]);
  });

  it('without a title, the questions are the section headings', () => {
    const view = renderModule(definition, Accordion, definition.examples?.[1]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Can I visit the library?' },
      { level: 2, text: 'How do I cite the barometer?' },
    ]);
  });
});
