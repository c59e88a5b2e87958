// A list of upcoming events across the family can announce dozens: a page's worth are cards, the
// rest wait behind a native disclosure (it opens without JavaScript and renders the same once
// hydrated), so the archive below stays within reach.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Card, Locale } from '../../../../content/schema/index.ts';
import { NavigationContext } from '../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../site/app/site-context.tsx';
import { UpcomingEvents } from '../../../../site/components/ListPage/UpcomingEvents.tsx';
import { TranslationProvider } from '../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../site/i18n/strings.ts';
import type { SiteView } from '../../../../site/lib/page-view.ts';
import { query } from '../../../helpers/render-type.tsx';
import { site } from '../../../helpers/page-data.ts';

const events = (count: number): Card[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'event',
    id: `event-${index + 1}`,
    title: `Event ${index + 1}`,
    url: `/events/event-${index + 1}/`,
    date: `2027-01-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
  }));

function render(count: number, shown: number, locale: Locale = 'en') {
  const view: SiteView = { ...site, locale, translations: stringsFor(locale) };
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path: '/events/', navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>
            <UpcomingEvents cards={events(count)} title="Upcoming events" empty="None" shown={shown} />
          </TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

/** The titles of the cards outside and inside the disclosure. */
function split(view: ReturnType<typeof render>) {
  const [before = '', inside = ''] = view.html.split('<details');
  const titles = (html: string) => [...html.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((match) => match[1]);
  return { open: titles(before), folded: titles(inside) };
}

describe('the upcoming events above an event archive', () => {
  it('shows a page of cards and keeps the rest behind a summary that counts them', () => {
    const view = render(45, 12);
    const { open, folded } = split(view);
    expect(open).toEqual(events(12).map((event) => event.title));
    expect(folded).toEqual(
      events(45)
        .slice(12)
        .map((event) => event.title),
    );
    expect(view.all('summary').map((summary) => summary.text)).toEqual(['Show the other 33 upcoming events']);
    // Closed until the visitor opens it: no `open` attribute from the server.
    expect(view.all('details').map((details) => details.attrs.open)).toEqual([undefined]);
  });

  it('says it in Spanish on a Spanish page', () => {
    expect(
      render(20, 12, 'es')
        .all('summary')
        .map((summary) => summary.text),
    ).toEqual(['Ver los otros 8 próximos eventos']);
  });

  it('shows every card when at most one more than a page is announced', () => {
    for (const count of [1, 12, 13]) {
      const view = render(count, 12);
      expect(view.all('details')).toEqual([]);
      expect(split(view).open).toHaveLength(count);
    }
  });
});
