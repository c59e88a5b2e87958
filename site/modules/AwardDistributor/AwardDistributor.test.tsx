import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AwardDistributor from './AwardDistributor.tsx';

describe('AwardDistributor', () => {
  it('shows the winners, newest edition first, each with its result, candidate, category and edition', () => {
    const view = renderModule(definition, AwardDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'EPIC award winners' },
      { level: 3, text: 'Ceramics that heat homes' },
      { level: 3, text: 'Compost from the campus canteen' },
    ]);
    expect(view.all('dl').map((list) => list.text)).toEqual([
      'ResultWinnerCandidateFerrer CerámicasCategoryFamily enterpriseEdition2026',
      'ResultWinnerCandidateCampus Compost teamCategoryStudent ventureEdition2025',
    ]);
  });

  it('shows one edition’s winners before its nominees, as a list', () => {
    const view = renderModule(definition, AwardDistributor, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Premios EPIC 2026',
      'Ceramics that heat homes',
      'Fair wages for coffee pickers',
    ]);
    expect(
      view
        .all('dd')
        .filter((value) => value.text === 'Winner' || value.text === 'Nominated')
        .map((value) => value.text),
    ).toEqual(['Winner', 'Nominated']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
  });
});
