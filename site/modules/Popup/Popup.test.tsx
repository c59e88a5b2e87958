import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Popup from './Popup.tsx';

describe('Popup', () => {
  it('without JavaScript its button is a link to the same content in the page', () => {
    const view = renderModule(definition, Popup, definition.examples?.[0]);
    expect(view.links[0]).toEqual({ href: '#popup-open-day-2027', name: 'Open day details' });
    const [panel] = view.all('section', (attrs) => attrs.id === 'popup-open-day-2027');
    expect(panel?.name).toBe('Open day: 14 March 2027');
    expect(view.text).toContain('Visit the campus, meet the faculty');
    expect(view.links[1]).toEqual({ href: '/contact-us/', name: 'Book your place' });
  });

  it('a delayed popup shows nothing without JavaScript', () => {
    const view = renderModule(definition, Popup, definition.examples?.[1]);
    expect(view.html).toBe('');
  });

  it('without a trigger text the link says "More information" in the page language', () => {
    const example = { ...definition.examples![2]!, triggerText: undefined };
    expect(renderModule(definition, Popup, example).links[0]?.name).toBe('More information');
    expect(renderModule(definition, Popup, example, { page: { locale: 'es', path: '/es/' } }).links[0]?.name).toBe('Más información');
  });
});

describe('Popup variants', () => {
  it('an announcement carries its dated kicker above the title, in the same in-page panel without JavaScript', () => {
    const view = renderModule(definition, Popup, definition.examples?.[3]);
    expect(view.links[0]).toEqual({ href: '#popup-library-closure-easter-2027', name: 'Library notice' });
    const [panel] = view.all('section', (attrs) => attrs.id === 'popup-library-closure-easter-2027');
    expect(panel?.name).toBe('The library closes over Easter');
    expect(view.all('div', (attrs) => attrs['data-variant'] === 'announcement')).toHaveLength(1);
    expect(view.text).toContain('Notice · 22 March 2027');
  });

  it('a newsletter popup holds a labelled, required email field sent to the sign-up page, in Spanish', () => {
    const view = renderModule(definition, Popup, definition.examples?.[4], { page: { locale: 'es', path: '/es/' } });
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'get', action: '/es/contacto/' });
    expect(form?.name).toBe('Recibe nuestra investigación');
    const [input] = view.all('input');
    expect(input?.attrs).toMatchObject({ type: 'email', name: 'email', autocomplete: 'email' });
    expect('required' in (input?.attrs ?? {})).toBe(true);
    expect(view.all('label', (attrs) => attrs.for === input?.attrs.id)[0]?.text).toBe('Correo electrónico');
    expect(view.byRole('button').map((button) => button.name)).toEqual(['Suscribirme']);
    expect(view.text).toContain('Al suscribirte aceptas nuestra política de privacidad.');
  });

  it('a newsletter popup without a sign-up page is refused, naming the field', () => {
    const { action: _action, ...withoutAction } = definition.examples![4]!;
    const result = definition.schema.safeParse(withoutAction);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['action']);
  });
});
