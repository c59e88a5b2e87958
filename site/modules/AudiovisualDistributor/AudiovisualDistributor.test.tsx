import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AudiovisualDistributor from './AudiovisualDistributor.tsx';

describe('AudiovisualDistributor', () => {
  it('lists videos and podcast episodes together, newest first, each saying what it is before its title', () => {
    const view = renderModule(definition, AudiovisualDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Watch and listen' },
      { level: 3, text: 'Two sisters, one board' },
      { level: 3, text: 'Five conversations before a succession' },
    ]);
    const items = view.all('li', (attrs) => attrs['data-kind'] === 'podcast' || attrs['data-kind'] === 'video');
    expect(items.map((item) => item.attrs['data-kind'])).toEqual(['podcast', 'video']);
    expect(items[0]?.text).toMatch(/^Podcast/);
    expect(view.all('dl').map((list) => list.text)).toEqual(['Podcast typeInterviewWithChiara Rossi', 'Academic areaStrategy']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
  });

  it('shows only the podcast episodes when asked for them', () => {
    const view = renderModule(definition, AudiovisualDistributor, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.text)).toEqual(['Episodios del pódcast', 'Two sisters, one board']);
  });
});
