import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import NewsletterCta from './NewsletterCta.tsx';

describe('NewsletterCta', () => {
  it('offers a labelled, required email field that sends the visitor to the sign-up page', () => {
    const view = renderModule(definition, NewsletterCta, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'The family business letter' }]);
    const [form] = view.all('form');
    expect(form?.attrs).toMatchObject({ method: 'get', action: '/contact-us/' });
    expect(form?.name).toBe('The family business letter');
    const [input] = view.all('input');
    expect(input?.attrs).toMatchObject({ type: 'email', name: 'email', autocomplete: 'email' });
    expect(input?.attrs.required).toBeDefined();
    const [label] = view.all('label');
    expect(label?.attrs.for).toBe(input?.attrs.id);
    expect(label?.text).toBe('Email address');
    expect(view.all('button').map((button) => button.text)).toEqual(['Subscribe']);
    expect(view.text).toContain('By subscribing you accept our privacy policy.');
    expect(view.links).toEqual([{ href: '/contact-us/', name: 'privacy policy' }]);
  });

  it('speaks Spanish on Spanish pages', () => {
    const view = renderModule(definition, NewsletterCta, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('label')[0]?.text).toBe('Correo electrónico');
    expect(view.all('button')[0]?.text).toBe('Suscribirme');
    expect(view.links).toEqual([]);
  });
});
