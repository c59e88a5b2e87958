// Every header link goes to the page its label names, in the header's language: a Spanish
// "Contacto" that opened the team page, or an English menu item leading to a Spanish page,
// reads as a broken site. Checked on the embedded CMS's content, as visitors meet it, for the
// header of every site of the family.
import { beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import type { ValidContent } from '../../../content/schema/problems.ts';
import type { MenuItem } from '../../../content/schema/index.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments, loadFamily } from '../../helpers/documents.ts';

/** Each site of the family, validated as a single-site sync of it would be. */
let sites: ValidContent[];
/** Pages of every site of the family: the header may link to another site's home (SPEC §1). */
let familyPages: Array<{ path: string; locale: string; title: string }>;
beforeAll(async () => {
  const { regions } = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  const family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
  sites = family.map(({ site, pages }) => validateContent({ site, pages, regions }).content as ValidContent);
  familyPages = family.flatMap((site) => site.pages.map((page) => ({ path: page.path, locale: page.locale, title: String(page.title) })));
});

/**
 * Labels that name a page by another word, deliberately: a section named after what it holds,
 * or a call to action named after what the page lets a visitor do.
 * Anything else must share a word with the title of the page it opens.
 */
const SECTION_NAMES: Record<string, string> = {
  'About us': 'Our team',
  'Quiénes somos': 'Nuestro equipo',
  Events: 'Dissemination',
  Eventos: 'Difusión',
  'Apply now': 'Admissions',
  'Solicita plaza': 'Admisiones',
  // Calls to action of the family's units, named after what the visitor does there.
  Apply: 'Admissions',
  'Solicitar plaza': 'Admisiones',
  'How to apply': 'Admissions',
  'Cómo solicitar plaza': 'Admisiones',
  'Talk to an adviser': 'Contact',
  'Hable con un asesor': 'Contacto',
  'Ask us': 'Contact',
  Pregúntenos: 'Contacto',
  'Talk to us': 'Work with us',
  Donate: 'Make a gift',
  Donar: 'Haga un donativo',
  'See the offers': 'Job board',
  'Ver ofertas': 'Bolsa de empleo',
  'Read our research': 'Publications',
  'Lea nuestra investigación': 'Publicaciones',
  FAQ: 'Frequently asked questions',
};

/** Lower case without accents, words of four letters or more, compared by their first five. */
const stems = (text: string) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 5)),
  );
const names = (label: string, title: string) => SECTION_NAMES[label] === title || [...stems(label)].some((stem) => stems(title).has(stem));

interface HeaderLink {
  site: string;
  locale: string;
  label: string;
  href: string;
}

function headerLinks(): HeaderLink[] {
  const links: HeaderLink[] = [];
  for (const { site } of sites)
    for (const header of site.headers) {
      const walk = (items: MenuItem[] | null | undefined) => {
        for (const item of items ?? []) {
          if (item.url?.href?.startsWith('/'))
            links.push({ site: site.key, locale: header.locale, label: item.label, href: item.url.href });
          walk(item.children);
        }
      };
      walk(header.mainMenu?.elements);
      walk(header.topMenu?.elements);
      for (const cta of [header.options.primaryLink, header.options.secondaryLink])
        if (cta?.url.startsWith('/')) links.push({ site: site.key, locale: header.locale, label: cta.text, href: cta.url });
    }
  return links;
}

describe('header links', () => {
  it('cover both languages of every site', () => {
    const covered = new Set(headerLinks().map((link) => `${link.site} ${link.locale}`));
    expect([...covered].sort()).toEqual(sites.flatMap(({ site }) => [`${site.key} en`, `${site.key} es`]).sort());
    expect(sites.length).toBeGreaterThan(1);
    expect(headerLinks().length).toBeGreaterThan(40);
  });

  it('each open a page in the header’s language whose title the label names', () => {
    const wrong = headerLinks().flatMap(({ site, locale, label, href }) => {
      const where = `${site} ${locale} "${label}" → ${href}`;
      const page = familyPages.find((candidate) => candidate.path === href);
      if (!page) return [`${where}: no such page`];
      if (page.locale !== locale) return [`${where}: a page in ${page.locale}`];
      return names(label, page.title) ? [] : [`${where}: "${page.title}"`];
    });
    expect(wrong).toEqual([]);
  });

  it('would catch a label pointing at another page', () => {
    // The mistake this test exists for: the Spanish "Contacto" opening the team page.
    expect(names('Contacto', 'Nuestro equipo')).toBe(false);
    expect(names('Contacto', 'Contacto')).toBe(true);
    expect(names('Case studies', 'Case studies in our sessions')).toBe(true);
  });
});
