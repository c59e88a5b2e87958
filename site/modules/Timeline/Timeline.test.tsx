import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Timeline from './Timeline.tsx';

describe('Timeline', () => {
  it('lists the milestones in order, each dated, with images in the timeline preset', () => {
    const view = renderModule(definition, Timeline, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Our history' },
      { level: 3, text: 'Twelve families found the centre' },
      { level: 3, text: 'The first succession barometer' },
      { level: 3, text: 'Family offices knowledge hub' },
      { level: 3, text: 'Latin America chapter' },
    ]);
    expect(view.all('ol')).toHaveLength(1);
    expect(view.byRole('listitem').map((item) => item.text.slice(0, 4))).toEqual(['2008', '2014', '2020', '2026']);
    expect(view.images.map(({ src, preset, loading }) => [src, preset, loading])).toEqual([
      ['/media/old-town.jpg', 'timeline', 'lazy'],
      ['/media/research.jpg', 'timeline', 'lazy'],
      ['/media/harbour.jpg', 'timeline', 'lazy'],
    ]);
  });

  it('works with dates and titles alone', () => {
    const view = renderModule(definition, Timeline, definition.examples?.[1]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Applications open' },
      { level: 2, text: 'First weekend on campus' },
    ]);
    expect(view.images).toEqual([]);
  });
});
