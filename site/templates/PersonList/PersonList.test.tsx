import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PersonList from './PersonList.tsx';

describe('PersonList', () => {
  it('shows each person with portrait or logo, position and named contact links', async () => {
    const view = await renderTemplate(definition, PersonList, definition.examples?.[0], { title: 'People', path: '/our-team/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'People' },
      { level: 2, text: 'Laura Méndez' },
      { level: 2, text: 'Carlos Ruiz' },
      { level: 2, text: 'Grupo Aurelia' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] !== undefined).map((person) => person.attrs.id)).toEqual([
      'laura-mendez',
      'carlos-ruiz',
      'grupo-aurelia',
    ]);
    expect(view.images.map((image) => [image.alt, image.preset])).toEqual([
      ['Laura Méndez', 'profile'],
      ['Carlos Ruiz', 'profile'],
      ['Grupo Aurelia', 'logo'],
    ]);
    expect(view.links).toEqual([
      { href: 'mailto:laura.mendez@ibera.edu', name: 'Email Laura Méndez' },
      { href: 'https://www.linkedin.com/in/laura-mendez-ibera/', name: 'Laura Méndez on LinkedIn' },
      { href: 'https://www.grupoaurelia.example/', name: 'Website of Grupo Aurelia' },
    ]);
    expect(view.all('option').map((option) => option.text)).toEqual(['All', 'Finance', 'Succession']);
  });
});
