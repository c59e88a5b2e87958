// Each site of the family shows pictures of its own: the same few city and classroom drawings
// on every site read as a demo. A scene may appear on one site only (a unit's page that shows
// another unit's story shows that unit's picture, so it counts for the unit it comes from);
// covers, portraits and logos stand for one publication, person or organisation and may recur.
import { beforeAll, expect, it } from 'vitest';
import { SITE_SCENE } from '../../../content/cms/tools/data/media.ts';
import { brands } from '../../../site/lib/brands.ts';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

const SHARED = /\/media\/(cover|portrait|logo)-/u;

function urls(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => urls(item, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === 'url' && typeof item === 'string' && /^\/media\/.+\.(jpg|png)$/u.test(item) && !SHARED.test(item)) out.add(item);
      else urls(item, out);
    }
  return out;
}

/** The brand of a site, by its path prefix (the research centre, at the root, has none). */
const brandOf = (site: Record<string, unknown>): string =>
  Object.values(brands).find((brand) => brand.path === site.pathPrefix)?.id ?? 'research-centre';

let sites: Array<{ brand: string; images: Set<string> }>;
beforeAll(async () => {
  const family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
  sites = family.map(({ site, pages }) => ({ brand: brandOf(site), images: urls(pages, new Set()) }));
});

it('every unit of the family shows scenes drawn for it', () => {
  const units = sites.filter(({ brand, images }) => brand !== 'research-centre' && images.size > 0);
  expect(units.length).toBeGreaterThan(20);
  for (const { brand, images } of units) {
    const own = [...images].filter((url) => SITE_SCENE.exec(url)?.[1] === brand);
    expect(own.length, `${brand} has scenes of its own`).toBeGreaterThan(0);
  }
});

it('a scene is shown by one site only (or by the university, which lists every unit’s stories)', () => {
  const shown = new Map<string, string[]>();
  for (const { brand, images } of sites) for (const url of images) shown.set(url, [...(shown.get(url) ?? []), brand]);
  const shared = [...shown].filter(([url, brands]) => {
    const drawnFor = SITE_SCENE.exec(url)?.[1];
    const others = brands.filter((brand) => brand !== drawnFor && brand !== 'university');
    return drawnFor ? others.length > 0 : brands.length > 1;
  });
  expect(shared.map(([url, brands]) => `${url}: ${brands.join(', ')}`)).toEqual([]);
});
