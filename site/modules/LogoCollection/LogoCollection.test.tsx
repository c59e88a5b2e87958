import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import LogoCollection from './LogoCollection.tsx';

describe('LogoCollection', () => {
  it('shows each partner as its logo, or its name when it has none', () => {
    const view = renderModule(definition, LogoCollection, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Our partners' }]);
    const logos = view.all('li');
    expect(logos.map((logo) => logo.name)).toEqual(['Family Office Network', 'Grupo Aurelia']);
    expect(view.images).toEqual([{ src: '/media/logo-1.png', alt: 'Grupo Aurelia', preset: 'logo', loading: 'lazy' }]);
    expect(view.links).toEqual([{ href: '/our-team/our-partners/', name: 'Become a partner' }]);
  });
});
