import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FooterOptions, Locale } from '../../../../content/schema/index.ts';
import { NavigationContext } from '../../../../site/app/navigation.tsx';
import { SiteContext } from '../../../../site/app/site-context.tsx';
import { Footer } from '../../../../site/components/Footer/index.tsx';
import { TranslationProvider } from '../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../site/i18n/strings.ts';
import type { SiteView } from '../../../../site/lib/page-view.ts';
import { query } from '../../../helpers/render-type.tsx';
import { site } from '../../../helpers/page-data.ts';

function renderFooter(options: FooterOptions, { theme, locale = 'en' }: { theme?: string; locale?: Locale } = {}) {
  const view: SiteView = {
    ...site,
    locale,
    translations: stringsFor(locale),
    footer: {
      locale,
      legalMenu: { elements: [{ label: 'Privacy policy', url: { href: 'https://www.ibera.edu/privacy-policy/' } }] },
      options,
    },
  };
  return query(
    renderToStaticMarkup(
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path: '/', navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>
            <Footer theme={theme} />
          </TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>,
    ),
  );
}

describe('the footer variants (docs/modules.md, "Footers")', () => {
  it('default: the school logo, the socials and the legal menu, in the page footer theme', () => {
    const view = renderFooter({ variant: 'default', units: [] }, { theme: 'law' });
    expect(view.all('footer')[0]?.attrs).toMatchObject({ 'data-theme': 'law', 'data-variant': 'default' });
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Follow us', 'Legal']);
    expect(view.links.map((link) => link.name)).toContain('Privacy policy');
    expect(view.images.map((image) => image.src)).toEqual(['/brands/ibu/logo-footer.svg']);
  });

  it("school: adds the units' footer logos, each named and linking to its site", () => {
    const view = renderFooter({ variant: 'school', units: ['law-school', 'business-school'] });
    const units = view.byRole('navigation').find((nav) => nav.name === 'Schools and units');
    expect(units).toBeDefined();
    expect(view.images.map(({ src, alt }) => [src, alt])).toEqual([
      ['/brands/ibu/logo-footer.svg', ''],
      ['/brands/law-school/logo-footer.svg', 'Law School'],
      ['/brands/business-school/logo-footer.svg', 'Ibera Business School'],
    ]);
    expect(view.links.filter((link) => link.href.endsWith('/law-school/') || link.href.endsWith('/business-school/'))).toHaveLength(2);
  });

  it('minimal: only the legal menu and the copyright', () => {
    const view = renderFooter({ variant: 'minimal', units: [] }, { locale: 'es' });
    expect(view.images).toEqual([]);
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Legal']);
    expect(view.text).toContain('©');
  });
});
