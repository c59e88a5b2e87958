import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PeopleDistributor from './PeopleDistributor.tsx';

describe('PeopleDistributor', () => {
  it('shows the team members below the team page, by name, with their portraits', () => {
    const view = renderModule(definition, PeopleDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Our researchers' },
      { level: 3, text: 'Carlos Ruiz' },
      { level: 3, text: 'Laura Méndez' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'person').map((card) => card.text)).toEqual([
      'Senior researcherCarlos RuizFinance',
      'DirectorLaura MéndezSuccession',
    ]);
    expect(view.images).toEqual([
      expect.objectContaining({ src: '/media/portrait-2.jpg', alt: 'Carlos Ruiz', preset: 'card' }),
      expect.objectContaining({ src: '/media/portrait-1.jpg', alt: 'Laura Méndez', preset: 'card' }),
    ]);
    expect(view.links.at(-1)).toEqual({ href: '/our-team/', name: 'Meet the whole team' });
  });
});
