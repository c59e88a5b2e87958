import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import IconCollection from './IconCollection.tsx';

describe('IconCollection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each point with its icon, heading and link', () => {
    const view = renderModule(definition, IconCollection, definition.examples?.[0]);
    expect(view.headings.map((heading) => heading.text)).toEqual(['What the centre offers', 'Research', 'Education', 'Advice', 'Network']);
    expect(view.byRole('listitem')).toHaveLength(4);
    expect(view.all('svg', (attrs) => attrs['aria-hidden'] === 'true')).toHaveLength(4);
    expect(view.links).toEqual([
      { href: '/research/', name: 'Research' },
      { href: '/education-and-training/', name: 'Education' },
    ]);
  });

  it('an icon the set does not have warns and the point shows without it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderModule(definition, IconCollection, {
      component: 'IconCollection',
      items: [{ icon: 'no-such-icon', title: 'Still here' }],
    });
    expect(view.headings).toEqual([{ level: 2, text: 'Still here' }]);
    expect(view.all('svg')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Icon: "no-such-icon" does not exist'));
  });
});
