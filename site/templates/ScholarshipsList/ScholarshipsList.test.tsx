import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ScholarshipsList from './ScholarshipsList.tsx';

describe('ScholarshipsList', () => {
  it('shows each scholarship with its deadline and eligibility, closed once the deadline has passed', async () => {
    // The fixture build's moment is 25 November 2026: the Latin America award closed on 15 October.
    const view = await renderTemplate(definition, ScholarshipsList, definition.examples?.[0], {
      title: 'Scholarships',
      path: '/business-school/scholarships/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Scholarships',
      'Women in Leadership Scholarship',
      'Latin America Talent Award',
    ]);
    const cards = view.all('li', (attrs) => attrs['data-state'] !== undefined);
    expect(cards.map((card) => card.attrs['data-state'])).toEqual(['open', 'closed']);
    expect(cards[0]?.text).toContain('Apply by March 31, 2027');
    expect(cards[1]?.text).toContain('Closed on October 15, 2026');
    expect(view.links.map((link) => link.name)).toEqual(['Apply for Women in Leadership Scholarship']);
    expect(
      view
        .all('dt')
        .slice(0, 7)
        .map((term) => term.text),
    ).toEqual(['Amount', 'Type of degree', 'Programmes', 'Schools', 'Gender', 'Nationality', 'Country of residence']);
    // Gender is offered only when the scholarships differ in it (one value here: 'Female').
    expect(view.all('label').map((label) => label.text)).toEqual(['Scholarship type', 'Study type', 'Country', 'Nationality']);
    expect(view.text).toContain('Showing 1–2 of 3');
  });

  it('in Spanish says closed and open in Spanish', async () => {
    const view = await renderTemplate(definition, ScholarshipsList, definition.examples?.[0], {
      locale: 'es',
      title: 'Becas',
      path: '/es/business-school/becas/',
    });
    expect(view.text).toContain('Abierta');
    expect(view.text).toContain('Cerrada el 15 de octubre de 2026');
  });
});
