import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { definition } from './definition.ts';
import NewsHighlight from './NewsHighlight.tsx';

const spanish = [
  ['barometro-sucesion', 'Barómetro de sucesión 2026: la mitad de las empresas familiares no tiene un plan escrito', '2026-10-28'],
  ['consejos-de-familia', 'Consejos de familia que funcionan: lecciones de 30 grupos iberoamericanos', '2026-06-12'],
].map(([slug = '', title = '', date = '']) => ({
  ...fixtureEntry('NewsDetail', `/es/noticias/${slug}/`, { kind: 'news', id: `${slug}-es`, title, date, facets: { year: ['2026'] } }),
  locale: 'es' as const,
  group: slug,
}));

describe('NewsHighlight', () => {
  it('leads with the newest story, large, and lists the next ones by date and title', () => {
    const view = renderModule(definition, NewsHighlight, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'News from the centre' },
      { level: 3, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'More news' },
    ]);
    const [lead] = view.all('article');
    expect(lead?.text).toContain('Our annual survey of 412 family firms');
    // Only the lead shows a picture, with its alt text and the card preset.
    expect(view.images).toEqual([
      expect.objectContaining({ alt: 'Three generations of a family business around a table', preset: 'card' }),
    ]);
    // The next stories are a list a screen reader counts, each one link, newest first.
    const [list] = view.byRole('list');
    expect(list?.text).toContain('Family councils that work');
    expect(view.all('li')).toHaveLength(2);
    expect(view.all('time').map((time) => time.attrs.datetime)).toEqual([
      '2026-10-28T09:00:00Z',
      '2026-06-12T08:00:00Z',
      '2025-11-20T10:00:00Z',
    ]);
    // Tab meets the lead, the next stories in date order, then the link to all news.
    expect(view.links.map((link) => link.href)).toEqual([
      '/news/succession-barometer-2026/',
      '/news/family-councils-that-work/',
      '/news/family-offices-forum-2025/',
      '/news/',
    ]);
    expect(view.links.at(-1)?.name).toBe('All news');
  });

  it('in Spanish names the list by its own heading; without a title the headings move up a level', () => {
    const view = renderModule(definition, NewsHighlight, definition.examples?.[1], { page: { locale: 'es' }, entries: spanish });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Actualidad del centro',
      'Barómetro de sucesión 2026: la mitad de las empresas familiares no tiene un plan escrito',
      'Otras noticias',
    ]);
    const untitled = renderModule(
      definition,
      NewsHighlight,
      { ...definition.examples![1]!, title: undefined, moreTitle: undefined },
      {
        page: { locale: 'es' },
        entries: spanish,
      },
    );
    expect(untitled.headings).toEqual([
      { level: 2, text: 'Barómetro de sucesión 2026: la mitad de las empresas familiares no tiene un plan escrito' },
      { level: 2, text: 'Más noticias' },
    ]);
  });

  it('with one story shows it alone, and with none shows nothing', () => {
    const one = renderModule(definition, NewsHighlight, {
      ...definition.examples![0]!,
      data: { ...definition.examples![0]!.data, quantity: 1 },
    });
    expect(one.headings.map((heading) => heading.text)).not.toContain('More news');
    expect(one.all('ul')).toHaveLength(0);
    const none = renderModule(definition, NewsHighlight, {
      ...definition.examples![0]!,
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail', filters: ['topic:Nothing'] }] },
    });
    expect(none.html).toBe('');
  });
});
