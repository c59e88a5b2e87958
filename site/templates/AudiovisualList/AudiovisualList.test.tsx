import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AudiovisualList from './AudiovisualList.tsx';

describe('AudiovisualList', () => {
  it('mixes the academic videos and the podcast episodes, newest first, as video and podcast cards', async () => {
    const view = await renderTemplate(definition, AudiovisualList, definition.examples?.[0], {
      title: 'Videos and podcasts',
      path: '/business-school/media/',
    });
    const cards = view.all('li', (attrs) => attrs['data-kind'] !== undefined);
    expect(cards.map((card) => card.attrs['data-kind'])).toEqual(['podcast', 'video']);
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Videos and podcasts',
      'Family Matters 12: when the founder will not retire',
      'Five conversations before a succession',
    ]);
    expect(cards.map((card) => card.text.slice(0, 7))).toEqual(['Podcast', 'VideoMa']);
    expect(view.all('label').map((label) => label.text)).toEqual(['Podcast type', 'Year']);
  });
});
