import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import NewsDetail from './NewsDetail.tsx';
import { contentLinks, expectShareLinks } from '../../../tests/helpers/share-links.ts';

describe('NewsDetail', () => {
  it('shows the story with its category, date, author, summary, image, body and facts box', async () => {
    const view = await renderTemplate(definition, NewsDetail, definition.examples?.[0], { path: '/news/succession-barometer-2026/' });
    const [article] = view.byRole('article');
    expect(article?.text.startsWith('Succession')).toBe(true);
    expect(view.headings).toEqual([
      { level: 1, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 2, text: 'What families can do' },
      { level: 2, text: 'About this story' },
    ]);
    expect(view.text).toContain('October 28, 2026 · by Laura Méndez');
    expect(view.all('dt').map((term) => term.text)).toEqual(['Published', 'Author', 'Topic']);
    expect(view.all('dd').map((value) => value.text)).toEqual(['October 28, 2026', 'Laura Méndez', 'Succession']);
    expect(view.all('time')[0]?.attrs.datetime).toBe('2026-10-28T09:00:00Z');
    expect(view.images).toEqual([
      expect.objectContaining({ src: '/media/news-succession-barometer.jpg', preset: 'hero', loading: 'eager' }),
    ]);
    expect(contentLinks(view.links)).toEqual([{ href: '/research/publications/family-business-barometer-2026/', name: 'full report' }]);
  });

  it('without author, category or image shows just the date', async () => {
    const view = await renderTemplate(definition, NewsDetail, definition.examples?.[1], { path: '/news/visiting-scholars-2026/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'The centre welcomes its 2026 visiting scholars' },
      { level: 2, text: 'About this story' },
    ]);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Published']);
    expect(view.all('time')[0]?.text).toBe('February 2, 2026');
    expect(view.text).not.toContain('by ');
    expect(view.images).toEqual([]);
  });

  it('offers the page to four networks with its canonical address, in new tabs without referrer', async () => {
    const view = await renderTemplate(definition, NewsDetail, definition.examples?.[0], { path: '/news/succession-barometer-2026/' });
    expectShareLinks(view, 'https://www.ibera.edu/news/succession-barometer-2026/');
  });
});
