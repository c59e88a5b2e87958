// A term Spanish keeps in English (the programme type "Executive") is marked lang="en" wherever a
// Spanish page shows it, not only in a programme page's facts (WCAG 3.1.2): a card's label, a
// slider's facts, a filter's option, a cell of the comparator.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Card, Locale } from '../../../../content/schema/index.ts';
import { NavigationContext } from '../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../site/app/site-context.tsx';
import { CardGrid } from '../../../../site/components/CardGrid/index.tsx';
import { FilterableList } from '../../../../site/components/FilterableList/index.tsx';
import { TranslationProvider } from '../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../site/i18n/strings.ts';
import type { SiteView } from '../../../../site/lib/page-view.ts';
import ProgramSlider from '../../../../site/modules/ProgramSlider/ProgramSlider.tsx';
import { definition as programSlider } from '../../../../site/modules/ProgramSlider/definition.ts';
import ProgramComparator from '../../../../site/templates/ProgramComparator/ProgramComparator.tsx';
import { definition as programComparator } from '../../../../site/templates/ProgramComparator/definition.ts';
import { query } from '../../../helpers/render-type.tsx';
import { site } from '../../../helpers/page-data.ts';

function render(locale: Locale, children: ReactNode) {
  const view: SiteView = { ...site, locale, translations: stringsFor(locale) };
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path: '/', navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>{children}</TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

const card = (label: string, programType: string): Card => ({
  kind: 'program',
  id: 'cp-1',
  key: 'CP',
  title: 'Certificado en Dirección de Personas',
  url: '/es/lifelong-learning/cursos/certificado-en-direccion-de-personas/',
  label,
  facets: { programType: [programType], format: ['Semipresencial'] },
});

/** The texts of the page marked as English. */
const english = (view: ReturnType<typeof render>) => view.all('span', (attrs) => attrs.lang === 'en').map((span) => span.text);

describe('"Executive" on a Spanish page', () => {
  it('is marked English in a programme card’s label, and only that word', () => {
    const view = render('es', <CardGrid cards={[card('Executive · Semipresencial', 'Executive')]} />);
    expect(english(view)).toEqual(['Executive']);
    expect(view.text).toContain('Executive · Semipresencial');
  });

  it('is marked English in a programme slider’s label and its programme type', () => {
    const view = render(
      'es',
      <ProgramSlider
        {...programSlider.schema.parse(programSlider.examples?.[1])}
        items={[card('Executive · Semipresencial', 'Executive')]}
        facts={['programType', 'format']}
      />,
    );
    expect(english(view)).toEqual(['Executive', 'Executive']);
  });

  it('is marked English as an option of the programme type filter', () => {
    const cards = [card('Executive · Semipresencial', 'Executive'), { ...card('Máster · Presencial', 'Máster'), id: 'm' }];
    const view = render(
      'es',
      <FilterableList items={cards} facetsOf={(item) => item.facets} filters={['programType']} pageSize={10}>
        {(items) => <CardGrid cards={items} />}
      </FilterableList>,
    );
    expect(view.all('option', (attrs) => attrs.lang === 'en').map((option) => option.text)).toEqual(['Executive']);
    expect(view.all('option').map((option) => option.text)).toEqual(['Todos', 'Executive', 'Máster']);
  });

  it('is marked English in the comparator’s programme type cells', () => {
    const template = programComparator.resolve!(programComparator.schema.parse(programComparator.examples?.[0]), {
      locale: 'es',
      page: {} as never,
      cards: () => [card('Executive · Semipresencial', 'Executive'), { ...card('Máster · Presencial', 'Máster'), id: 'm', key: 'M' }],
      templates: () => [],
    });
    const view = render('es', <ProgramComparator template={template} page={{} as never} />);
    expect(view.all('td').filter((cell) => cell.text === 'Executive').length).toBe(1);
    expect(english(view)).toEqual(['Executive']);
  });

  it('is not marked inside a longer word, nor on an English page', () => {
    expect(english(render('es', <CardGrid cards={[card('Executives · Semipresencial', 'Executives')]} />))).toEqual([]);
    expect(english(render('en', <CardGrid cards={[card('Executive · Blended', 'Executive')]} />))).toEqual([]);
  });
});
