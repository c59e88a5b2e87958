import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import CallToAction from './CallToAction.tsx';

describe('CallToAction', () => {
  it('offers the primary and the secondary action under its heading', () => {
    const view = renderModule(definition, CallToAction, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Join the Next Generation Programme' }]);
    expect(view.text).toContain('Applications for the 2027 cohort are open until 15 January.');
    expect(view.links).toEqual([
      { href: '/family-entrepreneurs-application/', name: 'Apply now' },
      { href: '/master-family-business-management/', name: 'Read about the programme' },
    ]);
    expect(view.all('span', (attrs) => attrs['data-variant'] === 'secondary')[0]?.text).toBe('Read about the programme');
  });

  it('opens an external action in a new tab without leaking the opener', () => {
    const view = renderModule(definition, CallToAction, definition.examples?.[1]);
    expect(view.byRole('link')).toEqual([
      expect.objectContaining({
        name: 'Answer the survey',
        attrs: expect.objectContaining({ href: 'https://survey.ibera.edu/barometer-2027', target: '_blank', rel: 'noreferrer' }),
      }),
    ]);
    expect(view.all('span', (attrs) => attrs['data-variant'] === 'secondary')).toEqual([]);
  });

  it('as a banner spans the page, in the page’s language', () => {
    const view = renderModule(definition, CallToAction, definition.examples?.[2], { page: { locale: 'es' } });
    expect(view.all('div', (attrs) => attrs['data-layout'] !== undefined)[0]?.attrs['data-layout']).toBe('banner');
    expect(view.headings).toEqual([{ level: 2, text: '¿Quieres conocer el campus?' }]);
    expect(view.links.map((link) => link.name)).toEqual(['Reserva tu visita', 'Recorrido virtual']);
    expect(renderModule(definition, CallToAction, definition.examples?.[0]).all('div')[0]?.attrs['data-layout']).toBe('boxed');
  });
});
