import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../../content/schema/index.ts';
import { NavigationContext } from '../../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../../site/app/site-context.tsx';
import { MainMenu } from '../../../../../site/components/Header/MainMenu.tsx';
import { TranslationProvider } from '../../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../../site/i18n/strings.ts';
import { site } from '../../../../helpers/page-data.ts';
import { query } from '../../../../helpers/render-type.tsx';

const schools: MenuItem[] = [
  {
    label: 'Schools',
    children: [
      { label: 'Law School', url: { href: 'https://www.ibera.edu/law-school/' } },
      { label: 'Business School', url: { href: '/business-school/' } },
    ],
  },
];

/** The server's HTML of a main menu with one cascading item (before scripts run: not enhanced). */
function serverMenu(university: MenuItem, enhanced = false) {
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={site}>
        <NavigationContext.Provider value={{ path: '/news/', navigate: () => undefined }}>
          <TranslationProvider strings={stringsFor('en')}>
            <MainMenu items={[university]} openIndex={null} setOpenIndex={() => undefined} enhanced={enhanced} columns={3} />
          </TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

describe("the cascading panel's levels in the HTML", () => {
  it('are left to the browser when the item has a page of its own, which the panel links to instead', () => {
    const menu = serverMenu({ label: 'Ibera University', verticalMenu: true, url: { href: 'https://www.ibera.edu/' }, children: schools });
    expect(menu.links).toEqual([{ href: 'https://www.ibera.edu/', name: 'Ibera University' }]);
    expect(menu.text).not.toContain('Law School');
  });

  it('are in the HTML when the item has no page to lead to, so no-JavaScript visitors can still go on', () => {
    const menu = serverMenu({ label: 'Ibera University', verticalMenu: true, children: schools });
    expect(menu.links.map((link) => link.name)).toEqual(['Law School', 'Business School']);
  });

  it('are rendered once scripts run', () => {
    const menu = serverMenu(
      { label: 'Ibera University', verticalMenu: true, url: { href: 'https://www.ibera.edu/' }, children: schools },
      true,
    );
    expect(menu.links.map((link) => link.name)).toEqual(['Ibera University', 'Law School', 'Business School']);
  });
});
