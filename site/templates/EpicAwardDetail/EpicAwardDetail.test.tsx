import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EpicAwardDetail from './EpicAwardDetail.tsx';

describe('EpicAwardDetail', () => {
  it('says whether the candidate won or was nominated, and in which category and edition', async () => {
    const winner = await renderTemplate(definition, EpicAwardDetail, definition.examples?.[0], {
      path: '/business-school/epic-awards/ceramics/',
    });
    expect(winner.all('dd').map((value) => value.text)).toEqual([
      'Winner',
      'Family enterprise',
      '2026',
      'Lucía Ferrer',
      'Cerámicas Ferrer',
    ]);
    const nominee = await renderTemplate(definition, EpicAwardDetail, definition.examples?.[1], {
      locale: 'es',
      path: '/es/business-school/premios-epic/cafe/',
    });
    expect(nominee.all('dt').map((term) => term.text)).toEqual(['Resultado', 'Categoría', 'Edición', 'Candidatura']);
    expect(nominee.all('dd')[0]?.text).toBe('Nominado');
  });
});
