// The business school has a name and brand of its own, consistent with the university's: its
// header logo, footer copyright and every text that names it say "Ibera Business School"
// ("Escuela de Negocios Ibera" in Spanish), never the generic "Business School" or a bare "BS".
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { brands } from '../../../site/lib/brands.ts';
import { loadFamily, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

let texts: string[];
beforeAll(async () => {
  const family = await loadFamily(DEFAULT_DOCUMENTS_DIR);
  texts = family.flatMap(({ site, pages }) => [JSON.stringify(site), ...pages.map((page) => JSON.stringify(page))]);
});

it('the brand carries the school’s name and a monogram of it', () => {
  const brand = brands['business-school']!;
  expect(brand.name).toBe('Ibera Business School');
  expect(brand.mark).toBe('IBS');
});

it('its site is named in each language', async () => {
  const site = JSON.parse(
    await readFile(new URL('../../../content/cms/documents/sites/business-school.json', import.meta.url), 'utf8'),
  ) as {
    name: string;
    languages: Array<{ locale: string; siteName: string }>;
  };
  expect(site.name).toBe('Ibera Business School');
  expect(Object.fromEntries(site.languages.map((language) => [language.locale, language.siteName]))).toEqual({
    en: 'Ibera Business School',
    es: 'Escuela de Negocios Ibera',
  });
});

it('no page or site of the family names it generically', () => {
  const generic = texts.flatMap((text) => text.match(/.{0,30}(?:(?<!Ibera )Business School|Escuela de Negocios(?! Ibera)).{0,10}/gu) ?? []);
  expect(generic).toEqual([]);
});
