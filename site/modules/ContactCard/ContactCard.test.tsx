import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ContactCard from './ContactCard.tsx';

describe('ContactCard', () => {
  it('shows each office as an address with calling, writing and map links named by their place', () => {
    const view = renderModule(definition, ContactCard, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Contact and opening hours' },
      { level: 3, text: 'Admissions office' },
      { level: 3, text: 'Press office' },
    ]);
    expect(view.all('address')).toHaveLength(2);
    expect(
      view
        .all('span')
        .map((line) => line.text)
        .slice(0, 3),
    ).toEqual(['Calle de María de Molina 11', '28006 Madrid', 'Spain']);
    expect(view.links).toEqual([
      { href: 'tel:+34915550120', name: '+34 915 550 120' },
      { href: 'mailto:admissions@ibera.edu', name: 'admissions@ibera.edu' },
      { href: 'https://www.openstreetmap.org/?mlat=40.4400&mlon=-3.6860#map=17/40.4400/-3.6860', name: 'See Admissions office on a map' },
      { href: 'tel:+34915550199', name: '+34 915 550 199' },
      { href: 'mailto:press@ibera.edu', name: 'press@ibera.edu' },
    ]);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Phone', 'Email', 'Opening hours', 'Phone', 'Email', 'Opening hours']);
    expect(view.all('dd').map((value) => value.text)).toContain('Friday, 9:00–14:00');
  });

  it('without a module heading, each office heads the section, in the page’s language', () => {
    const view = renderModule(definition, ContactCard, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Campus de Segovia' }]);
    expect(view.links.at(-1)?.name).toBe('Ver Campus de Segovia en un mapa');
    expect(view.all('dt').map((term) => term.text)).toEqual(['Teléfono', 'Email', 'Horario']);
  });

  it('refuses a phone number with letters', () => {
    const result = definition.schema.safeParse({ component: 'ContactCard', cards: [{ name: 'x', phone: 'call us' }] });
    expect(result.error?.issues[0]?.path).toEqual(['cards', 0, 'phone']);
  });
});
