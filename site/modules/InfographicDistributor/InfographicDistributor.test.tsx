import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { mediaCard } from '../../define/media-items.ts';
import { definition } from './definition.ts';
import InfographicDistributor from './InfographicDistributor.tsx';

// Two infographics as an ArticlesList page holds them, their cards made by the template's own mediaCard.
const infographic = (locale: 'en' | 'es', id: string, title: string, date: string, description?: string) => {
  const card = mediaCard(
    { locale },
    {
      id,
      kind: 'infographic',
      title,
      date,
      href: `${locale === 'es' ? '/es/business-school/infografias/' : '/business-school/infographics/'}#${id}`,
      topic: locale === 'es' ? 'Sucesión' : 'Succession',
      image: { url: '/media/research.jpg', width: 1600, height: 1067, alt: `Infographic: ${title}` },
      ...(description ? { description } : {}),
    },
  );
  return { ...fixtureEntry('Infographic', card.url, card, true), locale, group: id };
};

const entries = [
  infographic(
    'en',
    'succession-in-numbers',
    'Succession in numbers',
    '2026-04-20',
    'Of 412 family firms surveyed in 2026, 52% have no written succession plan; 31% have one but have not told the next generation; 17% have a plan the family has agreed.',
  ),
  infographic('en', 'women-on-boards', 'Women on family-firm boards', '2026-09-08'),
  infographic(
    'es',
    'la-sucesion-en-cifras',
    'La sucesión en cifras',
    '2026-04-20',
    'De 412 empresas familiares encuestadas en 2026, el 52 % no tiene un plan de sucesión escrito; el 31 % lo tiene pero no lo ha comunicado a la siguiente generación; el 17 % tiene un plan acordado por la familia.',
  ),
];

describe('InfographicDistributor', () => {
  it('shows each infographic as a card saying what it is, with its text version in a named native disclosure', () => {
    const view = renderModule(definition, InfographicDistributor, definition.examples?.[0], { entries });
    expect(view.headings).toEqual([
      { level: 2, text: 'Research at a glance' },
      { level: 3, text: 'Women on family-firm boards' },
      { level: 3, text: 'Succession in numbers' },
    ]);
    const cards = view.all('li', (attrs) => attrs['data-kind'] === 'infographic');
    expect(cards.map((card) => card.text.slice(0, 'Infographic'.length))).toEqual(['Infographic', 'Infographic']);
    expect(view.images.map((image) => image.alt)).toEqual([
      'Infographic: Women on family-firm boards',
      'Infographic: Succession in numbers',
    ]);
    // Only the infographic with a text version offers one; closed until asked for (Enter or Space on the summary).
    const [text] = view.all('details');
    expect(view.all('details')).toHaveLength(1);
    expect(text?.attrs.open).toBeUndefined();
    const [summary] = view.all('summary');
    expect(summary?.name).toBe('Text version of Succession in numbers');
    expect(text?.text).toContain('52% have no written succession plan');
    expect(view.links.at(-1)).toEqual({ href: '/business-school/infographics/', name: 'All infographics' });
  });

  it('in Spanish names the text version in Spanish, one row a card', () => {
    const view = renderModule(definition, InfographicDistributor, definition.examples?.[1], { page: { locale: 'es' }, entries });
    expect(view.headings.map((heading) => heading.text)).toEqual(['La investigación, de un vistazo', 'La sucesión en cifras']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
    expect(view.all('summary')[0]?.name).toBe('Versión en texto de La sucesión en cifras');
    expect(view.text).toContain('Infografía');
  });
});
