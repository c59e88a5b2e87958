import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { logoSize, logoSvg } from '../../../../site/lib/brand-logo.ts';
import { INSTITUTION as described } from '../../../../site/lib/structured-data/institution.ts';
import {
  BRAND_COLORS,
  brandFor,
  brandForPath,
  brands,
  INSTITUTION,
  LOGO_VARIANTS,
  logoVariant,
  nameBesideLogo,
} from '../../../../site/lib/brands.ts';
import { orderedSocials } from '../../../../site/components/Header/SocialIcons.tsx';
import { chatbotVisible } from '../../../../site/components/Header/TopBar.tsx';
import { megaColumns } from '../../../../site/components/Header/index.tsx';
import { Icon } from '../../../../site/components/Icon/index.tsx';

const SPEC_PREFIXES = [
  '/alumni',
  '/business-school',
  '/center-for-corporate-learning-talent-management',
  '/cgc',
  '/center-leadership-middle-east',
  '/corporate-relations',
  '/entrepreneurship',
  '/executive-education',
  '/financial-aid',
  '/gpc',
  '/law-school',
  '/lifelong-learning',
  '/school-architecture-design',
  '/gpa',
  '/school-of-humanities',
  '/school-politics-economics-global-affairs',
  '/school-science-technology',
  '/talent-careers',
  '/university',
];

describe('brand registry (SPEC §2 "Sub-site path prefixes")', () => {
  it('has every sub-site prefix plus the four derived from the short name', () => {
    const paths = Object.values(brands).map((brand) => brand.path);
    for (const prefix of SPEC_PREFIXES) expect(paths).toContain(prefix);
    expect(INSTITUTION.shortName).toBe('IBU');
    expect(paths).toEqual(expect.arrayContaining(['/ibu', '/ibu-foundation', '/ibu-new-york', '/ibu-summer-school']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('colours the schools as SPEC §2 says', () => {
    const colour = (path: string) => brandForPath(path)!.color;
    expect(colour('/law-school/')).toBe(BRAND_COLORS.red);
    expect(colour('/school-architecture-design/')).toBe(BRAND_COLORS.purple);
    expect(colour('/school-of-humanities/x/')).toBe(BRAND_COLORS.orange);
    expect(colour('/school-science-technology')).toBe(BRAND_COLORS.green);
    expect(colour('/gpa/')).toBe(BRAND_COLORS.teal);
    expect(colour('/school-politics-economics-global-affairs/')).toBe(BRAND_COLORS.teal);
    expect(colour('/center-for-corporate-learning-talent-management/')).toBe(BRAND_COLORS.lightBlue);
    expect(colour('/alumni/')).toBe(BRAND_COLORS.darkBlue);
    expect(brandForPath('/news/')).toBeUndefined();
  });

  it('gives every brand its logo variants (the five of the registry and a compact light one) as SVG wordmarks of the right size', () => {
    for (const brand of Object.values(brands)) {
      for (const variant of LOGO_VARIANTS) {
        const svg = logoSvg(brand, variant);
        const { width, height } = logoSize(brand, variant);
        expect(svg).toContain(`width="${width}" height="${height}"`);
        expect(svg).toContain(`>${brand.mark}</text>`);
        if (variant !== 'logoMobile' && variant !== 'logoMobileLight')
          expect(svg).toContain(`>${brand.name.replace(/&/g, '&#38;')}</text>`);
      }
    }
    expect(logoSvg(brands['science-technology']!, 'logoHero')).toContain('Science that shapes tomorrow');
    expect(brandFor(undefined).id).toBe('ibu');
    expect(brandFor('no-such-school').id).toBe('ibu');
  });

  it('picks the light logo over a hero until scrolled or a menu opens', () => {
    expect(logoVariant({ light: true, scrolled: false, menuOpen: false })).toBe('logoLight');
    expect(logoVariant({ light: true, scrolled: true, menuOpen: false })).toBe('logo');
    expect(logoVariant({ light: true, scrolled: false, menuOpen: true })).toBe('logo');
    expect(logoVariant({ light: false, scrolled: false, menuOpen: false })).toBe('logo');
  });
});

describe('header helpers', () => {
  it('orders social icons when asked, unlisted ones last', () => {
    const socials = ['youtube', 'tiktok', 'linkedin'].map((icon) => ({ icon, url: `https://${icon}.example/` }));
    expect(orderedSocials(socials, { orderSocialIcons: true, socialMediaOrder: ['linkedin', 'youtube'] }).map((s) => s.icon)).toEqual([
      'linkedin',
      'youtube',
      'tiktok',
    ]);
    expect(orderedSocials(socials, { orderSocialIcons: false, socialMediaOrder: ['linkedin'] }).map((s) => s.icon)).toEqual([
      'youtube',
      'tiktok',
      'linkedin',
    ]);
  });

  it('shows the chatbot icon only with the bot option and, on a static page, a bot address', () => {
    expect(chatbotVisible({ topNavigationContent: ['showBot'], botUrl: 'https://bot.ibera.edu/' })).toBe(true);
    expect(chatbotVisible({ topNavigationContent: ['showBot'] })).toBe(false);
    expect(chatbotVisible({ topNavigationContent: ['showBot'] }, 'preview')).toBe(true);
    expect(chatbotVisible({ topNavigationContent: [], botUrl: 'https://bot.ibera.edu/' }, 'preview')).toBe(false);
  });

  it('lays the mega menu out in 3 columns, 4 for site id 35', () => {
    expect(megaColumns(12)).toBe(3);
    expect(megaColumns(35)).toBe(4);
  });

  it('renders every social network of SPEC §9 as an icon and warns about a missing one', () => {
    for (const name of [
      'facebook',
      'flickr',
      'instagram',
      'linkedin',
      'twitter',
      'youtube',
      'tiktok',
      'snapchat',
      'podcast',
      'newsletter',
      'whatsapp',
    ]) {
      expect(renderToString(createElement(Icon, { name }))).toContain('<path');
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderToString(createElement(Icon, { name: 'myspace' }))).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Icon: "myspace" does not exist'));
    warn.mockRestore();
  });
});

describe('prefixes derived from the short name', () => {
  it('are the same in the brand registry and in the structured data', () => {
    const derived = [described.usCampus.path, ...described.departments.map((department) => department.path)].filter((path) =>
      /^\/ibu/.test(path),
    );
    expect(derived.sort()).toEqual(['/ibu-foundation', '/ibu-new-york', '/ibu-summer-school']);
    for (const path of derived) expect(Object.values(brands).map((brand) => brand.path)).toContain(path);
  });
});

describe('the site name beside the logo', () => {
  it('is left out where the logo already says it, and kept where it names something else', () => {
    const school = brandFor('business-school');
    expect(nameBesideLogo(school, 'Ibera Business School')).toBeNull();
    expect(nameBesideLogo(school, 'Escuela de Negocios')).toBe('Escuela de Negocios');
    expect(nameBesideLogo(brandFor(undefined), 'Centre for Business Families')).toBe('Centre for Business Families');
  });
});

describe("a brand's name kept in English (WCAG 3.1.2)", () => {
  const spanishSiteName = (id: string): string | undefined =>
    (
      JSON.parse(readFileSync(new URL(`../../../../content/cms/documents/sites/${id}.json`, import.meta.url), 'utf8')) as {
        languages: Array<{ locale: string; siteName: string }>;
      }
    ).languages.find((language) => language.locale === 'es')?.siteName;

  it("is the name the brand's own site shows on its Spanish pages, so the mark finds it in the menus", () => {
    const kept = Object.values(brands).filter((brand) => brand.nameLanguage === 'en');
    expect(kept.map((brand) => brand.id).sort()).toEqual([
      'cgc',
      'corporate-learning',
      'executive-education',
      'gpc',
      'leadership-middle-east',
    ]);
    for (const brand of kept) expect(spanishSiteName(brand.id), brand.id).toBe(brand.name);
  });
});
