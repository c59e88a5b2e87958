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
