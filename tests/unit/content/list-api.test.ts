// The list, filter and distributor calls of SPEC §7 and the data rules of SPEC §5: what the
// preview sends is what the embedded CMS reads back.
import { describe, expect, it } from 'vitest';
import {
  distributorBody,
  filtersPath,
  fixedListPath,
  idList,
  listPath,
  navigationListPath,
  normaliseOperator,
  parseListPath,
  searchSegment,
  type ListQuery,
} from '../../../content/cms/list-api.ts';
import { DataSourceSchema } from '../../../content/schema/index.ts';

const news = { structuredData: 'NewsDetail', filters: [], filterOperator: 'or' as const, globalOperator: 'and' as const };
const query: ListQuery = { site: 35, lang: 'es', order: 'recent' };

describe('list paths', () => {
  it('joins numeric ids with commas', () => {
    expect(idList(['12', '7', '300'])).toBe('12,7,300');
    expect(fixedListPath(['12', '7'], query)).toBe('/list/fixed/12,7/35/es/card/1/50/recent/and/off/on/off/true/false/');
  });

  it('encodes ids that are not numbers one by one', () => {
    expect(idList(['news-en', 'a,b'])).toBe('news-en,a%2Cb');
  });

  it('drops empty parameters from the path', () => {
    expect(listPath([news], { ...query, search: '', exclude: [], maxItems: undefined })).toBe(
      '/list/v2/NewsDetail/35/es/card/1/50/recent/and/off/on/off/true/false/',
    );
    expect(listPath([], query)).toBe('/list/v2/35/es/card/1/50/recent/and/off/on/off/true/false/');
  });

  it('sends search spaces as +', () => {
    expect(searchSegment('  family   business office ')).toBe('family+business+office');
    expect(searchSegment('C++ a&b')).toBe('C%2B%2B+a%26b');
    expect(listPath([news], { ...query, search: 'family office', maxItems: 3 })).toBe(
      '/list/v2/NewsDetail/35/es/card/1/50/recent/3/family+office/and/off/on/off/true/false/',
    );
  });

  it('accepts operators in any letter case and refuses others', () => {
    expect(normaliseOperator('AND')).toBe('and');
    expect(normaliseOperator('Or')).toBe('or');
    expect(normaliseOperator(undefined, 'or')).toBe('or');
    expect(() => normaliseOperator('xor')).toThrow(/'and' or 'or'/);
    expect(listPath([news], { ...query, operator: 'OR' })).toContain('/recent/or/');
  });

  it('writes source filters with their operator, and reads them back', () => {
    const source = { ...news, filters: ['topic:Succession', 'year:2024'], filterOperator: 'and' as const };
    const path = listPath([source, { ...news, structuredData: 'EventDetail' }], { ...query, operator: 'or', exclude: ['9', '10'] });
    expect(path).toBe(
      '/list/v2/NewsDetail(and;topic%3ASuccession|year%3A2024),EventDetail/35/es/card/1/50/recent/or/9,10/off/on/off/true/false/',
    );
    const parsed = parseListPath(path);
    expect(parsed.source.sources).toEqual([
      { ...source, globalOperator: 'or' },
      { ...news, structuredData: 'EventDetail', globalOperator: 'or' },
    ]);
    expect(parsed.exclude).toEqual(['9', '10']);
    expect(parsed).toMatchObject({ kind: 'v2', site: 35, lang: 'es', page: 1, items: 50, search: '' });
  });

  it('reads the optional parameters back by their place around the operator', () => {
    expect(parseListPath(listPath([news], { ...query, maxItems: 3, search: 'family office' }))).toMatchObject({
      search: 'family office',
      source: { quantity: 3 },
    });
    expect(parseListPath(listPath([news], { ...query, search: 'succession' })).search).toBe('succession');
    expect(parseListPath(listPath([news], { ...query, maxItems: 4 })).source.quantity).toBe(4);
    expect(parseListPath(fixedListPath(['12', '7'], { ...query, page: 2, items: 10 }))).toMatchObject({
      kind: 'fixed',
      page: 2,
      items: 10,
      source: { mode: 'manual', fixed: ['12', '7'] },
    });
  });

  it('names the reference page of navigation mode, with or without sources', () => {
    const path = navigationListPath('/research/', [], { ...query, allLanguages: true });
    expect(path).toBe('/list/navigations/%2Fresearch%2F/35/es/card/1/50/recent/and/off/on/on/true/false/');
    expect(parseListPath(path).source).toMatchObject({ mode: 'navigation', referenceId: '/research/', sources: [], allLanguages: true });
    expect(parseListPath(navigationListPath('/research/', [news], query)).source.sources[0]?.structuredData).toBe('NewsDetail');
  });

  it('builds the filters call', () => {
    expect(
      filtersPath({ structuredData: ['NewsDetail', 'EventDetail'], site: 35, lang: 'en', order: 'alpha', filterOperator: 'AND' }),
    ).toBe('/filters/NewsDetail,EventDetail/35/en/off/off/and/and/alpha/off/false/');
  });

  it('sends a distributor its data source as the SPEC §7 body', () => {
    const source = DataSourceSchema.parse({ mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 3, relations: 'full' });
    expect(distributorBody(source)).toEqual({
      mode: 'auto',
      order: 'recent',
      quantity: 3,
      sources: [news],
      fixed: [],
      fullRelations: true,
      allLanguages: false,
      preferenceLanguage: false,
    });
  });
});
