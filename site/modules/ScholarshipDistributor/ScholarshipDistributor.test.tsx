import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ScholarshipDistributor from './ScholarshipDistributor.tsx';

describe('ScholarshipDistributor', () => {
  it('shows each scholarship open or closed as of the sync, open ones first, with its deadline, amount and who can apply', () => {
    const view = renderModule(definition, ScholarshipDistributor, definition.examples?.[0]);
    // The fixture sync is 25 November 2026: the October deadline has passed, so that one comes last.
    expect(view.headings).toEqual([
      { level: 2, text: 'Scholarships for master’s students' },
      { level: 3, text: 'Women in Leadership Scholarship' },
      { level: 3, text: 'Latin America Talent Award' },
    ]);
    expect(view.all('dl').map((list) => list.text)).toEqual([
      'ApplicationsOpenApply byMarch 31, 2027Amount50% of the feeType of degreeMasterProgrammesExecutive MBA',
      'ApplicationsClosedClosed onOctober 15, 2026Amount€12,000Type of degreeMasterNationalityMexican, Colombian, Chilean',
    ]);
    // Each card leads to its scholarship on the scholarships page.
    expect(view.links.slice(0, 2).map((link) => link.href)).toEqual([
      '/business-school/scholarships/#women-in-leadership',
      '/business-school/scholarships/#latin-america-talent',
    ]);
  });

  it('formats the amount for a Spanish page and says the facts in Spanish', () => {
    const view = renderModule(definition, ScholarshipDistributor, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.text)).toEqual(['Becas para familias empresarias', 'Beca Nueva Generación']);
    expect(view.all('dl')[0]?.text).toBe(
      'SolicitudesAbiertaSolicitudes hasta el15 de mayo de 2027Importe5000 €Tipo de titulaciónExecutive',
    );
  });
});
