import { describe, expect, it } from 'vitest';
import { renderTemplate, type Rendered } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EventDetail from './EventDetail.tsx';
import { contentLinks, expectShareLinks } from '../../../tests/helpers/share-links.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderHead } from '../../app/Head.tsx';
import { stringsFor } from '../../i18n/strings.ts';
import { dataOf, pageOf } from '../../../tests/helpers/page-data.ts';

/** The head a page of this template gets: the site's tags with the event's own merged in. */
function headOf(example: unknown, locale: 'en' | 'es') {
  const template = definition.schema.parse(example);
  const page = pageOf({ templateType: 'EventDetail', template, locale });
  const { site } = dataOf(page, { locale, translations: stringsFor(locale, () => undefined) });
  const html = renderToStaticMarkup(
    <>{renderHead({ view: { page, modules: [], headerOverHero: false }, site, extra: EventDetail.head?.({ template, page, site }) })}</>,
  );
  return [...html.matchAll(/<meta name="(twitter:[a-z]+\d)" content="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
}

/** The facts box's entries, as term and value. */
const facts = (view: Rendered) => view.all('div').filter((div) => /^(Format|When|Where)/.test(div.text));

describe('EventDetail', () => {
  it('shows the event, when and where it takes place, and how to register', async () => {
    const view = await renderTemplate(definition, EventDetail, definition.examples?.[0], { path: '/events/next-generation-open-day/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'Next generation leadership programme: open day' },
      { level: 2, text: 'Programme' },
      { level: 2, text: 'About this event' },
    ]);
    expect(facts(view).map((fact) => fact.text)).toEqual([
      'FormatFace to face',
      'WhenNovember 18, 2026 – November 19, 2026',
      'WhereMain campus, Madrid',
    ]);
    expect(view.byRole('complementary')[0]?.name).toBe('About this event');
    expect(contentLinks(view.links)).toEqual([
      { href: 'https://events.ibera.edu/next-generation-open-day', name: 'Book your place' },
      { href: '/programmes/next-generation/', name: 'More information' },
    ]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/event.jpg', preset: 'hero', loading: 'eager' })]);
  });

  it('an online event has no place, no image and no actions', async () => {
    const view = await renderTemplate(definition, EventDetail, definition.examples?.[1], { path: '/events/governance-protocols-webinar/' });
    expect(view.text).toContain('A one-hour session with the authors of the 2026 protocol guide.');
    expect(facts(view).map((fact) => fact.text)).toEqual(['FormatOnline', 'WhenDecember 3, 2026']);
    expect(contentLinks(view.links)).toEqual([]);
    expect(view.images).toEqual([]);
  });

  it('offers the page to four networks with its canonical address, in new tabs without referrer', async () => {
    const view = await renderTemplate(definition, EventDetail, definition.examples?.[0], { path: '/events/next-generation-open-day/' });
    expectShareLinks(view, 'https://www.ibera.edu/events/next-generation-open-day/');
  });

  it('gives link previews the dates and the place, in the page language', () => {
    expect(headOf(definition.examples?.[0], 'es')).toEqual([
      'twitter:label1=Cuándo',
      'twitter:data1=18 de noviembre de 2026 – 19 de noviembre de 2026',
      'twitter:label2=Dónde',
      'twitter:data2=Main campus, Madrid',
    ]);
    expect(headOf(definition.examples?.[1], 'en')).toEqual(['twitter:label1=When', 'twitter:data1=December 3, 2026']);
  });
});
