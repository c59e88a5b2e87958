import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProjectDistributor from './ProjectDistributor.tsx';

describe('ProjectDistributor', () => {
  it('shows each research project with its status as of the sync, author, funder and end date', () => {
    const view = renderModule(definition, ProjectDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Research projects' },
      { level: 3, text: 'Harvest logistics for coffee cooperatives' },
      { level: 3, text: 'Dividend smoothing in family groups' },
    ]);
    const facts = view.all('dl').map((list) => list.text);
    // The fixture sync is 25 November 2026: the coffee project ended in September, the other runs to 2027.
    expect(facts).toEqual([
      'StatusCompletedAuthorAndrés SalinasFunded byCoffee Growers FoundationEndedSeptember 30, 2026',
      'StatusOngoingAuthorTomás VillalobosFunded bySpanish Ministry of Science and InnovationEndsJune 30, 2027',
    ]);
    expect(view.all('time').map((time) => time.attrs.datetime)).toContain('2027-06-30');
    expect(view.links.at(-1)).toEqual({ href: '/business-school/projects/', name: 'All projects' });
  });

  it('leaves out the status of a project without an end date, in Spanish', () => {
    const view = renderModule(definition, ProjectDistributor, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings[0]).toEqual({ level: 2, text: 'Proyectos de nuestros alumnos' });
    expect(view.all('dt').map((term) => term.text)).not.toContain('Estado');
  });
});
