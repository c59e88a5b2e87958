// The list filters of SPEC §4 ("can be applied or cleared"): options come from the items.
import { describe, expect, it } from 'vitest';
import { applyFilters, filterOptions } from '../../../site/components/FilterableList/index.tsx';

const items = [
  { id: 'a', facets: { year: ['2025'], topic: ['Research'] } },
  { id: 'b', facets: { year: ['2026'], topic: ['Events', 'Research'] } },
  { id: 'c', facets: { year: ['2026'], topic: ['Appointments'] } },
  { id: 'd', facets: undefined },
];
const facetsOf = (item: (typeof items)[number]) => item.facets;

describe('list filters', () => {
  it('offers the values the items carry, years newest first', () => {
    expect(filterOptions(items, facetsOf, 'year')).toEqual(['2026', '2025']);
    expect(filterOptions(items, facetsOf, 'topic')).toEqual(['Appointments', 'Events', 'Research']);
    expect(filterOptions(items, facetsOf, 'sector')).toEqual([]);
  });

  it('narrows by every chosen filter, and a cleared filter shows everything', () => {
    expect(applyFilters(items, facetsOf, { topic: 'Research' }).map((i) => i.id)).toEqual(['a', 'b']);
    expect(applyFilters(items, facetsOf, { topic: 'Research', year: '2026' }).map((i) => i.id)).toEqual(['b']);
    expect(applyFilters(items, facetsOf, { topic: '', year: '' }).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
