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

function renderFooter(
  options: FooterOptions,
  { theme, locale = 'en', school, name }: { theme?: string; locale?: Locale; school?: string; name?: string } = {},
) {
  const view: SiteView = {
    ...site,
    ...(name ? { name } : {}),
    ...(school ? { header: { ...site.header, options: { ...site.header.options, school } } } : {}),
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

  it('the copyright marks a site name kept in English lang="en" on a Spanish page only (WCAG 3.1.2)', () => {
    const marked = (locale: Locale, school: string, name: string) =>
      renderFooter({ variant: 'minimal', units: [] }, { locale, school, name })
        .all('span', (attrs) => attrs.lang !== undefined)
        .map((span) => [span.text, span.attrs.lang]);
    expect(marked('es', 'executive-education', 'Executive Education')).toEqual([['Executive Education', 'en']]);
    expect(marked('es', 'alumni', 'Alumni')).toEqual([]);
    expect(marked('en', 'executive-education', 'Executive Education')).toEqual([]);
    expect(
      renderFooter({ variant: 'minimal', units: [] }, { locale: 'es', school: 'executive-education', name: 'Executive Education' }).text,
    ).toContain('© Executive Education');
  });

  it("names the footer logo's link and the units' logos with English unit names marked on Spanish pages", () => {
    const view = renderFooter(
      { variant: 'school', units: ['executive-education', 'law-school'] },
      { locale: 'es', school: 'executive-education', name: 'Executive Education' },
    );
    const home = view.links.find((link) => link.name === 'Inicio de Executive Education');
    expect(home).toBeDefined();
    expect(view.html).toMatch(/Inicio de <span lang="en">Executive Education<\/span>/);
    expect(view.html).not.toMatch(/aria-label="Inicio de/);
    // The units' logos are named by the brand registry, in English: marked as such.
    const logos = view.all('img', (attrs) => attrs.alt === 'Executive Education' || attrs.alt === 'Law School');
    expect(logos.map((logo) => [logo.attrs.alt, logo.attrs.lang])).toEqual([
      ['Executive Education', 'en'],
      ['Law School', 'en'],
    ]);
    // Names every language uses as they are stay unmarked.
    const family = renderFooter({ variant: 'school', units: ['university', 'alumni'] }, { locale: 'es' });
    const shared = family.all('img', (attrs) => attrs.alt === 'Ibera University' || attrs.alt === 'Alumni');
    expect(shared.map((logo) => [logo.attrs.alt, logo.attrs.lang])).toEqual([
      ['Ibera University', undefined],
      ['Alumni', undefined],
    ]);
    const english = renderFooter(
      { variant: 'school', units: ['executive-education'] },
      { school: 'executive-education', name: 'Executive Education' },
    );
    expect(english.html).not.toMatch(/lang="en"/);
  });
});
