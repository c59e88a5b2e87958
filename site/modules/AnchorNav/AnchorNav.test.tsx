import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AnchorNav, { currentTarget } from './AnchorNav.tsx';

describe('AnchorNav', () => {
  it('is a navigation named by its label, with one in-page link per section', () => {
    const view = renderModule(definition, AnchorNav, definition.examples?.[0]);
    const [nav] = view.byRole('navigation');
    expect(nav?.name).toBe('On this page');
    expect(view.links).toEqual([
      { href: '#overview', name: 'Overview' },
      { href: '#curriculum', name: 'Curriculum' },
      { href: '#faculty', name: 'Faculty' },
      { href: '#admissions', name: 'Admissions' },
      { href: '#fees', name: 'Fees and scholarships' },
    ]);
    expect(view.byRole('listitem')).toHaveLength(5);
    expect(nav?.attrs['data-sticky']).toBe('');
  });

  it('in the static page no link claims to be the current one yet', () => {
    const view = renderModule(definition, AnchorNav, definition.examples?.[1]);
    expect(view.all('a', (attrs) => 'aria-current' in attrs)).toEqual([]);
    expect(view.byRole('navigation')[0]?.attrs['data-sticky']).toBeUndefined();
  });

  it('without a label it is named in the page language', () => {
    const example = { ...definition.examples![1]!, label: undefined };
    expect(renderModule(definition, AnchorNav, example, { page: { locale: 'es', path: '/es/' } }).byRole('navigation')[0]?.name).toBe(
      'En esta página',
    );
  });

  it('marks the last section whose top has passed the reading line, none above the first', () => {
    const tops = (first: number) => [
      { target: 'overview', top: first },
      { target: 'curriculum', top: first + 600 },
      { target: 'faculty', top: first + 1200 },
    ];
    expect(currentTarget(tops(400), 300)).toBeUndefined();
    expect(currentTarget(tops(100), 300)).toBe('overview');
    expect(currentTarget(tops(-400), 300)).toBe('curriculum');
    expect(currentTarget(tops(-2000), 300)).toBe('faculty');
  });

  it('refuses a target that is not an element id an editor may write', () => {
    const example = {
      ...definition.examples![0]!,
      items: [
        { target: '#overview', text: 'Overview' },
        { target: 'faculty', text: 'Faculty' },
      ],
    };
    expect(definition.schema.safeParse(example).success).toBe(false);
  });
});
