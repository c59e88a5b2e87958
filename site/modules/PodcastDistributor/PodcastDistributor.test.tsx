import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { definition } from './definition.ts';
import PodcastDistributor from './PodcastDistributor.tsx';

// Two more episodes than the shared fixture's one, so the order and the carousel show.
const episodes = [
  fixtureEntry(
    'PodcastEpisode',
    '/business-school/videos-and-podcasts/',
    {
      kind: 'podcast',
      id: 'podcast-family-office-en',
      title: 'Does every family need a family office?',
      url: '/business-school/videos-and-podcasts/#family-office',
      date: '2026-10-21',
      label: 'Conversation',
      summary: 'When a single-family office pays for itself, and when it does not.',
      image: { url: '/media/boardroom.jpg', width: 1440, height: 810, alt: '' },
      people: ['Tomás Villalobos'],
      facets: { year: ['2026'], podcastType: ['Conversation'], topic: ['Family offices'] },
    },
    true,
  ),
  fixtureEntry(
    'PodcastEpisode',
    '/business-school/videos-and-podcasts/',
    {
      kind: 'podcast',
      id: 'podcast-protocol-en',
      title: 'Writing the protocol before you need it',
      url: '/business-school/videos-and-podcasts/#protocol',
      date: '2026-05-06',
      label: 'Series',
      facets: { year: ['2026'], podcastType: ['Series'], topic: ['Governance'] },
    },
    true,
  ),
];

// The same show in Spanish, as the Spanish videos-and-podcasts page holds it.
const spanish = ['¿Necesita cada familia un family office?', 'Dos hermanas, un consejo', 'Escribir el protocolo antes de necesitarlo'].map(
  (title, index) => ({
    ...fixtureEntry(
      'PodcastEpisode',
      '/es/business-school/videos-y-podcast/',
      {
        kind: 'podcast',
        id: `podcast-${index}-es`,
        title,
        url: `/es/business-school/videos-y-podcast/#episodio-${index + 1}`,
        date: `2026-0${9 - index}-01`,
        label: 'Entrevista',
        people: ['Chiara Rossi'],
        facets: { year: ['2026'], podcastType: ['Entrevista'], topic: ['Sucesión'] },
      },
      true,
    ),
    locale: 'es' as const,
    group: `podcast-${index}`,
  }),
);

describe('PodcastDistributor', () => {
  it('lists the newest episodes, each saying it is a podcast, with its guest and topic as terms and values', () => {
    const view = renderModule(definition, PodcastDistributor, definition.examples?.[0], { entries: episodes });
    expect(view.headings).toEqual([
      { level: 2, text: 'Family Business Conversations' },
      { level: 3, text: 'Does every family need a family office?' },
      { level: 3, text: 'Two sisters, one board' },
      { level: 3, text: 'Writing the protocol before you need it' },
    ]);
    expect(view.text).toContain('founders, successors and advisers');
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
    const cards = view.all('li', (attrs) => attrs['data-kind'] === 'podcast');
    expect(cards).toHaveLength(3);
    // The kind reads before the title, so a screen reader knows it is something to listen to.
    expect(cards.every((card) => card.text.startsWith('Podcast'))).toBe(true);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Guest', 'Topic', 'Guest', 'Topic', 'Topic']);
    expect(view.all('dd').map((value) => value.text)).toEqual([
      'Tomás Villalobos',
      'Family offices',
      'Chiara Rossi',
      'Succession',
      'Governance',
    ]);
    // Each card is one link named by the episode, in reading order (Tab goes card by card).
    expect(view.links).toEqual([
      { href: '/business-school/videos-and-podcasts/#family-office', name: 'Does every family need a family office?' },
      { href: '/business-school/videos-and-podcasts/#two-sisters-one-board', name: 'Two sisters, one board' },
      { href: '/business-school/videos-and-podcasts/#protocol', name: 'Writing the protocol before you need it' },
      { href: '/business-school/videos-and-podcasts/', name: 'All episodes' },
    ]);
  });

  it('as a slider, is a carousel named by its heading with one labelled group a slide, in Spanish', () => {
    const view = renderModule(definition, PodcastDistributor, definition.examples?.[1], { page: { locale: 'es' }, entries: spanish });
    const [carousel] = view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel');
    expect(carousel?.name).toBe('Escuche el pódcast');
    const slides = view.byRole('group');
    expect(slides.map((slide) => slide.name)).toEqual(['Diapositiva 1 de 3', 'Diapositiva 2 de 3', 'Diapositiva 3 de 3']);
    expect(view.headings[0]).toEqual({ level: 2, text: 'Escuche el pódcast' });
    expect(view.headings.slice(1).every((heading) => heading.level === 3)).toBe(true);
    expect(view.all('dt').map((term) => term.text)).toContain('Invitado');
    expect(view.text).toContain('Pódcast');
    // Before the script runs it is a plain row: no buttons that would do nothing, and every
    // episode's link is in the page for Tab to reach.
    expect(view.byRole('button')).toEqual([]);
    expect(view.links.slice(0, 3).map((link) => link.name)).toEqual([
      '¿Necesita cada familia un family office?',
      'Dos hermanas, un consejo',
      'Escribir el protocolo antes de necesitarlo',
    ]);
    expect(view.links.at(-1)).toEqual({ href: '/es/business-school/videos-y-podcast/', name: 'Todos los episodios' });
    expect(view.images.every((image) => image.preset === 'card')).toBe(true);
  });

  it('says there is nothing yet, as every distributor does, rather than showing an empty carousel', () => {
    const example = {
      ...definition.examples![1]!,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'PodcastEpisode', filters: ['topic:None'] }] },
    };
    const view = renderModule(definition, PodcastDistributor, example, { page: { locale: 'es' } });
    expect(view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel')).toEqual([]);
    expect(view.text).toContain('Aún no hay contenido.');
  });
});
