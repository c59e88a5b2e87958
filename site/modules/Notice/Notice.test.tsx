import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Notice from './Notice.tsx';

describe('Notice', () => {
  it('is a note named by its heading, the tone said in words before the title, the deadline as a date', () => {
    const view = renderModule(definition, Notice, definition.examples?.[0]);
    const [note] = view.byRole('note');
    expect(note?.name).toBe('Deadline: Second admissions round closes soon');
    expect(view.headings).toEqual([{ level: 2, text: 'Deadline: Second admissions round closes soon' }]);
    expect(view.all('time')).toEqual([expect.objectContaining({ text: 'January 15, 2027', attrs: { datetime: '2027-01-15' } })]);
    expect(view.text).toContain('Deadline: January 15, 2027');
    expect(view.links).toEqual([{ href: '/business-school/admissions/', name: 'How to apply' }]);
    // The icon is decoration: hidden from screen readers, never focusable.
    expect(view.all('svg').every((icon) => icon.attrs['aria-hidden'] === 'true' && icon.attrs.focusable === 'false')).toBe(true);
  });

  it('says its tone in the page’s language, with rich text and its link', () => {
    const view = renderModule(definition, Notice, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.byRole('note')[0]?.name).toBe('Atención: Nuevo procedimiento de legalización de títulos');
    expect(view.all('strong').map((strong) => strong.text)).toEqual(['apostilla de La Haya']);
    expect(view.links).toEqual([{ href: '/es/business-school/admisiones/', name: 'Requisitos de admisión' }]);
    expect(view.all('time')).toEqual([]);
  });

  it('is an information notice unless told otherwise, without a date or link', () => {
    const view = renderModule(definition, Notice, definition.examples?.[2]);
    expect(view.all('div', (attrs) => attrs.role === 'note')[0]?.attrs['data-tone']).toBe('info');
    expect(view.headings[0]?.text).toBe('Important: The research library moves to the Serrano building in March');
    expect(view.links).toEqual([]);
  });

  it('refuses a deadline without its date and a link without its text, naming the field', () => {
    const result = definition.schema.safeParse({ component: 'Notice', tone: 'deadline', title: 'x', link: { href: '/a/' } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['date'], ['link', 'text']]);
  });
});
