import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import JobDistributor from './JobDistributor.tsx';

describe('JobDistributor', () => {
  it('lists the open offers, one a row, each a link named by the position, with employer, place and deadline as terms', () => {
    // Synced on 25 November 2026: the editorial assistant's offer closed on the 20th.
    const view = renderModule(definition, JobDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Open offers for graduates' },
      { level: 3, text: 'Data analyst intern' },
      { level: 3, text: 'Graduate programme, finance' },
    ]);
    expect(view.text).not.toContain('Editorial assistant');
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Employer', 'Place', 'Apply by', 'Employer', 'Place', 'Apply by']);
    expect(view.all('dd').map((value) => value.text)).toEqual([
      'Energías del Norte',
      'Bilbao',
      'December 4, 2026',
      'Banca Mirabal',
      'Madrid',
      'January 31, 2027',
    ]);
    expect(view.all('time').map((time) => time.attrs.datetime)).toEqual(['2026-12-04', '2027-01-31']);
    expect(view.text).toContain('Internship, 6 months');
    expect(view.links).toEqual([
      { href: 'https://careers.ibera.edu/offers/2026-1184', name: 'Data analyst intern' },
      { href: 'https://careers.ibera.edu/offers/2026-1203', name: 'Graduate programme, finance' },
      { href: '/talent-careers/job-board/', name: 'All offers on the job board' },
    ]);
  });

  it('in Spanish, as a grid, says its terms in Spanish; when every offer has closed it says so instead of an empty list', () => {
    const view = renderModule(definition, JobDistributor, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(0);
    expect(
      view
        .all('dt')
        .map((term) => term.text)
        .slice(0, 3),
    ).toEqual(['Empresa', 'Lugar', 'Plazo hasta']);
    expect(view.all('dd')[2]?.text).toBe('10 de enero de 2027');
    const later = renderModule(definition, JobDistributor, definition.examples?.[1], {
      page: { locale: 'es' },
      asOf: '2027-02-01T00:00:00Z',
    });
    expect(later.all('li')).toHaveLength(0);
    expect(later.text).toContain('Ahora mismo no hay ofertas abiertas.');
  });

  it('refuses a deadline that is not a day, naming the field', () => {
    const job = { ...definition.examples![0]!.jobs[0]!, deadline: '4 Dec 2026' };
    const result = definition.schema.safeParse({ ...definition.examples![0]!, jobs: [job] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['jobs', 0, 'deadline']);
  });
});
