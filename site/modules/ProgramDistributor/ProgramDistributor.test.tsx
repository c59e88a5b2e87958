import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramDistributor from './ProgramDistributor.tsx';

describe('ProgramDistributor', () => {
  it('shows the programmes its data source selects (the masters) and a link to all programmes', () => {
    const view = renderModule(definition, ProgramDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Masters' },
      { level: 3, text: 'Master in Management' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'program')).toHaveLength(1);
    expect(view.text).toContain('Master · Face to face');
    expect(view.links).toEqual([
      { href: '/business-school/programmes/master-in-management/', name: 'Master in Management' },
      { href: '/business-school/programmes/', name: 'All programmes' },
    ]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/campus.jpg', preset: 'card' })]);
  });
});
