// The demo's people and partners read as real ones: every portrait is an illustrated face (eyes,
// brows, nose, mouth, hair or a headscarf) and the set varies skin tone, hair, glasses and
// clothes; a face is shared by few people of the family and never by two people of one page; a
// partner's logo shows the name its alternative text gives, so one logo file never stands for
// two organisations.
import { beforeAll, describe, expect, it } from 'vitest';
import { portraitLooks, presentationOf } from '../../../content/cms/tools/data/portraits.ts';
import { partners } from '../../../content/cms/tools/data/partners.ts';
import { logoSvg, portraitSvg } from '../../../content/cms/tools/drawings.ts';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

interface Picture {
  url: string;
  alt: string;
}

/** Every image object of a document (anything with a url and an alt). */
function pictures(value: unknown, out: Picture[] = []): Picture[] {
  if (Array.isArray(value)) value.forEach((item) => pictures(item, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && typeof record.alt === 'string') out.push({ url: record.url, alt: record.alt });
    Object.values(record).forEach((item) => pictures(item, out));
  }
  return out;
}

const personOf = (alt: string) => alt.replace(/^(Portrait of|Retrato de) /u, '');

let pages: Array<{ id: string; pictures: Picture[] }>;
beforeAll(async () => {
  const family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
  pages = family.flatMap(({ pages: list }) => list.map((page) => ({ id: String(page.id), pictures: pictures(page) })));
});

describe('portraits', () => {
  it('are faces: eyes, brows, nose, mouth and hair or a headscarf', () => {
    for (const look of portraitLooks) {
      const svg = portraitSvg(look);
      for (const part of ['eye', 'brow', 'nose', 'mouth', 'face'])
        expect(svg, `portrait-${look.number} has a ${part}`).toContain(`class="${part}"`);
      if (look.hair !== 'bald') expect(svg).toMatch(/class="(hair|scarf)"/u);
    }
  });

  it('vary skin tone, hair, glasses and clothes', () => {
    const kinds = (pick: (look: (typeof portraitLooks)[number]) => string) => new Set(portraitLooks.map(pick)).size;
    expect(kinds((look) => look.skin)).toBeGreaterThanOrEqual(8);
    expect(kinds((look) => look.hair)).toBeGreaterThanOrEqual(10);
    expect(kinds((look) => look.hairColour)).toBeGreaterThanOrEqual(6);
    expect(kinds((look) => look.glasses)).toBe(3);
    expect(kinds((look) => look.clothing)).toBeGreaterThanOrEqual(5);
    const drawn = new Set(portraitLooks.map((look) => portraitSvg(look)));
    expect(drawn.size).toBe(portraitLooks.length);
  });

  it('match the presentation of the name they are given', () => {
    expect(presentationOf('Lucía Herrera')).toBe('woman');
    expect(presentationOf('Inés Carvajal')).toBe('woman');
    expect(presentationOf('Borja Méndez')).toBe('man');
    expect(presentationOf('Tomás Echeverría')).toBe('man');
  });

  it('are shared by at most four people of the whole family, and by no two people of one page', () => {
    const peopleOf = new Map<string, Set<string>>();
    for (const page of pages) {
      const onPage = new Map<string, string>();
      for (const { url, alt } of page.pictures.filter((item) => /\/media\/portrait-/u.test(item.url))) {
        const person = personOf(alt);
        const other = onPage.get(url);
        expect(other === undefined || other === person, `${page.id}: ${person} and ${other} share ${url}`).toBe(true);
        onPage.set(url, person);
        peopleOf.set(url, (peopleOf.get(url) ?? new Set()).add(person));
      }
    }
    const crowded = [...peopleOf].filter(([, people]) => people.size > 4).map(([url, people]) => `${url}: ${[...people].join(', ')}`);
    expect(crowded).toEqual([]);
  });
});

describe('partner logos', () => {
  it('show the organisation’s name', () => {
    partners.forEach((partner, index) =>
      expect(logoSvg(partner, index)).toContain(`>${partner.name.replace(/&/gu, '&amp;')}`.split(' ')[0]),
    );
  });

  it('stand for one organisation each, named in their alternative text', () => {
    const namesOf = new Map<string, Set<string>>();
    for (const page of pages)
      for (const { url, alt } of page.pictures.filter((item) => /\/media\/logo-/u.test(item.url)))
        if (alt) namesOf.set(url, (namesOf.get(url) ?? new Set()).add(alt));
    const wrong = [...namesOf].filter(([url, names]) => {
      const number = Number(/logo-(\d+)/u.exec(url)![1]);
      return names.size !== 1 || [...names][0] !== partners[number - 1]?.name;
    });
    expect(wrong.map(([url, names]) => `${url}: ${[...names].join(', ')}`)).toEqual([]);
  });
});
